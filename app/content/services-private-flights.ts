import { defineCopy } from '~/i18n/define-copy'

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
      intro:
        'Le choix de l’appareil dépend de la distance, du nombre de passagers, de la piste et du confort souhaité. Nous vous conseillons.',
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
      intro:
        'The right aircraft depends on the distance, the number of passengers, the runway and the comfort you want. We advise you.',
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
