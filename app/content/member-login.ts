import { site } from '~/config/site'
import { defineCopy } from '~/i18n/define-copy'

/**
 * Member login (spec §2, §8, §9). The labels are the spec's, with the club's name; the message is
 * the spec's, with the house's name, and the same in both languages (it is English in the spec).
 */
export const INVALID_LOGIN_MESSAGE = `Invalid - Contact ${site.brand} for membership`

export const memberLoginCopy = defineCopy({
  fr: {
    memberNumber: `N° de Membre ${site.clubName}`,
    password: 'Mot de Passe',
    submit: 'Se connecter',
    invalid: INVALID_LOGIN_MESSAGE,
    invalidLang: 'en',
    formLabel: 'Connexion des membres',
  },
  en: {
    memberNumber: `${site.clubName} Member Number`,
    password: 'Password',
    submit: 'Login',
    invalid: INVALID_LOGIN_MESSAGE,
    invalidLang: 'en',
    formLabel: 'Members’ sign-in',
  },
})

/**
 * Under the form, a discreet way out of a page that grants nothing by design (spec §4): the club's
 * presentation and the contact page (issue 16 §7).
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
