import { defineCopy } from '~/i18n/define-copy'

/** /services/solutions-sur-mesure: events, fashion and design, gastronomy, business travel, global concierge. */
export const bespokeCopy = defineCopy({
  fr: {
    sections: [
      {
        title: 'Événements',
        paragraphs: [
          'Un mariage sur une île grecque, un lancement de produit à Marrakech, un séminaire de direction dans les Alpes : nous faisons voyager vos invités ensemble ou en plusieurs vols coordonnés, et accueillons chacun à l’arrivée.',
        ],
        points: [
          'Vols groupés ou coordonnés',
          'Accueil et transferts des invités',
          'Lieux, traiteurs et logistique sur place',
        ],
      },
      {
        title: 'Mode et design',
        paragraphs: [
          'Pour les maisons de mode, les galeries et les créateurs, nous organisons les déplacements des semaines de la mode, des foires d’art et des salons de design — collections, œuvres et équipes comprises, avec le soin qu’exigent les pièces uniques.',
        ],
      },
      {
        title: 'Gastronomie',
        paragraphs: [
          'Un dîner à bord préparé par une grande table, un déjeuner dans un domaine viticole de Bourgogne, une table réservée à San Sebastián pour le soir même : la gastronomie est l’une des plus belles raisons de voyager, et nous l’organisons jusqu’au dernier détail.',
        ],
      },
      {
        title: 'Voyages d’affaires',
        paragraphs: [
          'Trois villes en une journée, une équipe de direction à réunir, un rendez-vous décisif déplacé à la dernière minute : nous construisons des itinéraires qui suivent votre agenda, pas l’inverse, avec la confidentialité qu’exigent vos dossiers.',
        ],
        points: [
          'Itinéraires multi-étapes dans la journée',
          'Cabines configurées pour travailler',
          'Accords de confidentialité sur demande',
        ],
      },
      {
        title: 'Conciergerie mondiale',
        paragraphs: [
          'Hôtels et villas, yachts, chauffeurs, sécurité, réservations introuvables : notre conciergerie prolonge le vol jusqu’à la dernière étape de votre séjour, partout dans le monde et à toute heure.',
        ],
      },
    ],
    closing: {
      eyebrow: 'Sur mesure',
      title: 'Racontez-nous ce que vous imaginez',
      text: 'Chaque projet commence par une conversation. Un conseiller vous répond personnellement.',
    },
  },
  en: {
    sections: [
      {
        title: 'Events',
        paragraphs: [
          'A wedding on a Greek island, a product launch in Marrakech, a leadership retreat in the Alps: we fly your guests together or on several coordinated flights, and welcome each of them on arrival.',
        ],
        points: [
          'Group or coordinated flights',
          'Guest welcome and transfers',
          'Venues, caterers and on-site logistics',
        ],
      },
      {
        title: 'Fashion and design',
        paragraphs: [
          'For fashion houses, galleries and designers, we arrange travel for fashion weeks, art fairs and design shows — collections, works and teams included, with the care that unique pieces demand.',
        ],
      },
      {
        title: 'Gastronomy',
        paragraphs: [
          'A dinner on board prepared by a great restaurant, lunch at a wine estate in Burgundy, a table booked in San Sebastián for the same evening: gastronomy is one of the finest reasons to travel, and we arrange it down to the last detail.',
        ],
      },
      {
        title: 'Business travel',
        paragraphs: [
          'Three cities in one day, a leadership team to bring together, a decisive meeting moved at the last minute: we build itineraries that follow your diary, not the other way round, with the confidentiality your affairs require.',
        ],
        points: [
          'Multi-stop itineraries within the day',
          'Cabins set up for working',
          'Non-disclosure agreements on request',
        ],
      },
      {
        title: 'Global concierge',
        paragraphs: [
          'Hotels and villas, yachts, chauffeurs, security, impossible reservations: our concierge extends the flight to the last stage of your stay, anywhere in the world and at any hour.',
        ],
      },
    ],
    closing: {
      eyebrow: 'Bespoke',
      title: 'Tell us what you have in mind',
      text: 'Every project begins with a conversation. An adviser will answer you personally.',
    },
  },
})
