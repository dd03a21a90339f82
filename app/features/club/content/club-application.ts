import type { ClubModalFormError, ClubSector, TravelFrequency } from '~/features/club/domain/club-modal'
import { defineCopy } from '~/i18n/define-copy'

/**
 * Copy of application form B, the modal of the club page (docs/product.md §8). The toasts quote the
 * spec: 'Please accept the confidentiality clause', 'Your application has been transmitted with
 * the utmost discretion' + 'Our selection committee will review your file within 48h.', and
 * 'Error sending the application' / 'Erreur lors de l'envoi de la candidature'.
 */

export interface ClubApplicationCopy {
  title: string
  intro: string
  close: string
  requiredNote: string
  requiredMark: string
  sections: { identity: string; background: string; application: string; recommendation: string; lifestyle: string }
  labels: {
    fullName: string
    nationality: string
    residence: string
    email: string
    phone: string
    currentTitle: string
    organization: string
    sector: string
    networks: string
    achievements: string
    motivation: string
    contribution: string
    expectations: string
    sponsor: string
    references: string
    travelFrequency: string
    destinations: string
    interests: string
  }
  hints: { networks: string; sponsor: string; references: string; destinations: string; interests: string }
  notSpecified: string
  sectors: Record<ClubSector, string>
  travelFrequencies: Record<TravelFrequency, string>
  confidentialityBefore: string
  confidentialityLink: string
  confidentialityAfter: string
  confidentialityHint: string
  submit: string
  pending: string
  honeypot: string
  messages: Record<ClubModalFormError, string>
  limited: string
  successTitle: string
  successText: string
  errorTitle: string
  /** `{email}` is replaced by the contact address. */
  errorText: string
}

