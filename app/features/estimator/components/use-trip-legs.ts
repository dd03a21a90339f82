import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react'
import type { EstimateMessageCode } from '~/features/estimator/content/estimate-errors'
import { getAircraft } from '~/domain/aircraft'
import { DEFAULT_ESTIMATE_TIME } from '~/domain/estimator/constants'
import type { EstimateResult } from '~/domain/estimator/types'
import { MAX_TRIP_LEGS, formatTripLeg, type TripLegInput, type TripTotal } from '~/domain/trip/trip-legs'
import { useLanguage } from '~/i18n/language-context'
import type { AirportChoice, AirportFieldHandle } from '~/components/airport/airport-combobox'
import { addDays, localIsoDate, normalisePassengers } from '~/i18n/place-format'

/** A trip as `/api/trip` answers it. */
export interface TripView {
  legs: EstimateResult[]
  total: TripTotal
}

/** Why a trip was not estimated: checked here (which leg), or answered by the server. */
export type TripError =
  | { kind: 'missing' | 'same' | 'date'; leg: number }
  | { kind: 'order'; leg: number }
  | { kind: 'count' }
  | { kind: 'leg'; leg: number; code: EstimateMessageCode }

export type TripState =
  | { status: 'idle' }
  | { status: 'calculating' }
  | { status: 'result'; trip: TripView }
  | { status: 'error'; error: TripError }

/** A leg after the first (the first is the simulator's own form). */
export interface LegDraft {
  id: number
  from: string
  to: string
  date: string
  time: string
}

const LEG_CODES: readonly EstimateMessageCode[] = [
  'AIRPORT_UNKNOWN',
  'SAME_AIRPORTS',
  'AIRCRAFT_UNKNOWN',
  'PAX_OUT_OF_RANGE',
  'DATE_INVALID',
  'TIME_INVALID',
  'RUNWAY_UNSUITABLE',
  'AIRSPACE_CLOSED',
  'RATE_LIMITED',
]

/** The server's refusal as the screens read it. */
export function tripErrorOf(status: number, body: unknown): TripError {
  const error = (body as { error?: { code?: unknown; leg?: unknown } } | null)?.error
  const code = typeof error?.code === 'string' ? error.code : ''
  const leg = typeof error?.leg === 'number' ? error.leg : 0
  if (code === 'LEGS_OUT_OF_ORDER' && leg > 0) return { kind: 'order', leg }
  if (code === 'LEGS_COUNT_INVALID') return { kind: 'count' }
  const known = (LEG_CODES as readonly string[]).includes(code) ? (code as EstimateMessageCode) : null
  if (status === 429) return { kind: 'leg', leg: 0, code: 'RATE_LIMITED' }
  return { kind: 'leg', leg, code: known ?? 'CALCULATION_ERROR' }
}

function isTrip(body: unknown): body is TripView {
  return Boolean(body && typeof body === 'object' && Array.isArray((body as TripView).legs) && 'total' in body)
}

/** The query of `GET /api/trip`. */
export function tripQuery(aircraft: string, pax: number, lang: string, legs: readonly TripLegInput[]): string {
  const query = new URLSearchParams({ aircraft, pax: String(pax), lang })
  for (const leg of legs) query.append('leg', formatTripLeg(leg))
  return query.toString()
}

/** The simulator form's elements and airport fields, as `useEstimatorForm` binds them. */
export interface MainForm {
  form: HTMLFormElement | null
  from: AirportFieldHandle | null
  to: AirportFieldHandle | null
}

/**
 * The simulator's extra legs (docs/product.md §10): up to five after the form's own, each with its
 * airports, date and time; "add a leg" starts where the previous one lands, the next day at noon.
 * With extra legs the simulator asks `/api/trip` for the whole trip (each leg one way).
 */
