import { describe, expect, it } from 'vitest'
import { buildOfferContent, canonicalJson, type ResolvedAirport } from './offer-content'
import type { OfferDraft } from './offer-model'

const AIRPORTS: Record<string, ResolvedAirport> = {
  LBG: {
    code: 'LBG',
    name: 'Paris–Le Bourget',
    city: 'Paris',
    countryCode: 'FR',
    timeZone: 'Europe/Paris',
    lat: 48.9694,
    lon: 2.4414,
  },
  DXB: {
    code: 'DXB',
    name: 'Dubai International',
    city: 'Dubai',
    countryCode: 'AE',
    timeZone: 'Asia/Dubai',
    lat: 25.2528,
    lon: 55.3644,
  },
}

const draft: OfferDraft = {
  language: 'fr',
  clientName: 'Éloïse Château',
  passengers: 3,
  validityHours: 48,
  message: '',
  legs: [{ from: 'LBG', to: 'DXB', date: '2026-12-24', time: '11:00', blockMinutes: 405 }],
  options: [
    {
      aircraftId: 'falcon7x',
      aircraftName: '',
      burnGalPerHour: null,
      operator: 'Dassault Falcon Service',
      registration: 'F-HFCN',
      seats: 12,
      charterEur: 98_000,
      tsbaOverride: null,
      vatOverride: null,
      lines: [{ label: 'Dégivrage', amountEur: 1_200 }],
    },
    {
      aircraftId: '',
      aircraftName: 'Legacy 650',
      burnGalPerHour: 290,
      operator: 'Air Exemple',
      registration: '',
      seats: 13,
      charterEur: 86_500,
      tsbaOverride: null,
      vatOverride: null,
      lines: [],
    },
  ],
}

describe('offer content', () => {
  const content = buildOfferContent(
    draft,
    (c) => AIRPORTS[c]!,
    () => 5_250,
    {
      reference: 'HERRA-2026-0042',
      version: 1,
      issuedAt: new Date('2026-11-25T20:00:00Z'),
      termsVersion: '2026-11',
    },
  )

  it('times in UTC from the airports’ zones, validity from the issue time', () => {
    expect(content.legs[0]).toMatchObject({
      departureLocal: '2026-12-24T11:00',
      departureUtc: '2026-12-24T10:00:00.000Z',
      arrivalUtc: '2026-12-24T16:45:00.000Z',
      distanceKm: 5250,
    })
    expect(content.expiresAt).toBe('2026-11-27T20:00:00.000Z')
  })

  it('each option numbered with its lines, total and CO₂', () => {
    expect(content.options.map((o) => [o.number, o.aircraft.name, o.totalEur])).toEqual([
      [1, 'Falcon 7X', 98_000 + 3 * 1015 + 1_200],
      [2, 'Legacy 650', 86_500 + 3 * 1015],
    ])
    // Falcon 7X: 385 gal/h × 6.75 h × 3.785411784 × 0.8 × 3.16 = 24,869 kg.
    expect(content.options[0]!.co2.kg).toBe(24_869)
    expect(content.options[1]!.registration).toBeNull()
  })

  it('the canonical text sorts keys at every depth and has one form', () => {
    expect(canonicalJson({ b: 1, a: [{ d: 'é', c: null }], e: undefined })).toBe('{"a":[{"c":null,"d":"é"}],"b":1}')
    expect(canonicalJson(JSON.parse(canonicalJson(content)))).toBe(canonicalJson(content))
  })
})
