import { describe, expect, it } from 'vitest'
import { GAR_FLIGHT_HEADER, GAR_PEOPLE_HEADER, garRows, garWindow, needsGar } from './gar'
import type { PassengerRecord } from './passenger-rules'
import { LBG, PARIS_LONDON_PARIS } from './test-trip'

const alice: PassengerRecord = {
  surname: 'Martin',
  givenNames: 'Alice Marie',
  birthDate: '1980-04-02',
  nationality: 'FR',
  gender: 'F',
  birthPlace: 'Lyon',
  documentType: 'passport',
  documentNumber: '19AB12345',
  documentExpiry: '2031-05-01',
  issuingCountry: 'FR',
  pets: '',
  specialNeeds: '',
}

describe('GAR', () => {
  it('is needed when a leg leaves or lands in the UK', () => {
    expect(PARIS_LONDON_PARIS.map(needsGar)).toEqual([true, true])
    expect(needsGar({ from: LBG, to: { ...LBG, countryCode: 'CH' } })).toBe(false)
  })

  it('opens 48 h and closes 2 h before departure, urgent within 6 h of closing', () => {
    const dep = '2026-12-01T08:00:00.000Z'
    const at = (iso: string) => garWindow(dep, Date.parse(iso))
    expect(at('2026-11-29T07:59:00Z').state).toBe('notYetOpen')
    expect(at('2026-11-29T08:00:00Z')).toMatchObject({
      state: 'open',
      opensAt: '2026-11-29T08:00:00.000Z',
      closesAt: '2026-12-01T06:00:00.000Z',
    })
    expect(at('2026-12-01T00:00:00Z').state).toBe('urgent')
    expect(at('2026-12-01T06:00:00Z').state).toBe('closed')
  })

  it('prints the flight then one row per passenger, with three-letter countries and UTC times', () => {
    const rows = garRows(
      PARIS_LONDON_PARIS[0]!,
      { registration: 'F-HERA', aircraftType: 'Citation CJ3', operator: 'Air Alpha' },
      [alice],
    )
    expect(rows[0]).toEqual([...GAR_FLIGHT_HEADER])
    expect(rows[1]).toEqual([
      'F-HERA',
      'Citation CJ3',
      'Air Alpha',
      'LFPB',
      '01/12/2026',
      '08:00',
      'EGLC',
      '01/12/2026',
      '09:10',
    ])
    expect(rows[2]).toEqual([])
    expect(rows[3]).toEqual([...GAR_PEOPLE_HEADER])
    expect(rows[4]).toEqual([
      'Passenger',
      'Passport',
      '19AB12345',
      'FRA',
      '01/05/2031',
      'MARTIN',
      'ALICE MARIE',
      'F',
      '02/04/1980',
      'Lyon',
      'FRA',
    ])
  })
})
