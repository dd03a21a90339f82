import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react'
import type { EstimateMessageCode } from '~/features/estimator/content/estimate-errors'
import { AIRCRAFT, getAircraft } from '~/domain/aircraft'
import { suggestAircraft } from '~/domain/estimator/advice'
import { DEFAULT_ESTIMATE_TIME, planRoute } from '~/domain/estimator/estimate'
import { haversineDistanceKm } from '~/domain/estimator/geo'
import type { EstimateInput, Trip } from '~/domain/estimator/types'
import type { Language } from '~/i18n/language'
import { useLanguage } from '~/i18n/language-context'
import type { AirportChoice, AirportFieldHandle } from '~/components/airport/airport-combobox'
import { toAirport, type AirportSuggestion } from '~/components/airport/airport-search-client'
import { localIsoDate, normalisePassengers } from '~/i18n/place-format'
import { runwayRefusalOf, type EstimateView, type RunwayRefusal } from './runway-view'

/** idle → calculating → result | refused | error (docs/product.md §4). Errors are codes, so their text follows the language. */
export type EstimateState =
  | { status: 'idle' }
  | { status: 'calculating' }
  | { status: 'result'; result: EstimateView; /** The aircraft was suggested, not chosen. */ suggested?: boolean }
  | { status: 'refused'; refusal: RunwayRefusal; aircraftId: string }
  | {
      status: 'error'
      code: EstimateMessageCode
      /** The field the error belongs to, shown and focused there. */ field?: EstimateField
    }

/** The fields an error can be shown at (docs/decisions/109-errors-at-the-field.md). */
export type EstimateField = 'from' | 'to' | 'date' | 'time' | 'pax' | 'aircraft'

/** The field of an error code; `fromKnown`: the departure resolved (an unknown airport is then the arrival). */
export function fieldOfError(code: EstimateMessageCode, fromKnown: boolean): EstimateField | undefined {
  switch (code) {
    case 'AIRPORT_UNKNOWN':
      return fromKnown ? 'to' : 'from'
    case 'SAME_AIRPORTS':
      return 'to'
    case 'DATE_INVALID':
      return 'date'
    case 'TIME_INVALID':
      return 'time'
    case 'PAX_OUT_OF_RANGE':
      return 'pax'
    case 'AIRCRAFT_UNKNOWN':
      return 'aircraft'
    default:
      return undefined
  }
}

/**
 * Brings a faulty field into view and gives it the focus (a phone's screen shows the field and its
 * message, not a result box below the fold).
 */
export function focusField(form: HTMLFormElement | null, name: EstimateField): void {
  // The visible control of that name (a combobox also posts a hidden code of the same name).
  const field = Array.from(form?.elements ?? []).find(
    (element): element is HTMLElement =>
      element instanceof HTMLElement &&
      (element as HTMLInputElement).name === name &&
      (element as HTMLInputElement).type !== 'hidden',
  )
  if (!field) return
  field.scrollIntoView({ block: 'center' })
  field.focus({ preventScroll: true })
}

const KNOWN_CODES: readonly EstimateMessageCode[] = [
  'AIRPORT_UNKNOWN',
  'SAME_AIRPORTS',
  'AIRCRAFT_UNKNOWN',
  'PAX_OUT_OF_RANGE',
  'DATE_INVALID',
  'TIME_INVALID',
  'TRIP_INVALID',
  'RUNWAY_UNSUITABLE',
  'AIRSPACE_CLOSED',
  'CALCULATION_ERROR',
]

function errorCodeOf(body: unknown): EstimateMessageCode {
  const code = (body as { error?: { code?: unknown } } | null)?.error?.code
  return typeof code === 'string' && (KNOWN_CODES as readonly string[]).includes(code)
    ? (code as EstimateMessageCode)
    : 'CALCULATION_ERROR'
}

function isResult(body: unknown): body is EstimateView {
  return Boolean(body && typeof body === 'object' && 'pricing' in body && 'blockTimeHours' in body)
}

