// Generates app/domain/trip/capital-airports.ts: for every country, its capital's main airport and
// that airport's great-circle distance from Paris-CDG, which sets the French passenger tax band of a
// flight from France to that country (docs/product.md §10).
//
// Sources: capitals from the `countries-list` npm package (MIT, Annexare Studio), airports from the
// committed world airport table (app/services/airports/world-airports.json, OurAirports, ODbL).
// The package is not a dependency of the site; fetch it once into a scratch folder:
//   npm pack countries-list@3.4.1 --pack-destination /tmp/cl && tar xzf /tmp/cl/countries-list-3.4.1.tgz -C /tmp/cl
//   node scripts/generate-capital-airports.mjs /tmp/cl/package/countries.min.json
//
// The main airport is the capital's largest airport (large before medium before small, then the
// longest runway) among the airports whose city is the capital; without one, the country's largest airport. Where the capital's airport has
// another city name, or the country has no airport of its own, OVERRIDES names it (with why).
import { readFileSync, writeFileSync } from 'node:fs'

const source = process.argv[2]
if (!source) throw new Error('usage: node scripts/generate-capital-airports.mjs <countries.min.json>')
const countries = JSON.parse(readFileSync(source, 'utf8'))
const table = JSON.parse(readFileSync(new URL('../app/services/airports/world-airports.json', import.meta.url), 'utf8'))
const col = Object.fromEntries(table.columns.map((c, i) => [c, i]))
const airports = table.rows.map((r) => ({
  code: r[col.code],
  city: r[col.city] ?? '',
  country: r[col.countryCode],
  lat: r[col.lat],
  lon: r[col.lon],
  type: r[col.type],
  runwayM: r[col.runwayM] ?? 0,
}))
const byCode = new Map(airports.map((a) => [a.code, a]))

/** Capital airports the city match cannot find, by ISO code: [airport code, why]. */
const OVERRIDES = {
  US: ['IAD', 'Washington Dulles (OurAirports city: Dulles)'],
  AD: ['LEU', 'Andorra has no airport: Andorra–La Seu d’Urgell, Spain'],
  MC: ['NCE', 'Monaco has no airport: Nice Côte d’Azur'],
  SM: ['RMI', 'San Marino has no airport: Rimini'],
  VA: ['FCO', 'Vatican City has no airport: Rome Fiumicino'],
  LI: ['ZRH', 'Liechtenstein has no airport: Zurich'],
  MX: ['MEX', 'Benito Juárez International, Mexico City’s main airport'],
  RU: ['SVO', 'Sheremetyevo, Moscow’s main airport'],
  ZA: ['JNB', 'O. R. Tambo, Johannesburg, serving Pretoria'],
  AG: ['ANU', 'V. C. Bird International, serving Saint John’s'],
  BJ: ['COO', 'Cotonou Cadjehoun: Porto-Novo has no airport'],
  BL: ['SBH', 'Saint-Barthélemy’s only airport, serving Gustavia'],
  BT: ['PBH', 'Paro: Thimphu has no airport'],
  CY: ['LCA', 'Larnaca: Nicosia’s airport is closed'],
  DM: ['DOM', 'Douglas–Charles, Dominica’s main airport'],
  FJ: ['SUV', 'Nausori, serving Suva'],
  FM: ['PNI', 'Pohnpei, serving Palikir'],
  FO: ['FAE', 'Vágar, the Faroe Islands’ airport'],
  GD: ['GND', 'Maurice Bishop International, Saint George’s'],
  GF: ['CAY', 'Cayenne – Félix Eboué (city: Matoury)'],
  GG: ['GCI', 'Guernsey, serving Saint Peter Port'],
  GM: ['BJL', 'Banjul International (city: Yundum)'],
  HK: ['HKG', 'Hong Kong International'],
  IL: ['TLV', 'Ben Gurion: Jerusalem has no airport'],
  IM: ['IOM', 'Isle of Man (city: Castletown), serving Douglas'],
  JE: ['JER', 'Jersey, serving Saint Helier'],
  MF: ['SFG', 'Grand Case, serving Marigot'],
  MM: ['NYT', 'Naypyidaw International'],
  MN: ['UBN', 'Chinggis Khaan International, Ulaanbaatar'],
  MO: ['MFM', 'Macau International'],
  MP: ['SPN', 'Saipan International'],
  MS: ['MNI', 'John A. Osborne (Gerald’s Park): Plymouth is abandoned'],
  MU: ['MRU', 'Sir Seewoosagur Ramgoolam, serving Port Louis'],
  MW: ['LLW', 'Kamuzu International, Lilongwe (city: Lumbadzi)'],
  NF: ['NLK', 'Norfolk Island (city: Burnt Pine)'],
  PW: ['ROR', 'Roman Tmetuchl International, serving Ngerulmud'],
  RE: ['RUN', 'Roland Garros, serving Saint-Denis (city: Sainte-Marie)'],
  SC: ['SEZ', 'Seychelles International, Mahé, serving Victoria'],
  SX: ['SXM', 'Princess Juliana International'],
  SZ: ['SHO', 'King Mswati III International: Lobamba has no airport'],
  VG: ['EIS', 'Terrance B. Lettsome (Beef Island), serving Road Town'],
  WF: ['WLS', 'Wallis–Hihifo, serving Mata-Utu'],
  XK: ['PRN', 'Pristina International'],
  YE: ['SAH', 'Sana’a International'],
  YT: ['DZA', 'Dzaoudzi–Pamandzi, serving Mamoudzou'],
}

