import { defineCopy } from '~/i18n/define-copy'
import type { TripErrorCode } from '../domain/passenger-form'
import type { DocumentType, Gender } from '../domain/passenger-rules'

/**
 * Passengers and the trip sheet (docs/product.md §18), in French and English, as the client reads
 * them: the holder's passenger list and its form (the desk's passenger form reuses it), the
 * shareable trip sheet, its calendar and PDF. The desk's trip page and the e-mail after a desk
 * change are in trip-desk-copy.ts. Dates and times are formatted by the caller (Intl); the
 * sentences here.
 */

export interface TripCopy {
  colon: string
  passengers: {
    metaTitle: (reference: string) => string
    eyebrow: string
    title: string
    intro: string
    count: (entered: number, seats: number) => string
    lockedNotice: (when: string) => string
    locksAt: (when: string) => string
    noScan: string
    none: string
    edit: string
    remove: string
    removeLabel: (name: string) => string
    addTitle: string
    editTitle: (name: string) => string
    cancelEdit: string
    full: string
    saved: string
    removed: string
    back: string
    tripSheet: string
    tripSheetHint: string
    document: (type: string, number: string, expiry: string) => string
    born: (date: string, nationality: string) => string
    pets: string
    specialNeeds: string
    erased: string
  }
  form: {
    surname: string
    surnameHint: string
    givenNames: string
    birthDate: string
    nationality: string
    gender: string
    genderNone: string
    genders: Record<Gender, string>
    birthPlace: string
    documentType: string
    documentTypes: Record<DocumentType, string>
    documentNumber: string
    documentExpiry: string
    issuingCountry: string
    chooseCountry: string
    pets: string
    petsHint: string
    specialNeeds: string
    specialNeedsHint: string
    optional: string
    honeypot: string
    save: string
    add: string
    pending: string
    limited: string
    unavailable: string
    errors: Record<TripErrorCode, string>
    /** The document's reason, with the trip's dates and the country that asks six months. */
    expired: (expiry: string) => string
    expiresBeforeTrip: (expiry: string, lastDay: string) => string
    sixMonths: (country: string, until: string) => string
  }
  sheet: {
    metaTitle: (reference: string) => string
    eyebrow: string
    title: string
    passengers: (n: number) => string
    leg: (n: number) => string
    departure: string
    arrival: string
    local: string
    utc: string
    block: string
    operator: string
    aircraft: string
    registration: string
    fbo: string
    handler: string
    catering: string
    groundTransport: string
    notYet: string
    weather: string
    weatherLine: (min: string, max: string, wind: string, rain: string) => string
    weatherUnavailable: string
    weatherLater: string
    contacts: string
    operatorPhone: string
    house: string
    calendar: string
    calendarHint: string
    pdf: string
    pdfHint: string
    updated: (when: string) => string
    gone: string
    goneText: string
    eventTitle: (from: string, to: string) => string
    eventFbo: (fbo: string) => string
    pdfTitle: (reference: string) => string
    crewNote: string
    manifest: string
    manifestNames: string
  }
}

