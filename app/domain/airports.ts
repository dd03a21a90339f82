/**
 * The airports the estimators know (docs/product.md §4 "Airport table", §6 suggestions).
 * Keyed by IATA code. Coordinates are the airports' reference points, to 4 decimals.
 * `country` is English; `countryCode` is ISO 3166-1 alpha-2.
 */
import type { Airport } from './estimator/types'

type AirportRow = readonly [code: string, name: string, city: string, countryCode: string, lat: number, lon: number]

/** English country names, by ISO code (the 21 countries of docs/product.md). */
const COUNTRY_NAMES: Readonly<Record<string, string>> = {
  FR: 'France',
  GB: 'United Kingdom',
  AE: 'United Arab Emirates',
  CH: 'Switzerland',
  DE: 'Germany',
  ES: 'Spain',
  IT: 'Italy',
  US: 'United States',
  CA: 'Canada',
  RU: 'Russia',
  JP: 'Japan',
  CN: 'China',
  SG: 'Singapore',
  TH: 'Thailand',
  QA: 'Qatar',
  KW: 'Kuwait',
  EG: 'Egypt',
  ZA: 'South Africa',
  AU: 'Australia',
  BR: 'Brazil',
  AR: 'Argentina',
}

/**
 * Other names a visitor may type for a country: the French name (the site's default language)
 * and the usual English abbreviations. Searched, never displayed.
 */
const COUNTRY_SEARCH_ALIASES: Readonly<Record<string, readonly string[]>> = {
  FR: ['France'],
  GB: ['Royaume-Uni', 'Grande-Bretagne', 'UK', 'Great Britain'],
  AE: ['Émirats arabes unis', 'EAU', 'UAE', 'Emirates'],
  CH: ['Suisse'],
  DE: ['Allemagne'],
  ES: ['Espagne'],
  IT: ['Italie'],
  US: ['États-Unis', 'USA', 'US', 'America'],
  CA: ['Canada'],
  RU: ['Russie'],
  JP: ['Japon'],
  CN: ['Chine'],
  SG: ['Singapour'],
  TH: ['Thaïlande'],
  QA: ['Qatar'],
  KW: ['Koweït'],
  EG: ['Égypte'],
  ZA: ['Afrique du Sud'],
  AU: ['Australie'],
  BR: ['Brésil'],
  AR: ['Argentine'],
}

/** French names of cities whose English name differs (searched, never displayed). */
const CITY_SEARCH_ALIASES: Readonly<Record<string, readonly string[]>> = {
  LTN: ['Londres'],
  FAB: ['Londres'],
  LCY: ['Londres'],
  LHR: ['Londres'],
  EDI: ['Édimbourg'],
  DXB: ['Dubaï'],
  DWC: ['Dubaï'],
  AUH: ['Abou Dabi'],
  GVA: ['Genève'],
  SMV: ['Saint-Moritz', 'Engadine'],
  FRA: ['Francfort'],
  BCN: ['Barcelone'],
  PMI: ['Majorque'],
  LIN: ['Milan'],
  MXP: ['Milan'],
  CIA: ['Rome'],
  FCO: ['Rome'],
  VCE: ['Venise'],
  OLB: ['Sardaigne', 'Costa Smeralda'],
  VKO: ['Moscou'],
  SVO: ['Moscou'],
  PEK: ['Pékin'],
  SIN: ['Singapour'],
  KWI: ['Koweït'],
  CAI: ['Le Caire'],
  CPT: ['Le Cap'],
  TEB: ['New York'],
  FSC: ['Corse', 'Porto-Vecchio'],
  TLN: ['Saint-Tropez'],
  CMF: ['Courchevel', 'Méribel'],
}

