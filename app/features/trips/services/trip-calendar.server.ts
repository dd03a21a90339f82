import { createEvents, type EventAttributes } from 'ics'
import type { Language } from '~/i18n/language'
import { tripCopy } from '../content/trip-copy'
import { airportWords } from '../content/trip-format'
import type { TripBooking } from './trip-booking.server'
import type { TripDetails } from '../domain/trip-model'

/**
 * The trip as a calendar file (docs/product.md §18, decision 098): one event per leg, its start and
 * end given and written in UTC (a calendar shows each at the reader's own zone), the departure
 * terminal as its place, the sheet's link in its description. Each event's UID is stable (booking
 * and leg), so importing the file again after a change updates the events instead of adding some.
 */
export function tripCalendar(
  booking: Pick<TripBooking, 'id' | 'reference' | 'legs' | 'operator' | 'aircraft' | 'registration'>,
  details: TripDetails,
  lang: Language,
  link: string,
): string {
  const t = tripCopy[lang].sheet
  const events: EventAttributes[] = booking.legs.map((leg, i) => {
    const d = details.legs[i]
    const from = airportWords(lang, leg.from)
    const to = airportWords(lang, leg.to)
    const lines = [
      `${t.departure}${tripCopy[lang].colon}${from.name}`,
      `${t.arrival}${tripCopy[lang].colon}${to.name}`,
      `${t.operator}${tripCopy[lang].colon}${booking.operator} · ${booking.aircraft}${booking.registration ? ` · ${booking.registration}` : ''}`,
      ...(d?.departureFbo ? [t.eventFbo(d.departureFbo)] : []),
      ...(d?.handler ? [`${t.handler}${tripCopy[lang].colon}${d.handler}`] : []),
      ...(d?.groundTransport ? [`${t.groundTransport}${tripCopy[lang].colon}${d.groundTransport}`] : []),
      link,
    ]
    return {
      uid: `${booking.id}-leg-${leg.number}@herra`,
      title: `${t.eventTitle(leg.from.city || leg.from.code, leg.to.city || leg.to.code)} · ${booking.reference}`,
      start: Date.parse(leg.departureUtc),
      startInputType: 'utc',
      startOutputType: 'utc',
      end: Date.parse(leg.arrivalUtc),
      endInputType: 'utc',
      endOutputType: 'utc',
      location: d?.departureFbo ? `${d.departureFbo}, ${from.name}` : from.name,
      description: lines.join('\n'),
      url: link,
      status: 'CONFIRMED',
      productId: 'herra/trip-sheet',
      calName: tripCopy[lang].sheet.pdfTitle(booking.reference),
    }
  })
  const { error, value } = createEvents(events)
  if (error || !value) throw error ?? new Error('calendar: no events')
  return value
}
