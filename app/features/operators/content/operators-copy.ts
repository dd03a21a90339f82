import { defineCopy } from '~/i18n/define-copy'
import type { RfqState } from '../domain/rfq-model'

/** The desk's side of operators and sourcing (docs/product.md §14): the operators, their aircraft, RFQs, the comparison. */
export interface OperatorsCopy {
  nav: string
  title: string
  intro: string
  list: {
    title: string
    empty: string
    name: string
    aoc: string
    insurance: string
    fleet: string
    answers: string
    answerRate: (answered: number, sent: number) => string
    medianTime: (hours: string) => string
    noFigures: string
    edit: string
  }
  safetyList: {
    title: string
    updated: (date: string, count: number) => string
    missing: string
    source: string
  }
  newTitle: string
  back: string
  editTitle: (name: string) => string
  editor: {
    name: string
    country: string
    countryHint: string
    aocNumber: string
    aocAuthority: string
    aocAuthorityHint: string
    aocExpiresOn: string
    tcoNumber: string
    tcoHint: string
    tcoExpiresOn: string
    insurer: string
    insuranceExpiresOn: string
    liability: string
    liabilityHint: string
    quoteEmails: string
    quoteEmailsHint: string
    language: string
    languages: Record<'fr' | 'en', string>
    notes: string
    add: string
    save: string
    saving: string
    saved: string
  }
  aircraft: {
    title: string
    empty: string
    registration: string
    type: string
    other: string
    aircraftName: string
    seats: string
    year: string
    base: string
    add: string
    adding: string
    remove: string
    duplicate: string
  }
  expiries: {
    title: string
    what: Record<'aoc' | 'tco' | 'insurance', string>
    expired: (date: string) => string
    soon: (date: string, days: number) => string
  }
  rfq: {
    title: string
    trip: (legs: string, passengers: number) => string
    noTrip: string
    suggested: string
    suggestedHint: string
    others: string
    none: string
    based: (registration: string, base: string, km: string) => string
    asked: string
    send: string
    sending: string
    sent: (n: number, already: number) => string
    closed: string
    noOperators: string
    addOperator: string
  }
  compare: {
    title: string
    empty: string
    estimate: (amount: string, aircraft: string) => string
    noEstimate: string
    operator: string
    state: string
    answeredAt: string
    aircraft: string
    charter: string
    positioning: string
    fees: string
    other: string
    total: string
    vsEstimate: string
    flagged: string
    legality: string
    legal: string
    validUntil: string
    availability: Record<'confirmed' | 'subject', string>
    declined: (reason: string) => string
    versions: (n: number) => string
    states: Record<RfqState, string>
    margin: string
    marginKinds: Record<'percent' | 'amount', string>
    build: string
    building: string
    cannotBuild: string
  }
}

