import { defineCopy } from '~/i18n/define-copy'

/**
 * The page of a form refused before anything reads it (decision 047): sent from somewhere other
 * than the site's own pages (a cross-site POST, or a desk action without proof of its origin), 403;
 * or too large to be read (`tooLarge`, 413 / 411).
 */
export interface RefusedRequestCopy {
  title: string
  text: string
  hint: string
  back: string
  backToDesk: string
  tooLarge: { title: string; text: string; hint: string }
}

export const refusedRequestCopy = defineCopy<RefusedRequestCopy>({
  fr: {
    title: 'Demande refusée',
    text: 'Par sécurité, ce formulaire n’est accepté que s’il est envoyé depuis une page de ce site. Rien n’a été enregistré.',
    hint: 'Rouvrez la page du formulaire, puis envoyez-le de nouveau.',
    back: 'Revenir à l’accueil',
    backToDesk: 'Revenir au bureau',
    tooLarge: {
      title: 'Formulaire trop long',
      text: 'Ce formulaire dépasse la taille que nous acceptons. Rien n’a été enregistré.',
      hint: 'Revenez à la page précédente, raccourcissez votre message, puis envoyez-le de nouveau — ou appelez-nous.',
    },
  },
  en: {
    title: 'Request refused',
    text: 'For your security, this form is only accepted when it is sent from a page of this site. Nothing was saved.',
    hint: 'Open the form’s page again, then send it once more.',
    back: 'Back to the home page',
    backToDesk: 'Back to the desk',
    tooLarge: {
      title: 'Form too long',
      text: 'This form is larger than we accept. Nothing was saved.',
      hint: 'Go back to the previous page, shorten your message, then send it again — or call us.',
    },
  },
})