/** French city names shown in the French interface where they differ (docs/product.md §6). */
const FRENCH_CITIES: Readonly<Record<string, string>> = {
  LTN: 'Londres',
  FAB: 'Londres',
  LCY: 'Londres',
  LHR: 'Londres',
  EDI: 'Édimbourg',
  DXB: 'Dubaï',
  DWC: 'Dubaï',
  AUH: 'Abou Dabi',
  GVA: 'Genève',
  SMV: 'Saint-Moritz',
  FRA: 'Francfort',
  BCN: 'Barcelone',
  PMI: 'Palma de Majorque',
  VCE: 'Venise',
  VKO: 'Moscou',
  SVO: 'Moscou',
  PEK: 'Pékin',
  SIN: 'Singapour',
  KWI: 'Koweït',
  CAI: 'Le Caire',
  SSH: 'Charm el-Cheikh',
  CPT: 'Le Cap',
}

/** Other names visitors type for a spec airport (its French city aside): searched with less weight. */
export function airportSearchAliases(code: string): readonly string[] {
  return CITY_SEARCH_ALIASES[code] ?? []
}

const ROWS: readonly AirportRow[] = [
  // France
  ['LBG', 'Paris–Le Bourget Airport', 'Paris', 'FR', 48.9694, 2.4414],
  ['CDG', 'Paris–Charles de Gaulle Airport', 'Paris', 'FR', 49.0097, 2.5479],
  ['ORY', 'Paris–Orly Airport', 'Paris', 'FR', 48.7233, 2.3794],
  ['NCE', 'Nice Côte d’Azur Airport', 'Nice', 'FR', 43.6584, 7.2159],
  ['CEQ', 'Cannes–Mandelieu Airport', 'Cannes', 'FR', 43.542, 6.9535],
  ['LYS', 'Lyon–Saint-Exupéry Airport', 'Lyon', 'FR', 45.7256, 5.0811],
  ['MRS', 'Marseille Provence Airport', 'Marseille', 'FR', 43.4393, 5.2214],
  ['TLN', 'Toulon–Hyères Airport', 'Toulon', 'FR', 43.0973, 6.146],
  ['BIQ', 'Biarritz Pays Basque Airport', 'Biarritz', 'FR', 43.4683, -1.5311],
  ['FSC', 'Figari Sud-Corse Airport', 'Figari', 'FR', 41.5006, 9.0978],
  ['CMF', 'Chambéry Savoie Mont Blanc Airport', 'Chambéry', 'FR', 45.6381, 5.8802],
  // United Kingdom
  ['LTN', 'London Luton Airport', 'London', 'GB', 51.8747, -0.3683],
  ['FAB', 'Farnborough Airport', 'London', 'GB', 51.2758, -0.7763],
  ['LCY', 'London City Airport', 'London', 'GB', 51.5053, 0.0553],
  ['LHR', 'London Heathrow Airport', 'London', 'GB', 51.4706, -0.4619],
  ['EDI', 'Edinburgh Airport', 'Edinburgh', 'GB', 55.95, -3.3725],
  // United Arab Emirates
  ['DXB', 'Dubai International Airport', 'Dubai', 'AE', 25.2528, 55.3644],
  ['DWC', 'Al Maktoum International Airport (Dubai South)', 'Dubai', 'AE', 24.8964, 55.1614],
  ['AUH', 'Zayed International Airport', 'Abu Dhabi', 'AE', 24.433, 54.6511],
  // Switzerland
  ['GVA', 'Geneva Airport', 'Geneva', 'CH', 46.2381, 6.1089],
  ['SIR', 'Sion Airport', 'Sion', 'CH', 46.2196, 7.3268],
  ['ZRH', 'Zurich Airport', 'Zurich', 'CH', 47.4647, 8.5492],
  ['SMV', 'Engadin Airport (Samedan)', 'St. Moritz', 'CH', 46.5342, 9.8842],
  // Germany
  ['FRA', 'Frankfurt Airport', 'Frankfurt', 'DE', 50.0333, 8.5706],
  ['MUC', 'Munich Airport', 'Munich', 'DE', 48.3538, 11.7861],
  ['BER', 'Berlin Brandenburg Airport', 'Berlin', 'DE', 52.3667, 13.5033],
  // Spain
  ['MAD', 'Adolfo Suárez Madrid–Barajas Airport', 'Madrid', 'ES', 40.4719, -3.5626],
  ['BCN', 'Josep Tarradellas Barcelona–El Prat Airport', 'Barcelona', 'ES', 41.2971, 2.0785],
  ['IBZ', 'Ibiza Airport', 'Ibiza', 'ES', 38.8729, 1.3731],
  ['PMI', 'Palma de Mallorca Airport', 'Palma de Mallorca', 'ES', 39.5517, 2.7388],
  // Italy
  ['LIN', 'Milan Linate Airport', 'Milan', 'IT', 45.4451, 9.2767],
  ['MXP', 'Milan Malpensa Airport', 'Milan', 'IT', 45.6306, 8.7231],
  ['CIA', 'Rome Ciampino Airport', 'Rome', 'IT', 41.7994, 12.5949],
  ['FCO', 'Rome Fiumicino Airport', 'Rome', 'IT', 41.8003, 12.2389],
  ['OLB', 'Olbia Costa Smeralda Airport', 'Olbia', 'IT', 40.8987, 9.5176],
  ['VCE', 'Venice Marco Polo Airport', 'Venice', 'IT', 45.5053, 12.3519],
  // United States
  ['TEB', 'Teterboro Airport', 'New York', 'US', 40.8501, -74.0608],
  ['JFK', 'John F. Kennedy International Airport', 'New York', 'US', 40.6413, -73.7781],
  ['LAX', 'Los Angeles International Airport', 'Los Angeles', 'US', 33.9416, -118.4085],
  ['VNY', 'Van Nuys Airport', 'Los Angeles', 'US', 34.2098, -118.4895],
  ['MIA', 'Miami International Airport', 'Miami', 'US', 25.7959, -80.287],
  ['PBI', 'Palm Beach International Airport', 'Palm Beach', 'US', 26.6832, -80.0956],
  ['ASE', 'Aspen/Pitkin County Airport', 'Aspen', 'US', 39.2232, -106.8688],
  // Canada
  ['YUL', 'Montréal–Trudeau International Airport', 'Montréal', 'CA', 45.4706, -73.7408],
  ['YYZ', 'Toronto Pearson International Airport', 'Toronto', 'CA', 43.6777, -79.6248],
  // Russia
  ['VKO', 'Vnukovo International Airport', 'Moscow', 'RU', 55.5915, 37.2615],
  ['SVO', 'Sheremetyevo International Airport', 'Moscow', 'RU', 55.9726, 37.4146],
  // Japan
  ['HND', 'Tokyo Haneda Airport', 'Tokyo', 'JP', 35.5494, 139.7798],
  // China
  ['PEK', 'Beijing Capital International Airport', 'Beijing', 'CN', 40.0801, 116.5846],
  ['PVG', 'Shanghai Pudong International Airport', 'Shanghai', 'CN', 31.1443, 121.8083],
  // Singapore
  ['SIN', 'Singapore Changi Airport', 'Singapore', 'SG', 1.3592, 103.9894],
  // Thailand
  ['BKK', 'Suvarnabhumi Airport', 'Bangkok', 'TH', 13.69, 100.7501],
  ['HKT', 'Phuket International Airport', 'Phuket', 'TH', 8.1132, 98.3169],
  // Qatar
  ['DOH', 'Hamad International Airport', 'Doha', 'QA', 25.2731, 51.6081],
  // Kuwait
  ['KWI', 'Kuwait International Airport', 'Kuwait City', 'KW', 29.2266, 47.9689],
  // Egypt
  ['CAI', 'Cairo International Airport', 'Cairo', 'EG', 30.1219, 31.4056],
  ['SSH', 'Sharm El Sheikh International Airport', 'Sharm El Sheikh', 'EG', 27.9773, 34.395],
  // South Africa
  ['JNB', 'O. R. Tambo International Airport', 'Johannesburg', 'ZA', -26.1392, 28.246],
  ['CPT', 'Cape Town International Airport', 'Cape Town', 'ZA', -33.9715, 18.6021],
  // Australia
  ['SYD', 'Sydney Kingsford Smith Airport', 'Sydney', 'AU', -33.9399, 151.1753],
  ['MEL', 'Melbourne Airport', 'Melbourne', 'AU', -37.669, 144.841],
  // Brazil
  ['GRU', 'São Paulo/Guarulhos International Airport', 'São Paulo', 'BR', -23.4356, -46.4731],
  ['GIG', 'Rio de Janeiro/Galeão International Airport', 'Rio de Janeiro', 'BR', -22.81, -43.2506],
  // Argentina
  ['EZE', 'Ministro Pistarini International Airport (Ezeiza)', 'Buenos Aires', 'AR', -34.8222, -58.5358],
]

