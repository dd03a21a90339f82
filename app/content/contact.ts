import type { ContactAircraftOption } from '~/domain/forms/contact-values'
import { defineCopy } from '~/i18n/define-copy'

/**
 * Copy of the contact form, the contact box and the club's contact entry (docs/product.md §2, §7).
 * The success, failure and toast texts in English are the product's, word for word, except the
 * success toast's title: "to the company" read as "the airline", so it says "our team".
 */
export interface ContactCopy {
  form: {
    eyebrow: string
    title: string
    intro: string
    requiredLegend: string
    /** A trip of several legs carried from the simulator ("request this trip"). */
    trip: { title: string; note: string }
    labels: {
      firstName: string
      lastName: string
      email: string
      phone: string
      departure: string
      destination: string
      date: string
      pax: string
      aircraft: string
      message: string
    }
    placeholders: { departure: string; destination: string; message: string }
    aircraftNone: string
    aircraftOptions: Record<ContactAircraftOption, string>
    /** Group label of the fleet aircraft that a link put in the form. */
    aircraftFromFleet: string
    consent: { before: string; link: string; after: string }
    honeypotLabel: string
    estimate: { label: string; excludingTax: string; note: string }
    infoMessage: (aircraft: string) => string
    submit: string
    sending: string
    success: string
    failure: (email: string) => string
    toast: { successTitle: string; successDescription: string; errorTitle: string }
    /** Under the e-mail and phone fields: one of the two is enough. */
    reachHint: string
    /** The panel shown in place of the form once the request is stored (docs/product.md §7). */
    confirmation: {
      eyebrow: string
      title: (firstName: string) => string
      referenceLabel: string
      referenceNote: string
      recapTitle: string
      route: string
      date: string
      pax: string
      aircraft: string
      estimate: string
      reachOn: string
      callTitle: string
      /** `time`: the latest call-back time, in Paris; `weekday`: its day, when not today. */
      callBy: (time: string, weekday?: string) => string
      callNow: string
      whatsapp: string
      another: string
    }
  }
  box: {
    title: string
    headquarters: string
    dubai: string
    phone: string
    email: string
    availability: string
    confidentiality: string
  }
  club: {
    eyebrow: string
    title: string
    paragraphs: readonly string[]
    topics: readonly string[]
    discover: string
  }
}

