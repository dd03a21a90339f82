import { defineCopy } from '~/i18n/define-copy'

/** Services overview (spec §2): four cards, why-choose, buttons to /contact and /fleet. */
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

/** Buttons around the pages fixed to one language: they follow the visitor's language (decisions §3). */
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

/** /services/courtier-aviation — French in both languages (spec §2). */
export const brokerCopy = {
  promise: {
    value: '1 h',
    label: 'Votre devis personnalisé, dans l’heure',
  },
  sections: [
    {
      title: 'Jets légers et intermédiaires',
      paragraphs: [
        'De 6 à 10 passagers, jusqu’à 3 500 km sans escale : l’appareil des allers-retours d’affaires dans la journée et des week-ends en Europe. Londres, Genève, Milan ou Ibiza se rejoignent en moins de trois heures, souvent depuis un aéroport plus proche de chez vous que les grandes plateformes.',
        'Leur taille leur ouvre les pistes courtes et les aéroports secondaires, au plus près de votre destination finale.',
      ],
      points: [
        'De 6 à 10 passagers selon l’appareil',
        'Jusqu’à 3 500 km de rayon d’action',
        'Accès aux aéroports secondaires et aux pistes courtes',
      ],
    },
    {
      title: 'Jets long-courriers',
      paragraphs: [
        'Jusqu’à 16 passagers, sur des distances intercontinentales : Paris–Dubaï, Paris–New York ou Genève–Singapour, souvent sans escale. Cabines en plusieurs salons, chambre, parfois douche : on y travaille, on y dîne et on y dort comme chez soi.',
        'Nous sélectionnons l’appareil selon la distance, la piste d’arrivée, le nombre de passagers et le confort que vous attendez.',
      ],
      points: [
        'Jusqu’à 16 passagers',
        'Vols intercontinentaux, le plus souvent sans escale',
        'Cabines à plusieurs espaces, couchage à plat',
      ],
    },
    {
      title: 'Hélicoptères de prestige',
      paragraphs: [
        'Pour les derniers kilomètres ou les trajets que la route rend interminables : Nice–Monaco en quelques minutes, Genève–Courchevel, Paris–Deauville ou la liaison entre un aéroport et votre villa.',
        'Appareils bimoteurs pour les vols au-dessus de l’eau et des villes, pilotes expérimentés en montagne, héliports et zones de poser privées organisés pour vous.',
      ],
    },
    {
      title: 'Nos engagements qualité',
      paragraphs: [
        'Chaque proposition que vous recevez a été vérifiée. Notre rôle de courtier est de choisir pour vous, et de répondre de ce choix.',
      ],
      points: [
        'Opérateurs titulaires d’un certificat de transporteur aérien, certifiés EASA, FAA ou DGAC',
        'Équipages qualifiés sur l’appareil, deux pilotes sur chaque jet',
        'Assurances et historique d’entretien vérifiés avant chaque proposition',
        'Prix hors taxes détaillés, sans frais cachés',
        'Réponse à votre demande de devis dans l’heure, 24 h/24 et 7 j/7',
      ],
    },
  ],
  closing: {
    eyebrow: 'Réponse dans l’heure',
    title: 'Confiez-nous votre prochain vol',
    text: 'Décrivez votre voyage : un conseiller vous répond dans l’heure avec une proposition vérifiée.',
  },
} as const