export function useTripLegs(main: () => MainForm) {
  const { lang } = useLanguage()
  const [legs, setLegs] = useState<LegDraft[]>([])
  const [state, setState] = useState<TripState>({ status: 'idle' })
  const handles = useRef(new Map<string, AirportFieldHandle>())
  const nextId = useRef(1)
  const controller = useRef<AbortController | null>(null)
  useEffect(() => () => controller.current?.abort(), [])

  const bindHandle = useCallback(
    (id: number, side: 'from' | 'to') => (handle: AirportFieldHandle | null) => {
      if (handle) handles.current.set(`${id}-${side}`, handle)
      else handles.current.delete(`${id}-${side}`)
    },
    [],
  )

  const onChoice = useCallback((id: number, side: 'from' | 'to', choice: AirportChoice) => {
    setLegs((current) => current.map((leg) => (leg.id === id ? { ...leg, [side]: choice.text.trim() } : leg)))
  }, [])

  const setField = useCallback((id: number, field: 'date' | 'time', value: string) => {
    setLegs((current) => current.map((leg) => (leg.id === id ? { ...leg, [field]: value } : leg)))
  }, [])

  const add = useCallback(() => {
    const { form } = main()
    const text = (name: string) => {
      const field = form?.elements.namedItem(name)
      return field instanceof HTMLInputElement ? field.value.trim() : ''
    }
    setLegs((current) => {
      if (current.length >= MAX_TRIP_LEGS - 1) return current
      const previous = current[current.length - 1]
      const from = previous ? previous.to : text('to')
      const date = previous ? previous.date : text('date')
      const id = nextId.current++
      return [...current, { id, from, to: '', date: date ? addDays(date, 1) : '', time: DEFAULT_ESTIMATE_TIME }]
    })
  }, [main])

  const remove = useCallback((id: number) => {
    setLegs((current) => current.filter((leg) => leg.id !== id))
  }, [])

  const run = useCallback(async () => {
    const { form, from, to } = main()
    if (!form) return
    controller.current?.abort()
    const abort = new AbortController()
    controller.current = abort
    const settle = async (handle: AirportFieldHandle | null | undefined, fallback: string) => {
      const choice = handle ? await handle.settle() : null
      return (choice?.airport?.code ?? choice?.text ?? fallback).trim().toUpperCase()
    }
    const data = new FormData(form)
    const text = (key: string) => {
      const value = data.get(key)
      return typeof value === 'string' ? value : ''
    }
    const aircraft = text('aircraft')
    const pax = normalisePassengers(text('pax'), getAircraft(aircraft)?.pax ?? 1)
    const paxField = form.elements.namedItem('pax')
    if (paxField instanceof HTMLInputElement) paxField.value = String(pax)
    const first: TripLegInput = {
      from: await settle(from, text('from')),
      to: await settle(to, text('to')),
      date: text('date'),
      time: text('time') || DEFAULT_ESTIMATE_TIME,
    }
    const rest = await Promise.all(
      legs.map(async (leg) => ({
        from: await settle(handles.current.get(`${leg.id}-from`), leg.from),
        to: await settle(handles.current.get(`${leg.id}-to`), leg.to),
        date: leg.date,
        time: leg.time || DEFAULT_ESTIMATE_TIME,
      })),
    )
    if (abort.signal.aborted) return
    const all = [first, ...rest]
    const today = localIsoDate(new Date())
    for (const [i, leg] of all.entries()) {
      if (!leg.from || !leg.to) return setState({ status: 'error', error: { kind: 'missing', leg: i + 1 } })
      if (leg.from === leg.to) return setState({ status: 'error', error: { kind: 'same', leg: i + 1 } })
      if (!leg.date || leg.date < today) return setState({ status: 'error', error: { kind: 'date', leg: i + 1 } })
    }
    setState({ status: 'calculating' })
    try {
      const response = await fetch(`/api/trip?${tripQuery(aircraft, pax, lang, all)}`, {
        signal: abort.signal,
        headers: { accept: 'application/json' },
      })
      const body: unknown = await response.json().catch(() => null)
      if (abort.signal.aborted) return
      if (response.ok && isTrip(body)) setState({ status: 'result', trip: body })
      else setState({ status: 'error', error: tripErrorOf(response.status, body) })
    } catch {
      if (!abort.signal.aborted)
        setState({ status: 'error', error: { kind: 'leg', leg: 0, code: 'CALCULATION_ERROR' } })
    }
  }, [main, legs, lang])

  const onSubmit = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault()
      void run()
    },
    [run],
  )

  return {
    legs,
    state,
    add,
    remove,
    setField,
    onChoice,
    bindHandle,
    onSubmit,
    calculating: state.status === 'calculating',
    canAdd: legs.length < MAX_TRIP_LEGS - 1,
  }
}

export type TripLegs = ReturnType<typeof useTripLegs>
