import { defineCopy } from '~/i18n/define-copy'

/** The desk's e-mails (sign-in link) and the newsletter's (confirmation, unsubscribe), in both languages. */
export const deskMailCopy = defineCopy({
  fr: {
    signIn: {
      subject: 'HERRA — votre lien de connexion au bureau',
      intro: 'Voici votre lien de connexion au bureau HERRA. Il est valable 15 minutes et ne sert qu’une fois.',
      button: 'Ouvrir le bureau',
      ignore: 'Si vous n’avez rien demandé, ignorez ce message : personne ne peut se connecter sans ce lien.',
    },
    newsletterConfirm: {
      subject: 'HERRA — confirmez votre inscription à notre lettre',
      intro:
        'Vous avez demandé à recevoir la lettre HERRA. Confirmez votre adresse pour être inscrit (lien valable 7 jours) :',
      button: 'Confirmer mon inscription',
      ignore: 'Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : vous ne serez pas inscrit.',
      unsubscribe: 'Ne plus rien recevoir de notre part :',
    },
  },
  en: {
    signIn: {
      subject: 'HERRA — your desk sign-in link',
      intro: 'Here is your sign-in link to the HERRA desk. It is valid for 15 minutes and works once.',
      button: 'Open the desk',
      ignore: 'If you did not ask for it, ignore this message: nobody can sign in without this link.',
    },
    newsletterConfirm: {
      subject: 'HERRA — please confirm your newsletter subscription',
      intro:
        'You asked to receive the HERRA letter. Confirm your address to be subscribed (the link works for 7 days):',
      button: 'Confirm my subscription',
      ignore: 'If you did not make this request, ignore this message: you will not be subscribed.',
      unsubscribe: 'Receive nothing more from us:',
    },
  },
})
