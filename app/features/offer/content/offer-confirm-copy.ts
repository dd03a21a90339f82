import { defineCopy } from '~/i18n/define-copy'

/**
 * The desk's confirmation step before an offer goes (docs/decisions/108-offer-send-confirmation.md),
 * the deletion of a draft never sent, and what a won request says it won.
 */
export interface OfferConfirmCopy {
  review: string
  reviewIntro: string
  title: string
  intro: string
  to: string
  client: string
  language: string
  languages: Record<'fr' | 'en', string>
  option: (n: number, aircraft: string) => string
  validUntil: string
  confirm: (version: number) => string
  cancel: string
  incomplete: string
  deleteTitle: string
  deleteIntro: string
  deleteConfirm: string
  deleteButton: string
  deletePending: string
  deleteGone: string
  /** "Accepted: option 2, Legacy 650, €24,730". */
  won: (option: number, aircraft: string, total: string) => string
}

export const offerConfirmCopy = defineCopy<OfferConfirmCopy>({
  fr: {
    review: 'Vérifier avant l’envoi',
    reviewIntro: 'L’étape suivante montre le destinataire et les totaux ; rien ne part avant votre confirmation.',
    title: 'Confirmer l’envoi',
    intro: 'Voici ce que le client va recevoir. Vérifiez, puis confirmez.',
    to: 'Destinataire',
    client: 'Client',
    language: 'Langue de l’e-mail',
    languages: { fr: 'français', en: 'anglais' },
    option: (n, aircraft) => `Option ${n} · ${aircraft}`,
    validUntil: 'Valable jusqu’au',
    confirm: (version) => (version === 1 ? 'Confirmer et envoyer' : `Confirmer et envoyer la version ${version}`),
    cancel: 'Revenir au brouillon',
    incomplete: 'Le brouillon n’est pas complet (aéroport inconnu ou prix manquant) : corrigez-le avant l’envoi.',
    deleteTitle: 'Supprimer le brouillon',
    deleteIntro: 'Ce brouillon n’a jamais été envoyé : le client n’en a rien vu. Le supprimer l’efface.',
    deleteConfirm: 'Je confirme la suppression de ce brouillon',
    deleteButton: 'Supprimer le brouillon',
    deletePending: 'Suppression…',
    deleteGone: 'Ce brouillon a déjà été envoyé ou supprimé.',
    won: (option, aircraft, total) => `Acceptée : option ${option}${aircraft ? `, ${aircraft}` : ''}, ${total} TTC`,
  },
  en: {
    review: 'Review before sending',
    reviewIntro: 'The next step shows the recipient and the totals; nothing goes before you confirm.',
    title: 'Confirm sending',
    intro: 'This is what the client will receive. Check it, then confirm.',
    to: 'Recipient',
    client: 'Client',
    language: 'E-mail language',
    languages: { fr: 'French', en: 'English' },
    option: (n, aircraft) => `Option ${n} · ${aircraft}`,
    validUntil: 'Valid until',
    confirm: (version) => (version === 1 ? 'Confirm and send' : `Confirm and send version ${version}`),
    cancel: 'Back to the draft',
    incomplete: 'The draft is not complete (an unknown airport or a missing price): correct it before sending.',
    deleteTitle: 'Delete the draft',
    deleteIntro: 'This draft was never sent: the client has seen nothing of it. Deleting it erases it.',
    deleteConfirm: 'I confirm deleting this draft',
    deleteButton: 'Delete the draft',
    deletePending: 'Deleting…',
    deleteGone: 'This draft has already been sent or deleted.',
    won: (option, aircraft, total) =>
      `Accepted: option ${option}${aircraft ? `, ${aircraft}` : ''}, ${total} incl. VAT`,
  },
})
