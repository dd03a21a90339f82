import { defineCopy } from '~/i18n/define-copy'
import type { OperatorErrorCode } from '../domain/operator-form'

/**
 * What the operator reads (docs/product.md §14): the RFQ e-mail and its private page — the trip,
 * the answer (aircraft, price lines excluding tax, availability, validity) or the decline. Written
 * for a charter operator's sales desk, in French or English; nothing of the client.
 */
export interface RfqCopy {
  metaTitle: string
  eyebrow: string
  title: string
  intro: (operator: string) => string
  trip: {
    title: string
    leg: (n: number) => string
    from: string
    to: string
    date: string
    time: string
    timeOpen: string
    passengers: string
    aircraft: string
    anyAircraft: string
    local: string
  }
  answer: {
    title: string
    intro: string
    fleet: string
    fleetHint: string
    registration: string
    aircraft: string
    other: string
    aircraftName: string
    seats: string
    lines: string
    linesHint: string
    charter: string
    positioning: string
    fees: string
    other_: string
    otherLabel: string
    total: string
    availability: string
    confirmed: string
    subject: string
    validUntil: string
    note: string
    button: string
    pending: string
    saved: (version: number) => string
    previous: (version: number, when: string) => string
  }
  decline: {
    title: string
    intro: string
    reason: string
    reasons: Record<'no_aircraft' | 'crew' | 'route' | 'short_notice' | 'other', string>
    note: string
    button: string
    pending: string
    saved: string
  }
  closed: { title: string; text: string }
  errors: Record<OperatorErrorCode, string> & { limited: string; unavailable: string }
  mail: {
    subject: (route: string, date: string) => string
    greeting: (operator: string) => string
    intro: string
    button: string
    privacy: string
    signoff: string
  }
  honeypot: string
  contact: (phone: string) => string
}

