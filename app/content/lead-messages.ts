import type { LeadFieldErrorCode } from '~/domain/forms/lead-fields'
import { defineCopy } from '~/i18n/define-copy'

/**
 * Validation messages of the lead forms (contact, quote), by error code. The contact form's two
 * messages are the product's (§5): 'Please fill in all required fields.' and 'Please confirm data
 * handling consent.'
 */
export const leadErrorCopy = defineCopy<{
  form: Record<LeadFieldErrorCode, string>
  /** Short message under a field left empty. */
  fieldRequired: string
}>({
  fr: {
    form: {
      required: 'Veuillez remplir tous les champs obligatoires.',
      consent: 'Veuillez confirmer votre consentement au traitement des données.',
      reachable: 'Indiquez une adresse e-mail ou un numéro de téléphone pour que nous puissions vous répondre.',
      email:
        'Adresse e-mail invalide\u202f: écrivez une adresse comme nom@exemple.fr, sans espace ni signe tel que ?, & ou %.',
      phone: 'Numéro de téléphone invalide : indiquez au moins 6 chiffres, précédés si besoin de l’indicatif (+33…).',
      pax: 'Le nombre de passagers doit être compris entre 1 et 19.',
      date: 'Date invalide : choisissez une date dans le calendrier.',
      dateOrder: 'La date de retour ne peut pas précéder la date de départ.',
      tooLong: 'Ce champ est trop long.',
      aircraft: 'Choisissez un appareil dans la liste.',
      estimate: 'L’estimation jointe à la demande est invalide.',
      oneLine: 'Ce champ tient sur une ligne\u202f: retirez les retours à la ligne et les tabulations.',
      tripTime:
        'L’heure d’une étape du voyage n’existe pas\u202f: chaque heure de départ s’écrit HH:MM, entre 00:00 et 23:59. Ces étapes ne seront pas jointes à votre demande\u202f: refaites le voyage dans le simulateur, ou indiquez-nous les horaires dans le message.',
      invalid: 'Cette valeur n’est pas acceptée.',
    },
    fieldRequired: 'Champ obligatoire.',
  },
  en: {
    form: {
      required: 'Please fill in all required fields.',
      consent: 'Please confirm data handling consent.',
      reachable: 'Give an email address or a phone number so that we can answer you.',
      email:
        'Invalid email address: write an address such as name@example.com, with no spaces or signs such as ?, & or %.',
      phone: 'Invalid phone number: give at least 6 digits, with the country code if needed (+44…).',
      pax: 'The number of passengers must be between 1 and 19.',
      date: 'Invalid date: pick a date in the calendar.',
      dateOrder: 'The return date cannot be before the departure date.',
      tooLong: 'This field is too long.',
      aircraft: 'Please choose an aircraft from the list.',
      estimate: 'The estimate attached to the request is invalid.',
      oneLine: 'This field takes a single line: remove line breaks and tabs.',
      tripTime:
        'A leg of the trip has a time that does not exist: each departure time is written HH:MM, from 00:00 to 23:59. These legs will not be sent with your request: plan the trip again in the simulator, or give us the times in the message.',
      invalid: 'This value is not accepted.',
    },
    fieldRequired: 'Required field.',
  },
})

/** The message shown under one field for a code. */
export function fieldMessage(lang: 'fr' | 'en', code: LeadFieldErrorCode): string {
  const t = leadErrorCopy[lang]
  return code === 'required' ? t.fieldRequired : t.form[code]
}