/** /services/maison-vols-prives: discretion and excellence, fleet groups, services, why-choose. */
export const privateFlightsCopy = defineCopy({
  fr: {
    pillars: {
      eyebrow: 'Notre manière de voler',
      title: 'Discrétion et excellence',
      items: [
        {
          title: 'Discrétion',
          text: 'Terminaux d’aviation d’affaires à l’écart de la foule, contrôles en quelques minutes, manifeste passagers limité au strict nécessaire. Vos déplacements ne sont connus que de ceux qui doivent les connaître.',
        },
        {
          title: 'Excellence',
          text: 'Opérateurs certifiés, équipages choisis, appareils récents ou parfaitement entretenus ; à bord, un service pensé pour vous, du menu à la température de la cabine.',
        },
      ],
    },
    fleet: {
      eyebrow: 'La flotte',
      title: 'Trois familles de jets, et l’hélicoptère',
      intro: 'Le choix de l’appareil dépend de la distance, du nombre de passagers, de la piste et du confort souhaité. Nous vous conseillons.',
      seatsLabel: 'Passagers',
      groups: [
        {
          name: 'Jets légers',
          seats: '6 à 9',
          text: 'Les vols courts en Europe, les allers-retours dans la journée, les pistes courtes.',
        },
        {
          name: 'Jets intermédiaires',
          seats: '8 à 10',
          text: 'Plus d’espace et d’autonomie : traversées de l’Europe, Afrique du Nord, Moyen-Orient proche.',
        },
        {
          name: 'Jets lourds',
          seats: '12 à 16',
          text: 'Les vols intercontinentaux sans escale, avec salons, chambre et équipage de cabine.',
        },
        {
          name: 'Hélicoptères',
          seats: '4 à 8',
          text: 'Les transferts vers la montagne, la côte, une villa ou un yacht, en quelques minutes.',
        },
      ],
    },
    services: {
      eyebrow: 'À bord et au sol',
      title: 'Les services inclus',
      items: [
        'Restauration sur mesure, des grandes tables parisiennes aux cuisines du monde',
        'Voitures avec chauffeur au départ et à l’arrivée',
        'Accueil personnalisé et formalités accélérées au terminal',
        'Animaux de compagnie acceptés en cabine selon l’appareil',
        'Bagages volumineux, matériel de sport, œuvres d’art : transport organisé',
        'Connexion à bord et presse internationale selon vos souhaits',
      ],
    },
    why: {
      eyebrow: 'Pourquoi HERRA',
      title: 'Pourquoi voler avec nous',
      items: [
        {
          title: 'Un devis dans l’heure',
          text: 'Une proposition claire, vérifiée et détaillée, à toute heure du jour et de la nuit.',
        },
        {
          title: 'Plus de 200 destinations',
          text: 'Partout où un jet ou un hélicoptère peut se poser, avec des partenaires d’escale de confiance.',
        },
        {
          title: 'Une équipe 24/7',
          text: 'Depuis Paris et Dubaï, un conseiller joignable à chaque étape de votre voyage.',
        },
      ],
    },
    closing: {
      eyebrow: 'Votre prochain vol',
      title: 'Où souhaitez-vous aller ?',
      text: 'Décrivez votre voyage ou parcourez la flotte pour estimer la durée et le prix de votre vol.',
    },
  },
  en: {
    pillars: {
      eyebrow: 'The way we fly',
      title: 'Discretion and excellence',
      items: [
        {
          title: 'Discretion',
          text: 'Business aviation terminals away from the crowds, checks in minutes, a passenger manifest limited to what is strictly necessary. Your movements are known only to those who need to know them.',
        },
        {
          title: 'Excellence',
          text: 'Certified operators, hand-picked crews, recent or impeccably maintained aircraft; on board, a service designed around you, from the menu to the cabin temperature.',
        },
      ],
    },
    fleet: {
      eyebrow: 'The fleet',
      title: 'Three families of jets, and the helicopter',
      intro: 'The right aircraft depends on the distance, the number of passengers, the runway and the comfort you want. We advise you.',
      seatsLabel: 'Passengers',
      groups: [
        {
          name: 'Light jets',
          seats: '6 to 9',
          text: 'Short flights within Europe, day returns, short runways.',
        },
        {
          name: 'Midsize jets',
          seats: '8 to 10',
          text: 'More space and range: across Europe, North Africa, the nearer Middle East.',
        },
        {
          name: 'Heavy jets',
          seats: '12 to 16',
          text: 'Non-stop intercontinental flights, with lounges, a bedroom and cabin crew.',
        },
        {
          name: 'Helicopters',
          seats: '4 to 8',
          text: 'Transfers to the mountains, the coast, a villa or a yacht, in minutes.',
        },
      ],
    },
    services: {
      eyebrow: 'On board and on the ground',
      title: 'Services included',
      items: [
        'Bespoke catering, from great Parisian tables to cuisines of the world',
        'Chauffeur-driven cars at departure and arrival',
        'Personal welcome and fast-track formalities at the terminal',
        'Pets welcome in the cabin, depending on the aircraft',
        'Bulky luggage, sports equipment, works of art: transport arranged',
        'Connectivity on board and international press as you wish',
      ],
    },
    why: {
      eyebrow: 'Why HERRA',
      title: 'Why fly with us',
      items: [
        {
          title: 'A quote within the hour',
          text: 'A clear, checked and itemised proposal, at any hour of the day or night.',
        },
        {
          title: 'More than 200 destinations',
          text: 'Wherever a jet or a helicopter can land, with trusted ground partners.',
        },
        {
          title: 'A 24/7 team',
          text: 'From Paris and Dubai, an adviser you can reach at every stage of your journey.',
        },
      ],
    },
    closing: {
      eyebrow: 'Your next flight',
      title: 'Where would you like to go?',
      text: 'Describe your journey or browse the fleet to estimate the time and price of your flight.',
    },
  },
})

