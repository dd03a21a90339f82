import initSqlJs, { type Database } from 'sql.js'
import { beforeAll, describe, expect, it } from 'vitest'
import { COLUMNS, airportTableFile, buildAirportTable } from './build-airport-table.mjs'

/** A tiny database with the package's schema (the columns the generator reads). */
let db: Database

beforeAll(async () => {
  const SQL = await initSqlJs()
  db = new SQL.Database()
  db.run(`create table airports (id integer primary key, icao text not null unique, iata text unique, name text not null,
    type text not null, status text, latitude real not null, longitude real not null, country_code text not null, city text)`)
  db.run(`create table runways (id integer primary key, airport_id integer not null, length_ft integer not null, surface text not null)`)
  const airports: [number, string, string | null, string, string, string | null, number, number, string, string][] = [
    [1, 'LFPB', 'LBG', 'Paris-Le Bourget', 'large_airport', null, 48.962276, 2.436539, 'FR', 'Paris'],
    [2, 'LFLJ', 'CVF', 'Courchevel Altiport', 'small_airport', null, 45.397531, 6.63498, 'FR', 'Saint-Bon'],
    [3, 'LSGG', 'GVA', 'Geneva Airport', 'large_airport', null, 46.2381, 6.109, 'CH', 'Geneva'],
    [4, 'LFXX', null, 'A medium field with only an ICAO code', 'medium_airport', null, 45, 5, 'FR', 'Somewhere'],
    [5, 'FR-0001', null, 'Small strip without IATA', 'small_airport', null, 45, 5, 'FR', 'Nowhere'],
    [6, 'LFPI', 'JDP', 'Paris Issy heliport', 'heliport', null, 48.83, 2.27, 'FR', 'Paris'],
    [7, 'LFZZ', 'ZZZ', 'Closed field', 'closed', null, 45, 5, 'FR', 'Gone'],
    [8, 'US-0002', 'SPB', 'A seaplane base', 'seaplane_base', null, 40, -70, 'US', 'Bay'],
    [9, 'EGLL', 'LHR', 'London Heathrow Airport', 'large_airport', null, 51.4706, -0.461941, 'GB', 'London'],
    [10, 'KXYZ', 'XYZ', 'Marked closed', 'medium_airport', 'closed', 40, -80, 'US', 'Town'],
  ]
  for (const row of airports) db.run('insert into airports values (?,?,?,?,?,?,?,?,?,?)', row)
  const runways: [number, number, number, string][] = [
    [1, 1, 9843, 'unknown'],
    [2, 1, 6000, 'asphalt'],
    [3, 2, 1762, 'asphalt'],
    [4, 3, 12795, 'concrete'],
    [5, 3, 2700, 'grass'],
    [6, 9, 12799, 'unknown'],
    [7, 4, 0, 'grass'],
  ]
  for (const row of runways) db.run('insert into runways values (?,?,?,?)', row)
})

describe('buildAirportTable', () => {
  it('keeps large and medium airports with a code and small ones with an IATA code; leaves out the rest', () => {
    const rows = buildAirportTable(db)
    expect(rows.map((r) => r[0])).toEqual(['CVF', 'GVA', 'LBG', 'LFXX', 'LHR'])
  })

  it('writes code, ICAO, names, country, rounded position, type, longest runway in metres and its surface', () => {
    const rows = buildAirportTable(db)
    const byCode = Object.fromEntries(rows.map((r) => [r[0], Object.fromEntries(COLUMNS.map((c, i) => [c, r[i]]))]))
    expect(byCode.LBG).toEqual({
      code: 'LBG',
      icao: 'LFPB',
      name: 'Paris-Le Bourget',
      city: 'Paris',
      countryCode: 'FR',
      lat: 48.9623,
      lon: 2.4365,
      type: 'large',
      runwayM: 3000, // 9,843 ft × 0.3048, the longest of the two
      surface: 'unknown',
      cityFr: null,
    })
    expect(byCode.GVA).toMatchObject({ runwayM: 3900, surface: 'concrete', cityFr: 'Genève' })
    expect(byCode.LHR).toMatchObject({ cityFr: 'Londres' })
    // a capital's suburb becomes the city travellers name, in both languages
    expect(byCode.CVF).toMatchObject({ city: 'Courchevel', runwayM: 537, surface: 'asphalt' })
    // an airport known only by its ICAO code is identified by it; a zero-length runway is no runway
    expect(byCode.LFXX).toMatchObject({ code: 'LFXX', icao: 'LFXX', type: 'medium', runwayM: null, surface: null })
  })

  it('the written file names its source and the ODbL licence', () => {
    const file = airportTableFile(buildAirportTable(db), 'fixture')
    expect(file.licence).toMatch(/ODbL/)
    expect(file.columns).toEqual(COLUMNS)
    expect(file.rows).toHaveLength(5)
  })
})
