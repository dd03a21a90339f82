import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react'
import type { EstimateMessageCode } from '~/content/estimate-errors'
import { getAirport } from '~/domain/airports'
import { hourOfTime, isValidIsoDate } from '~/domain/estimator/estimate'
import type { EstimateResult, Trip } from '~/domain/estimator/types'
import type { Language } from '~/i18n/language'
import { localIsoDate } from './estimate-format'

export interface EstimateRequest {
  from: string
  to: string
  aircraft: string
  date: string
  time: string
  pax: number
  trip: Trip
  lang: Language
}

/** idle → calculating → result | error (spec §4). Errors are codes, so their text follows the language. */
export type EstimateState =
  | { status: 'idle' }
  | { status: 'calculating' }
  | { status: 'result'; result: EstimateResult }
  | { status: 'error'; code: EstimateMessageCode }

const KNOWN_CODES: readonly EstimateMessageCode[] = [
  'AIRPORT_UNKNOWN',
  'SAME_AIRPORTS',
  'AIRCRAFT_UNKNOWN',
  'PAX_OUT_OF_RANGE',
  'DATE_INVALID',
  'TIME_INVALID',
  'TRIP_INVALID',
  'CALCULATION_ERROR',
]

function errorCodeOf(body: unknown): EstimateMessageCode {
  if (body && typeof body === 'object' && 'error' in body) {
    const error = (body as { error: unknown }).error
    if (error && typeof error === 'object' && 'code' in error) {
      const code = (error as { code: unknown }).code
      if (typeof code === 'string' && (KNOWN_CODES as readonly string[]).includes(code)) return code as EstimateMessageCode
    }
  }
  return 'CALCULATION_ERROR'
}

function isResult(body: unknown): body is EstimateResult {
  return Boolean(body && typeof body === 'object' && 'pricing' in body && 'blockTimeHours' in body)
}

/** The query string of `GET /api/estimate` (also used by the tests to ask the API the same question). */
export function estimateQuery(request: EstimateRequest): string {
  return new URLSearchParams({
    from: request.from.trim().toUpperCase(),
    to: request.to.trim().toUpperCase(),
    aircraft: request.aircraft,
    date: request.date,
    time: request.time,
    pax: String(request.pax),
    trip: request.trip,
    lang: request.lang,
  }).toString()
}

/**
 * Runs estimates against `/api/estimate`. The checks of spec §5 (airports, then date and time) run
 * first in the browser with the server's messages, so a wrong entry answers at once, without a request. A new
 * calculation clears the previous result or error and cancels a request still in flight.
 */
export function useEstimate() {
  const [state, setState] = useState<EstimateState>({ status: 'idle' })
  const controllerRef = useRef<AbortController | null>(null)

  useEffect(() => () => controllerRef.current?.abort(), [])

  const run = useCallback(async (request: EstimateRequest) => {
    controllerRef.current?.abort()
    const departure = getAirport(request.from)
    const arrival = getAirport(request.to)
    if (!departure || !arrival) {
      setState({ status: 'error', code: 'AIRPORT_UNKNOWN' })
      return
    }
    if (departure.code === arrival.code) {
      setState({ status: 'error', code: 'SAME_AIRPORTS' })
      return
    }
    // The date's minimum is today (spec §5); the forms are noValidate, so it is checked here.
    if (!isValidIsoDate(request.date) || request.date < localIsoDate(new Date())) {
      setState({ status: 'error', code: 'DATE_INVALID' })
      return
    }
    if (hourOfTime(request.time) === null) {
      setState({ status: 'error', code: 'TIME_INVALID' })
      return
    }
    const controller = new AbortController()
    controllerRef.current = controller
    setState({ status: 'calculating' })
    try {
      const response = await fetch(`/api/estimate?${estimateQuery(request)}`, {
        signal: controller.signal,
        headers: { accept: 'application/json' },
      })
      const body: unknown = await response.json().catch(() => null)
      if (controller.signal.aborted) return
      if (response.ok && isResult(body)) setState({ status: 'result', result: body })
      else setState({ status: 'error', code: errorCodeOf(body) })
    } catch {
      if (controller.signal.aborted) return
      setState({ status: 'error', code: 'CALCULATION_ERROR' })
    }
  }, [])

  return { state, run }
}

const subscribeNever = () => () => {}

/**
 * Today's local date (YYYY-MM-DD) in the browser, `null` during server rendering and hydration — so
 * the server's and the browser's first renders agree, whatever their clocks and time zones.
 */
export function useToday(): string | null {
  return useSyncExternalStore(
    subscribeNever,
    () => localIsoDate(new Date()),
    () => null,
  )
}