const fr: TripCopy = {
  colon: '\u00a0: ',
  passengers: {
    metaTitle: (reference) => `Passagers · ${reference} · HERRA`,
    eyebrow: 'Votre réservation',
    title: 'Les passagers',
    intro:
      'Une fiche par passager, avec le nom tel qu’il figure sur le document de voyage. Vous pouvez confier cette page à votre assistant : elle reste privée.',
    count: (entered, seats) => `${entered} passager${entered > 1 ? 's' : ''} sur ${seats}`,
    lockedNotice: (when) =>
      `La liste est close depuis le ${when} (24\u00a0h avant le départ). Pour une modification, appelez-nous : nous la ferons pour vous.`,
    locksAt: (when) => `Modifiable jusqu’au ${when} (24\u00a0h avant le départ).`,
    noScan: 'Aucune copie de document n’est demandée ni conservée.',
    none: 'Aucun passager pour l’instant.',
    edit: 'Modifier',
    remove: 'Retirer',
    removeLabel: (name) => `Retirer ${name}`,
    addTitle: 'Ajouter un passager',
    editTitle: (name) => `Modifier ${name}`,
    cancelEdit: 'Annuler',
    full: 'Tous les sièges de la réservation ont leur passager.',
    saved: 'Passager enregistré.',
    removed: 'Passager retiré.',
    back: 'Retour à la réservation',
    tripSheet: 'Feuille de voyage',
    tripSheetHint: 'À partager avec un assistant ou un chauffeur : elle ne montre pas les noms des passagers.',
    document: (type, number, expiry) => `${type} ${number}, valable jusqu’au ${expiry}`,
    born: (date, nationality) => `Né(e) le ${date} · ${nationality}`,
    pets: 'Animaux',
    specialNeeds: 'Besoins particuliers',
    erased: 'Les données des passagers ont été effacées après le voyage.',
  },
  form: {
    surname: 'Nom',
    surnameHint: 'tel qu’imprimé sur le document',
    givenNames: 'Prénoms',
    birthDate: 'Date de naissance',
    nationality: 'Nationalité',
    gender: 'Sexe',
    genderNone: 'Non précisé',
    genders: { F: 'Féminin', M: 'Masculin', X: 'Non spécifié (X)' },
    birthPlace: 'Lieu de naissance',
    documentType: 'Document de voyage',
    documentTypes: { passport: 'Passeport', id_card: 'Carte d’identité' },
    documentNumber: 'Numéro du document',
    documentExpiry: 'Date d’expiration',
    issuingCountry: 'Pays de délivrance',
    chooseCountry: 'Choisir un pays',
    pets: 'Animaux',
    petsHint: 'espèce, poids, cage',
    specialNeeds: 'Besoins particuliers',
    specialNeedsHint: 'mobilité, régime, assistance',
    optional: 'facultatif',
    honeypot: 'Ne pas remplir',
    save: 'Enregistrer',
    add: 'Ajouter le passager',
    pending: 'Enregistrement…',
    limited: 'Trop d’essais en peu de temps. Réessayez dans quelques minutes.',
    unavailable: 'Enregistrement momentanément impossible. Réessayez dans un instant ; rien n’est perdu.',
    errors: {
      required: 'À renseigner.',
      invalid: 'Valeur non reconnue.',
      tooLong: 'Trop long.',
      oneLine: 'Sur une seule ligne.',
      date: 'Une date complète (jour, mois, année).',
      birthDate: 'Une date de naissance passée.',
      country: 'Choisissez un pays de la liste.',
      documentType: 'Passeport ou carte d’identité.',
      documentNumber: 'De 5 à 20 lettres ou chiffres, tel qu’imprimé.',
      gender: 'Choisissez dans la liste.',
      expired: 'Ce document a expiré.',
      expiresBeforeTrip: 'Ce document expire avant le dernier vol.',
      sixMonths: 'Ce document doit rester valable six mois après le voyage.',
      locked: 'La liste est close (24\u00a0h avant le départ). Appelez-nous pour toute modification.',
      full: 'Tous les sièges de la réservation ont déjà leur passager.',
      phone: 'Un numéro de téléphone (+33 1 23 45 67 89).',
      registration: 'Une immatriculation (F-HERA, N123AB).',
      confirm: 'Cochez pour confirmer.',
    },
    expired: (expiry) => `Ce document a expiré le ${expiry} : il ne permet pas de voyager.`,
    expiresBeforeTrip: (expiry, lastDay) =>
      `Ce document expire le ${expiry}, avant le dernier vol du ${lastDay} : il faut un document valable jusqu’au retour.`,
    sixMonths: (country, until) =>
      `${country} exige un document valable six mois après le séjour, soit jusqu’au ${until} au moins.`,
  },
  sheet: {
    metaTitle: (reference) => `Feuille de voyage · ${reference} · HERRA`,
    eyebrow: 'Feuille de voyage',
    title: 'Votre voyage',
    passengers: (n) => `${n} passager${n > 1 ? 's' : ''}`,
    leg: (n) => `Vol ${n}`,
    departure: 'Départ',
    arrival: 'Arrivée',
    local: 'heure locale',
    utc: 'UTC',
    block: 'Durée',
    operator: 'Opéré par',
    aircraft: 'Appareil',
    registration: 'Immatriculation',
    fbo: 'Terminal / FBO',
    handler: 'Assistance au sol',
    catering: 'Restauration à bord',
    groundTransport: 'Transport au sol',
    notYet: 'À confirmer',
    weather: 'Météo',
    weatherLine: (min, max, wind, rain) => `${min} à ${max}, vent ${wind}, pluie ${rain}`,
    weatherUnavailable: 'Prévision indisponible pour le moment.',
    weatherLater: 'La prévision s’affiche 48 h avant le vol.',
    contacts: 'Contacts',
    operatorPhone: 'Permanence de l’opérateur',
    house: 'HERRA, 24\u00a0h/24',
    calendar: 'Ajouter à l’agenda (.ics)',
    calendarHint: 'Un rendez-vous par vol, aux bonnes heures partout.',
    pdf: 'PDF pour l’équipage et le FBO',
    pdfHint: 'Sans les noms des passagers.',
    updated: (when) => `Mis à jour le ${when}`,
    gone: 'Cette feuille de voyage n’est plus disponible',
    goneText: 'Le voyage est terminé ou a été annulé. Pour toute question, appelez-nous.',
    eventTitle: (from, to) => `Vol privé ${from} → ${to}`,
    eventFbo: (fbo) => `Terminal / FBO : ${fbo}`,
    pdfTitle: (reference) => `Feuille de voyage ${reference}`,
    crewNote: 'Document pour l’équipage et le FBO. Heures locales et UTC.',
    manifest: 'Passagers',
    manifestNames: 'Noms des passagers',
  },
}

