import { defineCopy } from '~/i18n/define-copy'

/**
 * The receipt a client gets by e-mail for every flight request (docs/product.md §7): the reference to
 * quote, what was asked, what happens next and how to reach the house. In the client's language.
 */
export interface LeadReceiptCopy {
  subject: (reference: string) => string
  greeting: (firstName: string) => string
  received: string
  referenceLabel: string
  quoteReference: string
  requestHeading: string
  route: string
  date: string
  passengers: string
  estimate: string
  /** "€10,600 excl. VAT": the figure attached, in the words the estimate used. */
  estimateValue: (amount: string) => string
  nextHeading: string
  next: (callBy: string) => string
  offer: string
  reach: (phone: string, email: string) => string
  signature: string
  notYou: string
}

export const leadReceiptCopy = defineCopy<LeadReceiptCopy>({
  fr: {
    subject: (reference) => `HERRA — votre demande ${reference} est bien reçue`,
    greeting: (firstName) => `Bonjour ${firstName},`,
    received: 'Nous avons bien reçu votre demande de vol privé.',
    referenceLabel: 'Votre référence',
    quoteReference: 'Rappelez-la si vous nous appelez ou nous écrivez.',
    requestHeading: 'Votre demande',
    route: 'Trajet',
    date: 'Date',
    passengers: 'Passagers',
    estimate: 'Estimation jointe',
    estimateValue: (amount) => `${amount} HT`,
    nextHeading: 'Et maintenant',
    next: (callBy) => `Un conseiller vous appelle au plus tard à ${callBy} (heure de Paris), jour et nuit.`,
    offer:
      'Il confirme avec vous l’appareil et les horaires, puis vous envoie une offre écrite à accepter en ligne. Rien n’est réservé ni dû avant votre acceptation.',
    reach: (phone, email) => `Pour nous joindre : ${phone} · ${email}`,
    signature: 'La maison HERRA',
    notYou: 'Vous n’êtes pas à l’origine de cette demande ? Répondez à cet e-mail et nous la supprimerons.',
  },
  en: {
    subject: (reference) => `HERRA — your request ${reference} has been received`,
    greeting: (firstName) => `Dear ${firstName},`,
    received: 'We have received your private flight request.',
    referenceLabel: 'Your reference',
    quoteReference: 'Please quote it when you call or write to us.',
    requestHeading: 'Your request',
    route: 'Route',
    date: 'Date',
    passengers: 'Passengers',
    estimate: 'Estimate attached',
    estimateValue: (amount) => `${amount} excl. VAT`,
    nextHeading: 'What happens next',
    next: (callBy) => `An adviser will call you by ${callBy} (Paris time) at the latest, day or night.`,
    offer:
      'They confirm the aircraft and times with you, then send you a written offer to accept online. Nothing is booked or owed before you accept.',
    reach: (phone, email) => `To reach us: ${phone} · ${email}`,
    signature: 'The HERRA team',
    notYou: 'Did not make this request? Reply to this e-mail and we will delete it.',
  },
})
