/**
 * The fleet offered on the fleet page and in the estimators (docs/product.md §4, "Aircraft").
 * Every number is the product's table; the order is the product's order (the simulator's default
 * aircraft is the seventh). Descriptions and features are HERRA copy in French and English.
 */
import type { Aircraft } from './estimator/types'

const FLEET = [
  {
    id: 'cj1',
    name: 'Citation CJ1+',
    category: 'light',
    pax: 6,
    range_km: 2100,
    cruise_kmh: 700,
    hourly_operator_eur: 3000,
    req_runway_m: 1400,
    requires_paved: false,
    image: '/images/fleet/cj1.svg',
    description: {
      fr: 'Le jet léger par excellence pour les trajets européens de moins de deux heures. Agile et sobre, il se pose sur des aérodromes secondaires, au plus près de votre destination.',
      en: 'The quintessential light jet for European trips of under two hours. Nimble and efficient, it uses smaller airfields, closer to where you are going.',
    },
    features: {
      fr: ['Salon club de quatre fauteuils', 'Accès aux aérodromes secondaires', 'Idéal pour les vols de moins de 2 h'],
      en: ['Four-seat club lounge', 'Access to smaller airfields', 'Ideal for flights under 2 hours'],
    },
  },
  {
    id: 'phenom300',
    name: 'Phenom 300',
    category: 'light',
    pax: 9,
    range_km: 3650,
    cruise_kmh: 839,
    hourly_operator_eur: 3800,
    req_runway_m: 1600,
    requires_paved: false,
    image: '/images/fleet/phenom300.svg',
    description: {
      fr: 'Le jet léger le plus livré au monde depuis plus de dix ans. Rapide et lumineux, avec ses toilettes privatives et sa vaste soute, il est taillé pour les week-ends en Europe.',
      en: 'The world’s most delivered light jet for more than a decade. Fast and bright, with a private lavatory and a generous hold, it is made for European weekends.',
    },
    features: {
      fr: ['Toilettes privatives à l’arrière', 'Grands hublots panoramiques', 'Soute à bagages généreuse'],
      en: ['Enclosed rear lavatory', 'Large panoramic windows', 'Generous baggage hold'],
    },
  },
  {
    id: 'bravo',
    name: 'Citation Bravo',
    category: 'light',
    pax: 7,
    range_km: 2200,
    cruise_kmh: 740,
    hourly_operator_eur: 3100,
    req_runway_m: 1450,
    requires_paved: false,
    image: '/images/fleet/bravo.svg',
    description: {
      fr: 'Une valeur sûre de l’aviation d’affaires, réputée pour sa fiabilité. Sa cabine à sept places relie les capitales européennes avec discrétion et efficacité.',
      en: 'A trusted name in business aviation, renowned for its reliability. Its seven-seat cabin links European capitals with quiet efficiency.',
    },
    features: {
      fr: ['Fiabilité éprouvée', 'À l’aise sur les pistes courtes', 'Espace rafraîchissements'],
      en: ['Proven reliability', 'At home on short runways', 'Refreshment centre'],
    },
  },
  {
    id: 'cl350',
    name: 'Challenger 350',
    category: 'midsize',
    pax: 10,
    range_km: 5556,
    cruise_kmh: 870,
    hourly_operator_eur: 5400,
    req_runway_m: 1800,
    requires_paved: true,
    image: '/images/fleet/cl350.svg',
    description: {
      fr: 'La référence des super-intermédiaires, dans laquelle on se tient debout. Paris–Le Caire ou Genève–Marrakech sans escale, dans le calme d’une cabine à plancher plat.',
      en: 'The benchmark super-midsize jet, with a cabin you can stand in. Paris–Cairo or Geneva–Marrakech non-stop, in the calm of a flat-floor cabin.',
    },
    features: {
      fr: ['Cabine debout à plancher plat', 'La cabine la plus large de sa catégorie', 'Office entièrement équipé'],
      en: ['Stand-up, flat-floor cabin', 'Widest cabin in its class', 'Fully equipped galley'],
    },
  },
  {
    id: 'challenger300',
    name: 'Challenger 300',
    category: 'midsize',
    pax: 8,
    range_km: 5200,
    cruise_kmh: 850,
    hourly_operator_eur: 5000,
    req_runway_m: 1750,
    requires_paved: true,
    image: '/images/fleet/challenger300.svg',
    description: {
      fr: 'Le super-intermédiaire qui a fixé les standards de sa catégorie. Huit fauteuils, une cabine où l’on se tient debout et une soute accessible pendant le vol.',
      en: 'The super-midsize jet that set the standard for its class. Eight seats, a stand-up cabin and a baggage hold you can reach in flight.',
    },
    features: {
      fr: ['Cabine où l’on se tient debout', 'Plancher plat de bout en bout', 'Bagages accessibles en vol'],
      en: ['Stand-up cabin', 'Flat floor throughout', 'Baggage accessible in flight'],
    },
  },
  {
    id: 'praetor550',
    name: 'Praetor 500-class',
    category: 'midsize',
    pax: 9,
    range_km: 5800,
    cruise_kmh: 850,
    hourly_operator_eur: 5200,
    req_runway_m: 1700,
    requires_paved: true,
    image: '/images/fleet/praetor550.svg',
    description: {
      fr: 'Un intermédiaire de nouvelle génération, à commandes de vol électriques, qui atténue activement les turbulences. Sa cabine à plancher plat et son Wi-Fi haut débit prolongent le bureau.',
      en: 'A new-generation midsize jet with full fly-by-wire that actively smooths out turbulence. Its flat-floor cabin and high-speed Wi-Fi make it an office in the sky.',
    },
    features: {
      fr: ['Commandes de vol électriques', 'Cabine de 1,83 m à plancher plat', 'Wi-Fi haut débit en bande Ka'],
      en: ['Full fly-by-wire controls', '6-ft flat-floor cabin', 'High-speed Ka-band Wi-Fi'],
    },
  },
  {
    id: 'falcon7x',
    name: 'Falcon 7X',
    category: 'heavy',
    pax: 12,
    range_km: 11019,
    cruise_kmh: 900,
    hourly_operator_eur: 8300,
    req_runway_m: 1800,
    requires_paved: true,
    image: '/images/fleet/falcon7x.svg',
    description: {
      fr: 'Le triréacteur long-courrier de Dassault, premier jet d’affaires à commandes de vol numériques. Sa cabine silencieuse en trois espaces relie Paris à Dubaï ou à New York sans escale.',
      en: 'Dassault’s long-range trijet, the first business jet with digital flight controls. Its quiet three-zone cabin links Paris with Dubai or New York non-stop.',
    },
    features: {
      fr: ['Triréacteur français à commandes numériques', 'Cabine en trois espaces', 'Paris–Dubaï sans escale'],
      en: ['French trijet with digital flight controls', 'Three-zone cabin', 'Paris–Dubai non-stop'],
    },
  },
  {
    id: 'g7500',
    name: 'Global 7500',
    category: 'heavy',
    pax: 16,
    range_km: 14260,
    cruise_kmh: 925,
    hourly_operator_eur: 9500,
    req_runway_m: 2300,
    requires_paved: true,
    image: '/images/fleet/g7500.svg',
    description: {
      fr: 'Le vaisseau amiral de Bombardier, avec quatre véritables espaces de vie et une suite dotée d’un lit fixe. Paris–Singapour ou Dubaï–New York sans escale.',
      en: 'Bombardier’s flagship, with four true living spaces and a principal suite with a fixed bed. Paris–Singapore or Dubai–New York non-stop.',
    },
    features: {
      fr: ['Quatre véritables espaces de vie', 'Suite principale avec lit fixe', 'Espace de repos dédié à l’équipage'],
      en: ['Four true living spaces', 'Principal suite with a fixed bed', 'Dedicated crew rest area'],
    },
  },
  {
    id: 'g650',
    name: 'G650',
    category: 'heavy',
    pax: 14,
    range_km: 12964,
    cruise_kmh: 956,
    hourly_operator_eur: 9000,
    req_runway_m: 2400,
    requires_paved: true,
    image: '/images/fleet/g650.svg',
    description: {
      fr: 'Une référence Gulfstream, capable d’atteindre Mach 0,925, parmi les avions civils les plus rapides en service. Seize hublots ovales et un air entièrement renouvelé rendent les vols intercontinentaux reposants.',
      en: 'A Gulfstream benchmark able to reach Mach 0.925, among the fastest civil aircraft flying. Sixteen oval windows and 100% fresh air make intercontinental flights restful.',
    },
    features: {
      fr: ['Seize hublots ovales panoramiques', 'Air 100 % renouvelé', 'Vitesse maximale de Mach 0,925'],
      en: ['Sixteen panoramic oval windows', '100% fresh-air cabin', 'Top speed of Mach 0.925'],
    },
  },
] as const satisfies readonly Aircraft[]

/** The nine aircraft of docs/product.md, in the product's order. */
export const AIRCRAFT: readonly Aircraft[] = FLEET

/** The simulator's default aircraft: the seventh of the list (docs/product.md §4), the Falcon 7X. */
export const DEFAULT_SIMULATOR_AIRCRAFT_ID: string = FLEET[6].id

/** The aircraft with this id (case-insensitive, trimmed), if any. */
export function getAircraft(id: string): Aircraft | undefined {
  if (typeof id !== 'string') return undefined
  const wanted = id.trim().toLowerCase()
  return AIRCRAFT.find((aircraft) => aircraft.id === wanted)
}

/** The fleet as a list of choices (id, name, seats): what a page's loader sends for a form's aircraft list. */
export function fleetChoices(): { id: string; name: string; pax: number }[] {
  return FLEET.map(({ id, name, pax }) => ({ id, name, pax }))
}