const RANK = { large: 0, medium: 1, small: 2 }
const norm = (s) =>
  s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, ' ')
    .trim()

function haversineKm(a, b) {
  const rad = Math.PI / 180
  const dLat = (b.lat - a.lat) * rad
  const dLon = (b.lon - a.lon) * rad
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2
  return 2 * 6371 * Math.asin(Math.sqrt(h))
}

const cdg = byCode.get('CDG')
const out = {}
const missing = []
for (const [iso, country] of Object.entries(countries).sort(([a], [b]) => a.localeCompare(b))) {
  let airport
  const override = OVERRIDES[iso]
  if (override) airport = byCode.get(override[0])
  else if (country.capital) {
    const capital = norm(country.capital)
    const candidates = airports
      .filter((a) => a.country === iso && (norm(a.city) === capital || norm(a.city).startsWith(`${capital} `)))
      .sort((a, b) => RANK[a.type] - RANK[b.type] || b.runwayM - a.runwayM)
    airport = candidates[0]
  }
  // No capital, or none with an airport (Antarctica, the US Minor Outlying Islands): the country's
  // largest airport stands for it.
  airport ??= airports
    .filter((a) => a.country === iso)
    .sort((a, b) => RANK[a.type] - RANK[b.type] || b.runwayM - a.runwayM)[0]
  if (!airport) {
    missing.push(`${iso} ${country.name} (${country.capital || 'no capital'})`)
    continue
  }
  out[iso] = [country.capital || country.name, airport.code, Math.round(haversineKm(cdg, airport))]
}

const lines = Object.entries(out).map(([iso, row]) => `  ${iso}: ${JSON.stringify(row)},`)
const file = `// Generated by scripts/generate-capital-airports.mjs — do not edit by hand.
// Capitals: countries-list 3.4.1 (MIT, Annexare Studio). Airports and positions: the world airport
// table (OurAirports, ODbL). Distance: great circle from Paris-CDG, radius 6371 km, rounded to the km.

/** ISO 3166-1 alpha-2 → [capital, its main airport's code, distance of that airport from CDG in km]. */
export const CAPITAL_AIRPORTS: Readonly<Record<string, readonly [capital: string, airport: string, fromCdgKm: number]>> = {
${lines.join('\n')}
}
`
writeFileSync(new URL('../app/domain/trip/capital-airports.ts', import.meta.url), file)
console.log(`${Object.keys(out).length} countries written; without a capital airport: ${missing.length}`)
for (const m of missing) console.log(`  ${m}`)
