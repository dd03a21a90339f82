import { house } from '~/config/house'
import { defineCopy } from '~/i18n/define-copy'

/**
 * Member login (docs/product.md §2, §7, §4). The labels are the product's, with the club's name; the message is
 * the product's, with the house's name, and the same in both languages (it is English in docs/product.md).
 */
export const INVALID_LOGIN_MESSAGE = `Invalid - Contact ${house.brand} for membership`

export const memberLoginCopy = defineCopy({
  fr: {
    memberNumber: `N° de Membre ${house.clubName}`,
    password: 'Mot de Passe',
    submit: 'Se connecter',
    invalid: INVALID_LOGIN_MESSAGE,
    invalidLang: 'en',
    formLabel: 'Connexion des membres',
  },
  en: {
    memberNumber: `${house.clubName} Member Number`,
    password: 'Password',
    submit: 'Login',
    invalid: INVALID_LOGIN_MESSAGE,
    invalidLang: 'en',
    formLabel: 'Members’ sign-in',
  },
})

/**
 * Under the form, a discreet way out of a page that grants nothing by design (docs/product.md §7): the club's
 * presentation and the contact page.
 */
export const memberLoginHelpCopy = defineCopy({
  fr: {
    notMember: 'Pas encore membre\u202f?',
    club: 'Découvrir le Club HERRA',
    contact: 'Nous contacter',
  },
  en: {
    notMember: 'Not a member yet?',
    club: 'Discover Club HERRA',
    contact: 'Contact us',
  },
})
