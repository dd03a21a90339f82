import { defineCopy } from '~/i18n/define-copy'

/** The pages the newsletter's e-mail links open: confirmation and unsubscribe. */
export const newsletterPagesCopy = defineCopy({
  fr: {
    eyebrow: 'La lettre HERRA',
    confirmTitle: 'Confirmer votre inscription',
    confirmText:
      'Confirmez pour recevoir la lettre HERRA à cette adresse. Si vous n’avez rien demandé, ignorez simplement ce message\u202f: rien ne sera envoyé.',
    confirmButton: 'Confirmer mon inscription',
    confirmPending: 'Confirmation…',
    expiredTitle: 'Lien expiré',
    expired:
      'Ce lien de confirmation n’est valable que 7 jours et a expiré. Inscrivez-vous de nouveau\u202f: nous vous enverrons un nouveau lien.',
    subscribeAgain: 'M’inscrire de nouveau',
    confirmedTitle: 'Inscription confirmée',
    confirmed:
      'Merci. Vous recevrez désormais la lettre HERRA. Chacun de nos envois contient un lien pour vous désinscrire.',
    invalidTitle: 'Lien non valable',
    invalid:
      'Ce lien n’est pas valable ou n’a plus d’objet. Vous pouvez vous inscrire à nouveau depuis la page Actualités.',
    unsubscribeTitle: 'Se désinscrire',
    unsubscribeText: 'Confirmez pour ne plus recevoir la lettre HERRA. Votre adresse sera effacée de notre liste.',
    unsubscribeButton: 'Me désinscrire',
    unsubscribePending: 'Désinscription…',
    unsubscribedTitle: 'Désinscription faite',
    unsubscribed: 'Vous ne recevrez plus la lettre HERRA. Votre adresse a été effacée de notre liste.',
    limited: 'Trop de demandes. Réessayez dans quelques minutes.',
    unavailable: 'Service momentanément indisponible. Réessayez dans un instant.',
    news: 'Voir les actualités',
    metaTitle: 'La lettre HERRA',
  },
  en: {
    eyebrow: 'The HERRA letter',
    confirmTitle: 'Confirm your subscription',
    confirmText:
      'Confirm to receive the HERRA letter at this address. If you asked for nothing, simply ignore this message: nothing will be sent.',
    confirmButton: 'Confirm my subscription',
    confirmPending: 'Confirming…',
    expiredTitle: 'Link expired',
    expired:
      'This confirmation link works for 7 days only and has expired. Subscribe again: we will send you a new link.',
    subscribeAgain: 'Subscribe again',
    confirmedTitle: 'Subscription confirmed',
    confirmed: 'Thank you. You will now receive the HERRA letter. Every message we send carries a link to unsubscribe.',
    invalidTitle: 'Link not valid',
    invalid: 'This link is not valid or no longer applies. You can subscribe again from the News page.',
    unsubscribeTitle: 'Unsubscribe',
    unsubscribeText: 'Confirm to stop receiving the HERRA letter. Your address will be erased from our list.',
    unsubscribeButton: 'Unsubscribe me',
    unsubscribePending: 'Unsubscribing…',
    unsubscribedTitle: 'Unsubscribed',
    unsubscribed: 'You will no longer receive the HERRA letter. Your address has been erased from our list.',
    limited: 'Too many requests. Try again in a few minutes.',
    unavailable: 'Service temporarily unavailable. Try again in a moment.',
    news: 'See the news',
    metaTitle: 'The HERRA letter',
  },
})