/** The query string of `GET /api/estimate`. */
export function estimateQuery(input: EstimateInput, lang: Language): string {
  return new URLSearchParams({
    from: input.from.trim().toUpperCase(),
    to: input.to.trim().toUpperCase(),
    aircraft: input.aircraft,
    date: input.date,
    time: input.time,
    pax: String(input.pax),
    trip: input.trip,
    lang,
  }).toString()
}

export interface EstimatorFormOptions {
  /** The codes the airport fields start with ('' for an empty field). */
  from: string
  to: string
  /** The card estimator's fixed aircraft; the simulator reads its aircraft field. */
  aircraft?: string
  /** The card estimator always flies one way at 12:00 (docs/product.md §4). */
  trip?: Trip
  time?: string
  /** Called as a calculation starts (the simulator starts loading its result's code). */
  onRun?: () => void
  /**
   * An empty aircraft field means "suggest one": the smallest aircraft of the fleet that seats the
   * passengers and flies the trip with the fewest stops (the home page's estimator).
   */
  suggest?: boolean
}

/** The most passengers any aircraft of the fleet seats (the bound while the aircraft is to be suggested). */
export const FLEET_MAX_PAX = Math.max(...AIRCRAFT.map((a) => a.pax))

/** A one-tap switch changes the form's aircraft field too, so the form shows what was estimated. */
function showAircraft(form: HTMLFormElement, aircraftId: string) {
  const field = form.elements.namedItem('aircraft')
  if (!(field instanceof HTMLSelectElement) || field.value === aircraftId) return
  field.value = aircraftId
  field.dispatchEvent(new Event('change', { bubbles: true }))
}

/** What a one-click choice changes before the estimate runs again. */
export interface EstimateOverride {
  side?: 'departure' | 'arrival'
  code?: string
  aircraft?: string
}

/**
 * The form logic shared by the card estimator and the simulator. The fields are uncontrolled (what a
 * visitor typed before hydration stays); on submit the airports typed but not picked are resolved,
 * passengers brought within the aircraft's capacity, the route checked in the browser by the pure
 * engine's `planRoute` (plus "not before today"), then `/api/estimate` asked. A new calculation
 * cancels a request still in flight.
 */
