import { defineCopy } from '~/i18n/define-copy'
import type { OfferErrorCode } from '../domain/offer-form'
import type { TsbaBandCode } from '../domain/offer-model'

/**
 * The client's side of the offer (docs/product.md §11): its page, its PDF and the e-mails it
 * receives, in French and English. Figures are formatted by the caller (Intl); the sentences here.
 */

export interface OfferCopy {
  /** Before a value: French puts a no-break space before the colon. */
  colon: string
  metaTitle: (reference: string) => string
  eyebrow: string
  preparedFor: (name: string) => string
  versionLine: (version: number, issued: string) => string
  validUntil: (when: string) => string
  passengers: (n: number) => string
  message: string
  itinerary: string
  leg: (n: number) => string
  departure: string
  arrival: string
  local: string
  utc: string
  blockTime: string
  distance: string
  options: string
  optionsIntro: string
  option: (n: number) => string
  operator: string
  registration: string
  registrationUnknown: string
  seats: (n: number) => string
  lines: {
    charter: string
    tsba: string
    tsbaBands: Record<TsbaBandCode, string>
    vat: (rate: string) => string
    total: string
  }
  co2: string
  co2Value: (tonnes: string, perPassenger: string) => string
  co2Method: string
  taxesNote: string
  terms: string
  pdf: string
  pdfHint: string
  accept: {
    title: string
    intro: string
    option: string
    fullName: string
    fullNameHint: string
    terms: string
    button: string
    pending: string
    honeypot: string
    errors: Record<OfferErrorCode, string>
    limited: string
    unavailable: string
  }
  accepted: {
    title: string
    text: (option: number, name: string, when: string) => string
    next: string
    /** The link to the booking's page (payment schedule and bank details), when one was made. */
    booking: string
    fingerprint: string
  }
  refusal: {
    expired: { title: string; text: (when: string) => string }
    withdrawn: { title: string; text: string }
    superseded: { title: string; text: string }
    then: (phone: string, email: string) => string
  }
  help: (phone: string) => string
  call: string
  write: string
  mail: {
    sent: {
      subject: (reference: string) => string
      greeting: (name: string) => string
      intro: string
      button: string
      validity: (when: string) => string
      signoff: string
    }
    reissued: { intro: string }
    confirmation: {
      subject: (reference: string) => string
      greeting: (name: string) => string
      intro: (option: number, aircraft: string, when: string) => string
      attached: string
      next: string
      signoff: string
    }
  }
  pdfFooter: (reference: string, version: number, page: number, pages: number) => string
  pdfAcceptance: (option: number, name: string, when: string) => string
}