export const rfqCopy = defineCopy<RfqCopy>({
  fr: {
    metaTitle: 'Demande de cotation — HERRA',
    eyebrow: 'Demande de cotation',
    title: 'Votre cotation pour ce vol',
    intro: (operator) =>
      `HERRA Aviation, courtier à Paris et Dubaï, demande à ${operator} une cotation pour le voyage ci-dessous.`,
    trip: {
      title: 'Le voyage',
      leg: (n) => `Vol ${n}`,
      from: 'Départ',
      to: 'Arrivée',
      date: 'Date',
      time: 'Heure locale',
      timeOpen: 'à convenir',
      passengers: 'Passagers',
      aircraft: 'Catégorie souhaitée',
      anyAircraft: 'au choix de l’exploitant',
      local: 'heure locale de l’aéroport de départ',
    },
    answer: {
      title: 'Coter',
      intro: 'Prix hors taxes, en euros. Vous pouvez coter à nouveau : chaque cotation est conservée.',
      fleet: 'Appareil de votre flotte',
      fleetHint: 'ou saisissez une autre immatriculation',
      registration: 'Immatriculation',
      aircraft: 'Type',
      other: 'Autre type (saisi)',
      aircraftName: 'Type saisi',
      seats: 'Sièges',
      lines: 'Prix HT (EUR)',
      linesHint: 'ex. 48 500 ou 48 500,50',
      charter: 'Affrètement',
      positioning: 'Mise en place',
      fees: 'Redevances aéroport et assistance',
      other_: 'Autre',
      otherLabel: 'Libellé de « Autre »',
      total: 'Total HT',
      availability: 'Disponibilité',
      confirmed: 'Appareil disponible',
      subject: 'Sous réserve de confirmation',
      validUntil: 'Cotation valable jusqu’au',
      note: 'Remarque (facultatif)',
      button: 'Envoyer la cotation',
      pending: 'Envoi…',
      saved: (v) => `Cotation reçue (version ${v}). Merci : nous revenons vers vous rapidement.`,
      previous: (v, when) => `Votre dernière réponse : version ${v}, ${when}.`,
    },
    decline: {
      title: 'Décliner',
      intro: 'Pas d’appareil ou d’équipage pour ce vol ? Dites-le-nous en un geste.',
      reason: 'Motif',
      reasons: {
        no_aircraft: 'Pas d’appareil disponible',
        crew: 'Pas d’équipage disponible',
        route: 'Route ou aéroport hors de notre exploitation',
        short_notice: 'Délai trop court',
        other: 'Autre',
      },
      note: 'Précision (facultatif)',
      button: 'Décliner la demande',
      pending: 'Envoi…',
      saved: 'Réponse enregistrée : demande déclinée. Merci.',
    },
    closed: {
      title: 'Cette demande est close',
      text: 'Le voyage a été attribué, annulé ou est passé : il n’attend plus de cotation. Merci de votre réactivité.',
    },
    errors: {
      required: 'Champ obligatoire.',
      invalid: 'Valeur non valide.',
      tooLong: 'Texte trop long.',
      oneLine: 'Une seule ligne, sans retour à la ligne.',
      country: 'Code pays ISO à deux lettres (FR, AE…).',
      date: 'Date non valide (AAAA-MM-JJ).',
      amount: 'Montant en euros non valide (ex. 48 500 ou 48 500,50).',
      email: 'Adresse e-mail non valide.',
      seats: 'Sièges : de 1 à 19.',
      year: 'Année non valide.',
      airport: 'Aéroport inconnu (code IATA ou OACI).',
      registration: 'Immatriculation non valide (ex. A6-ABC, F-HABC).',
      tco: 'Numéro et date d’expiration du TCO vont ensemble.',
      operators: 'Choisissez au moins un exploitant.',
      margin: 'Marge non valide.',
      reason: 'Choisissez un motif.',
      lines: 'Prix non valide.',
      confirm: 'Cochez la case pour confirmer.',
      missing: 'Introuvable.',
      limited: 'Trop d’envois en peu de temps : réessayez dans quelques minutes.',
      unavailable: 'Service momentanément indisponible : rien n’a été enregistré, réessayez.',
    },
    mail: {
      subject: (route, date) => `Demande de cotation HERRA — ${route}, ${date}`,
      greeting: (operator) => `Bonjour ${operator},`,
      intro:
        'HERRA Aviation vous demande une cotation pour le voyage ci-dessous. Répondez en un clic depuis ce lien privé (coter ou décliner) :',
      button: 'Voir la demande et coter',
      privacy: 'Ce lien vous est personnel : ne le transférez pas.',
      signoff: 'Cordialement,\nHERRA Aviation — bureau des affrètements',
    },
    honeypot: 'Ne pas remplir',
    contact: (phone) => `Une question ? Bureau des affrètements : ${phone}.`,
  },
  en: {
    metaTitle: 'Request for quotation — HERRA',
    eyebrow: 'Request for quotation',
    title: 'Your quote for this flight',
    intro: (operator) =>
      `HERRA Aviation, a charter broker in Paris and Dubai, asks ${operator} for a quote for the trip below.`,
    trip: {
      title: 'The trip',
      leg: (n) => `Leg ${n}`,
      from: 'From',
      to: 'To',
      date: 'Date',
      time: 'Local time',
      timeOpen: 'flexible',
      passengers: 'Passengers',
      aircraft: 'Category asked',
      anyAircraft: 'operator’s choice',
      local: 'local time at the departure airport',
    },
    answer: {
      title: 'Quote',
      intro: 'Prices excluding tax, in euros. You may quote again: every quote is kept.',
      fleet: 'Aircraft of your fleet',
      fleetHint: 'or type another registration',
      registration: 'Registration',
      aircraft: 'Type',
      other: 'Other type (typed)',
      aircraftName: 'Typed type',
      seats: 'Seats',
      lines: 'Prices excl. tax (EUR)',
      linesHint: 'e.g. 48,500 or 48,500.50',
      charter: 'Charter',
      positioning: 'Positioning',
      fees: 'Airport and handling fees',
      other_: 'Other',
      otherLabel: 'Label of “Other”',
      total: 'Total excl. tax',
      availability: 'Availability',
      confirmed: 'Aircraft available',
      subject: 'Subject to confirmation',
      validUntil: 'Quote valid until',
      note: 'Remark (optional)',
      button: 'Send the quote',
      pending: 'Sending…',
      saved: (v) => `Quote received (version ${v}). Thank you: we will be back to you shortly.`,
      previous: (v, when) => `Your latest answer: version ${v}, ${when}.`,
    },
    decline: {
      title: 'Decline',
      intro: 'No aircraft or crew for this flight? Tell us in one tap.',
      reason: 'Reason',
      reasons: {
        no_aircraft: 'No aircraft available',
        crew: 'No crew available',
        route: 'Route or airport outside our operation',
        short_notice: 'Notice too short',
        other: 'Other',
      },
      note: 'Detail (optional)',
      button: 'Decline the request',
      pending: 'Sending…',
      saved: 'Answer recorded: request declined. Thank you.',
    },
    closed: {
      title: 'This request is closed',
      text: 'The trip was awarded, cancelled or has flown: it no longer awaits a quote. Thank you for your reply.',
    },
    errors: {
      required: 'Required.',
      invalid: 'Invalid value.',
      tooLong: 'Too long.',
      oneLine: 'One line, no line break.',
      country: 'Two-letter ISO country code (FR, AE…).',
      date: 'Invalid date (YYYY-MM-DD).',
      amount: 'Invalid amount in euros (e.g. 48,500 or 48,500.50).',
      email: 'Invalid e-mail address.',
      seats: 'Seats: 1 to 19.',
      year: 'Invalid year.',
      airport: 'Unknown airport (IATA or ICAO code).',
      registration: 'Invalid registration (e.g. A6-ABC, F-HABC).',
      tco: 'The TCO number and its expiry go together.',
      operators: 'Pick at least one operator.',
      margin: 'Invalid margin.',
      reason: 'Pick a reason.',
      lines: 'Invalid price.',
      confirm: 'Tick the box to confirm.',
      missing: 'Not found.',
      limited: 'Too many posts in a short time: try again in a few minutes.',
      unavailable: 'Service briefly unavailable: nothing was saved, please try again.',
    },
    mail: {
      subject: (route, date) => `HERRA request for quotation — ${route}, ${date}`,
      greeting: (operator) => `Dear ${operator},`,
      intro:
        'HERRA Aviation asks you for a quote for the trip below. Answer in one tap from this private link (quote or decline):',
      button: 'See the request and quote',
      privacy: 'This link is yours alone: please do not forward it.',
      signoff: 'Kind regards,\nHERRA Aviation — charter desk',
    },
    honeypot: 'Leave empty',
    contact: (phone) => `A question? Charter desk: ${phone}.`,
  },
})
