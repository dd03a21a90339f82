import { defineCopy } from '~/i18n/define-copy'
import type { DueKind } from '../domain/booking-schedule'

/** The client's booking page and e-mails (docs/product.md §14). The French type is the contract. */
export const bookingCopy = defineCopy({
  fr: {
    metaTitle: (reference: string) => `Réservation ${reference} — HERRA`,
    eyebrow: 'Votre réservation',
    title: (reference: string) => `Réservation ${reference}`,
    intro: (name: string) =>
      `${name}, votre vol est réservé. Voici votre échéancier et les coordonnées bancaires pour régler par virement.`,
    offerRef: 'Offre acceptée',
    aircraft: 'Appareil',
    operator: 'Opérateur',
    passengers: 'Passagers',
    itinerary: 'Itinéraire',
    local: 'heure locale',
    total: 'Montant total TTC',
    schedule: 'Échéancier',
    dueKind: { full: 'Paiement intégral', deposit: 'Acompte', balance: 'Solde' } satisfies Record<DueKind, string>,
    dueOn: (day: string) => `à régler au plus tard le ${day}`,
    dueNow: 'à régler dès maintenant',
    amount: 'Montant',
    paid: 'Réglé',
    partlyPaid: (received: string, left: string) => `Reçu ${received}, reste ${left}`,
    overPaid: (over: string) => `Réglé, avec un trop-perçu de ${over} que nous vous remboursons`,
    unpaid: 'En attente de votre virement',
    howToPay: 'Payer par virement SEPA',
    howToPayText:
      'Scannez le code QR avec l’application de votre banque : le bénéficiaire, l’IBAN, le montant et la référence sont remplis pour vous. Vous pouvez aussi saisir ces informations vous-même.',
    beneficiary: 'Bénéficiaire',
    bank: 'Banque',
    iban: 'IBAN',
    bic: 'BIC',
    reference: 'Référence de paiement',
    referenceHint: 'Indiquez cette référence telle quelle : elle nous permet de reconnaître votre virement.',
    qrLabel: (amount: string, reference: string) => `Code QR de virement SEPA : ${amount}, référence ${reference}`,
    safety:
      'Par sécurité : HERRA ne vous demandera jamais par e-mail de changer de coordonnées bancaires. En cas de doute, appelez-nous avant de payer.',
    cardSoon: 'Le paiement par carte n’est pas proposé : le virement SEPA reste le moyen le plus sûr pour ce montant.',
    invoices: 'Vos factures',
    invoice: (number: string) => `Facture ${number}`,
    creditNote: (number: string) => `Avoir ${number}`,
    cancelled: 'Réservation annulée',
    help: (phone: string) => `Une question ? Appelez-nous au ${phone}, jour et nuit.`,
    // The passenger list and the trip sheet (docs/product.md §15): their own pages, linked from here.
    passengersTitle: 'Passagers et feuille de voyage',
    passengersText:
      'Renseignez les passagers (ou confiez ce lien à votre assistant) ; la feuille de voyage s’y trouve aussi.',
    passengersLink: 'Renseigner les passagers',
    colon: ' : ',
    mail: {
      subject: (reference: string) => `Votre réservation ${reference} — échéancier et virement`,
      greeting: (name: string) => `Bonjour ${name},`,
      intro: (reference: string) =>
        `Merci pour votre confiance. Votre réservation ${reference} est enregistrée ; voici ce qu’il reste à régler.`,
      line: (kind: string, amount: string, day: string, reference: string) =>
        `${kind} : ${amount}, au plus tard le ${day} — référence ${reference}`,
      bank: (holder: string, iban: string, bic: string) => `Virement à ${holder}, IBAN ${iban}, BIC ${bic}.`,
      button: 'Voir ma réservation et payer',
      safety:
        'HERRA ne vous demandera jamais par e-mail de changer de coordonnées bancaires : en cas de doute, appelez-nous.',
      signoff: 'L’équipe HERRA',
    },
  },
  en: {
    metaTitle: (reference: string) => `Booking ${reference} — HERRA`,
    eyebrow: 'Your booking',
    title: (reference: string) => `Booking ${reference}`,
    intro: (name: string) =>
      `${name}, your flight is booked. Here are your payment schedule and the bank details to pay by transfer.`,
    offerRef: 'Accepted offer',
    aircraft: 'Aircraft',
    operator: 'Operator',
    passengers: 'Passengers',
    itinerary: 'Itinerary',
    local: 'local time',
    total: 'Total amount incl. taxes',
    schedule: 'Payment schedule',
    dueKind: { full: 'Full payment', deposit: 'Deposit', balance: 'Balance' },
    dueOn: (day: string) => `due by ${day}`,
    dueNow: 'due now',
    amount: 'Amount',
    paid: 'Paid',
    partlyPaid: (received: string, left: string) => `Received ${received}, ${left} left to pay`,
    overPaid: (over: string) => `Paid, with an overpayment of ${over} that we will refund`,
    unpaid: 'Awaiting your transfer',
    howToPay: 'Pay by SEPA transfer',
    howToPayText:
      'Scan the QR code with your banking app: the beneficiary, IBAN, amount and reference are filled in for you. You can also type these details yourself.',
    beneficiary: 'Beneficiary',
    bank: 'Bank',
    iban: 'IBAN',
    bic: 'BIC',
    reference: 'Payment reference',
    referenceHint: 'Give this reference exactly as shown: it lets us recognise your transfer.',
    qrLabel: (amount: string, reference: string) => `SEPA transfer QR code: ${amount}, reference ${reference}`,
    safety:
      'For your safety: HERRA will never ask you by e-mail to change bank details. If in doubt, call us before paying.',
    cardSoon: 'Card payment is not offered: a SEPA transfer remains the safest way to pay this amount.',
    invoices: 'Your invoices',
    invoice: (number: string) => `Invoice ${number}`,
    creditNote: (number: string) => `Credit note ${number}`,
    cancelled: 'Booking cancelled',
    help: (phone: string) => `A question? Call us on ${phone}, day and night.`,
    // The passenger list and the trip sheet (docs/product.md §15): their own pages, linked from here.
    passengersTitle: 'Passengers and trip sheet',
    passengersText: 'Fill in the passengers (or hand this link to your assistant); the trip sheet is there too.',
    passengersLink: 'Fill in the passengers',
    colon: ': ',
    mail: {
      subject: (reference: string) => `Your booking ${reference} — payment schedule and transfer`,
      greeting: (name: string) => `Dear ${name},`,
      intro: (reference: string) =>
        `Thank you for your trust. Your booking ${reference} is confirmed; here is what is left to pay.`,
      line: (kind: string, amount: string, day: string, reference: string) =>
        `${kind}: ${amount}, by ${day} — reference ${reference}`,
      bank: (holder: string, iban: string, bic: string) => `Transfer to ${holder}, IBAN ${iban}, BIC ${bic}.`,
      button: 'See my booking and pay',
      safety: 'HERRA will never ask you by e-mail to change bank details: if in doubt, call us.',
      signoff: 'The HERRA team',
    },
  },
})
