import { defineCopy } from '~/i18n/define-copy'

/** The staff member's profile page (/desk/profile) and what the desk says about it, in both languages. */
export interface StaffProfileCopy {
  nav: string
  title: string
  intro: string
  name: string
  nameHint: string
  signature: string
  signatureHint: string
  save: string
  saved: string
  /** How the replies end, shown under the form. */
  signOffTitle: string
  /** The shell's warning while no name is saved. */
  incomplete: string
  /** On the profile page and the reply editor: the name used meanwhile. */
  incompleteNote: (name: string) => string
  errors: {
    nameRequired: string
    nameTooLong: string
    nameOneLine: string
    signatureTooLong: string
    invalid: string
  }
}

export const staffProfileCopy = defineCopy<StaffProfileCopy>({
  fr: {
    nav: 'Mon profil',
    title: 'Mon profil',
    intro:
      'Votre nom et votre signature terminent les réponses envoyées aux clients depuis le bureau. Votre adresse de connexion n’y figure pas.',
    name: 'Nom affiché',
    nameHint: '(80 caractères au plus)',
    signature: 'Signature',
    signatureHint: '(facultative, 4 lignes et 300 caractères au plus)',
    save: 'Enregistrer le profil',
    saved: 'Profil enregistré.',
    signOffTitle: 'Vos réponses se terminent ainsi',
    incomplete: 'Profil incomplet',
    incompleteNote: (name) =>
      `Profil incomplet : vos réponses sont signées « ${name} » tant que vous n’avez pas enregistré votre nom.`,
    errors: {
      nameRequired: 'Indiquez votre nom.',
      nameTooLong: 'Le nom tient en 80 caractères au plus.',
      nameOneLine: 'Le nom tient sur une seule ligne.',
      signatureTooLong: 'La signature tient en 4 lignes et 300 caractères au plus.',
      invalid: 'Ce texte contient des caractères non admis.',
    },
  },
  en: {
    nav: 'My profile',
    title: 'My profile',
    intro:
      'Your name and signature end the replies sent to clients from the desk. Your sign-in address does not appear in them.',
    name: 'Display name',
    nameHint: '(80 characters at most)',
    signature: 'Signature',
    signatureHint: '(optional, 4 lines and 300 characters at most)',
    save: 'Save the profile',
    saved: 'Profile saved.',
    signOffTitle: 'Your replies end like this',
    incomplete: 'Profile incomplete',
    incompleteNote: (name) => `Profile incomplete: your replies are signed “${name}” until you save your name.`,
    errors: {
      nameRequired: 'Enter your name.',
      nameTooLong: 'The name holds 80 characters at most.',
      nameOneLine: 'The name fits on one line.',
      signatureTooLong: 'The signature holds 4 lines and 300 characters at most.',
      invalid: 'This text holds characters that are not allowed.',
    },
  },
})