/** /services/vente-acquisition — English in both languages (spec §2). */
export const salesCopy = {
  emailSubject: 'Expert acquisition request',
  sections: [
    {
      title: 'Finding the right aircraft',
      paragraphs: [
        'Buying a business jet starts with a mission, not a model: your usual routes, the number of passengers, the runways you use, the budget for ownership as well as for purchase. From that brief we draw up a shortlist across the market, including aircraft that are never publicly advertised.',
      ],
      points: [
        'Mission analysis and total cost of ownership',
        'Worldwide search, on and off market',
        'Comparison of specifications, history and value',
      ],
    },
    {
      title: 'Inspection and negotiation',
      paragraphs: [
        'Every aircraft we recommend is examined before you commit: records and logbooks, damage history, maintenance programmes and a pre-purchase inspection at an approved facility. We then negotiate the price and the terms on your behalf, and coordinate lawyers, escrow and lenders until closing.',
      ],
      points: [
        'Records review and pre-purchase inspection',
        'Negotiation of price, conditions and delivery',
        'Coordination of legal, escrow and financing parties',
      ],
    },
    {
      title: 'Registration and entry into service',
      paragraphs: [
        'Choice of registry, import formalities, crew recruitment, management and charter arrangements if you wish your aircraft to fly for others when you do not need it: we prepare everything so that your first flight is simply a flight.',
      ],
    },
    {
      title: 'Selling your aircraft',
      paragraphs: [
        'An independent valuation, a discreet presentation to qualified buyers only, and a sale managed from the first visit to the transfer of title. Your aircraft is never exposed to the market without your consent.',
      ],
      points: [
        'Independent market valuation',
        'Confidential marketing to qualified buyers',
        'Management of inspections, negotiation and closing',
      ],
    },
  ],
  closing: {
    eyebrow: 'Sales & acquisition',
    title: 'Your next aircraft, with complete discretion',
    text: 'Tell us about your plans. An acquisition expert will contact you personally.',
  },
} as const