export function useEstimatorForm(options: EstimatorFormOptions) {
  const { lang } = useLanguage()
  const [state, setState] = useState<EstimateState>({ status: 'idle' })
  // Elements and field handles arrive through callback refs (state), so the form object holds no ref.
  const [formElement, bindForm] = useState<HTMLFormElement | null>(null)
  const [fromField, bindFrom] = useState<AirportFieldHandle | null>(null)
  const [toField, bindTo] = useState<AirportFieldHandle | null>(null)
  const { aircraft: fixedAircraft, trip: fixedTrip, time: fixedTime, onRun, suggest } = options
  const controllerRef = useRef<AbortController | null>(null)
  const [filled, setFilled] = useState({ from: options.from !== '', to: options.to !== '' })

  useEffect(() => () => controllerRef.current?.abort(), [])

  const onFromChoice = useCallback((choice: AirportChoice) => {
    const from = choice.text.trim() !== ''
    setFilled((f) => (f.from === from ? f : { ...f, from }))
  }, [])
  const onToChoice = useCallback((choice: AirportChoice) => {
    const to = choice.text.trim() !== ''
    setFilled((f) => (f.to === to ? f : { ...f, to }))
  }, [])

  const run = useCallback(
    async (override: EstimateOverride = {}) => {
      const form = formElement
      if (!form) return
      onRun?.()
      controllerRef.current?.abort()
      const controller = new AbortController()
      controllerRef.current = controller
      if (override.code && override.side) (override.side === 'departure' ? fromField : toField)?.setCode(override.code)
      const [from, to] = await Promise.all([fromField?.settle(), toField?.settle()])
      if (controller.signal.aborted || !from || !to) return

      const data = new FormData(form)
      const text = (key: string) => {
        const value = data.get(key)
        return typeof value === 'string' ? value : ''
      }
      if (override.aircraft) showAircraft(form, override.aircraft)
      let aircraftId = override.aircraft ?? fixedAircraft ?? text('aircraft')
      const suggesting = Boolean(suggest) && aircraftId === ''
      const paxField = form.elements.namedItem('pax')
      const pax = normalisePassengers(text('pax'), suggesting ? FLEET_MAX_PAX : (getAircraft(aircraftId)?.pax ?? 1))
      if (paxField instanceof HTMLInputElement) paxField.value = String(pax)
      if (suggesting) {
        const ends = from.airport && to.airport ? ([toAirport(from.airport), toAirport(to.airport)] as const) : null
        const suggested = ends
          ? suggestAircraft({
              distanceKm: haversineDistanceKm(ends[0], ends[1]),
              pax,
              departure: ends[0],
              arrival: ends[1],
            })
          : undefined
        // No aircraft that can use both runways: the smallest that seats them, whose refusal names the alternatives.
        aircraftId = (suggested ?? AIRCRAFT.find((a) => a.pax >= pax) ?? AIRCRAFT[0]!).id
      }
      const trip = fixedTrip ?? text('trip')
      const input: EstimateInput = {
        from: from.airport?.code ?? from.text.trim(),
        to: to.airport?.code ?? to.text.trim(),
        aircraft: aircraftId,
        date: text('date'),
        time: fixedTime ?? (text('time') || DEFAULT_ESTIMATE_TIME),
        pax,
        trip: trip === 'roundtrip' ? 'roundtrip' : 'oneway',
      }

      // The engine's own checks, in its order, with the airports the fields resolved.
      const known = [from.airport, to.airport].filter((a): a is AirportSuggestion => a !== null)
      const plan = planRoute(input, {
        lookup: (code) => {
          const found = known.find((a) => a.code === code.trim().toUpperCase())
          return found ? toAirport(found) : undefined
        },
      })
      // An unsuitable runway is refused by the server too, with the alternatives only it knows.
      const checked = plan.ok
        ? plan.plan.input
        : plan.code === 'RUNWAY_UNSUITABLE'
          ? { ...input, from: from.airport?.code ?? input.from, to: to.airport?.code ?? input.to }
          : null
      if (!plan.ok && !checked) {
        setState({ status: 'error', code: plan.code, field: fieldOfError(plan.code, from.airport !== null) })
        return
      }
      // The date's minimum is today (docs/product.md §4): the forms are noValidate, so it is checked here.
      if (input.date < localIsoDate(new Date())) {
        setState({ status: 'error', code: 'DATE_INVALID', field: 'date' })
        return
      }

      setState({ status: 'calculating' })
      try {
        const response = await fetch(`/api/estimate?${estimateQuery(checked ?? input, lang)}`, {
          signal: controller.signal,
          headers: { accept: 'application/json' },
        })
        const body: unknown = await response.json().catch(() => null)
        if (controller.signal.aborted) return
        const refusal = response.status === 422 ? runwayRefusalOf(body) : null
        if (response.ok && isResult(body)) setState({ status: 'result', result: body, suggested: suggesting })
        else if (refusal) setState({ status: 'refused', refusal, aircraftId: input.aircraft })
        else {
          const code = errorCodeOf(body)
          setState({ status: 'error', code, field: fieldOfError(code, true) })
        }
      } catch {
        if (controller.signal.aborted) return
        setState({ status: 'error', code: 'CALCULATION_ERROR' })
      }
    },
    [lang, formElement, fromField, toField, fixedAircraft, fixedTrip, fixedTime, onRun, suggest],
  )

  const onSubmit = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault()
      void run()
    },
    [run],
  )

  // An error at a field: that field comes into view with the focus, once the message is rendered.
  useEffect(() => {
    if (state.status === 'error' && state.field) focusField(formElement, state.field)
  }, [state, formElement])

  const calculating = state.status === 'calculating'
  return {
    state,
    bindForm,
    bindFrom,
    bindTo,
    onFromChoice,
    onToChoice,
    onSubmit,
    /** Runs again with a one-click choice (another airport or aircraft). */
    retry: run,
    calculating,
    canSubmit: !calculating && filled.from && filled.to,
    /** The form and both airport fields are bound: a calculation can run. */
    ready: Boolean(formElement && fromField && toField),
  }
}

export { useToday } from './use-today'
