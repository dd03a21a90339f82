import type { ClubInlineFormError, ClubInterest } from '~/features/club/domain/club-inline'
import { defineCopy } from '~/i18n/define-copy'
import { clubPresentationCopy, type ClubPresentationCopy } from './club-presentation'

/**
 * Public copy of Club HERRA: the presentation page (/herra, its text in club-presentation.ts), the
 * become-a-member page with inline form A, and the access gate. The private page's copy is NOT
 * here: it lives in `club-private.server.ts` and reaches a browser only through the gated loader.
 * Texts quoted from docs/product.md keep its straight apostrophes.
 */

export interface ClubCopy {
  presentation: ClubPresentationCopy
  membership: {
    breadcrumbLabel: string
    home: string
    club: string
    current: string
    aside: {
      eyebrow: string
      title: string
      points: readonly { title: string; text: string }[]
      contactLead: string
      contactLink: string
    }
  }
  inlineForm: {
    title: string
    intro: string
    requiredNote: string
    requiredMark: string
    labels: {
      firstName: string
      lastName: string
      email: string
      phone: string
      company: string
      country: string
      interests: string
      message: string
    }
    hints: { phone: string; interests: string; message: string }
    interests: Record<ClubInterest, string>
    confidential: string
    gdprBefore: string
    gdprLink: string
    gdprAfter: string
    submit: string
    pending: string
    honeypot: string
    messages: Record<ClubInlineFormError, string>
    limited: string
    success: string
    /** `{email}` is replaced by the contact address, as a link. */
    failure: string
  }
  gate: {
    label: string
    hint: string
    submit: string
    pending: string
    errors: {
      invalid: string
      missing: string
      limited: string
      /** `{duration}` is replaced by the time left (Intl). */
      retryIn: string
      unavailable: string
    }
    notMemberTitle: string
    notMemberText: string
    discover: string
    apply: string
    privacyNote: string
  }
}

