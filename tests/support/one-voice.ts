import { AIRCRAFT } from '~/domain/aircraft'
import type { AircraftCategory } from '~/domain/estimator/types'

/**
 * One voice (decision 026): every page promises the same quote delay and gives the
 * same passenger range for each family of jets, the range of the fleet's own aircraft
 * (app/domain/aircraft.ts). These rules read text as a visitor sees it, one line per block.
 */

export interface Range {
  min: number
  max: number
}

/** Seats of each family: from the fewest to the most of the fleet's aircraft of that family. */
export const FLEET_SEATS: Record<AircraftCategory, Range> = (() => {
  const ranges = {} as Record<AircraftCategory, Range>
  for (const aircraft of AIRCRAFT) {
    const r = ranges[aircraft.category]
    ranges[aircraft.category] = r
      ? { min: Math.min(r.min, aircraft.pax), max: Math.max(r.max, aircraft.pax) }
      : { min: aircraft.pax, max: aircraft.pax }
  }
  return ranges
})()

/** The promise of decision 026, in each language. */
export const QUOTE_PROMISE = { fr: /dans l['’]heure/i, en: /within the hour/i } as const

/** Any statement of a delay in hours. */
const DELAY =
  /(en moins d['’](une|1) heure|en moins de (deux|trois|2|3) heures|sous (deux|trois|2|3) heures|dans l['’]heure|dans les (deux|2) heures|(in )?under (an|one|two|three|1|2|3) hours?|within (the|an|one|two|three|1|2|3) hours?)/i
/** Words of a quote, a reply or a proposal: the delay is then a promise to the client. */
const ABOUT_A_QUOTE = /(devis|propos|répon|conseiller|quote|repl|answer|proposal|adviser)/i

export interface Finding {
  where: string
  text: string
}

/** Lines that promise a reply or a quote in a delay other than the house's one. */
export function otherPromises(where: string, lines: readonly string[]): Finding[] {
  const found: Finding[] = []
  lines.forEach((line, i) => {
    for (const sentence of line.split(/(?<=[.!?;])\s+/)) {
      const delay = DELAY.exec(sentence)
      if (delay && ABOUT_A_QUOTE.test(sentence) && !/dans l['’]heure|within the hour/i.test(delay[0])) {
        found.push({ where, text: sentence })
      }
    }
    // A figure beside its label ("2 h" / "Pour recevoir votre devis"), in either order.
    const figure = /^(\d+)\s*h$/.exec(line.trim())
    const label = [lines[i + 1] ?? '', lines[i - 1] ?? ''].find((text) => ABOUT_A_QUOTE.test(text))
    if (figure && figure[1] !== '1' && label) found.push({ where, text: `${line} / ${label}` })
  })
  return found
}

/** Whether the lines state the house's promise. */
export function statesPromise(lines: readonly string[]): boolean {
  return lines.some((line) => QUOTE_PROMISE.fr.test(line) || QUOTE_PROMISE.en.test(line))
}

const CATEGORY_WORDS: ReadonlyArray<[AircraftCategory, RegExp]> = [
  ['light', /\b(jets? légers?|light jets?|léger|light)\b/i],
  ['midsize', /\b(jets? intermédiaires?|midsize jets?|mid-size jets?|intermédiaires?|midsize|mid-size)\b/i],
  ['heavy', /\b(jets? lourds?|heavy jets?|long-courriers?|long-range jets?|lourds?|heavy)\b/i],
]
const RANGE = /\b(\d{1,2})\s*(?:à|–|-|to)\s*(\d{1,2})\b(?!\s*(?:km|h\b|heures|hours|min|%|€))/
const UP_TO = /\b(?:jusqu['’]à|up to)\s+(\d{1,2})\s+(?:passagers|passengers|places|seats)\b/i
const OTHER_KIND = /(hélicoptère|helicopter)/i

function categoriesOf(text: string): AircraftCategory[] {
  return CATEGORY_WORDS.filter(([, pattern]) => pattern.test(text)).map(([category]) => category)
}

/**
 * Passenger ranges attributed to a family of jets (in the line, or in one of the two lines above
 * it, such as a card's title) that are not the fleet's range for that family (or for the union of
 * the families the line names together).
 */
export function wrongSeatRanges(where: string, lines: readonly string[]): Finding[] {
  const found: Finding[] = []
  lines.forEach((line, i) => {
    for (const clause of line.split(/[,;:]\s+/)) {
      const range = RANGE.exec(clause)
      const upTo = UP_TO.exec(clause)
      if (!range && !upTo) continue
      if (range && !/(passag|places|seats|pax|\(|^\s*\d)/i.test(clause)) continue
      // Whom the figure is about: the clause, else its line, else a title just above.
      const context = [clause, line, lines[i - 1] ?? '', lines[i - 2] ?? '']
      const here = context.find((text) => categoriesOf(text).length > 0 || OTHER_KIND.test(text))
      if (!here || categoriesOf(here).length === 0) continue
      const categories = categoriesOf(here)
      const expected = {
        min: Math.min(...categories.map((c) => FLEET_SEATS[c].min)),
        max: Math.max(...categories.map((c) => FLEET_SEATS[c].max)),
      }
      if (range) {
        const [min, max] = [Number(range[1]), Number(range[2])]
        if (min !== expected.min || max !== expected.max) {
          found.push({
            where,
            text: `${clause.trim()} — expected ${expected.min}–${expected.max} for ${categories.join('+')}`,
          })
        }
      } else if (upTo && Number(upTo[1]) !== expected.max) {
        found.push({ where, text: `${clause.trim()} — expected up to ${expected.max} for ${categories.join('+')}` })
      }
    }
  })
  return found
}