function toAirport([code, name, city, countryCode, lat, lon]: AirportRow): Airport {
  const country = COUNTRY_NAMES[countryCode]
  if (country === undefined) throw new Error(`airports: no country name for ${countryCode} (${code})`)
  const cityFr = FRENCH_CITIES[code]
  return Object.freeze({
    code,
    name,
    city,
    country,
    countryCode,
    lat,
    lon,
    ...(cityFr ? { fr: { city: cityFr } } : {}),
  })
}

/** The airport table, keyed by IATA code, in display order (France first, Paris–Le Bourget first). */
export const AIRPORTS: Readonly<Record<string, Airport>> = Object.freeze(
  Object.fromEntries(ROWS.map((row) => [row[0], toAirport(row)])),
)

const AIRPORT_LIST: readonly Airport[] = Object.values(AIRPORTS)

/** The airport with this IATA code (case-insensitive, trimmed), if any. */
export function getAirport(code: string): Airport | undefined {
  if (typeof code !== 'string') return undefined
  const key = code.trim().toUpperCase()
  return Object.hasOwn(AIRPORTS, key) ? AIRPORTS[key] : undefined
}

/** Lower case without accents, so 'Émirats' matches 'emirats' and 'Zürich' matches 'zurich'. */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
}

const startsAWord = (field: string, query: string): boolean =>
  field.split(/[^\p{L}\p{N}]+/u).some((word) => word.startsWith(query)) || field.startsWith(query)

