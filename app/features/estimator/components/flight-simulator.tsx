import { lazy, Suspense, useCallback, useMemo, useRef, useState } from 'react'
import { useSearchParams } from 'react-router'
import { toast } from '~/ui/toast'
import { estimatorCopy } from '~/features/estimator/content/estimator'
import { simulatorStart } from './simulator-start'
import { roundBroker } from '~/domain/broker-price'
import type { EstimateResult } from '~/domain/estimator/types'
import { useCopy } from '~/i18n/language-context'
import { EstimatorFields } from './estimator-fields'
import type { AirportFieldHandle } from '~/components/airport/airport-combobox'
import { EstimateError } from './result-parts'
import { TripError } from './trip-error'
import { TripLegsEditor } from './trip-legs-editor'
import { useEstimatorForm } from './use-estimator-form'
import { useTripLegs, type MainForm } from './use-trip-legs'

// The result and the refusal are code the page needs only once an estimate is asked for: their
// modules load then (the first submit starts loading them while the API answers).
const loadResult = () => import('./simulator-result')
const SimulatorResult = lazy(loadResult)
const RunwayRefusalBox = lazy(() => import('./runway-parts').then((m) => ({ default: m.RunwayRefusalBox })))
const loadTripResult = () => import('./trip-result')
const TripResult = lazy(loadTripResult)

export { SIMULATOR_DEFAULTS } from './simulator-start'

/** What "add the estimate to my request" hands to the contact form (docs/product.md §4, §7). */
export interface EstimatePrefill {
  from: string
  to: string
  date: string
  aircraft: string
  passengers: string
  est: string
}

function preloadResult() {
  void loadResult()
}

export function prefillFrom(result: EstimateResult): EstimatePrefill {
  return {
    from: result.airports.departure.code,
    to: result.airports.arrival.code,
    date: result.input.date,
    aircraft: result.aircraft.name,
    passengers: String(result.input.pax),
    // The total as the screen shows it (docs/decisions/048-broker-prices.md).
    est: String(roundBroker(result.pricing.totalHT)),
  }
}

/**
 * The full flight simulator of the contact page. "Add the estimate to my request" hands the route,
 * date, aircraft, passengers and total to `onAddToRequest` (the page puts them in its request form)
 * and confirms with a toast.
 */
export function FlightSimulator({ onAddToRequest }: { onAddToRequest: (prefill: EstimatePrefill) => void }) {
  const copy = useCopy(estimatorCopy)
  // The trip the visitor estimated, carried by the page's address (docs/product.md §14), else the defaults.
  const [searchParams] = useSearchParams()
  const [start] = useState(() => simulatorStart(searchParams))
  const aircraft = start.aircraft
  const base = useEstimatorForm({ from: start.from, to: start.to, onRun: preloadResult })
  const { state } = base

  // The form's element and airport fields, kept for the trip of several legs too.
  const main = useRef<MainForm>({ form: null, from: null, to: null })
  const { bindForm: bindBaseForm, bindFrom: bindBaseFrom, bindTo: bindBaseTo } = base
  const bindForm = useCallback(
    (element: HTMLFormElement | null) => {
      main.current.form = element
      bindBaseForm(element)
    },
    [bindBaseForm],
  )
  const bindFrom = useCallback(
    (handle: AirportFieldHandle | null) => {
      main.current.from = handle
      bindBaseFrom(handle)
    },
    [bindBaseFrom],
  )
  const bindTo = useCallback(
    (handle: AirportFieldHandle | null) => {
      main.current.to = handle
      bindBaseTo(handle)
    },
    [bindBaseTo],
  )
  const trip = useTripLegs(useCallback(() => main.current, []))
  // With legs added, the form estimates the whole trip (each leg one way) through /api/trip.
  const several = trip.legs.length > 0
  const form = useMemo(
    () => ({
      ...base,
      // Used as callback refs only, like the state setters they wrap.
      bindForm: bindForm as typeof base.bindForm,
      bindFrom: bindFrom as typeof base.bindFrom,
      bindTo: bindTo as typeof base.bindTo,
      ...(several
        ? {
            onSubmit: (event: React.FormEvent<HTMLFormElement>) => {
              void loadTripResult()
              trip.onSubmit(event)
            },
            calculating: trip.calculating,
            canSubmit: !trip.calculating && base.canSubmit,
          }
        : {}),
    }),
    [base, bindForm, bindFrom, bindTo, several, trip],
  )

  const addToRequest = (result: EstimateResult) => {
    onAddToRequest(prefillFrom(result))
    toast.success(copy.simulator.added)
  }

  return (
    <div>
      <div className="reveal max-w-3xl">
        <p className="eyebrow">{copy.simulator.eyebrow}</p>
        <h2 className="mt-4 text-4xl md:text-5xl">{copy.simulator.title}</h2>
        <div className="hairline mt-6" />
        <p className="mt-6 text-parchment">{copy.simulator.intro}</p>
      </div>
      <EstimatorFields
        form={form}
        variant="simulator"
        label={copy.simulator.formLabel}
        defaults={{ from: start.from, to: start.to, pax: start.pax, aircraft, date: start.date }}
        className="mt-10 grid gap-x-6 gap-y-5 border border-line bg-night/80 p-5 sm:grid-cols-2 md:p-8 lg:grid-cols-4"
      />
      <TripLegsEditor trip={trip} />
      <p role="status" className="sr-only">
        {form.calculating ? copy.form.calculating : ''}
      </p>
      {several ? (
        <>
          {trip.state.status === 'error' ? <TripError error={trip.state.error} /> : null}
          <Suspense fallback={null}>
            {trip.state.status === 'result' ? <TripResult trip={trip.state.trip} /> : null}
          </Suspense>
        </>
      ) : null}
      {!several && state.status === 'error' && !state.field ? <EstimateError code={state.code} /> : null}
      <Suspense fallback={null}>
        {!several && state.status === 'refused' ? (
          <RunwayRefusalBox
            refusal={state.refusal}
            aircraftId={state.aircraftId}
            offerAircraft={false}
            onChoose={(override) => void base.retry(override)}
          />
        ) : null}
        {!several && state.status === 'result' ? (
          <SimulatorResult
            result={state.result}
            onAdd={() => addToRequest(state.result)}
            onSwitch={(aircraft) => void base.retry({ aircraft })}
          />
        ) : null}
      </Suspense>
    </div>
  )
}
