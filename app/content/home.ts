import { defineCopy } from '~/i18n/define-copy'

/** The home page (docs/product.md §2): hero, the three value blocks, final calls to action. */
export const homeCopy = defineCopy({
  fr: {
    hero: {
      primary: 'Réserver un vol privé',
      secondary: 'Espace membre',
      note: 'Opérateurs certifiés EASA, FAA et DGAC · Réponse personnalisée dans l’heure',
    },
    estimator: {
      eyebrow: 'Estimation immédiate',
      title: 'Votre vol en quelques secondes',
      formLabel: 'Estimer un vol privé',
      departure: 'Départ',
      arrival: 'Arrivée',
      placeholder: 'Ville, aéroport ou code',
      hint: 'Saisissez au moins 2 caractères ou un code IATA.',
      date: 'Date',
      passengers: 'Passagers',
      aircraft: 'Appareil',
      suggested: 'Suggéré',
      submit: 'Estimer',
      working: 'Calcul…',
      readyTitle: 'Votre réponse, ici même',
      readyItems: [
        'Un prix indicatif hors taxes',
        'La durée du vol et ses escales',
        'L’appareil adapté, suggéré ou choisi',
      ],
      ready: 'Votre conseiller confirme ensuite le devis dans l’heure.',
      resultHeading: 'Votre estimation',
      /** The one figure, as the request form attaches it (docs/decisions/105-one-price.md). */
      estimate: (price: string) => `${price} HT`,
      range: (low: string, high: string) => `Fourchette ${low} – ${high} HT`,
      flightTime: 'Temps de vol',
      aircraftLabel: 'Appareil',
      aircraftSuggested: 'Appareil suggéré',
      request: 'Demander ce vol',
      promise: 'Devis personnalisé dans l’heure.',
      pageTitle: 'Estimer un vol privé — HERRA',
      pageDescription:
        'Prix indicatif hors taxes, durée de vol et appareil adapté pour votre vol privé, en quelques secondes.',
      missing: 'Indiquez un aéroport de départ et d’arrivée pour obtenir une estimation.',
    },
    figures: {
      label: 'HERRA en quelques chiffres',
      items: [
        { value: '24/7', label: 'À votre écoute, partout dans le monde' },
        { value: '200+', label: 'Destinations desservies' },
        { value: '1\u00a0h', label: 'Pour recevoir votre devis' },
        { value: '2', label: 'Bureaux, à Paris et à Dubaï' },
      ],
    },
    values: {
      eyebrow: 'Nos engagements',
      title: 'Trois exigences, à chaque vol',
      intro:
        'Un vol privé n’est pas un simple trajet. C’est une promesse faite à ceux qui nous confient leur temps, leur sécurité et leur tranquillité.',
      items: [
        {
          title: 'Excellence',
          text: 'Nous ne retenons que des opérateurs certifiés EASA, FAA ou DGAC, des équipages expérimentés et des appareils suivis avec rigueur. Chaque proposition est vérifiée avant de vous être présentée.',
        },
        {
          title: 'Discrétion',
          text: 'Votre nom, vos itinéraires et vos habitudes ne regardent que vous. Accès privés aux terminaux d’aviation d’affaires, équipes tenues à la confidentialité, dossiers jamais partagés au-delà du strict nécessaire.',
        },
        {
          title: 'Raffinement',
          text: 'La table à bord, les fleurs, la presse du matin, la voiture qui vous attend au pied de l’appareil : nous soignons les détails que l’on ne remarque que lorsqu’ils manquent.',
        },
      ],
    },
    experience: {
      eyebrow: 'L’expérience',
      title: 'Un salon privé à 40\u202f000\u00a0pieds',
      paragraphs: [
        'Choisissez votre heure de départ, votre aéroport et vos compagnons de voyage. À bord, le temps vous appartient : travailler au calme, partager un dîner, ou simplement regarder le jour se lever au-dessus des nuages.',
        'Votre conseiller dédié orchestre le reste, du premier appel à l’atterrissage, et reste joignable à chaque instant du voyage.',
      ],
      link: 'Découvrir l’expérience',
    },
    offices: {
      eyebrow: 'Paris · Dubaï',
      title: 'Deux maisons, un seul interlocuteur',
      intro:
        'Notre siège parisien et notre bureau de Dubaï travaillent comme une seule équipe, de sorte qu’un conseiller vous réponde à toute heure, en français comme en anglais.',
      paris: {
        name: 'Paris',
        text: 'Le siège de la maison, au cœur de Paris, à une demi-heure du Bourget, premier aéroport d’affaires d’Europe.',
      },
      dubai: {
        name: 'Dubaï',
        text: 'Notre bureau pour le Golfe, l’océan Indien et l’Asie, à proximité des deux aéroports internationaux de la ville.',
      },
      link: 'Découvrir la maison',
    },
    closing: {
      eyebrow: 'Club HERRA',
      title: 'Un cercle privé, sur invitation',
      text: 'Moins de 100 membres dans le monde bénéficient d’un accès prioritaire à la flotte, d’une conciergerie dédiée et d’événements privés. Les membres se connectent à leur espace ; les autres découvrent la flotte.',
      member: 'Espace membre',
      fleet: 'Découvrir la flotte',
    },
    organization: {
      description:
        'Courtier en aviation privée basé à Paris et à Dubaï : vols privés en jet et en hélicoptère, vente et acquisition d’appareils, solutions sur mesure et assistance 24/7.',
      contactType: 'service client',
    },
  },
  en: {
    hero: {
      primary: 'Book a private flight',
      secondary: 'Members’ area',
      note: 'Operators certified by EASA, the FAA and the DGAC · A personal reply within the hour',
    },
    estimator: {
      eyebrow: 'Instant estimate',
      title: 'Your flight in seconds',
      formLabel: 'Estimate a private flight',
      departure: 'Departure',
      arrival: 'Arrival',
      placeholder: 'City, airport or code',
      hint: 'Type at least 2 characters or an IATA code.',
      date: 'Date',
      passengers: 'Passengers',
      aircraft: 'Aircraft',
      suggested: 'Suggested',
      submit: 'Estimate',
      working: 'Calculating…',
      readyTitle: 'Your answer, right here',
      readyItems: [
        'An indicative price excluding tax',
        'The flight time and its stops',
        'The right aircraft, suggested or chosen',
      ],
      ready: 'Your adviser then confirms the quote within the hour.',
      resultHeading: 'Your estimate',
      estimate: (price: string) => `${price} excl. VAT`,
      range: (low: string, high: string) => `Range ${low} – ${high} excl. VAT`,
      flightTime: 'Flight time',
      aircraftLabel: 'Aircraft',
      aircraftSuggested: 'Suggested aircraft',
      request: 'Request this flight',
      promise: 'A personalised quote within the hour.',
      pageTitle: 'Estimate a private flight — HERRA',
      pageDescription:
        'An indicative price excluding tax, the flight time and the right aircraft for your private flight, in seconds.',
      missing: 'Give a departure and an arrival airport to get an estimate.',
    },
    figures: {
      label: 'HERRA at a glance',
      items: [
        { value: '24/7', label: 'At your service, worldwide' },
        { value: '200+', label: 'Destinations served' },
        { value: '1\u00a0h', label: 'To receive your quote' },
        { value: '2', label: 'Offices, in Paris and Dubai' },
      ],
    },
    values: {
      eyebrow: 'Our commitments',
      title: 'Three standards, on every flight',
      intro:
        'A private flight is more than a journey. It is a promise made to those who entrust us with their time, their safety and their peace of mind.',
      items: [
        {
          title: 'Excellence',
          text: 'We work only with operators certified by EASA, the FAA or the DGAC, with experienced crews and rigorously maintained aircraft. Every proposal is checked before it reaches you.',
        },
        {
          title: 'Discretion',
          text: 'Your name, your routes and your habits are yours alone. Private access through business aviation terminals, teams bound by confidentiality, files never shared beyond what a flight strictly requires.',
        },
        {
          title: 'Refinement',
          text: 'The table on board, the flowers, the morning papers, the car waiting at the foot of the aircraft: we take care of the details one only notices when they are missing.',
        },
      ],
    },
    experience: {
      eyebrow: 'The experience',
      title: 'A private lounge at 40,000\u00a0feet',
      paragraphs: [
        'Choose your departure time, your airport and your travelling companions. On board, time is yours: work in peace, share a dinner, or simply watch the day break above the clouds.',
        'Your dedicated adviser orchestrates everything else, from the first call to touchdown, and can be reached at every moment of the journey.',
      ],
      link: 'Discover the experience',
    },
    offices: {
      eyebrow: 'Paris · Dubai',
      title: 'Two houses, one point of contact',
      intro:
        'Our Paris headquarters and our Dubai office work as a single team, so that an adviser answers you at any hour, in French or in English.',
      paris: {
        name: 'Paris',
        text: 'The house’s headquarters, in the heart of Paris, half an hour from Le Bourget, Europe’s leading business airport.',
      },
      dubai: {
        name: 'Dubai',
        text: 'Our office for the Gulf, the Indian Ocean and Asia, close to both of the city’s international airports.',
      },
      link: 'Discover the house',
    },
    closing: {
      eyebrow: 'Club HERRA',
      title: 'A private circle, by invitation',
      text: 'Fewer than 100 members worldwide enjoy priority access to the fleet, a dedicated concierge and private events. Members sign in to their area; everyone else can discover the fleet.',
      member: 'Members’ area',
      fleet: 'Discover the fleet',
    },
    organization: {
      description:
        'Private aviation broker based in Paris and Dubai: private jet and helicopter flights, aircraft sales and acquisition, bespoke solutions and 24/7 assistance.',
      contactType: 'customer service',
    },
  },
})
