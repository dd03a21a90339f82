import { AIRCRAFT } from '~/domain/aircraft'
import { isTimeOfDay } from '~/domain/dates'
import { MAX_TRIP_LEGS } from '~/domain/trip/trip-legs'
import {
  isIsoDate,
  MAX_EMAIL,
  MAX_MESSAGE,
  MAX_NAME,
  MAX_PHONE,
  MAX_PLACE,
  PAX_MAX,
  PAX_MIN,
} from '~/domain/forms/field-rules'

/**
 * The contact request's values without its schema (no zod: the contact page uses these before
 * its schema is loaded): the options, the field order, the form post and the page's values as the
 * spec's JSON body, and the prefill the estimator's links carry in the query string.
 */

/** Aircraft-type options of the contact form (docs/product.md §7), in the product's order. */
export const CONTACT_AIRCRAFT_OPTIONS = [
  'light',
  'midsize',
  'heavy',
  'falcon8x',
  'global7500',
  'gulfstream',
  'autre',
] as const
export type ContactAircraftOption = (typeof CONTACT_AIRCRAFT_OPTIONS)[number]

/** The product's default when no aircraft is chosen. */
export const NO_AIRCRAFT = 'N/A'

/** Where the request was written: the contact page or the club's contact entry. */
export const CONTACT_TOPICS = ['flight', 'club'] as const
export type ContactTopic = (typeof CONTACT_TOPICS)[number]

/** Field order of the form (also the order in which errors are reported). */
export const CONTACT_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'departure',
  'destination',
  'date',
  'pax',
  'aircraft',
  'message',
  'consent',
] as const
export type ContactField = (typeof CONTACT_FIELDS)[number]

/**
 * An aircraft value as accepted: one of the options, a fleet aircraft (id or name, any case: the
 * fleet cards and the simulator link with them), or nothing ('N/A'). Returns the canonical value
 * (fleet aircraft by name), or undefined when unknown.
 */
export function normalizeContactAircraft(value: string | null | undefined): string | undefined {
  const raw = (value ?? '').trim()
  if (raw === '' || raw.toUpperCase() === NO_AIRCRAFT) return NO_AIRCRAFT
  const lower = raw.toLowerCase()
  const option = CONTACT_AIRCRAFT_OPTIONS.find((o) => o === lower)
  if (option) return option
  const fleet = AIRCRAFT.find((a) => a.id === lower || a.name.toLowerCase() === lower)
  return fleet?.name
}

/** Editable values of the form, as text (what the inputs hold). */
export interface ContactFormValues {
  firstName: string
  lastName: string
  email: string
  phone: string
  departure: string
  destination: string
  date: string
  pax: string
  aircraft: string
  message: string
  consent: boolean
  company: string
  est: string
  /** A trip of several legs ("request this trip"): "FROM,TO,YYYY-MM-DD,HH:MM" legs joined by ';'. */
  trip: string
}

/** One leg of a requested trip as the form carries it: codes, date and time of departure (`HH:MM`). */
export const TRIP_LEG_PATTERN = /^[A-Z0-9]{3,4},[A-Z0-9]{3,4},\d{4}-\d{2}-\d{2},\d{2}:\d{2}$/
/** The longest `trip` value: six legs of 25 characters and their separators. */
export const MAX_TRIP_TEXT = MAX_TRIP_LEGS * 26

/**
 * What is wrong with a `trip` value: `tripTime` when its legs are well formed but a time is no time
 * of day (`99:99`, `24:00`), `invalid` for anything else (not 2–6 legs, a leg not
 * `FROM,TO,YYYY-MM-DD,HH:MM`, a date that does not exist); null when it is a trip.
 */
export function tripProblemOf(trip: string): 'tripTime' | 'invalid' | null {
  const legs = trip.split(';')
  if (legs.length < 2 || legs.length > MAX_TRIP_LEGS) return 'invalid'
  if (!legs.every((leg) => TRIP_LEG_PATTERN.test(leg) && isIsoDate(leg.split(',')[2] ?? ''))) return 'invalid'
  return legs.every((leg) => isTimeOfDay(leg.split(',')[3])) ? null : 'tripTime'
}

/** A `trip` value's legs, or null when it is not 2–6 well-formed legs at real dates and times. */
export function tripLegsOf(trip: string): string[] | null {
  return tripProblemOf(trip) === null ? trip.split(';') : null
}

export const EMPTY_CONTACT_VALUES: ContactFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  departure: '',
  destination: '',
  date: '',
  pax: '',
  aircraft: '',
  message: '',
  consent: false,
  company: '',
  est: '',
  trip: '',
}

/** Values → the JSON body of the product's call (pax as a number, aircraft 'N/A' by default). */
export function contactBodyFromValues(
  values: ContactFormValues,
  extra: { lang?: 'fr' | 'en'; topic?: ContactTopic } = {},
): Record<string, unknown> {
  const paxText = values.pax.trim()
  const body: Record<string, unknown> = {
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
    phone: values.phone,
    departure: values.departure,
    destination: values.destination,
    date: values.date,
    pax: /^\d{1,3}$/.test(paxText) ? Number(paxText) : paxText,
    message: values.message,
    aircraft: values.aircraft.trim() === '' ? NO_AIRCRAFT : values.aircraft,
    consent: values.consent,
    company: values.company,
  }
  if (/^\d{1,12}$/.test(values.est.trim())) body.est = Number(values.est.trim())
  if (values.trip !== '') body.trip = values.trip
  if (extra.lang) body.lang = extra.lang
  if (extra.topic) body.topic = extra.topic
  return body
}