export const contactCopy = defineCopy<ContactCopy>({
  fr: {
    form: {
      eyebrow: 'Correspondance privée',
      title: 'Votre demande',
      intro:
        'Itinéraire, date, nombre de passagers : dites-nous l’essentiel, un conseiller HERRA vous répond personnellement et en toute discrétion.',
      requiredLegend: 'Les champs marqués d’un astérisque (*) sont obligatoires.',
      trip: {
        title: 'Votre voyage en plusieurs étapes',
        note: 'Chaque étape part à sa date et à son heure ; le trajet ci-dessous est celui de la première.',
      },
      labels: {
        firstName: 'Prénom',
        lastName: 'Nom',
        email: 'E-mail',
        phone: 'Téléphone',
        departure: 'Départ',
        destination: 'Destination',
        date: 'Date du vol',
        pax: 'Passagers',
        aircraft: 'Type d’appareil',
        message: 'Message',
      },
      placeholders: {
        departure: 'Ville ou code IATA (ex. LBG)',
        destination: 'Ville ou code IATA (ex. DXB)',
        message: 'Horaires souhaités, bagages, animaux, attentes particulières…',
      },
      aircraftNone: 'Sans préférence',
      aircraftOptions: {
        light: 'Jet léger (6–9 passagers)',
        midsize: 'Jet intermédiaire (8–10 passagers)',
        heavy: 'Jet lourd (12–16 passagers)',
        falcon8x: 'Falcon 8X',
        global7500: 'Global 7500',
        gulfstream: 'Gulfstream',
        autre: 'Autre',
      },
      aircraftFromFleet: 'Appareil de notre flotte',
      consent: {
        before: 'J’accepte que mes données soient utilisées pour traiter ma demande, conformément à la ',
        link: 'politique de confidentialité',
        after: '.',
      },
      honeypotLabel: 'Société (laissez ce champ vide)',
      estimate: {
        label: 'Estimation indicative jointe à votre demande',
        excludingTax: 'HT',
        note: 'Prix indicatif, ajusté après briefing opérationnel.',
      },
      infoMessage: (aircraft) => `Je souhaite recevoir des informations sur l’appareil ${aircraft}.`,
      submit: 'Envoyer ma demande',
      sending: 'Envoi en cours…',
      success: 'Merci. Votre demande a été envoyée de manière sécurisée.',
      failure: (email) => `Désolé — la transmission a échoué. Veuillez réessayer ou écrire à ${email}.`,
      toast: {
        successTitle: 'Votre lettre a été transmise à notre équipe',
        successDescription: 'Elle sera lue par un conseiller HERRA et traitée en toute confidentialité.',
        errorTitle: 'Erreur lors de l’envoi de votre demande',
      },
      reachHint: 'E-mail ou téléphone : l’un des deux suffit.',
      confirmation: {
        eyebrow: 'Demande reçue',
        title: (firstName) => `Merci, ${firstName}. Votre demande est entre nos mains.`,
        referenceLabel: 'Votre référence',
        referenceNote: 'Rappelez-la à votre conseiller : elle lui donne votre demande en un instant.',
        recapTitle: 'Votre demande',
        route: 'Trajet',
        date: 'Date',
        pax: 'Passagers',
        aircraft: 'Appareil',
        estimate: 'Estimation indicative',
        reachOn: 'Pour vous joindre',
        callTitle: 'Le rappel d’un conseiller',
        callBy: (time, weekday) =>
          `Nos conseillers répondent 24\u00a0h/24, 7\u00a0j/7\u202f: l’un d’eux vous contacte au plus tard ${weekday ? `${weekday} ` : ''}à ${time} (heure de Paris).`,
        callNow: 'Appeler un conseiller',
        whatsapp: 'Écrire sur WhatsApp',
        another: 'Faire une autre demande',
      },
    },
    box: {
      title: 'Nous joindre',
      headquarters: 'Siège — Paris',
      dubai: 'Bureau de Dubaï',
      phone: 'Téléphone',
      email: 'E-mail',
      availability: 'Conseillers disponibles 24 h/24, 7 j/7',
      confidentiality: 'Chaque demande est traitée de façon strictement confidentielle.',
    },
    club: {
      eyebrow: 'Club HERRA',
      title: 'Une question pour le Club',
      paragraphs: [
        'Le Club HERRA réunit moins de cent membres dans le monde. Chaque échange avec le Club reste confidentiel et n’est lu que par son équipe.',
        'Écrivez-nous pour une demande d’information, une recommandation ou l’organisation d’un voyage réservé aux membres : nous revenons vers vous personnellement.',
      ],
      topics: [
        'Informations sur l’adhésion et les niveaux du Club',
        'Parrainage d’une personnalité de votre entourage',
        'Voyages, événements privés et conciergerie des membres',
      ],
      discover: 'Découvrir le Club HERRA',
    },
  },
  en: {
    form: {
      eyebrow: 'Private correspondence',
      title: 'Your request',
      intro:
        'Route, date, number of passengers: tell us the essentials and a HERRA adviser will answer you personally and discreetly.',
      requiredLegend: 'Fields marked with an asterisk (*) are required.',
      trip: {
        title: 'Your trip in several legs',
        note: 'Each leg departs on its own date and time; the route below is the first one’s.',
      },
      labels: {
        firstName: 'First name',
        lastName: 'Last name',
        email: 'E-mail',
        phone: 'Phone',
        departure: 'Departure',
        destination: 'Destination',
        date: 'Flight date',
        pax: 'Passengers',
        aircraft: 'Aircraft type',
        message: 'Message',
      },
      placeholders: {
        departure: 'City or IATA code (e.g. LBG)',
        destination: 'City or IATA code (e.g. DXB)',
        message: 'Preferred times, luggage, pets, any particular wishes…',
      },
      aircraftNone: 'No preference',
      aircraftOptions: {
        light: 'Light jet (6–9 passengers)',
        midsize: 'Midsize jet (8–10 passengers)',
        heavy: 'Heavy jet (12–16 passengers)',
        falcon8x: 'Falcon 8X',
        global7500: 'Global 7500',
        gulfstream: 'Gulfstream',
        autre: 'Other',
      },
      aircraftFromFleet: 'Aircraft from our fleet',
      consent: {
        before: 'I agree that my data may be used to handle my request, in accordance with the ',
        link: 'privacy policy',
        after: '.',
      },
      honeypotLabel: 'Company (leave this field empty)',
      estimate: {
        label: 'Indicative estimate attached to your request',
        excludingTax: 'excl. VAT',
        note: 'Indicative price, adjusted after the operational briefing.',
      },
      infoMessage: (aircraft) => `I would like more information about the ${aircraft}.`,
      submit: 'Send my request',
      sending: 'Sending…',
      success: 'Thank you. Your request has been sent securely.',
      failure: (email) => `Sorry — transmission failed. Please try again or contact ${email}.`,
      toast: {
        successTitle: 'Your letter has been sent to our team',
        successDescription: 'It will be read by a HERRA adviser and handled in strict confidence.',
        errorTitle: 'Error sending your request',
      },
      reachHint: 'Email or phone: either one is enough.',
      confirmation: {
        eyebrow: 'Request received',
        title: (firstName) => `Thank you, ${firstName}. Your request is in our hands.`,
        referenceLabel: 'Your reference',
        referenceNote: 'Quote it to your adviser: it brings up your request at once.',
        recapTitle: 'Your request',
        route: 'Route',
        date: 'Date',
        pax: 'Passengers',
        aircraft: 'Aircraft',
        estimate: 'Indicative estimate',
        reachOn: 'How we reach you',
        callTitle: 'An adviser’s call',
        callBy: (time, weekday) =>
          `Our advisers answer 24 hours a day, 7 days a week: one of them will contact you by ${time}${weekday ? ` on ${weekday}` : ''} (Paris time) at the latest.`,
        callNow: 'Call an adviser',
        whatsapp: 'Message us on WhatsApp',
        another: 'Make another request',
      },
    },
    box: {
      title: 'Reach us',
      headquarters: 'Headquarters — Paris',
      dubai: 'Dubai office',
      phone: 'Phone',
      email: 'E-mail',
      availability: 'Advisers available 24 hours a day, 7 days a week',
      confidentiality: 'Every request is handled in strict confidence.',
    },
    club: {
      eyebrow: 'Club HERRA',
      title: 'A question for the Club',
      paragraphs: [
        'Club HERRA brings together fewer than one hundred members worldwide. Every exchange with the Club stays confidential and is read by its team alone.',
        'Write to us for information, a recommendation or a journey reserved for members: we will come back to you personally.',
      ],
      topics: [
        'Membership and the Club’s tiers',
        'Sponsoring someone close to you',
        'Members’ travel, private events and concierge',
      ],
      discover: 'Discover Club HERRA',
    },
  },
})

/**
 * Labels of the staff notification e-mail, in French only: the brokerage's desk works in French
 * whatever the visitor's language (field labels come from `contactCopy.fr`).
 */
export const contactStaffMail = {
  subjectFlight: 'Demande de vol',
  subjectClub: 'Contact Club HERRA',
  estimate: 'Estimation indicative (HT)',
  language: 'Langue du client',
  languages: { fr: 'Français', en: 'Anglais' },
  source: 'Origine',
  sources: { flight: 'Page Contact', club: 'Contact Club HERRA' },
  consent: 'Consentement',
  consentGiven: 'Traitement des données accepté',
  passengers: (n: number) => `${n} pax`,
  trip: 'Voyage en plusieurs étapes',
  tripLeg: (n: number) => `Étape ${n}`,
  tripLegs: (n: number) => `${n} étapes`,
} as const