export const clubCopy = defineCopy<ClubCopy>({
  fr: {
    presentation: clubPresentationCopy.fr,
    membership: {
      breadcrumbLabel: 'Fil d’Ariane',
      home: 'Accueil',
      club: 'Club',
      current: 'Devenir membre',
      aside: {
        eyebrow: 'Engagements',
        title: 'Une démarche confidentielle',
        points: [
          {
            title: 'Lu par le seul comité',
            text: 'Votre dossier n’est consulté que par les membres du comité de sélection. Il n’est jamais partagé.',
          },
          {
            title: 'Une réponse sous 72\u00a0heures ouvrées',
            text: 'Votre référent vous répond personnellement, par le moyen que vous préférez.',
          },
          {
            title: 'Sans engagement',
            text: 'Une candidature n’engage à rien. Vous pouvez la retirer à tout moment, et vos données avec elle.',
          },
        ],
        contactLead: 'Une question avant de candidater ?',
        contactLink: 'Écrire au Club HERRA',
      },
    },
    inlineForm: {
      title: 'Votre candidature',
      intro: 'Quelques lignes suffisent. Nous reviendrons vers vous pour faire connaissance.',
      requiredNote: 'Les champs marqués d’un astérisque (*) sont obligatoires.',
      requiredMark: 'obligatoire',
      labels: {
        firstName: 'Prénom',
        lastName: 'Nom',
        email: 'E-mail',
        phone: 'Téléphone',
        company: 'Société',
        country: 'Pays de résidence',
        interests: 'Centres d’intérêt',
        message: 'Votre message',
      },
      hints: {
        phone: 'Avec l’indicatif si vous résidez hors de France, par exemple +33 1 99 00 00 00.',
        interests: 'Plusieurs choix possibles.',
        message: 'Ce qui vous amène au Club, et la personne qui vous le recommande, le cas échéant.',
      },
      interests: {
        'private-aviation': 'Aviation privée',
        'art-collections': 'Art & collections',
        'grand-houses-wines': 'Grandes maisons & vins',
        'automotive-gt': 'Automobile & GT',
        'palace-hotels': 'Palaces',
        'tailor-made-travel': 'Voyages sur mesure',
        philanthropy: 'Philanthropie',
      },
      confidential:
        'J’accepte que ma candidature soit examinée confidentiellement par le comité de sélection, et je m’engage à respecter la discrétion du Club.',
      gdprBefore:
        'J’accepte que HERRA traite mes données personnelles pour examiner ma candidature, conformément à la ',
      gdprLink: 'politique de confidentialité',
      gdprAfter: '.',
      submit: 'Envoyer ma candidature',
      pending: 'Envoi en cours…',
      honeypot: 'Ne pas remplir ce champ',
      messages: {
        incomplete: 'Veuillez remplir tous les champs obligatoires et cocher les cases de consentement.',
        email:
          'Adresse e-mail invalide\u202f: écrivez une adresse comme nom@exemple.fr, sans espace ni signe tel que ?, & ou %.',
        phone:
          'Numéro de téléphone invalide : au moins 7 caractères, chiffres, espaces ou tirets, précédés si besoin d’un +.',
        oneLine: 'Un champ d’une seule ligne contient un retour à la ligne ou une tabulation\u202f: retirez-les.',
        tooLong: 'L’un des champs dépasse la longueur autorisée.',
        invalid: 'Certaines informations ne sont pas valides. Veuillez les vérifier.',
      },
      limited: 'Trop de tentatives. Veuillez réessayer plus tard.',
      success: 'Candidature envoyée. Merci — examen confidentiel sous 72\u00a0heures ouvrées.',
      failure: 'Envoi momentanément indisponible. Veuillez réessayer ou écrire à {email}',
    },
    gate: {
      label: 'Code d’accès',
      hint: 'Vérifié sur nos serveurs, jamais enregistré dans votre navigateur.',
      submit: 'Entrer',
      pending: 'Vérification…',
      errors: {
        invalid: "Code d'accès invalide. Contactez votre référent HERRA.",
        missing: 'Veuillez saisir votre code d’accès.',
        limited: 'Trop de tentatives. Par sécurité, l’accès est suspendu : veuillez réessayer plus tard.',
        retryIn: 'Nouvel essai possible dans {duration}.',
        unavailable: 'La vérification est momentanément indisponible. Veuillez réessayer dans un instant.',
      },
      notMemberTitle: 'Pas encore membre ?',
      notMemberText: 'Le Club HERRA s’ouvre sur invitation ou après examen d’une candidature.',
      discover: 'Découvrir le Club',
      apply: 'Présenter une candidature',
      privacyNote:
        'Cet espace est strictement privé. Votre accès prend fin à la fermeture du navigateur ou lorsque vous le quittez.',
    },
  },
  en: {
    presentation: clubPresentationCopy.en,
    membership: {
      breadcrumbLabel: 'Breadcrumb',
      home: 'Home',
      club: 'Club',
      current: 'Become a Member',
      aside: {
        eyebrow: 'Our commitments',
        title: 'A confidential process',
        points: [
          {
            title: 'Read by the committee alone',
            text: 'Your application is seen only by the members of the selection committee. It is never shared.',
          },
          {
            title: 'An answer within 72 business hours',
            text: 'Your HERRA contact replies personally, by the means you prefer.',
          },
          {
            title: 'No commitment',
            text: 'An application commits you to nothing. You may withdraw it at any time, and your data with it.',
          },
        ],
        contactLead: 'A question before applying?',
        contactLink: 'Write to Club HERRA',
      },
    },
    inlineForm: {
      title: 'Your application',
      intro: 'A few lines are enough. We will be in touch to get to know you.',
      requiredNote: 'Fields marked with an asterisk (*) are required.',
      requiredMark: 'required',
      labels: {
        firstName: 'First name',
        lastName: 'Last name',
        email: 'Email',
        phone: 'Phone',
        company: 'Company',
        country: 'Country of residence',
        interests: 'Interests',
        message: 'Your message',
      },
      hints: {
        phone: 'With the country code if you live outside France, for example +33 1 99 00 00 00.',
        interests: 'Select all that apply.',
        message: 'What brings you to the Club, and who recommends you, if anyone.',
      },
      interests: {
        'private-aviation': 'Private Aviation',
        'art-collections': 'Art & Collections',
        'grand-houses-wines': 'Grand Houses & Wines',
        'automotive-gt': 'Automotive & GT',
        'palace-hotels': 'Palace Hotels',
        'tailor-made-travel': 'Tailor-made Travel',
        philanthropy: 'Philanthropy',
      },
      confidential:
        'I agree that my application be reviewed in confidence by the selection committee, and I undertake to respect the Club’s discretion.',
      gdprBefore: 'I agree that HERRA processes my personal data to review my application, in line with the ',
      gdprLink: 'privacy policy',
      gdprAfter: '.',
      submit: 'Send my application',
      pending: 'Sending…',
      honeypot: 'Leave this field empty',
      messages: {
        incomplete: 'Please complete all required fields and check the consent boxes.',
        email:
          'Invalid email address: write an address such as name@example.com, with no spaces or signs such as ?, & or %.',
        phone: 'Invalid phone number: at least 7 characters (digits, spaces or hyphens), with an optional + in front.',
        oneLine: 'A one-line field holds a line break or a tab: please remove it.',
        tooLong: 'One of the fields is longer than allowed.',
        invalid: 'Some of the information is not valid. Please check it.',
      },
      limited: 'Too many attempts. Please try again later.',
      success: 'Application sent. Thank you — confidential review within 72 business hours.',
      failure: 'Submission unavailable at the moment. Please try again or write to {email}',
    },
    gate: {
      label: 'Access code',
      hint: 'Checked on our servers, never stored in your browser.',
      submit: 'Enter',
      pending: 'Verifying…',
      errors: {
        invalid: 'Invalid access code. Contact your HERRA representative.',
        missing: 'Please enter your access code.',
        limited: 'Too many attempts. For your security, access is paused: please try again later.',
        retryIn: 'You may try again in {duration}.',
        unavailable: 'Verification is unavailable at the moment. Please try again shortly.',
      },
      notMemberTitle: 'Not yet a member?',
      notMemberText: 'Club HERRA opens by invitation or after review of an application.',
      discover: 'Discover the Club',
      apply: 'Apply for membership',
      privacyNote: 'This area is strictly private. Your access ends when you close the browser or leave.',
    },
  },
})
