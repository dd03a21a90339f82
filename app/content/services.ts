import { defineCopy } from '~/i18n/define-copy'

/** Services overview (docs/product.md §2): four cards, why-choose, buttons to /contact and /fleet. */
export const servicesCopy = defineCopy({
  fr: {
    cards: {
      eyebrow: 'Quatre métiers',
      title: 'Une seule maison pour votre aviation',
      discover: 'Découvrir',
      privateFlights: {
        title: 'Vols privés',
        text: 'Jets légers, intermédiaires et long-courriers, hélicoptères de prestige : l’appareil juste pour chaque voyage, affrété auprès d’opérateurs certifiés.',
      },
      sales: {
        title: 'Vente & acquisition',
        text: 'Acheter ou vendre un avion d’affaires en toute discrétion : recherche, inspection, négociation et immatriculation, menées par nos experts.',
      },
      bespoke: {
        title: 'Solutions sur mesure',
        text: 'Événements, collaborations mode et design, gastronomie, voyages d’affaires et conciergerie mondiale autour de vos vols.',
      },
      assistance: {
        title: 'Assistance 24/7',
        text: 'Assistance au sol, urgences, conciergerie et suivi de vol : une équipe veille sur chacun de vos déplacements, jour et nuit.',
      },
      broker: 'Notre métier de courtier aviation',
    },
    why: {
      eyebrow: 'Pourquoi HERRA',
      title: 'Pourquoi nous choisir',
      items: [
        {
          title: 'Des opérateurs certifiés',
          text: 'Nous ne travaillons qu’avec des compagnies certifiées EASA, FAA ou DGAC, dont nous vérifions les équipages, les appareils et les assurances.',
        },
        {
          title: 'Une réponse rapide',
          text: 'Un devis personnalisé dans l’heure, de jour comme de nuit, week-end compris.',
        },
        {
          title: 'Le monde entier',
          text: 'Plus de 200 destinations desservies, des grandes capitales aux pistes les plus confidentielles, avec des partenaires d’escale de confiance.',
        },
        {
          title: 'Un interlocuteur unique',
          text: 'Un conseiller dédié connaît vos préférences et suit chaque voyage de bout en bout, depuis Paris ou Dubaï.',
        },
        {
          title: 'L’indépendance',
          text: 'Courtier indépendant, nous ne possédons pas d’avions à remplir : nous choisissons l’appareil qui vous convient, pas celui qui nous arrange.',
        },
        {
          title: 'La transparence',
          text: 'Des prix clairs, hors taxes, détaillés poste par poste : heures de vol, redevances, services. Aucune surprise à l’arrivée.',
        },
      ],
    },
    closing: {
      eyebrow: 'Parlons de votre projet',
      title: 'Un vol, un événement, une acquisition ?',
      text: 'Écrivez-nous en toute confidentialité ou parcourez notre flotte pour estimer votre prochain vol.',
      contact: 'Nous contacter',
      fleet: 'Découvrir la flotte',
    },
  },
  en: {
    cards: {
      eyebrow: 'Four crafts',
      title: 'One house for all your aviation',
      discover: 'Discover',
      privateFlights: {
        title: 'Private flights',
        text: 'Light, midsize and long-range jets, prestige helicopters: the right aircraft for every journey, chartered from certified operators.',
      },
      sales: {
        title: 'Sales & acquisition',
        text: 'Buy or sell a business jet with complete discretion: search, inspection, negotiation and registration, handled by our experts.',
      },
      bespoke: {
        title: 'Bespoke solutions',
        text: 'Events, fashion and design collaborations, gastronomy, business travel and global concierge around your flights.',
      },
      assistance: {
        title: '24/7 assistance',
        text: 'Ground handling, emergencies, concierge and flight monitoring: a team watches over every one of your journeys, day and night.',
      },
      broker: 'Our work as an aviation broker',
    },
    why: {
      eyebrow: 'Why HERRA',
      title: 'Why choose us',
      items: [
        {
          title: 'Certified operators',
          text: 'We work only with companies certified by EASA, the FAA or the DGAC, whose crews, aircraft and insurance we check.',
        },
        {
          title: 'A prompt answer',
          text: 'A personalised quote within the hour, day or night, weekends included.',
        },
        {
          title: 'The whole world',
          text: 'More than 200 destinations served, from major capitals to the most discreet airstrips, with trusted ground partners.',
        },
        {
          title: 'One point of contact',
          text: 'A dedicated adviser knows your preferences and follows every journey from start to finish, from Paris or Dubai.',
        },
        {
          title: 'Independence',
          text: 'As an independent broker we have no aircraft of our own to fill: we choose the aircraft that suits you, not the one that suits us.',
        },
        {
          title: 'Transparency',
          text: 'Clear prices, excluding tax, itemised line by line: flight hours, fees, services. No surprises on arrival.',
        },
      ],
    },
    closing: {
      eyebrow: 'Let us talk about your plans',
      title: 'A flight, an event, an acquisition?',
      text: 'Write to us in complete confidence or browse our fleet to estimate your next flight.',
      contact: 'Contact us',
      fleet: 'Discover the fleet',
    },
  },
})

/** Buttons around the pages fixed to one language: they follow the visitor's language (docs/product.md §3). */
export const serviceActionsCopy = defineCopy({
  fr: {
    quote: 'Demander un devis',
    contact: 'Nous contacter',
    fleet: 'Découvrir la flotte',
    expert: 'Écrire à un expert',
    expertHint: '(ouvre votre messagerie)',
  },
  en: {
    quote: 'Request a quote',
    contact: 'Contact us',
    fleet: 'Discover the fleet',
    expert: 'Write to an expert',
    expertHint: '(opens your e-mail application)',
  },
})
