import type { AircraftCategory } from '~/domain/estimator/types'
import { defineCopy } from '~/i18n/define-copy'

/** Copy of the fleet page (/fleet). Aircraft names, numbers, descriptions and features live in `domain/aircraft.ts`. */
export interface FleetCopy {
  heroQuote: string
  /** The hero's link to the full simulator, on the contact page: it says where it leads. */
  heroSimulate: string
  groups: Record<AircraftCategory, { title: string; intro: string }>
  specs: {
    label: string
    passengers: string
    range: string
    cruiseSpeed: string
    runway: string
    paxUpTo: (count: string) => string
  }
  highlights: string
  onBoard: string
  /** The four on-board services every flight includes (the aircraft's own highlights come from the domain). */
  services: readonly [string, string, string, string]
  /** The card's request button: /contact with this aircraft. */
  takeOff: string
  moreInfo: string
  /** Accessible names of the two card buttons, which repeat the aircraft name. */
  takeOffLabel: (name: string) => string
  moreInfoLabel: (name: string) => string
  estimatorTitle: (name: string) => string
  /** Shown in the opened estimator while its code loads. */
  estimatorLoading: string
  /** The jump links between the three groups. */
  groupNav: string
  /** The phone's summary of a card's highlights and on-board services. */
  detailsSummary: string
  groupCount: (count: number) => string
  /** Alternative text of each aircraft illustration, by aircraft id. */
  imageAlt: Record<string, string>
  destinations: {
    eyebrow: string
    title: string
    intro: string
    routes: readonly { from: string; to: string; hours: number; aircraft: string }[]
    duration: string
    on: (aircraft: string) => string
    plan: string
  }
}

