import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { CAPITAL_AIRPORTS } from '~/domain/trip/capital-airports'
import { EEA, NEAR_EUROPE } from '~/domain/trip/taxes'

describe('the capital-airport table covers the world airport table', () => {
  const table = JSON.parse(readFileSync(new URL('./world-airports.json', import.meta.url), 'utf8')) as {
    columns: string[]
    rows: unknown[][]
  }
  const countryColumn = table.columns.indexOf('countryCode')
  const codes = table.rows.map((row) => row[0] as string)

  it('every country an airport can be in has a tax band of its own', () => {
    const countries = new Set(table.rows.map((row) => row[countryColumn] as string))
    const unbanded = [...countries].filter((c) => !CAPITAL_AIRPORTS[c] && !EEA.has(c) && !NEAR_EUROPE.has(c))
    expect(unbanded).toEqual([])
  })

  it('every capital airport is an airport of the table', () => {
    const missing = Object.values(CAPITAL_AIRPORTS).filter(([, code]) => !codes.includes(code))
    expect(missing).toEqual([])
  })
})