const en: TripCopy = {
  colon: ': ',
  passengers: {
    metaTitle: (reference) => `Passengers · ${reference} · HERRA`,
    eyebrow: 'Your booking',
    title: 'The passengers',
    intro:
      'One entry per passenger, with the name as printed on the travel document. You may hand this page to your assistant: it stays private.',
    count: (entered, seats) => `${entered} of ${seats} passenger${seats > 1 ? 's' : ''}`,
    lockedNotice: (when) =>
      `The list closed on ${when} (24\u00a0h before departure). To change anything, call us: we will do it for you.`,
    locksAt: (when) => `You may change it until ${when} (24\u00a0h before departure).`,
    noScan: 'No copy of any document is asked for or kept.',
    none: 'No passengers yet.',
    edit: 'Edit',
    remove: 'Remove',
    removeLabel: (name) => `Remove ${name}`,
    addTitle: 'Add a passenger',
    editTitle: (name) => `Edit ${name}`,
    cancelEdit: 'Cancel',
    full: 'Every seat of the booking has its passenger.',
    saved: 'Passenger saved.',
    removed: 'Passenger removed.',
    back: 'Back to the booking',
    tripSheet: 'Trip sheet',
    tripSheetHint: 'To share with an assistant or a driver: it does not show the passengers’ names.',
    document: (type, number, expiry) => `${type} ${number}, valid until ${expiry}`,
    born: (date, nationality) => `Born ${date} · ${nationality}`,
    pets: 'Pets',
    specialNeeds: 'Special needs',
    erased: 'The passengers’ data was erased after the trip.',
  },
  form: {
    surname: 'Surname',
    surnameHint: 'as printed on the document',
    givenNames: 'Given names',
    birthDate: 'Date of birth',
    nationality: 'Nationality',
    gender: 'Sex',
    genderNone: 'Not given',
    genders: { F: 'Female', M: 'Male', X: 'Unspecified (X)' },
    birthPlace: 'Place of birth',
    documentType: 'Travel document',
    documentTypes: { passport: 'Passport', id_card: 'Identity card' },
    documentNumber: 'Document number',
    documentExpiry: 'Expiry date',
    issuingCountry: 'Issuing country',
    chooseCountry: 'Choose a country',
    pets: 'Pets',
    petsHint: 'species, weight, carrier',
    specialNeeds: 'Special needs',
    specialNeedsHint: 'mobility, diet, assistance',
    optional: 'optional',
    honeypot: 'Do not fill in',
    save: 'Save',
    add: 'Add the passenger',
    pending: 'Saving…',
    limited: 'Too many attempts in a short time. Try again in a few minutes.',
    unavailable: 'Saving is not possible at the moment. Try again shortly; nothing is lost.',
    errors: {
      required: 'Required.',
      invalid: 'Value not recognised.',
      tooLong: 'Too long.',
      oneLine: 'On one line.',
      date: 'A full date (day, month, year).',
      birthDate: 'A date of birth in the past.',
      country: 'Choose a country from the list.',
      documentType: 'Passport or identity card.',
      documentNumber: '5 to 20 letters or digits, as printed.',
      gender: 'Choose from the list.',
      expired: 'This document has expired.',
      expiresBeforeTrip: 'This document expires before the last flight.',
      sixMonths: 'This document must stay valid six months after the trip.',
      locked: 'The list is closed (24\u00a0h before departure). Call us for any change.',
      full: 'Every seat of the booking already has its passenger.',
      phone: 'A phone number (+44 20 1234 5678).',
      registration: 'A registration (F-HERA, N123AB).',
      confirm: 'Tick to confirm.',
    },
    expired: (expiry) => `This document expired on ${expiry}: it cannot be used to travel.`,
    expiresBeforeTrip: (expiry, lastDay) =>
      `This document expires on ${expiry}, before the last flight on ${lastDay}: it must be valid until the return.`,
    sixMonths: (country, until) =>
      `${country} asks for a document valid six months after the stay, that is until ${until} at least.`,
  },
  sheet: {
    metaTitle: (reference) => `Trip sheet · ${reference} · HERRA`,
    eyebrow: 'Trip sheet',
    title: 'Your trip',
    passengers: (n) => `${n} passenger${n > 1 ? 's' : ''}`,
    leg: (n) => `Flight ${n}`,
    departure: 'Departure',
    arrival: 'Arrival',
    local: 'local time',
    utc: 'UTC',
    block: 'Duration',
    operator: 'Operated by',
    aircraft: 'Aircraft',
    registration: 'Registration',
    fbo: 'Terminal / FBO',
    handler: 'Ground handling',
    catering: 'Catering',
    groundTransport: 'Ground transport',
    notYet: 'To be confirmed',
    weather: 'Weather',
    weatherLine: (min, max, wind, rain) => `${min} to ${max}, wind ${wind}, rain ${rain}`,
    weatherUnavailable: 'Forecast unavailable at the moment.',
    weatherLater: 'The forecast appears 48 h before the flight.',
    contacts: 'Contacts',
    operatorPhone: 'Operator’s duty line',
    house: 'HERRA, 24/7',
    calendar: 'Add to calendar (.ics)',
    calendarHint: 'One event per flight, at the right time everywhere.',
    pdf: 'PDF for the crew and the FBO',
    pdfHint: 'Without the passengers’ names.',
    updated: (when) => `Updated ${when}`,
    gone: 'This trip sheet is no longer available',
    goneText: 'The trip is over or was cancelled. For any question, call us.',
    eventTitle: (from, to) => `Private flight ${from} → ${to}`,
    eventFbo: (fbo) => `Terminal / FBO: ${fbo}`,
    pdfTitle: (reference) => `Trip sheet ${reference}`,
    crewNote: 'Document for the crew and the FBO. Local and UTC times.',
    manifest: 'Passengers',
    manifestNames: 'Passenger names',
  },
}

export const tripCopy = defineCopy<TripCopy>({ fr, en })
