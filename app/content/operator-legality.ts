import type { LegalityProblem } from '~/domain/operators/legality'
import { defineCopy } from '~/i18n/define-copy'
import { formatIsoDate } from '~/i18n/format'
import type { Language } from '~/i18n/language'

/**
 * What the desk says of an operator that may not fly a trip (docs/product.md §14): which rule and
 * why, with the date. Shared by the operators' comparison and the offer's refused send.
 */
export interface LegalityCopy {
  ok: string
  problem: (p: LegalityProblem, lang: Language) => string
}

const day = (lang: Language, on: string) => formatIsoDate(lang, on, 'medium')

export const legalityCopy = defineCopy<LegalityCopy>({
  fr: {
    ok: 'Conforme : AOC, assurance et TCO valides jusqu’au dernier vol, appareil sur l’AOC, hors liste de sécurité.',
    problem: (p, lang) => {
      const what = { aoc: 'L’AOC', insurance: 'L’assurance', tco: 'L’autorisation TCO de l’EASA' }
      switch (p.kind) {
        case 'expired':
          return `${what[p.rule as 'aoc']} a expiré le ${day(lang, p.on)}.`
        case 'endsBeforeLastLeg':
          return `${what[p.rule as 'aoc']} expire le ${day(lang, p.on)}, avant le dernier vol.`
        case 'missing':
          return 'Exploitant de pays tiers sans autorisation TCO de l’EASA : requise pour ce voyage.'
        case 'notOnAoc':
          return `L’appareil ${p.registration} ne figure pas sur la liste de l’AOC de l’exploitant.`
        case 'listed':
          return `Exploitant sur la liste de sécurité aérienne de l’UE (par ${
            { name: 'son nom', aoc: 'son AOC', country: 'son État' }[p.by]
          }, liste du ${day(lang, p.listUpdatedOn)}).`
      }
    },
  },
  en: {
    ok: 'Compliant: AOC, insurance and TCO valid through the last leg, aircraft on the AOC, not on the safety list.',
    problem: (p, lang) => {
      const what = { aoc: 'The AOC', insurance: 'The insurance', tco: 'The EASA TCO authorisation' }
      switch (p.kind) {
        case 'expired':
          return `${what[p.rule as 'aoc']} expired on ${day(lang, p.on)}.`
        case 'endsBeforeLastLeg':
          return `${what[p.rule as 'aoc']} expires on ${day(lang, p.on)}, before the last leg.`
        case 'missing':
          return 'Third-country operator without an EASA TCO authorisation: required for this trip.'
        case 'notOnAoc':
          return `Aircraft ${p.registration} is not on the operator’s AOC list.`
        case 'listed':
          return `Operator on the EU Air Safety List (by ${
            { name: 'its name', aoc: 'its AOC', country: 'its State' }[p.by]
          }, list of ${day(lang, p.listUpdatedOn)}).`
      }
    },
  },
})
