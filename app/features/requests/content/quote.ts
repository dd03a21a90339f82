import type { QuoteAircraftType, QuoteField } from '~/features/requests/domain/quote'
import { defineCopy } from '~/i18n/define-copy'

/** Copy of the personalised quote page (docs/product.md §2, §7). */
export interface QuoteCopy {
  eyebrow: string
  title: string
  promise: string
  requiredLegend: string
  labels: Record<QuoteField, string>
  optional: string
  placeholders: { departure: string; destination: string; specialRequests: string }
  passenger: { one: string; other: string }
  aircraftTypes: Record<QuoteAircraftType, string>
  choose: string
  budget: { above: (amount: string) => string; flexible: string }
  honeypotLabel: string
  privacy: { before: string; link: string; after: string }
  submit: string
  sending: string
  success: string
  failure: (email: string) => string
  toast: { successTitle: string; successDescription: string; errorTitle: string }
  mail: { title: string; text: string; link: string; subject: string; body: string }
}

export const quoteCopy = defineCopy<QuoteCopy>({
  fr: {
    eyebrow: 'Votre projet',
    title: 'Les détails de votre vol',
    promise: 'Réponse dans l’heure, 24 h/24 et 7 j/7.',
    requiredLegend: 'Les champs marqués d’un astérisque (*) sont obligatoires.',
    labels: {
      firstName: 'Prénom',
      lastName: 'Nom',
      email: 'E-mail',
      phone: 'Téléphone',
      departure: 'Départ',
      destination: 'Destination',
      departureDate: 'Date de départ',
      returnDate: 'Date de retour',
      passengers: 'Passagers',
      aircraftType: 'Type d’appareil',
      budget: 'Budget',
      specialRequests: 'Demandes particulières',
    },
    optional: '(facultatif)',
    placeholders: {
      departure: 'Ville ou aéroport',
      destination: 'Ville ou aéroport',
      specialRequests: 'Restauration, transferts, animaux, bagages volumineux…',
    },
    passenger: { one: 'passager', other: 'passagers' },
    aircraftTypes: {
      light: 'Jet léger (6 à 9 passagers)',
      midsize: 'Jet intermédiaire (8 à 10 passagers)',
      heavy: 'Jet lourd (12 à 16 passagers)',
      helicopter: 'Hélicoptère',
      none: 'Sans préférence',
    },
    choose: 'Choisir…',
    budget: { above: (amount) => `Plus de ${amount}`, flexible: 'Flexible' },
    honeypotLabel: 'Société (laissez ce champ vide)',
    privacy: {
      before: 'Vos informations servent uniquement à préparer votre devis et restent confidentielles. Voir notre ',
      link: 'politique de confidentialité',
      after: '.',
    },
    submit: 'Demander mon devis',
    sending: 'Envoi en cours…',
    success: 'Merci. Votre demande de devis a bien été transmise : un conseiller vous répond dans l’heure.',
    failure: (email) => `Désolé — la transmission a échoué. Veuillez réessayer ou écrire à ${email}.`,
    toast: {
      successTitle: 'Votre demande de devis a été transmise',
      successDescription: 'Un conseiller HERRA vous répond dans l’heure, en toute confidentialité.',
      errorTitle: 'Erreur lors de l’envoi de votre demande',
    },
    mail: {
      title: 'Ou écrivez-nous',
      text: 'Vous préférez votre messagerie ? Notre équipe répond aussi par e-mail, dans l’heure.',
      link: 'Écrire à HERRA',
      subject: 'Demande de devis personnalisé',
      body: [
        'Bonjour,',
        '',
        'Je souhaite recevoir un devis personnalisé pour un vol privé.',
        '',
        'Départ :',
        'Destination :',
        'Date de départ :',
        'Date de retour :',
        'Nombre de passagers :',
        'Type d’appareil :',
        'Budget :',
        'Demandes particulières :',
        '',
        'Cordialement,',
      ].join('\n'),
    },
  },
  en: {
    eyebrow: 'Your journey',
    title: 'The details of your flight',
    promise: 'A reply within the hour, 24 hours a day, 7 days a week.',
    requiredLegend: 'Fields marked with an asterisk (*) are required.',
    labels: {
      firstName: 'First name',
      lastName: 'Last name',
      email: 'E-mail',
      phone: 'Phone',
      departure: 'Departure',
      destination: 'Destination',
      departureDate: 'Departure date',
      returnDate: 'Return date',
      passengers: 'Passengers',
      aircraftType: 'Aircraft type',
      budget: 'Budget',
      specialRequests: 'Special requests',
    },
    optional: '(optional)',
    placeholders: {
      departure: 'City or airport',
      destination: 'City or airport',
      specialRequests: 'Catering, transfers, pets, bulky luggage…',
    },
    passenger: { one: 'passenger', other: 'passengers' },
    aircraftTypes: {
      light: 'Light jet (6 to 9 passengers)',
      midsize: 'Midsize jet (8 to 10 passengers)',
      heavy: 'Heavy jet (12 to 16 passengers)',
      helicopter: 'Helicopter',
      none: 'No preference',
    },
    choose: 'Choose…',
    budget: { above: (amount) => `Over ${amount}`, flexible: 'Flexible' },
    honeypotLabel: 'Company (leave this field empty)',
    privacy: {
      before: 'Your details are used only to prepare your quote and remain confidential. See our ',
      link: 'privacy policy',
      after: '.',
    },
    submit: 'Request my quote',
    sending: 'Sending…',
    success: 'Thank you. Your quote request has been sent: an adviser will reply within the hour.',
    failure: (email) => `Sorry — transmission failed. Please try again or contact ${email}.`,
    toast: {
      successTitle: 'Your quote request has been transmitted',
      successDescription: 'A HERRA adviser will reply within the hour, in strict confidence.',
      errorTitle: 'Error sending your request',
    },
    mail: {
      title: 'Or write to us',
      text: 'Prefer your own mailbox? Our team also answers by e-mail, within the hour.',
      link: 'Write to HERRA',
      subject: 'Personalised quote request',
      body: [
        'Hello,',
        '',
        'I would like a personalised quote for a private flight.',
        '',
        'Departure:',
        'Destination:',
        'Departure date:',
        'Return date:',
        'Number of passengers:',
        'Aircraft type:',
        'Budget:',
        'Special requests:',
        '',
        'Kind regards,',
      ].join('\n'),
    },
  },
})

/** Labels of the staff notification e-mail (French only, like the desk). */
export const quoteStaffMail = {
  subject: 'Demande de devis',
  language: 'Langue du client',
  languages: { fr: 'Français', en: 'Anglais' },
  notGiven: '—',
} as const