interface SearchEntry {
  airport: Airport
  code: string
  /** name, city, country and their aliases, folded */
  texts: readonly string[]
}

const SEARCH_INDEX: readonly SearchEntry[] = AIRPORT_LIST.map((airport) => ({
  airport,
  code: foldForSearch(airport.code),
  texts: [
    airport.city,
    airport.name,
    airport.country,
    ...(COUNTRY_SEARCH_ALIASES[airport.countryCode] ?? []),
    ...(CITY_SEARCH_ALIASES[airport.code] ?? []),
    ...(airport.fr?.city ? [airport.fr.city] : []),
  ].map(foldForSearch),
}))

/** Minimum number of typed characters (after trimming) before suggestions appear. */
export const AIRPORT_SEARCH_MIN_CHARS = 2
/** Maximum number of suggestions (the card estimator shows the first 4, the simulator all). */
export const AIRPORT_SEARCH_LIMIT = 8

/**
 * Airport suggestions for what the visitor typed (docs/product.md §4): at least 2 characters after
 * trimming, matched against code, name, city and country (English or French), case- and
 * accent-insensitively. Best matches first: exact code, then code prefix, then a word starting
 * with the query, then any other match; table order within each rank. At most `limit` results.
 */
export function searchAirports(query: string, limit: number = AIRPORT_SEARCH_LIMIT): Airport[] {
  if (typeof query !== 'string') return []
  const q = foldForSearch(query.trim())
  if (q.length < AIRPORT_SEARCH_MIN_CHARS) return []
  const max = Math.max(0, Math.floor(limit))
  if (max === 0) return []

  const ranked: { airport: Airport; rank: number; order: number }[] = []
  SEARCH_INDEX.forEach((entry, order) => {
    let rank: number
    if (entry.code === q) rank = 0
    else if (entry.code.startsWith(q)) rank = 1
    else if (entry.texts.some((text) => startsAWord(text, q))) rank = 2
    else if (entry.code.includes(q) || entry.texts.some((text) => text.includes(q))) rank = 3
    else return
    ranked.push({ airport: entry.airport, rank, order })
  })
  return ranked
    .sort((a, b) => a.rank - b.rank || a.order - b.order)
    .slice(0, max)
    .map((hit) => hit.airport)
}