export const offerCopy = defineCopy<OfferCopy>({
  fr: {
    colon: '\u00a0: ',
    metaTitle: (reference) => `Offre ${reference} — HERRA`,
    eyebrow: 'Votre offre de vol privé',
    preparedFor: (name) => `Préparée pour ${name}`,
    versionLine: (version, issued) => `Version ${version} · émise le ${issued}`,
    validUntil: (when) => `Valable jusqu’au ${when}`,
    passengers: (n) => (n > 1 ? `${n} passagers` : '1 passager'),
    message: 'Le mot de votre courtier',
    itinerary: 'Itinéraire',
    leg: (n) => `Vol ${n}`,
    departure: 'Départ',
    arrival: 'Arrivée',
    local: 'heure locale',
    utc: 'UTC',
    blockTime: 'Temps de vol, cale à cale',
    distance: 'Distance',
    options: 'Les appareils proposés',
    optionsIntro: 'Chaque option comprend l’appareil, son équipage et le vol tel que décrit ci-dessus.',
    option: (n) => `Option ${n}`,
    operator: 'Opérateur',
    registration: 'Immatriculation',
    registrationUnknown: 'communiquée à la confirmation',
    seats: (n) => `${n} sièges`,
    lines: {
      charter: 'Affrètement, hors taxes',
      tsba: 'Taxe de solidarité sur les billets d’avion (TSBA)',
      tsbaBands: { europe: 'Europe', intermediate: 'intermédiaire', long: 'long-courrier' },
      vat: (rate) => `TVA ${rate}`,
      total: 'Total',
    },
    co2: 'CO₂ estimé',
    co2Value: (tonnes, perPassenger) => `${tonnes} (${perPassenger} par passager)`,
    co2Method:
      'CO₂ : consommation horaire de l’appareil × temps de vol, × 3,16 kg de CO₂ par kg de carburant (facteur OACI/CORSIA).',
    taxesNote:
      'La TSBA est due pour chaque vol au départ de la France ; la TVA (10 %) sur les vols intérieurs à la France.',
    terms: 'Conditions',
    pdf: 'Télécharger l’offre (PDF)',
    pdfHint: 'Le même document, à conserver ou à imprimer.',
    accept: {
      title: 'Accepter l’offre',
      intro: 'Choisissez une option, indiquez votre nom complet et acceptez les conditions : votre vol est confirmé.',
      option: 'Option retenue',
      fullName: 'Votre nom complet',
      fullNameHint: 'vaut signature',
      terms: 'J’ai lu et j’accepte les conditions d’affrètement et d’annulation de cette offre.',
      button: 'Accepter et confirmer le vol',
      pending: 'Enregistrement…',
      honeypot: 'Ne pas remplir',
      errors: {
        required: 'Ce champ est requis.',
        invalid: 'Cette valeur n’est pas valable.',
        tooLong: 'Ce texte est trop long.',
        oneLine: 'Un champ d’une seule ligne contient un retour à la ligne ou une tabulation\u202f: retirez-les.',
        airport: 'Code d’aéroport inconnu.',
        date: 'Date non valable.',
        time: 'Heure non valable.',
        block: 'Temps de vol non valable.',
        amount: 'Montant non valable.',
        seats: 'Nombre de sièges insuffisant.',
        reason: 'Indiquez la raison.',
        burn: 'Consommation requise.',
        order: 'Ce vol part avant l’arrivée du précédent.',
        count: 'Trop d’éléments.',
        pax: 'Nombre de passagers non valable.',
        validity: 'Durée non valable.',
        terms: 'Veuillez accepter les conditions pour confirmer.',
        name: 'Veuillez saisir votre nom complet.',
        option: 'Veuillez choisir une option.',
        confirm: 'Veuillez confirmer.',
      },
      limited: 'Trop de tentatives en peu de temps. Merci de réessayer dans quelques minutes, ou de nous appeler.',
      unavailable:
        'Votre acceptation n’a pas pu être enregistrée pour l’instant. Merci de réessayer, ou de nous appeler.',
    },
    accepted: {
      title: 'Offre acceptée',
      text: (option, name, when) => `Option ${option} acceptée par ${name} le ${when}.`,
      next: 'Votre courtier vous contacte pour le règlement et les derniers détails du vol. La confirmation et l’offre en PDF vous ont été envoyées par e-mail.',
      booking: 'Voir ma réservation et payer',
      fingerprint: 'Empreinte SHA-256 du document accepté',
    },
    refusal: {
      expired: {
        title: 'Cette offre a expiré',
        text: (when) => `Sa validité a pris fin le ${when} : les disponibilités et les prix ont pu changer.`,
      },
      withdrawn: {
        title: 'Cette offre a été retirée',
        text: 'Votre courtier a retiré cette offre ; elle ne peut plus être acceptée.',
      },
      superseded: {
        title: 'Une nouvelle version de cette offre existe',
        text: 'Ce lien correspond à une version remplacée. La nouvelle version vous a été envoyée par e-mail : c’est elle qui peut être acceptée.',
      },
      then: (phone, email) =>
        `Pour une offre à jour, appelez-nous au ${phone} ou répondez à notre e-mail (${email}) : nous vous répondons sans délai, de jour comme de nuit.`,
    },
    help: (phone) => `Une question ? Votre courtier répond au ${phone}, à toute heure.`,
    call: 'Appeler',
    write: 'Écrire',
    mail: {
      sent: {
        subject: (reference) => `Votre offre HERRA ${reference}`,
        greeting: (name) => `Bonjour ${name},`,
        intro: 'Voici notre offre pour votre vol. Vous pouvez la consulter, la télécharger et l’accepter en ligne :',
        button: 'Voir l’offre',
        validity: (when) => `Elle est valable jusqu’au ${when}.`,
        signoff: 'Votre courtier HERRA — Paris · Dubaï',
      },
      reissued: {
        intro:
          'Voici la nouvelle version de notre offre ; elle remplace la précédente, dont le lien n’est plus valable :',
      },
      confirmation: {
        subject: (reference) => `Confirmation — offre ${reference} acceptée`,
        greeting: (name) => `Bonjour ${name},`,
        intro: (option, aircraft, when) =>
          `Nous avons bien reçu votre acceptation de l’option ${option} (${aircraft}), le ${when}.`,
        attached: 'Vous trouverez l’offre acceptée en pièce jointe (PDF).',
        next: 'Votre courtier vous contacte pour le règlement et les derniers détails du vol.',
        signoff: 'Merci de votre confiance. — HERRA, Paris · Dubaï',
      },
    },
    pdfFooter: (reference, version, page, pages) => `HERRA · ${reference} · version ${version} · page ${page}/${pages}`,
    pdfAcceptance: (option, name, when) => `Acceptée : option ${option}, par ${name}, le ${when}.`,
  },
  en: {
    colon: ': ',
    metaTitle: (reference) => `Offer ${reference} — HERRA`,
    eyebrow: 'Your private flight offer',
    preparedFor: (name) => `Prepared for ${name}`,
    versionLine: (version, issued) => `Version ${version} · issued ${issued}`,
    validUntil: (when) => `Valid until ${when}`,
    passengers: (n) => (n > 1 ? `${n} passengers` : '1 passenger'),
    message: 'A word from your broker',
    itinerary: 'Itinerary',
    leg: (n) => `Flight ${n}`,
    departure: 'Departure',
    arrival: 'Arrival',
    local: 'local time',
    utc: 'UTC',
    blockTime: 'Block time',
    distance: 'Distance',
    options: 'The aircraft we propose',
    optionsIntro: 'Each option includes the aircraft, its crew and the flight as described above.',
    option: (n) => `Option ${n}`,
    operator: 'Operator',
    registration: 'Registration',
    registrationUnknown: 'given on confirmation',
    seats: (n) => `${n} seats`,
    lines: {
      charter: 'Charter, excluding tax',
      tsba: 'French solidarity tax on air tickets (TSBA)',
      tsbaBands: { europe: 'Europe', intermediate: 'intermediate', long: 'long-haul' },
      vat: (rate) => `VAT ${rate}`,
      total: 'Total',
    },
    co2: 'Estimated CO₂',
    co2Value: (tonnes, perPassenger) => `${tonnes} (${perPassenger} per passenger)`,
    co2Method:
      'CO₂: the aircraft’s hourly fuel burn × block time, × 3.16 kg of CO₂ per kg of fuel (ICAO/CORSIA factor).',
    taxesNote: 'The TSBA is due on every flight departing from France; VAT (10%) on flights within France.',
    terms: 'Terms',
    pdf: 'Download the offer (PDF)',
    pdfHint: 'The same document, to keep or print.',
    accept: {
      title: 'Accept the offer',
      intro: 'Choose an option, type your full name and accept the terms: your flight is confirmed.',
      option: 'Chosen option',
      fullName: 'Your full name',
      fullNameHint: 'serves as your signature',
      terms: 'I have read and accept the charter and cancellation terms of this offer.',
      button: 'Accept and confirm the flight',
      pending: 'Recording…',
      honeypot: 'Leave empty',
      errors: {
        required: 'This field is required.',
        invalid: 'This value is not valid.',
        tooLong: 'This text is too long.',
        oneLine: 'A one-line field holds a line break or a tab: please remove it.',
        airport: 'Unknown airport code.',
        date: 'Invalid date.',
        time: 'Invalid time.',
        block: 'Invalid block time.',
        amount: 'Invalid amount.',
        seats: 'Not enough seats.',
        reason: 'Please give the reason.',
        burn: 'Fuel burn required.',
        order: 'This flight leaves before the previous one lands.',
        count: 'Too many items.',
        pax: 'Invalid number of passengers.',
        validity: 'Invalid validity.',
        terms: 'Please accept the terms to confirm.',
        name: 'Please type your full name.',
        option: 'Please choose an option.',
        confirm: 'Please confirm.',
      },
      limited: 'Too many attempts in a short time. Please try again in a few minutes, or call us.',
      unavailable: 'Your acceptance could not be recorded just now. Please try again, or call us.',
    },
    accepted: {
      title: 'Offer accepted',
      text: (option, name, when) => `Option ${option} accepted by ${name} on ${when}.`,
      next: 'Your broker will contact you about payment and the last details of the flight. The confirmation and the offer as a PDF have been sent to you by e-mail.',
      booking: 'See my booking and pay',
      fingerprint: 'SHA-256 fingerprint of the accepted document',
    },
    refusal: {
      expired: {
        title: 'This offer has expired',
        text: (when) => `It was valid until ${when}: availability and prices may have changed.`,
      },
      withdrawn: {
        title: 'This offer has been withdrawn',
        text: 'Your broker has withdrawn this offer; it can no longer be accepted.',
      },
      superseded: {
        title: 'A newer version of this offer exists',
        text: 'This link is for a version that has been replaced. The new version was sent to you by e-mail: that is the one you can accept.',
      },
      then: (phone, email) =>
        `For an up-to-date offer, call us on ${phone} or reply to our e-mail (${email}): we answer at once, day and night.`,
    },
    help: (phone) => `A question? Your broker answers on ${phone}, at any hour.`,
    call: 'Call',
    write: 'Write',
    mail: {
      sent: {
        subject: (reference) => `Your HERRA offer ${reference}`,
        greeting: (name) => `Dear ${name},`,
        intro: 'Here is our offer for your flight. You can read it, download it and accept it online:',
        button: 'View the offer',
        validity: (when) => `It is valid until ${when}.`,
        signoff: 'Your HERRA broker — Paris · Dubai',
      },
      reissued: {
        intro: 'Here is the new version of our offer; it replaces the previous one, whose link no longer works:',
      },
      confirmation: {
        subject: (reference) => `Confirmation — offer ${reference} accepted`,
        greeting: (name) => `Dear ${name},`,
        intro: (option, aircraft, when) =>
          `We have received your acceptance of option ${option} (${aircraft}) on ${when}.`,
        attached: 'The accepted offer is attached (PDF).',
        next: 'Your broker will contact you about payment and the last details of the flight.',
        signoff: 'Thank you for your trust. — HERRA, Paris · Dubai',
      },
    },
    pdfFooter: (reference, version, page, pages) =>
      `HERRA · ${reference} · version ${version} · page ${page} of ${pages}`,
    pdfAcceptance: (option, name, when) => `Accepted: option ${option}, by ${name}, on ${when}.`,
  },
})
