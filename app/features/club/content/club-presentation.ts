import { defineCopy } from '~/i18n/define-copy'

/** Public copy of the Club HERRA presentation page (/herra). */

export type ClubBenefitKey = 'travel' | 'shopper' | 'events' | 'concierge'

export interface ClubPresentationCopy {
  heroNote: string
  heroCta: string
  heroSecondary: string
  heritage: {
    eyebrow: string
    title: string
    paragraphs: readonly string[]
    figures: readonly { value: string; label: string }[]
  }
  benefits: {
    eyebrow: string
    title: string
    intro: string
    items: readonly { key: ClubBenefitKey; title: string; text: string }[]
  }
  philosophy: { eyebrow: string; quote: string; quoteOpen: string; quoteClose: string; attribution: string }
  join: {
    eyebrow: string
    title: string
    text: string
    joinLink: string
    applyLink: string
    moreLabel: string
    contactLink: string
    aboutLink: string
    privateLead: string
    privateLink: string
  }
}

export const clubPresentationCopy = defineCopy<ClubPresentationCopy>({
  fr: {
    heroNote: 'Sur invitation · Moins de 100 membres · Paris, Dubaï',
    heroCta: 'Espace membre',
    heroSecondary: 'Présenter une candidature',
    heritage: {
      eyebrow: 'Héritage',
      title: 'L’esprit des grands cercles parisiens, porté jusque dans le ciel',
      paragraphs: [
        'Le Club HERRA prolonge une tradition française : celle des cercles où l’on se retrouve entre personnes qui partagent une même exigence, loin du bruit et des regards. Né au sein de la maison HERRA, il réunit l’aviation privée, l’art de recevoir et un réseau de maisons d’exception, de Paris à Dubaï.',
        'Ici, rien ne s’affiche ; tout se transmet. Par la recommandation, par la parole donnée et par la fidélité à quelques principes simples : la discrétion, la précision et l’élégance du geste.',
      ],
      figures: [
        { value: '< 100', label: 'membres dans le monde' },
        { value: '24/7', label: 'une ligne qui ne dort jamais' },
        { value: '2', label: 'maisons, Paris et Dubaï' },
      ],
    },
    benefits: {
      eyebrow: 'Privilèges',
      title: 'Quatre attentions, une seule exigence',
      intro: 'Chaque membre est suivi par un référent attitré, qui connaît ses habitudes et devance ses demandes.',
      items: [
        {
          key: 'travel',
          title: 'L’art du voyage',
          text: 'Des vols privés pensés de bout en bout : l’appareil juste pour chaque mission, un itinéraire sur mesure et un accueil personnalisé à chaque escale.',
        },
        {
          key: 'shopper',
          title: 'Personal shopper',
          text: 'Une personne dédiée qui connaît vos goûts et vous ouvre les maisons, les pièces rares et les rendez-vous privés, à Paris comme à l’étranger.',
        },
        {
          key: 'events',
          title: 'Événements privés',
          text: 'Dîners confidentiels, avant-premières, ventes privées et rencontres choisies, réservés aux membres et à leurs invités.',
        },
        {
          key: 'concierge',
          title: 'Conciergerie 24/7',
          text: 'Une ligne directe, jour et nuit : une table, une villa, un chauffeur ou l’imprévu, où que vous soyez dans le monde.',
        },
      ],
    },
    philosophy: {
      eyebrow: 'Philosophie',
      quote: 'Le vrai luxe est de ne jamais avoir à demander deux fois.',
      quoteOpen: '«\u00a0',
      quoteClose: '\u00a0»',
      attribution: 'La maison HERRA',
    },
    join: {
      eyebrow: 'Adhésion',
      title: 'L’adhésion se fait sur invitation',
      text: 'Les membres sont cooptés ou recommandés, puis reçus par notre comité de sélection. Si vous avez été invité, votre espace vous attend ; sinon, présentez-nous votre candidature en toute confidentialité.',
      joinLink: 'Espace membre',
      applyLink: 'Présenter une candidature',
      moreLabel: 'Pour aller plus loin',
      contactLink: 'Nous écrire',
      aboutLink: 'Découvrir la maison HERRA',
      privateLead: 'Vous disposez d’un code d’accès ?',
      privateLink: 'Entrer dans l’espace privé',
    },
  },
  en: {
    heroNote: 'By invitation · Fewer than 100 members · Paris, Dubai',
    heroCta: 'Members’ area',
    heroSecondary: 'Apply for membership',
    heritage: {
      eyebrow: 'Heritage',
      title: 'The spirit of the great Parisian clubs, carried into the sky',
      paragraphs: [
        'Club HERRA continues a French tradition: the private circle where people who share the same standards meet, away from noise and attention. Born within the house of HERRA, it brings together private aviation, the art of hospitality and a network of exceptional houses, from Paris to Dubai.',
        'Nothing here is on display; everything is passed on. Through recommendation, through one’s word, and through loyalty to a few simple principles: discretion, precision and grace.',
      ],
      figures: [
        { value: '< 100', label: 'members worldwide' },
        { value: '24/7', label: 'a line that never sleeps' },
        { value: '2', label: 'houses, Paris and Dubai' },
      ],
    },
    benefits: {
      eyebrow: 'Privileges',
      title: 'Four attentions, one standard',
      intro: 'Every member has a dedicated HERRA contact who knows their habits and anticipates their requests.',
      items: [
        {
          key: 'travel',
          title: 'The art of travel',
          text: 'Private flights considered from end to end: the right aircraft for each mission, a tailored itinerary and a personal welcome at every stop.',
        },
        {
          key: 'shopper',
          title: 'Personal shopper',
          text: 'A dedicated person who knows your taste and opens the doors of the great houses, rare pieces and private appointments, in Paris and abroad.',
        },
        {
          key: 'events',
          title: 'Private events',
          text: 'Confidential dinners, previews, private sales and chosen encounters, reserved for members and their guests.',
        },
        {
          key: 'concierge',
          title: '24/7 concierge',
          text: 'A direct line, day and night: a table, a villa, a driver or the unexpected, wherever you are in the world.',
        },
      ],
    },
    philosophy: {
      eyebrow: 'Philosophy',
      quote: 'True luxury is never having to ask twice.',
      quoteOpen: '“',
      quoteClose: '”',
      attribution: 'The house of HERRA',
    },
    join: {
      eyebrow: 'Membership',
      title: 'Membership is by invitation',
      text: 'Members are co-opted or recommended, then received by our selection committee. If you have been invited, your private area awaits; if not, send us your application in complete confidence.',
      joinLink: 'Members’ area',
      applyLink: 'Apply for membership',
      moreLabel: 'Further',
      contactLink: 'Write to us',
      aboutLink: 'Discover the house of HERRA',
      privateLead: 'Do you hold an access code?',
      privateLink: 'Enter the private area',
    },
  },
})
