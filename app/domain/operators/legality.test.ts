import { describe, expect, it } from 'vitest'
import { foldName, legalityProblems, needsTco, type OperatorFacts, type RestrictedList } from './legality'

const list: RestrictedList = {
  updatedOn: '2026-11-01',
  source: 'test',
  entries: [{ name: 'Blacklisted Air Charter', aoc: 'XX-AOC-666' }, { country: 'AF' }],
}

const dubai: OperatorFacts = {
  name: 'Desert Falcon Aviation LLC',
  country: 'AE',
  aocNumber: 'AE-AOC-0042',
  aocExpiresOn: '2027-06-30',
  tcoNumber: 'TCO-ARE-0042',
  tcoExpiresOn: '2027-03-31',
  insuranceExpiresOn: '2027-01-31',
  registrations: ['A6-DFA', 'A6-DFB'],
}

const trip = { countries: ['FR', 'AE'], lastLegOn: '2026-12-20', registration: 'a6-dfa' }

describe('legality (docs/product.md §14)', () => {
  it('a valid operator on its own aircraft may fly', () => {
    expect(legalityProblems(dubai, trip, list, '2026-12-01')).toEqual([])
  })
  it('insurance expired, or ending before the last leg, is said with its date', () => {
    expect(legalityProblems({ ...dubai, insuranceExpiresOn: '2026-11-30' }, trip, list, '2026-12-01')).toEqual([
      { rule: 'insurance', kind: 'expired', on: '2026-11-30' },
    ])
    expect(legalityProblems({ ...dubai, aocExpiresOn: '2026-12-19' }, trip, list, '2026-12-01')).toEqual([
      { rule: 'aoc', kind: 'endsBeforeLastLeg', on: '2026-12-19' },
    ])
    // Valid on the day of the last leg is enough.
    expect(legalityProblems({ ...dubai, aocExpiresOn: '2026-12-20' }, trip, list, '2026-12-01')).toEqual([])
  })
  it('a third-country operator touching the EASA area needs a TCO; an EU one or a trip outside does not', () => {
    expect(needsTco('AE', ['FR', 'AE'])).toBe(true)
    expect(needsTco('AE', ['AE', 'SA'])).toBe(false)
    expect(needsTco('FR', ['FR', 'AE'])).toBe(false)
    expect(needsTco('CH', ['FR'])).toBe(false)
    expect(legalityProblems({ ...dubai, tcoNumber: null, tcoExpiresOn: null }, trip, list, '2026-12-01')).toEqual([
      { rule: 'tco', kind: 'missing' },
    ])
  })
  it('an aircraft not on the AOC, and a listed operator, by name, AOC or State', () => {
    expect(legalityProblems(dubai, { ...trip, registration: 'A6-ZZZ' }, list, '2026-12-01')).toEqual([
      { rule: 'aircraft', kind: 'notOnAoc', registration: 'A6-ZZZ' },
    ])
    const listed = (o: Partial<OperatorFacts>) =>
      legalityProblems({ ...dubai, ...o }, trip, list, '2026-12-01').find((p) => p.rule === 'restricted')
    expect(listed({ name: 'blacklisted air-charter' })).toMatchObject({ by: 'name', listUpdatedOn: '2026-11-01' })
    expect(listed({ aocNumber: 'xx aoc 666' })).toMatchObject({ by: 'aoc' })
    expect(listed({ country: 'AF' })).toMatchObject({ by: 'country' })
    expect(listed({})).toBeUndefined()
  })
  it('folds names', () => {
    expect(foldName('Société Aérienne (Pvt) Ltd.')).toBe('SOCIETEAERIENNEPVTLTD')
  })
})
