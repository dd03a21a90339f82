import { defineCopy } from '~/i18n/define-copy'

/**
 * The brand story (docs/product.md §2 "Brand story", route /experience): hero slogan, French excellence,
 * tailor-made experience, four lifestyle pictures, the teaser to /herra, closing section.
 */
export const experienceCopy = defineCopy({
  fr: {
    excellence: {
      eyebrow: 'L’excellence française',
      title: 'Le savoir-faire des grandes maisons',
      paragraphs: [
        'Paris a donné au monde une certaine idée du luxe : la main qui façonne, l’œil qui corrige, le temps pris pour bien faire. C’est cette exigence que nous appliquons au voyage.',
        'Derrière chaque vol, des dizaines de gestes invisibles : le choix d’un créneau au Bourget plutôt qu’à Roissy, un équipage habitué à la piste courte de Courchevel, une autorisation de survol obtenue dans la nuit. Vous n’en verrez rien ; vous en sentirez tout.',
      ],
    },
    tailored: {
      eyebrow: 'Une expérience sur mesure',
      title: 'Chaque voyage commence par une conversation',
      intro: 'Pas de formulaire interminable ni de forfait imposé : un conseiller, une écoute, une proposition juste.',
      steps: [
        {
          title: 'Vous nous confiez l’essentiel',
          text: 'Une date, une destination, le nombre de passagers. Le reste — vos préférences, vos contraintes, vos invités — se précise au fil de l’échange.',
        },
        {
          title: 'Nous composons',
          text: 'Appareil, opérateur, horaires, transferts, table à bord : nous comparons, vérifions et vous présentons une proposition claire, dans l’heure.',
        },
        {
          title: 'Vous embarquez',
          text: 'Arrivée au terminal quelques minutes avant le départ, bagages pris en charge, voiture au pied de l’avion à l’arrivée. Votre conseiller reste joignable à chaque instant.',
        },
      ],
    },
    gallery: {
      eyebrow: 'Art de vivre',
      title: 'Quatre instants d’un voyage HERRA',
      items: [
        { title: 'Le départ', text: 'Décoller à l’heure qui vous convient, quand le jour décline sur la piste.' },
        { title: 'Le salon', text: 'Une cabine silencieuse pour travailler, converser ou se reposer.' },
        {
          title: 'La table',
          text: 'Un menu choisi avec vous, servi dans la vaisselle et à l’heure que vous préférez.',
        },
        { title: 'L’arrivée', text: 'Un hélicoptère pour les derniers kilomètres, jusqu’à la porte de votre villa.' },
      ],
    },
    club: {
      eyebrow: 'Club HERRA',
      title: 'Pour quelques-uns, davantage encore',
      text: 'Le Club HERRA réunit, sur invitation, moins de 100 membres dans le monde : accès prioritaire à la flotte, conciergerie 24/7, personal shopper et événements privés dans les plus belles adresses.',
      link: 'Découvrir le Club HERRA',
    },
    closing: {
      eyebrow: 'Prêt à embarquer ?',
      title: 'Le ciel n’attend que vous',
      text: 'Parcourez notre flotte et estimez votre vol, ou rejoignez votre espace si vous êtes membre du Club.',
      fleet: 'Découvrir la flotte',
      member: 'Espace membre',
    },
  },
  en: {
    excellence: {
      eyebrow: 'French excellence',
      title: 'The craft of the great houses',
      paragraphs: [
        'Paris gave the world a certain idea of luxury: the hand that shapes, the eye that corrects, the time taken to do things well. We bring that same standard to travel.',
        'Behind every flight lie dozens of invisible gestures: a slot at Le Bourget rather than Roissy, a crew used to the short runway at Courchevel, an overflight permit obtained during the night. You will see none of it; you will feel all of it.',
      ],
    },
    tailored: {
      eyebrow: 'A tailor-made experience',
      title: 'Every journey begins with a conversation',
      intro: 'No endless forms and no imposed packages: one adviser, a listening ear, the right proposal.',
      steps: [
        {
          title: 'You tell us the essentials',
          text: 'A date, a destination, the number of passengers. Everything else — your preferences, your constraints, your guests — takes shape as we talk.',
        },
        {
          title: 'We compose',
          text: 'Aircraft, operator, timings, transfers, the table on board: we compare, check and present a clear proposal within the hour.',
        },
        {
          title: 'You board',
          text: 'Arrive at the terminal minutes before departure, luggage taken care of, a car at the foot of the aircraft on arrival. Your adviser can be reached at every moment.',
        },
      ],
    },
    gallery: {
      eyebrow: 'Art of living',
      title: 'Four moments of a HERRA journey',
      items: [
        { title: 'Departure', text: 'Take off at the hour that suits you, as the light fades over the runway.' },
        { title: 'The lounge', text: 'A quiet cabin to work, talk or rest.' },
        { title: 'The table', text: 'A menu chosen with you, served on the tableware and at the time you prefer.' },
        { title: 'Arrival', text: 'A helicopter for the last few miles, to the door of your villa.' },
      ],
    },
    club: {
      eyebrow: 'Club HERRA',
      title: 'For a few, even more',
      text: 'Club HERRA brings together, by invitation, fewer than 100 members worldwide: priority access to the fleet, a 24/7 concierge, a personal shopper and private events at the finest addresses.',
      link: 'Discover Club HERRA',
    },
    closing: {
      eyebrow: 'Ready to board?',
      title: 'The sky is waiting for you',
      text: 'Browse our fleet and estimate your flight, or sign in to your area if you are a Club member.',
      fleet: 'Discover the fleet',
      member: 'Members’ area',
    },
  },
})
