import { describe, expect, it } from 'vitest'
import { getAirport } from '~/domain/airports'
import {
  addDays,
  airportPlace,
  countryName,
  formatPosition,
  formatTimeOfDay,
  localIsoDate,
  normalisePassengers,
} from './place-format'

const cardinals = {
  fr: { north: 'N', south: 'S', east: 'E', west: 'O' },
  en: { north: 'N', south: 'S', east: 'E', west: 'W' },
}

describe('estimate-format', () => {
  it('turns non-numeric passenger input into 1 and keeps numbers within 1..max', () => {
    expect(normalisePassengers('', 12)).toBe(1)
    expect(normalisePassengers('abc', 12)).toBe(1)
    expect(normalisePassengers('0', 12)).toBe(1)
    expect(normalisePassengers('-3', 12)).toBe(1)
    expect(normalisePassengers(' 7 ', 12)).toBe(7)
    expect(normalisePassengers('40', 12)).toBe(12)
    expect(normalisePassengers('4.8', 6)).toBe(4)
  })

  it('does calendar arithmetic on YYYY-MM-DD without time-zone drift', () => {
    expect(addDays('2026-12-28', 7)).toBe('2027-01-04')
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29')
    expect(localIsoDate(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05')
  })

  it('names countries and places in the page language', () => {
    const dxb = getAirport('DXB')!
    expect(countryName('fr', 'AE')).toBe('Émirats arabes unis')
    expect(airportPlace('en', dxb)).toBe('Dubai, United Arab Emirates')
    expect(airportPlace('fr', getAirport('LBG')!)).toBe('Paris, France')
  })

  it('formats times of day and positions with Intl', () => {
    expect(formatTimeOfDay('fr', '2026-12-01T09:00')).toBe('09:00')
    expect(formatTimeOfDay('en', '14:30')).toBe('14:30')
    expect(formatPosition('fr', 43.25, -28.44, cardinals.fr)).toBe('43,3° N, 28,4° O')
    expect(formatPosition('en', -33.9, 151.2, cardinals.en)).toBe('33.9° S, 151.2° E')
    expect(formatPosition('en', 10, 190, cardinals.en)).toBe('10.0° N, 170.0° W')
  })
})
