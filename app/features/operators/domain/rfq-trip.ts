import { getAircraft } from '~/domain/aircraft'
import { isIsoDate } from '~/domain/dates'
import type { RfqTrip } from './rfq-model'

/**
 * The trip an RFQ shows, from the request's fields (docs/product.md §14): its legs (`fields.legs`
 * when the request form sent several, else departure, destination, date and an optional return),
 * passengers and the aircraft asked. Names, e-mails and phones are never read: the operator learns
 * nothing of the client. `countryOf(code)` gives an airport's country ('' when unknown). Pure.
 */

const text = (value: unknown, max = 40): string => (typeof value === 'string' ? value.trim().slice(0, max) : '')
const time = (value: unknown): string => (/^([01]\d|2[0-3]):[0-5]\d$/.test(text(value)) ? text(value) : '')

export function tripOfRequest(fields: Record<string, unknown>, countryOf: (code: string) => string): RfqTrip {
  const raw: Array<{ from: string; to: string; date: string; time: string }> = []
  if (Array.isArray(fields.legs)) {
    for (const leg of fields.legs.slice(0, 6)) {
      if (!leg || typeof leg !== 'object') continue
      const v = leg as Record<string, unknown>
      const from = text(v.from) || text(v.departure)
      const to = text(v.to) || text(v.destination)
      if (from || to) raw.push({ from, to, date: isIsoDate(text(v.date)) ? text(v.date) : '', time: time(v.time) })
    }
  }
  if (raw.length === 0) {
    const from = text(fields.departure)
    const to = text(fields.destination)
    const date = [fields.date, fields.departureDate].map((d) => text(d)).find((d) => isIsoDate(d)) ?? ''
    raw.push({ from, to, date, time: time(fields.time) })
    const back = text(fields.returnDate)
    if (isIsoDate(back) && from && to) raw.push({ from: to, to: from, date: back, time: '' })
  }
  const pax = Number(fields.pax ?? fields.passengers)
  const asked = text(fields.aircraft) || text(fields.aircraftType)
  return {
    legs: raw.map((l) => ({
      ...l,
      from: l.from.toUpperCase(),
      to: l.to.toUpperCase(),
      fromCountry: countryOf(l.from),
      toCountry: countryOf(l.to),
    })),
    passengers: Number.isInteger(pax) && pax >= 1 && pax <= 19 ? pax : 1,
    aircraft: getAircraft(asked)?.id ?? '',
  }
}