/** /services/solutions-sur-mesure: events, fashion and design, gastronomy, business travel, global concierge. */
export const bespokeCopy = defineCopy({
  fr: {
    sections: [
      {
        title: 'Événements',
        paragraphs: [
          'Un mariage sur une île grecque, un lancement de produit à Marrakech, un séminaire de direction dans les Alpes : nous faisons voyager vos invités ensemble ou en plusieurs vols coordonnés, et accueillons chacun à l’arrivée.',
        ],
        points: ['Vols groupés ou coordonnés', 'Accueil et transferts des invités', 'Lieux, traiteurs et logistique sur place'],
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
        points: ['Itinéraires multi-étapes dans la journée', 'Cabines configurées pour travailler', 'Accords de confidentialité sur demande'],
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
        points: ['Group or coordinated flights', 'Guest welcome and transfers', 'Venues, caterers and on-site logistics'],
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
        points: ['Multi-stop itineraries within the day', 'Cabins set up for working', 'Non-disclosure agreements on request'],
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

/** /services/assistance-24-7: ground handling, emergency assistance, concierge, monitoring. */
export const assistanceCopy = defineCopy({
  fr: {
    sections: [
      {
        title: 'Assistance au sol',
        paragraphs: [
          'Créneaux, stationnement, carburant, dégivrage, formalités douanières et sûreté : dans chacune des escales, nos partenaires d’assistance préparent l’appareil et votre passage pour que l’attente au sol se compte en minutes.',
        ],
        points: ['Handling et avitaillement', 'Formalités douanières et de police', 'Accueil personnalisé au terminal'],
      },
      {
        title: 'Assistance d’urgence',
        paragraphs: [
          'Un passager souffrant, une météo qui ferme un aéroport, un appareil immobilisé : notre équipe trouve une solution de remplacement, réorganise le voyage et vous tient informé, à toute heure. Nous coordonnons aussi, avec des opérateurs spécialisés, les rapatriements sanitaires.',
        ],
      },
      {
        title: 'Conciergerie',
        paragraphs: [
          'Un restaurant pour ce soir, une voiture à l’arrivée, un cadeau à livrer, une villa à ouvrir : la conciergerie HERRA répond à vos demandes avant, pendant et après le vol.',
        ],
      },
      {
        title: 'Suivi des vols',
        paragraphs: [
          'Chaque vol est suivi en temps réel par notre équipe, du roulage à l’atterrissage. Un retard, un changement de piste, une escale technique : vous, vos proches ou votre assistante êtes prévenus aussitôt.',
        ],
        points: ['Suivi en temps réel', 'Information des proches et de vos équipes', 'Équipe de permanence 24 h/24, 7 j/7'],
      },
    ],
    closing: {
      eyebrow: 'Jour et nuit',
      title: 'Une équipe veille sur votre voyage',
      text: 'Pour préparer un vol ou obtenir de l’aide pendant un voyage, écrivez-nous : nous répondons à toute heure.',
    },
  },
  en: {
    sections: [
      {
        title: 'Ground handling',
        paragraphs: [
          'Slots, parking, fuel, de-icing, customs and security formalities: at every stop, our handling partners prepare the aircraft and your passage so that time on the ground is counted in minutes.',
        ],
        points: ['Handling and refuelling', 'Customs and immigration formalities', 'Personal welcome at the terminal'],
      },
      {
        title: 'Emergency assistance',
        paragraphs: [
          'A passenger taken ill, weather closing an airport, an aircraft grounded: our team finds a replacement, reorganises the journey and keeps you informed at any hour. With specialised operators, we also coordinate medical repatriation.',
        ],
      },
      {
        title: 'Concierge',
        paragraphs: [
          'A restaurant for tonight, a car on arrival, a gift to deliver, a villa to open: HERRA’s concierge handles your requests before, during and after the flight.',
        ],
      },
      {
        title: 'Flight monitoring',
        paragraphs: [
          'Every flight is followed in real time by our team, from taxi to touchdown. A delay, a runway change, a technical stop: you, your family or your assistant are told at once.',
        ],
        points: ['Real-time monitoring', 'Updates for your family and your staff', 'A team on duty 24 hours a day, 7 days a week'],
      },
    ],
    closing: {
      eyebrow: 'Day and night',
      title: 'A team watches over your journey',
      text: 'To prepare a flight or to get help during a journey, write to us: we answer at any hour.',
    },
  },
})
