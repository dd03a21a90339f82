import { execFileSync } from 'node:child_process'
import ICAL from 'ical.js'
import { parse } from 'csv-parse/sync'
import { describe, expect, it } from 'vitest'
import { detailsFor } from '../domain/trip-model'
import { PARIS_LONDON_PARIS } from '../domain/test-trip'
import { garCsv } from './gar-csv.server'
import { tripCalendar } from './trip-calendar.server'
import { renderTripPdf } from './trip-pdf.server'
import type { TripBooking } from './trip-booking.server'

const booking: TripBooking = {
  id: '0b5e6d0e-3c4f-4a57-9a7e-2d8f4e1c9a10',
  reference: 'HERRA-B-2026-0007',
  leadId: '5b0e6d0e-3c4f-4a57-9a7e-2d8f4e1c9a10',
  language: 'fr',
  clientName: 'Claire Dubois',
  clientEmail: 'claire@example.org',
  passengers: 3,
  operator: 'Air Alpha',
  aircraft: 'Citation CJ3',
  registration: 'F-HERA',
  legs: PARIS_LONDON_PARIS,
  cancelled: false,
}
const details = detailsFor(2, {
  legs: [{ departureFbo: 'Dassault Falcon Service', arrivalFbo: '', handler: '', catering: '', groundTransport: '' }],
})

describe('the trip calendar', () => {
  it('has one event per leg at the right UTC instants, with stable UIDs', () => {
    const text = tripCalendar(booking, details, 'en', 'https://herra.example/trip/abc')
    const calendar = new ICAL.Component(ICAL.parse(text))
    const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v))
    expect(events).toHaveLength(2)
    expect(events.map((e) => e.startDate.toJSDate().toISOString())).toEqual([
      '2026-12-01T08:00:00.000Z',
      '2026-12-03T17:30:00.000Z',
    ])
    expect(events.map((e) => e.endDate.toJSDate().toISOString())).toEqual([
      '2026-12-01T09:10:00.000Z',
      '2026-12-03T18:35:00.000Z',
    ])
    expect(events[0]!.uid).toBe(`${booking.id}-leg-1@herra`)
    expect(events[0]!.location).toContain('Dassault Falcon Service')
    expect(events[0]!.summary).toContain('Paris')
  })
})

describe('the GAR CSV', () => {
  it('quotes what must be and neutralises spreadsheet formulas', () => {
    const csv = garCsv([['a,b', '=HYPERLINK("x")', 'plain']])
    expect(parse(csv)).toEqual([['a,b', `'=HYPERLINK("x")`, 'plain']])
  })
})

describe('the trip PDF', () => {
  it('is a text PDF with the legs, accents and no passenger name unless asked', async () => {
    const pdf = await renderTripPdf({ booking, details, updatedAt: new Date('2026-11-27T10:00:00Z') }, 'fr', {
      phone: '+33 1 23 45 67 89',
    })
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
    let text = ''
    try {
      text = execFileSync('pdftotext', ['-', '-'], { input: pdf }).toString()
    } catch {
      return // pdftotext absent: the header check stands
    }
    expect(text).toContain('HERRA-B-2026-0007')
    expect(text).toContain('Dassault Falcon Service')
    expect(text).toContain('Arrivée')
    expect(text).not.toContain('Claire')
  })
})
