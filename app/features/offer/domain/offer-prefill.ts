import { AIRCRAFT, getAircraft } from '~/domain/aircraft'
import type { Aircraft } from '~/domain/estimator/types'
import { FUEL_STOP_HOURS, LEG_OVERHEAD_HOURS } from '~/domain/estimator/constants'
import { fuelStopsFor } from '~/domain/estimator/estimate'
import { isIsoDate } from '~/domain/dates'
import { DEFAULT_VALIDITY_HOURS, MAX_LEGS, type DraftLeg, type OfferDraft } from './offer-model'

/**
 * A new offer's first draft from its request (docs/product.md §11): the client, the language, the
 * passengers and the legs the request holds — `fields.legs` (`[{ from, to, date, time }]`) when the
 * request form sent several, else its departure, destination and date — and one option with the
 * aircraft asked for. Everything stays editable. Pure.
 */

/** Still-air block time of a leg for an aircraft of the fleet (the estimator's overheads), to 5 minutes. */
export function estimatedBlockMinutes(distanceKm: number, aircraftId: string): number {
  const aircraft = getAircraft(aircraftId) ?? getAircraft('cl350')!
  const hours =
    distanceKm / aircraft.cruise_kmh +
    LEG_OVERHEAD_HOURS +
    FUEL_STOP_HOURS * fuelStopsFor(distanceKm, aircraft.range_km)
  return Math.max(5, Math.round((hours * 60) / 5) * 5)
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '')

function legOf(value: unknown): Omit<DraftLeg, 'blockMinutes'> | null {
  if (!value || typeof value !== 'object') return null
  const v = value as Record<string, unknown>
  const from = text(v.from) || text(v.departure)
  const to = text(v.to) || text(v.destination)
  if (!from && !to) return null
  return { from, to, date: isIsoDate(text(v.date)) ? text(v.date) : '', time: text(v.time) }
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/

/** The legs of the request form's `trip` ("LBG,NCE,2026-12-04,09:30;NCE,GVA,…"), with their times. */
function tripStringLegs(trip: unknown): Array<Omit<DraftLeg, 'blockMinutes'>> {
  if (typeof trip !== 'string' || !trip.trim()) return []
  return trip
    .split(';')
    .map((part) => part.split(',').map((v) => v.trim()))
    .filter((parts) => parts.length >= 2 && (parts[0] || parts[1]))
    .map(([from = '', to = '', date = '', time = '']) => ({
      from: from.toUpperCase(),
      to: to.toUpperCase(),
      date: isIsoDate(date) ? date : '',
      time: TIME.test(time) ? time : '',
    }))
}

/** The legs a request holds, in order. */
export function requestLegs(fields: Record<string, unknown>): Array<Omit<DraftLeg, 'blockMinutes'>> {
  if (Array.isArray(fields.legs)) {
    const legs = fields.legs.map(legOf).filter((l): l is NonNullable<typeof l> => l !== null)
    if (legs.length > 0) return legs.slice(0, MAX_LEGS)
  }
  const trip = tripStringLegs(fields.trip)
  if (trip.length > 0) return trip.slice(0, MAX_LEGS)
  const from = text(fields.departure)
  const to = text(fields.destination)
  const date = [fields.date, fields.departureDate].map(text).find((d) => isIsoDate(d)) ?? ''
  const time = TIME.test(text(fields.time)) ? text(fields.time) : ''
  const legs = [{ from, to, date, time }]
  const back = text(fields.returnDate)
  if (isIsoDate(back) && from && to) legs.push({ from: to, to: from, date: back, time: '' })
  return legs
}

export interface RequestSummary {
  fullName: string
  language: 'fr' | 'en'
  fields: Record<string, unknown>
  /** The estimate attached to the request (€ excl. VAT, as the client saw it), if any. */
  estimateEur?: number | null
}

/** The fleet aircraft a request names, by id or by the name the forms store ("Falcon 7X"). */
export function askedAircraft(asked: string): Aircraft | undefined {
  const wanted = asked.trim().toLowerCase()
  return getAircraft(wanted) ?? AIRCRAFT.find((a) => a.name.toLowerCase() === wanted)
}

/** The request's estimate: the stored figure, else the one its fields carry. */
function estimateOf(request: RequestSummary): number {
  const value = request.estimateEur ?? Number(request.fields.est)
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : 0
}

/** The first draft; `distanceKm(from, to)` answers for codes the airport table knows (else null). */
export function prefillDraft(
  request: RequestSummary,
  distanceKm: (from: string, to: string) => number | null,
): OfferDraft {
  const asked = text(request.fields.aircraft) || text(request.fields.aircraftType)
  const aircraft = askedAircraft(asked)
  const aircraftId = aircraft?.id ?? ''
  const paxValue = Number(request.fields.pax ?? request.fields.passengers)
  const passengers = Number.isInteger(paxValue) && paxValue >= 1 && paxValue <= 19 ? paxValue : 1
  return {
    language: request.language,
    clientName: request.fullName,
    passengers,
    validityHours: DEFAULT_VALIDITY_HOURS,
    message: '',
    legs: requestLegs(request.fields).map((leg) => {
      const km = leg.from && leg.to ? distanceKm(leg.from, leg.to) : null
      return { ...leg, blockMinutes: km === null ? 0 : estimatedBlockMinutes(km, aircraftId || 'cl350') }
    }),
    options: [
      {
        aircraftId,
        aircraftName: '',
        burnGalPerHour: null,
        operator: '',
        registration: '',
        seats: aircraft?.pax ?? 0,
        // The figure the client was shown (docs/decisions/105-one-price.md), for the broker to confirm.
        charterEur: estimateOf(request),
        tsbaOverride: null,
        vatOverride: null,
        lines: [],
      },
    ],
  }
}