export const clubApplicationCopy = defineCopy<ClubApplicationCopy>({
  fr: {
    title: 'Candidature au Club HERRA',
    intro: 'Votre dossier est strictement confidentiel. Il sera lu par notre seul comité de sélection, sous 48h.',
    close: 'Fermer',
    requiredNote: 'Les champs marqués d’un astérisque (*) sont obligatoires.',
    requiredMark: 'obligatoire',
    sections: {
      identity: 'Identité',
      background: 'Parcours',
      application: 'Candidature',
      recommendation: 'Recommandation',
      lifestyle: 'Art de vivre',
    },
    labels: {
      fullName: 'Nom complet',
      nationality: 'Nationalité',
      residence: 'Pays de résidence',
      email: 'E-mail',
      phone: 'Téléphone',
      currentTitle: 'Fonction actuelle',
      organization: 'Organisation',
      sector: 'Secteur d’activité',
      networks: 'Réseaux et cercles',
      achievements: 'Réalisations marquantes',
      motivation: 'Motivation',
      contribution: 'Ce que vous apporteriez au Club',
      expectations: 'Vos attentes',
      sponsor: 'Parrain ou marraine',
      references: 'Références',
      travelFrequency: 'Fréquence de voyage',
      destinations: 'Destinations de prédilection',
      interests: 'Centres d’intérêt',
    },
    hints: {
      networks: 'Cercles, conseils, fondations auxquels vous appartenez.',
      sponsor: 'Le membre qui vous recommande, le cas échéant.',
      references: 'Personnes que le comité peut contacter, avec leur accord.',
      destinations: 'Par exemple : Courchevel, Saint-Tropez, New York.',
      interests: 'Art, vins, automobile, philanthropie…',
    },
    notSpecified: 'Non précisé',
    sectors: {
      finance: 'Finance',
      art: 'Art',
      luxe: 'Industrie du luxe',
      diplomatie: 'Diplomatie',
      aviation: 'Aviation et transport',
      technologie: 'Technologie',
      immobilier: 'Immobilier de prestige',
      gastronomie: 'Gastronomie et hôtellerie',
      autre: 'Autre',
    },
    travelFrequencies: {
      occasionnelle: 'Occasionnelle',
      reguliere: 'Régulière',
      hebdomadaire: 'Hebdomadaire',
      quotidienne: 'Quotidienne',
    },
    confidentialityBefore:
      'Je m’engage à respecter la confidentialité de cette démarche et j’accepte que mes informations soient examinées par le comité de sélection, conformément à la ',
    confidentialityLink: 'politique de confidentialité',
    confidentialityAfter: '.',
    confidentialityHint: 'Cochez la clause de confidentialité pour transmettre votre candidature.',
    submit: 'Transmettre ma candidature',
    pending: 'Transmission…',
    honeypot: 'Ne pas remplir ce champ',
    messages: {
      confidentiality: 'Veuillez accepter la clause de confidentialité',
      incomplete: 'Veuillez remplir tous les champs obligatoires, marqués d’un astérisque (*).',
      email:
        'Adresse e-mail invalide\u202f: écrivez une adresse comme nom@exemple.fr, sans espace ni signe tel que ?, & ou %.',
      phone: 'Numéro de téléphone invalide : indiquez au moins 6 chiffres, précédés si besoin de l’indicatif (+33…).',
      oneLine: 'Un champ d’une seule ligne contient un retour à la ligne ou une tabulation\u202f: retirez-les.',
      tooLong: 'L’un des champs dépasse la longueur autorisée.',
      invalid: 'Certaines informations ne sont pas valides. Veuillez les vérifier.',
    },
    limited: 'Trop de tentatives. Veuillez réessayer plus tard.',
    successTitle: 'Votre candidature a été transmise avec la plus grande discrétion',
    successText: 'Notre comité de sélection examinera votre dossier sous 48h.',
    errorTitle: "Erreur lors de l'envoi de la candidature",
    errorText: 'Veuillez réessayer ou écrire à {email}.',
  },
  en: {
    title: 'Application to Club HERRA',
    intro: 'Your file is strictly confidential. It will be read by our selection committee alone, within 48h.',
    close: 'Close',
    requiredNote: 'Fields marked with an asterisk (*) are required.',
    requiredMark: 'required',
    sections: {
      identity: 'Identity',
      background: 'Background',
      application: 'Application',
      recommendation: 'Recommendation',
      lifestyle: 'Lifestyle',
    },
    labels: {
      fullName: 'Full name',
      nationality: 'Nationality',
      residence: 'Country of residence',
      email: 'Email',
      phone: 'Phone',
      currentTitle: 'Current position',
      organization: 'Organisation',
      sector: 'Sector',
      networks: 'Networks and circles',
      achievements: 'Notable achievements',
      motivation: 'Motivation',
      contribution: 'What you would bring to the Club',
      expectations: 'Your expectations',
      sponsor: 'Sponsor',
      references: 'References',
      travelFrequency: 'Travel frequency',
      destinations: 'Favourite destinations',
      interests: 'Interests',
    },
    hints: {
      networks: 'Clubs, boards and foundations you belong to.',
      sponsor: 'The member who recommends you, if any.',
      references: 'People the committee may contact, with their consent.',
      destinations: 'For example: Courchevel, Saint-Tropez, New York.',
      interests: 'Art, wine, motoring, philanthropy…',
    },
    notSpecified: 'Not specified',
    sectors: {
      finance: 'Finance',
      art: 'Art',
      luxe: 'Luxury industry',
      diplomatie: 'Diplomacy',
      aviation: 'Aviation and transport',
      technologie: 'Technology',
      immobilier: 'Prestige real estate',
      gastronomie: 'Gastronomy and hospitality',
      autre: 'Other',
    },
    travelFrequencies: {
      occasionnelle: 'Occasional',
      reguliere: 'Regular',
      hebdomadaire: 'Weekly',
      quotidienne: 'Daily',
    },
    confidentialityBefore:
      'I undertake to keep this process confidential and agree that my information be reviewed by the selection committee, in line with the ',
    confidentialityLink: 'privacy policy',
    confidentialityAfter: '.',
    confidentialityHint: 'Tick the confidentiality clause to submit your application.',
    submit: 'Submit my application',
    pending: 'Submitting…',
    honeypot: 'Leave this field empty',
    messages: {
      confidentiality: 'Please accept the confidentiality clause',
      incomplete: 'Please complete all required fields, marked with an asterisk (*).',
      email:
        'Invalid email address: write an address such as name@example.com, with no spaces or signs such as ?, & or %.',
      phone: 'Invalid phone number: give at least 6 digits, with the country code if needed (+44…).',
      oneLine: 'A one-line field holds a line break or a tab: please remove it.',
      tooLong: 'One of the fields is longer than allowed.',
      invalid: 'Some of the information is not valid. Please check it.',
    },
    limited: 'Too many attempts. Please try again later.',
    successTitle: 'Your application has been transmitted with the utmost discretion',
    successText: 'Our selection committee will review your file within 48h.',
    errorTitle: 'Error sending the application',
    errorText: 'Please try again or write to {email}.',
  },
})