/** What the estimator's links put in the contact page's query (docs/product.md §2). */
export interface ContactPrefill {
  departure?: string
  destination?: string
  date?: string
  pax?: string
  aircraft?: string
  est?: string
  /** `info=<aircraft>`: the visitor asks for information about that aircraft. */
  infoAircraft?: string
  /** `leg=FROM,TO,DATE,TIME` repeated ("request this trip" of the simulator): the trip's legs. */
  trip?: string
}

function cleanParam(value: string | null, max: number): string | undefined {
  if (value === null) return undefined
  const text = value.trim()
  return text === '' ? undefined : text.slice(0, max)
}

/**
 * The prefill carried by the query string: from, to, date, aircraft, passengers, est, info.
 * Unusable values are ignored rather than put in the form (an unknown aircraft, a bad date,
 * passengers out of 1..19 are clamped, a non-numeric estimate is dropped).
 */
export function contactPrefillFromQuery(query: {
  get(name: string): string | null
  getAll?(name: string): string[]
}): ContactPrefill {
  const prefill: ContactPrefill = {}
  // A trip of several legs: kept whole, and its first leg fills the route and the date.
  const legs = (query.getAll?.('leg') ?? []).map((leg) => leg.trim().toUpperCase()).slice(0, MAX_TRIP_LEGS + 1)
  const trip = tripLegsOf(legs.join(';'))
  if (trip) {
    prefill.trip = trip.join(';')
    const [from, to, date] = trip[0]!.split(',')
    prefill.departure = from
    prefill.destination = to
    prefill.date = date
  }
  const from = cleanParam(query.get('from'), MAX_PLACE)
  const to = cleanParam(query.get('to'), MAX_PLACE)
  if (from && !trip) prefill.departure = /^[a-z]{3,4}$/i.test(from) ? from.toUpperCase() : from
  if (to && !trip) prefill.destination = /^[a-z]{3,4}$/i.test(to) ? to.toUpperCase() : to
  const date = cleanParam(query.get('date'), 10)
  if (date && isIsoDate(date) && !trip) prefill.date = date
  const pax = cleanParam(query.get('passengers') ?? query.get('pax'), 4)
  if (pax && /^\d+$/.test(pax)) prefill.pax = String(Math.min(PAX_MAX, Math.max(PAX_MIN, Number(pax))))
  const aircraft = normalizeContactAircraft(cleanParam(query.get('aircraft'), 80))
  if (aircraft && aircraft !== NO_AIRCRAFT) prefill.aircraft = aircraft
  const info = normalizeContactAircraft(cleanParam(query.get('info'), 80))
  if (info && info !== NO_AIRCRAFT) {
    prefill.infoAircraft = info
    prefill.aircraft ??= info
  }
  const est = cleanParam(query.get('est'), 16)
  if (est && /^\d+(\.\d+)?$/.test(est)) {
    const rounded = Math.round(Number(est))
    if (rounded > 0 && rounded <= 100_000_000) prefill.est = String(rounded)
  }
  return prefill
}

/** Applies a prefill over the current values: only what the query carries changes. */
export function applyContactPrefill(
  values: ContactFormValues,
  prefill: ContactPrefill,
  infoMessage?: (aircraft: string) => string,
): ContactFormValues {
  const next = { ...values }
  if (prefill.departure !== undefined) next.departure = prefill.departure
  if (prefill.destination !== undefined) next.destination = prefill.destination
  if (prefill.date !== undefined) next.date = prefill.date
  if (prefill.pax !== undefined) next.pax = prefill.pax
  if (prefill.aircraft !== undefined) next.aircraft = prefill.aircraft
  if (prefill.est !== undefined) next.est = prefill.est
  if (prefill.trip !== undefined) next.trip = prefill.trip
  if (prefill.infoAircraft !== undefined && infoMessage && next.message.trim() === '') {
    next.message = infoMessage(prefill.infoAircraft)
  }
  return next
}

/** The values of a plain form post, to show them again after an error (the honeypot is not echoed). */
export function contactValuesFromForm(form: { get(name: string): unknown }): ContactFormValues {
  const text = (name: string, max: number) => {
    const value = form.get(name)
    return typeof value === 'string' ? value.slice(0, max) : ''
  }
  return {
    firstName: text('firstName', MAX_NAME),
    lastName: text('lastName', MAX_NAME),
    email: text('email', MAX_EMAIL),
    phone: text('phone', MAX_PHONE),
    departure: text('departure', MAX_PLACE),
    destination: text('destination', MAX_PLACE),
    date: text('date', 10),
    pax: text('pax', 4),
    aircraft: text('aircraft', 80),
    message: text('message', MAX_MESSAGE),
    consent: form.get('consent') === 'on' || form.get('consent') === 'true',
    company: '',
    est: text('est', 16),
    trip: text('trip', MAX_TRIP_TEXT),
  }
}