export const fleetCopy = defineCopy<FleetCopy>({
  fr: {
    heroQuote: 'Demander un devis',
    heroSimulate: 'Ouvrir le simulateur de vol',
    groups: {
      light: {
        title: 'Jets Légers',
        intro:
          'De six à neuf passagers pour les trajets européens : agiles, sobres, à l’aise sur les aérodromes secondaires.',
      },
      midsize: {
        title: 'Jets Intermédiaires',
        intro:
          'Des cabines où l’on se tient debout et l’autonomie d’un continent : Paris–Ténérife ou Genève–Le Caire sans escale.',
      },
      heavy: {
        title: 'Jets Lourds',
        intro:
          'Les long-courriers de l’aviation d’affaires : espaces de vie, repos véritable et continents reliés sans escale.',
      },
    },
    specs: {
      label: 'Caractéristiques',
      passengers: 'Passagers',
      range: 'Autonomie',
      cruiseSpeed: 'Vitesse de croisière',
      runway: 'Piste minimale',
      paxUpTo: (count) => `jusqu’à ${count}`,
    },
    highlights: 'Points forts',
    onBoard: 'Services à bord',
    services: [
      'Restauration gastronomique sur mesure',
      'Champagne et grands crus',
      'Presse internationale et divertissement',
      'Conciergerie 24\u00a0h/24, à bord et au sol',
    ],
    takeOff: 'Demander ce jet',
    moreInfo: 'Plus d’informations',
    takeOffLabel: (name) => `Demander le ${name}`,
    moreInfoLabel: (name) => `Plus d’informations sur le ${name}`,
    estimatorTitle: (name) => `Estimer un vol en ${name}`,
    estimatorLoading: 'Chargement de l’estimateur…',
    groupNav: 'Catégories de la flotte',
    detailsSummary: 'Points forts et services à bord',
    groupCount: (count) => `${count} appareil${count > 1 ? 's' : ''}`,
    imageAlt: {
      cj1: 'Profil du Citation CJ1+ : biréacteur léger compact à empennage en T et aile droite, sans winglets.',
      phenom300:
        'Profil du Phenom 300 : biréacteur léger à empennage en T, aile en flèche et winglets, grands hublots.',
      bravo:
        'Profil du Citation Bravo : biréacteur léger à aile droite, avec un stabilisateur bas monté sur le cône arrière.',
      cl350:
        'Profil du Challenger 350 : biréacteur intermédiaire à empennage en T et winglets inclinés, cabine allongée.',
      challenger300:
        'Profil du Challenger 300 : biréacteur intermédiaire à empennage en T et winglets, cabine allongée.',
      praetor550: 'Profil du Praetor 500 : biréacteur intermédiaire à empennage en T et winglets, nez effilé.',
      falcon7x:
        'Profil du Falcon 7X : triréacteur long-courrier, deux moteurs latéraux et un troisième dans la queue alimenté par une entrée d’air dorsale, empennage cruciforme et winglets.',
      g7500:
        'Profil du Global 7500 : le plus long biréacteur de la flotte, à empennage en T, winglets et grands hublots.',
      g650: 'Profil du G650 : biréacteur long-courrier à empennage en T et winglets, reconnaissable à ses grands hublots ovales.',
    },
    destinations: {
      eyebrow: 'Destinations',
      title: 'Quelques vols au départ de Paris',
      intro: 'Des temps de vol indicatifs, porte à porte entre les terminaux d’aviation d’affaires.',
      routes: [
        { from: 'Paris', to: 'Dubaï', hours: 6.5, aircraft: 'Global 7500' },
        { from: 'Paris', to: 'New York', hours: 8.25, aircraft: 'G650' },
        { from: 'Paris', to: 'Londres', hours: 1.5, aircraft: 'CJ1' },
      ],
      duration: 'Durée de vol',
      on: (aircraft) => `en ${aircraft}`,
      plan: 'Planifier votre voyage',
    },
  },
  en: {
    heroQuote: 'Request a quote',
    heroSimulate: 'Open the flight simulator',
    groups: {
      light: {
        title: 'Light Jets',
        intro: 'Six to nine passengers for European trips: nimble, efficient and at home on smaller airfields.',
      },
      midsize: {
        title: 'Midsize Jets',
        intro: 'Stand-up cabins and the range of a continent: Paris–Tenerife or Geneva–Cairo non-stop.',
      },
      heavy: {
        title: 'Heavy Jets',
        intro: 'The long-haul flagships of business aviation: living spaces, real rest and continents linked non-stop.',
      },
    },
    specs: {
      label: 'Specifications',
      passengers: 'Passengers',
      range: 'Range',
      cruiseSpeed: 'Cruise speed',
      runway: 'Minimum runway',
      paxUpTo: (count) => `up to ${count}`,
    },
    highlights: 'Highlights',
    onBoard: 'On-board services',
    services: [
      'Bespoke gourmet catering',
      'Champagne and fine wines',
      'International press and entertainment',
      '24/7 concierge, in the air and on the ground',
    ],
    takeOff: 'Request this jet',
    moreInfo: 'More information',
    takeOffLabel: (name) => `Request the ${name}`,
    moreInfoLabel: (name) => `More information on the ${name}`,
    estimatorTitle: (name) => `Estimate a flight on the ${name}`,
    estimatorLoading: 'Loading the estimator…',
    groupNav: 'Fleet categories',
    detailsSummary: 'Highlights and on-board services',
    groupCount: (count) => `${count} aircraft`,
    imageAlt: {
      cj1: 'Side view of the Citation CJ1+: a compact light twinjet with a T-tail and a straight wing, without winglets.',
      phenom300:
        'Side view of the Phenom 300: a light twinjet with a T-tail, swept wing and winglets, and large windows.',
      bravo:
        'Side view of the Citation Bravo: a light twinjet with a straight wing and a low tailplane set on the tail cone.',
      cl350: 'Side view of the Challenger 350: a midsize twinjet with a T-tail, canted winglets and a long cabin.',
      challenger300: 'Side view of the Challenger 300: a midsize twinjet with a T-tail, winglets and a long cabin.',
      praetor550: 'Side view of the Praetor 500: a midsize twinjet with a T-tail, winglets and a slender nose.',
      falcon7x:
        'Side view of the Falcon 7X: a long-range trijet, with two side engines and a third in the tail fed by a dorsal air intake, a cruciform tail and winglets.',
      g7500:
        'Side view of the Global 7500: the longest twinjet of the fleet, with a T-tail, winglets and large windows.',
      g650: 'Side view of the G650: a long-range twinjet with a T-tail and winglets, known for its large oval windows.',
    },
    destinations: {
      eyebrow: 'Destinations',
      title: 'A few flights from Paris',
      intro: 'Indicative flight times, door to door between business aviation terminals.',
      routes: [
        { from: 'Paris', to: 'Dubai', hours: 6.5, aircraft: 'Global 7500' },
        { from: 'Paris', to: 'New York', hours: 8.25, aircraft: 'G650' },
        { from: 'Paris', to: 'London', hours: 1.5, aircraft: 'CJ1' },
      ],
      duration: 'Flight time',
      on: (aircraft) => `on the ${aircraft}`,
      plan: 'Plan your trip',
    },
  },
})