export const operatorsCopy = defineCopy<OperatorsCopy>({
  fr: {
    nav: 'Exploitants',
    title: 'Exploitants',
    intro:
      'Les compagnies qui opèrent les vols vendus : AOC, TCO, assurance et appareils. Une demande de cotation ne part que vers elles.',
    list: {
      title: 'Exploitants',
      empty: 'Aucun exploitant enregistré.',
      name: 'Exploitant',
      aoc: 'AOC',
      insurance: 'Assurance',
      fleet: 'Appareils',
      answers: 'Réponses',
      answerRate: (a, s) => `${a} / ${s} répondues`,
      medianTime: (h) => `délai médian ${h}`,
      noFigures: 'aucune demande',
      edit: 'Ouvrir',
    },
    safetyList: {
      title: 'Liste de sécurité aérienne de l’UE',
      updated: (date, count) => `Mise à jour le ${date} — ${count} entrée(s).`,
      missing: 'Fichier de la liste introuvable : aucun exploitant n’est filtré. Ajoutez air-safety-list.json.',
      source: 'Source',
    },
    newTitle: 'Ajouter un exploitant',
    back: 'Exploitants',
    editTitle: (name) => `Exploitant : ${name}`,
    editor: {
      name: 'Raison sociale',
      country: 'Pays',
      countryHint: 'code ISO, ex. FR, AE',
      aocNumber: 'Numéro d’AOC',
      aocAuthority: 'Autorité de délivrance',
      aocAuthorityHint: 'DGAC, GCAA, FAA…',
      aocExpiresOn: 'Expiration de l’AOC',
      tcoNumber: 'Numéro TCO (EASA)',
      tcoHint: 'exploitant de pays tiers',
      tcoExpiresOn: 'Expiration du TCO',
      insurer: 'Assureur',
      insuranceExpiresOn: 'Expiration de l’assurance',
      liability: 'Responsabilité civile (EUR)',
      liabilityHint: 'montant assuré',
      quoteEmails: 'E-mails de cotation',
      quoteEmailsHint: 'séparés par des virgules',
      language: 'Langue',
      languages: { fr: 'Français', en: 'Anglais' },
      notes: 'Notes',
      add: 'Ajouter l’exploitant',
      save: 'Enregistrer',
      saving: 'Enregistrement…',
      saved: 'Enregistré.',
    },
    aircraft: {
      title: 'Appareils sur l’AOC',
      empty: 'Aucun appareil.',
      registration: 'Immatriculation',
      type: 'Type',
      other: 'Autre type (saisi)',
      aircraftName: 'Type saisi',
      seats: 'Sièges',
      year: 'Année',
      base: 'Base',
      add: 'Ajouter l’appareil',
      adding: 'Ajout…',
      remove: 'Retirer',
      duplicate: 'Cette immatriculation est déjà sur l’AOC.',
    },
    expiries: {
      title: 'Certificats à renouveler',
      what: { aoc: 'AOC', tco: 'TCO', insurance: 'Assurance' },
      expired: (date) => `expiré le ${date}`,
      soon: (date, days) => `expire le ${date} (J-${days})`,
    },
    rfq: {
      title: 'Cotations exploitants',
      trip: (legs, pax) => `${legs} · ${pax} passager(s)`,
      noTrip: 'La demande n’indique pas de vol : complétez-la avant de demander des cotations.',
      suggested: 'Suggérés',
      suggestedHint: 'appareil assez grand, basé au plus près du départ',
      others: 'Autres exploitants',
      none: 'Aucun exploitant n’a d’appareil assez grand.',
      based: (reg, base, km) => `${reg} basé à ${base}, ${km}`,
      asked: 'déjà sollicité',
      send: 'Envoyer les demandes de cotation',
      sending: 'Envoi…',
      sent: (n, already) =>
        `${n} demande(s) envoyée(s)${already ? `, ${already} exploitant(s) déjà sollicité(s)` : ''}.`,
      closed: 'Demande close ou voyage passé : plus de cotation possible.',
      noOperators: 'Aucun exploitant enregistré.',
      addOperator: 'Ajouter un exploitant',
    },
    compare: {
      title: 'Comparaison',
      empty: 'Aucune demande de cotation envoyée.',
      estimate: (amount, aircraft) => `Estimation HERRA (prudente, sans météo, ${aircraft}) : ${amount} HT`,
      noEstimate: 'Estimation HERRA indisponible pour ce voyage.',
      operator: 'Exploitant',
      state: 'État',
      answeredAt: 'Réponse',
      aircraft: 'Appareil',
      charter: 'Affrètement',
      positioning: 'Mise en place',
      fees: 'Redevances',
      other: 'Autre',
      total: 'Total HT',
      vsEstimate: 'vs estimation',
      flagged: 'écart > 25 %',
      legality: 'Conformité',
      legal: 'Conforme',
      validUntil: 'Valable jusqu’au',
      availability: { confirmed: 'disponible', subject: 'sous réserve' },
      declined: (reason) => `Déclinée : ${reason}`,
      versions: (n) => `${n} version(s)`,
      states: {
        sent: 'Envoyée',
        opened: 'Ouverte',
        answered: 'Cotée',
        declined: 'Déclinée',
        expired: 'Expirée',
      },
      margin: 'Marge',
      marginKinds: { percent: '%', amount: 'EUR' },
      build: 'Créer une option d’offre',
      building: 'Création…',
      cannotBuild: 'Cotation introuvable.',
    },
  },
  en: {
    nav: 'Operators',
    title: 'Operators',
    intro:
      'The companies that fly what we sell: AOC, TCO, insurance and aircraft. Requests for quotation go to them only.',
    list: {
      title: 'Operators',
      empty: 'No operator yet.',
      name: 'Operator',
      aoc: 'AOC',
      insurance: 'Insurance',
      fleet: 'Aircraft',
      answers: 'Answers',
      answerRate: (a, s) => `${a} / ${s} answered`,
      medianTime: (h) => `median ${h}`,
      noFigures: 'no request yet',
      edit: 'Open',
    },
    safetyList: {
      title: 'EU Air Safety List',
      updated: (date, count) => `Updated on ${date} — ${count} entr${count === 1 ? 'y' : 'ies'}.`,
      missing: 'The list’s file is missing: no operator is filtered. Add air-safety-list.json.',
      source: 'Source',
    },
    newTitle: 'Add an operator',
    back: 'Operators',
    editTitle: (name) => `Operator: ${name}`,
    editor: {
      name: 'Company name',
      country: 'Country',
      countryHint: 'ISO code, e.g. FR, AE',
      aocNumber: 'AOC number',
      aocAuthority: 'Issuing authority',
      aocAuthorityHint: 'DGAC, GCAA, FAA…',
      aocExpiresOn: 'AOC expiry',
      tcoNumber: 'TCO number (EASA)',
      tcoHint: 'third-country operator',
      tcoExpiresOn: 'TCO expiry',
      insurer: 'Insurer',
      insuranceExpiresOn: 'Insurance expiry',
      liability: 'Liability cover (EUR)',
      liabilityHint: 'amount insured',
      quoteEmails: 'Quote e-mails',
      quoteEmailsHint: 'separated by commas',
      language: 'Language',
      languages: { fr: 'French', en: 'English' },
      notes: 'Notes',
      add: 'Add the operator',
      save: 'Save',
      saving: 'Saving…',
      saved: 'Saved.',
    },
    aircraft: {
      title: 'Aircraft on the AOC',
      empty: 'No aircraft.',
      registration: 'Registration',
      type: 'Type',
      other: 'Other type (typed)',
      aircraftName: 'Typed type',
      seats: 'Seats',
      year: 'Year',
      base: 'Base',
      add: 'Add the aircraft',
      adding: 'Adding…',
      remove: 'Remove',
      duplicate: 'This registration is already on the AOC.',
    },
    expiries: {
      title: 'Certificates to renew',
      what: { aoc: 'AOC', tco: 'TCO', insurance: 'Insurance' },
      expired: (date) => `expired on ${date}`,
      soon: (date, days) => `expires on ${date} (in ${days} days)`,
    },
    rfq: {
      title: 'Operator quotes',
      trip: (legs, pax) => `${legs} · ${pax} passenger(s)`,
      noTrip: 'The request names no flight: complete it before asking for quotes.',
      suggested: 'Suggested',
      suggestedHint: 'a large enough aircraft, based nearest the departure',
      others: 'Other operators',
      none: 'No operator has a large enough aircraft.',
      based: (reg, base, km) => `${reg} based at ${base}, ${km}`,
      asked: 'already asked',
      send: 'Send the requests for quotation',
      sending: 'Sending…',
      sent: (n, already) => `${n} request(s) sent${already ? `, ${already} operator(s) already asked` : ''}.`,
      closed: 'Request closed or trip past: no more quotes.',
      noOperators: 'No operator yet.',
      addOperator: 'Add an operator',
    },
    compare: {
      title: 'Comparison',
      empty: 'No request for quotation sent.',
      estimate: (amount, aircraft) => `HERRA estimate (conservative, no weather, ${aircraft}): ${amount} excl. tax`,
      noEstimate: 'No HERRA estimate for this trip.',
      operator: 'Operator',
      state: 'State',
      answeredAt: 'Answer',
      aircraft: 'Aircraft',
      charter: 'Charter',
      positioning: 'Positioning',
      fees: 'Fees',
      other: 'Other',
      total: 'Total excl. tax',
      vsEstimate: 'vs estimate',
      flagged: 'gap > 25 %',
      legality: 'Compliance',
      legal: 'Compliant',
      validUntil: 'Valid until',
      availability: { confirmed: 'available', subject: 'subject to confirmation' },
      declined: (reason) => `Declined: ${reason}`,
      versions: (n) => `${n} version(s)`,
      states: { sent: 'Sent', opened: 'Opened', answered: 'Quoted', declined: 'Declined', expired: 'Expired' },
      margin: 'Margin',
      marginKinds: { percent: '%', amount: 'EUR' },
      build: 'Build an offer option',
      building: 'Building…',
      cannotBuild: 'Quote not found.',
    },
  },
})
