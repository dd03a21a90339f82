import { lazy, Suspense, useId, useRef, useState, type FormEvent } from 'react'
import { useSearchParams } from 'react-router'
import { toast } from 'sonner'
import { estimatorCopy } from '~/content/estimator'
import { AIRCRAFT, DEFAULT_SIMULATOR_AIRCRAFT_ID, getAircraft } from '~/domain/aircraft'
import { DEFAULT_ESTIMATE_TIME } from '~/domain/estimator/estimate'
import type { EstimateResult, Trip, WeatherSummary } from '~/domain/estimator/types'
import { formatDuration, formatEuros, formatIsoDate, formatNumber, formatUnit } from '~/i18n/format'
import { useCopy, useLanguage } from '~/i18n/language-context'
import { useEarlyInput } from '~/lib/early-input'
import { AirportCombobox } from './airport-combobox'
import { DEFAULT_DAYS_AHEAD, addDays, airportPlace, formatTimeOfDay, normalisePassengers } from './estimate-format'
import { ConservativeBanner, EstimateError, Figure, Spinner, WindAtAltitude, fuelStopsText } from './result-parts'
import { fieldClass, hintClass, labelClass } from './styles'
import { useEstimate, useToday } from './use-estimate'

const RouteMap = lazy(() => import('./route-map'))

/** Simulator defaults (spec §5). */
export const SIMULATOR_DEFAULTS = {
  from: 'LBG',
  to: 'DXB',
  time: DEFAULT_ESTIMATE_TIME,
  pax: 8,
  aircraft: DEFAULT_SIMULATOR_AIRCRAFT_ID,
  trip: 'oneway' as Trip,
}

/** What "add the estimate to my request" puts in the contact page's query (spec §2, §7). */
export interface EstimatePrefill {
  from: string
  to: string
  date: string
  aircraft: string
  passengers: string
  est: string
}

export function prefillFrom(result: EstimateResult): EstimatePrefill {
  return {
    from: result.airports.departure.code,
    to: result.airports.arrival.code,
    date: result.input.date,
    aircraft: result.aircraft.name,
    passengers: String(result.input.pax),
    est: String(result.pricing.totalHT),
  }
}

/** The correspondence form the estimate is added to (contact page). */
const REQUEST_FORM_SELECTOR = '#contact-form, main form:not([data-estimator-form])'

/**
 * The full flight simulator of the contact page. "Add the estimate to my request" writes the
 * route, date, aircraft, passengers and total (`est`) into the page's query — the correspondence
 * form re-applies its prefill from it — brings the form into view and confirms with a toast.
 * `onAddToRequest` replaces that behaviour (spec §7: "or calls an optional callback").
 */
export function FlightSimulator({ onAddToRequest }: { onAddToRequest?: (prefill: EstimatePrefill) => void }) {
  const copy = useCopy(estimatorCopy)
  const { lang } = useLanguage()
  const id = useId()
  const today = useToday()
  const [, setSearchParams] = useSearchParams()
  const [from, setFrom] = useState(SIMULATOR_DEFAULTS.from)
  const [to, setTo] = useState(SIMULATOR_DEFAULTS.to)
  const [chosenDate, setChosenDate] = useState<string | null>(null)
  const [time, setTime] = useState(SIMULATOR_DEFAULTS.time)
  const [pax, setPax] = useState(String(SIMULATOR_DEFAULTS.pax))
  const [aircraftId, setAircraftId] = useState(SIMULATOR_DEFAULTS.aircraft)
  const [trip, setTrip] = useState<Trip>(SIMULATOR_DEFAULTS.trip)
  const { state, run } = useEstimate()
  const formRef = useRef<HTMLFormElement>(null)
  useEarlyInput(formRef, ({ element, name, value }) => {
    if (element.id === `${id}-date`) setChosenDate(value)
    else if (element.id === `${id}-time`) setTime(value)
    else if (element.id === `${id}-pax`) setPax(value)
    else if (element.id === `${id}-aircraft` && getAircraft(value)) setAircraftId(value)
    else if (name === `${id}-trip` && (value === 'oneway' || value === 'roundtrip')) setTrip(value)
  })

  const aircraft = getAircraft(aircraftId) ?? AIRCRAFT[6]
  const maxPax = aircraft?.pax ?? 20
  const date = chosenDate ?? (today ? addDays(today, DEFAULT_DAYS_AHEAD) : '')
  const calculating = state.status === 'calculating'
  const disabled = calculating || from.trim() === '' || to.trim() === ''

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (disabled) return
    const passengers = normalisePassengers(pax, maxPax)
    setPax(String(passengers))
    void run({ from, to, aircraft: aircraftId, date, time: time || DEFAULT_ESTIMATE_TIME, pax: passengers, trip, lang })
  }

  const addToRequest = (result: EstimateResult) => {
    const prefill = prefillFrom(result)
    if (onAddToRequest) {
      onAddToRequest(prefill)
      return
    }
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current)
        for (const [key, value] of Object.entries(prefill)) next.set(key, value)
        return next
      },
      { preventScrollReset: true, replace: true },
    )
    const form = document.querySelector<HTMLElement>(REQUEST_FORM_SELECTOR)
    if (form) {
      const header = document.querySelector('header')?.getBoundingClientRect().height ?? 0
      const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches
      window.scrollTo({ top: form.getBoundingClientRect().top + window.scrollY - header - 24, behavior: reduce ? 'auto' : 'smooth' })
    }
    toast.success(copy.simulator.added)
  }

  const f = copy.form
  return (
    <div>
      <div className="reveal max-w-3xl">
        <p className="eyebrow">{copy.simulator.eyebrow}</p>
        <h2 className="mt-4 text-4xl md:text-5xl">{copy.simulator.title}</h2>
        <div className="hairline mt-6" />
        <p className="mt-6 text-parchment">{copy.simulator.intro}</p>
      </div>
      <form
        ref={formRef}
        onSubmit={submit}
        noValidate
        aria-label={copy.simulator.formLabel}
        data-estimator-form=""
        className="mt-10 grid gap-x-6 gap-y-5 border border-line bg-night/80 p-5 sm:grid-cols-2 md:p-8 lg:grid-cols-4"
      >
        <AirportCombobox label={copy.airport.departure} code={from} onCodeChange={setFrom} className="lg:col-span-2" />
        <AirportCombobox label={copy.airport.arrival} code={to} onCodeChange={setTo} className="lg:col-span-2" />
        <div>
          <label htmlFor={`${id}-date`} className={labelClass}>
            {f.date}
          </label>
          <input
            id={`${id}-date`}
            type="date"
            required
            min={today ?? undefined}
            value={date}
            onChange={(event) => setChosenDate(event.target.value)}
            className={fieldClass}
          />
        </div>
        <div>
          <label htmlFor={`${id}-time`} className={labelClass}>
            {f.time}
          </label>
          <input
            id={`${id}-time`}
            type="time"
            value={time}
            aria-describedby={`${id}-time-hint`}
            onChange={(event) => setTime(event.target.value)}
            className={fieldClass}
          />
          <p id={`${id}-time-hint`} className={hintClass}>
            {f.timeHint}
          </p>
        </div>
        <div>
          <label htmlFor={`${id}-pax`} className={labelClass}>
            {f.passengers}
          </label>
          <input
            id={`${id}-pax`}
            type="number"
            inputMode="numeric"
            min={1}
            max={maxPax}
            step={1}
            value={pax}
            aria-describedby={`${id}-pax-hint`}
            onChange={(event) => setPax(event.target.value)}
            onBlur={() => setPax(String(normalisePassengers(pax, maxPax)))}
            className={fieldClass}
          />
          <p id={`${id}-pax-hint`} className={hintClass}>
            {f.passengersHint(formatNumber(lang, maxPax))}
          </p>
        </div>
        <div>
          <label htmlFor={`${id}-aircraft`} className={labelClass}>
            {f.aircraft}
          </label>
          <select
            id={`${id}-aircraft`}
            value={aircraftId}
            onChange={(event) => {
              const next = getAircraft(event.target.value)
              setAircraftId(event.target.value)
              if (next) setPax((current) => String(normalisePassengers(current, next.pax)))
            }}
            className={`${fieldClass} appearance-none bg-[length:0.7rem] bg-[right_1rem_center] bg-no-repeat pr-9`}
            style={{
              backgroundImage:
                "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 12 8'%3E%3Cpath d='M1 1.5 6 6.5 11 1.5' fill='none' stroke='%23c9a96a' stroke-width='1.4'/%3E%3C/svg%3E\")",
            }}
          >
            {AIRCRAFT.map((a) => (
              <option key={a.id} value={a.id}>
                {a.name}
              </option>
            ))}
          </select>
        </div>
        <fieldset className="sm:col-span-2 lg:col-span-2">
          <legend className={labelClass}>{f.trip}</legend>
          <div className="grid h-12 grid-cols-2 border border-line">
            {(['oneway', 'roundtrip'] as const).map((value) => (
              <label
                key={value}
                className={`flex cursor-pointer items-center justify-center gap-2 text-[0.78rem] uppercase tracking-[0.16em] transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-gold-light ${
                  trip === value ? 'bg-gold/15 text-ivory' : 'text-mist hover:text-parchment'
                }`}
              >
                <input
                  type="radio"
                  name={`${id}-trip`}
                  value={value}
                  checked={trip === value}
                  onChange={() => setTrip(value)}
                  className="sr-only"
                />
                <span
                  aria-hidden="true"
                  className={`h-2 w-2 rounded-full border ${trip === value ? 'border-gold bg-gold' : 'border-mist'}`}
                />
                {f[value]}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="sm:col-span-2 lg:col-span-2 lg:pt-[1.6rem]">
          <button type="submit" className="btn btn-gold w-full" disabled={disabled} aria-busy={calculating}>
            {calculating ? <Spinner /> : null}
            {calculating ? f.calculating : f.calculateSimulator}
          </button>
        </div>
      </form>

      <p role="status" className="sr-only">
        {calculating ? f.calculating : ''}
      </p>
      {state.status === 'error' ? <EstimateError code={state.code} /> : null}
      {state.status === 'result' ? (
        <SimulatorResult result={state.result} onAdd={() => addToRequest(state.result)} />
      ) : null}
    </div>
  )
}

function SimulatorResult({ result, onAdd }: { result: EstimateResult; onAdd: () => void }) {
  const headingId = useId()
  const copy = useCopy(estimatorCopy)
  const t = copy.result
  const s = copy.simulator
  const { lang } = useLanguage()
  const { departure, arrival } = result.airports
  const p = result.pricing
  const money = (amount: number) => formatEuros(lang, amount)
  const ms = (value: number) => formatUnit(lang, value, 'meter-per-second', 1)

  return (
    <section aria-labelledby={headingId} className="mt-10 fade-in" data-testid="simulator-result">
      <div className="flex flex-col gap-2 border-b border-line pb-6 md:flex-row md:items-end md:justify-between">
        <div>
          <h3 id={headingId} className="eyebrow !font-sans">
            {s.resultHeading}
          </h3>
          <p className="mt-3 font-display text-3xl text-ivory md:text-4xl">
            {departure.city} <span className="text-gold">→</span> {arrival.city}
          </p>
          <p className="mt-2 text-sm text-mist">
            {s.summary({
              trip: result.input.trip === 'roundtrip' ? copy.form.roundtrip : copy.form.oneway,
              aircraft: result.aircraft.name,
              pax: s.paxCount(result.input.pax, formatNumber(lang, result.input.pax)),
              date: formatIsoDate(lang, result.input.date),
              time: formatTimeOfDay(lang, result.input.time),
            })}
          </p>
        </div>
        <p className="text-sm tracking-[0.14em] text-parchment">{t.route(departure.code, arrival.code)}</p>
      </div>

      {result.conservative ? (
        <div className="mt-6">
          <ConservativeBanner detailed />
        </div>
      ) : null}

      <div className="mt-8 grid gap-10 lg:grid-cols-[1.35fr_1fr]">
        <div>
          <dl className="grid grid-cols-2 gap-x-6 gap-y-7 sm:grid-cols-3">
            <Figure label={t.blockTime} hint={t.blockTimeHint} testId="block-time">
              {formatDuration(lang, result.blockTimeHours)}
            </Figure>
            <Figure label={t.cruiseTime} testId="cruise-time">
              {formatDuration(lang, result.cruiseTimeHours)}
            </Figure>
            <Figure label={t.distance} testId="distance">
              {formatUnit(lang, result.distanceKm, 'kilometer')}
            </Figure>
            <Figure label={s.altitude} testId="altitude">
              {s.flightLevel(String(result.cruiseLevel), formatNumber(lang, result.hpa))}
            </Figure>
            <Figure label={t.windAtAltitude}>
              <WindAtAltitude result={result} />
            </Figure>
            <Figure label={t.fuelStops} testId="fuel-stops">
              {fuelStopsText(lang, t, result.fuelStops)}
            </Figure>
            <Figure label={s.groundSpeed} testId="ground-speed">
              {formatUnit(lang, result.groundSpeedKmh, 'kilometer-per-hour')}
            </Figure>
            <div className="col-span-2 min-w-0">
              <dt className="text-[0.7rem] uppercase tracking-[0.18em] text-mist">{s.turbulence}</dt>
              <dd className="mt-1.5 font-display text-2xl leading-tight text-ivory" data-testid="turbulence">
                {s.turbulenceClasses[result.turbulence.class]}{' '}
                <span className="font-sans text-sm text-mist">
                  {s.turbulenceScore(formatNumber(lang, result.turbulence.score))}
                </span>
              </dd>
              <dd className="mt-2 grid grid-cols-3 gap-3 text-xs text-mist" data-testid="turbulence-details">
                <span>
                  {s.verticalShear}
                  <span className="block text-sm text-parchment">{ms(result.turbulence.details.verticalShear_ms)}</span>
                </span>
                <span>
                  {s.horizontalVariability}
                  <span className="block text-sm text-parchment">{ms(result.turbulence.details.horizStd_ms)}</span>
                </span>
                <span>
                  {s.windTurning}
                  <span className="block text-sm text-parchment">
                    {s.degrees(formatNumber(lang, result.turbulence.details.turning_deg))}
                  </span>
                </span>
              </dd>
            </div>
          </dl>

          <div className="mt-10">
            <Suspense
              fallback={
                <div className="flex aspect-[1.9] items-center justify-center border border-line bg-midnight text-xs text-mist">
                  {s.map.loading}
                </div>
              }
            >
              <RouteMap result={result} />
            </Suspense>
          </div>
        </div>

        <div className="lg:sticky lg:top-28 lg:self-start">
          <div className="border border-gold/40 bg-night p-6">
            <h4 className="eyebrow !font-sans">{s.priceBreakdown}</h4>
            <dl className="mt-5 space-y-3 text-sm" data-testid="price-breakdown">
              <PriceRow label={s.operator} value={money(p.operator)} testId="price-operator" />
              <PriceRow label={s.fees} value={money(p.fees)} testId="price-fees" />
              <PriceRow label={s.commission} value={money(p.commission)} testId="price-commission" />
              <div className="flex items-baseline justify-between gap-4 border-t border-line pt-4">
                <dt className="text-parchment">{result.conservative ? s.totalConservative : s.total}</dt>
                <dd className="whitespace-nowrap font-display text-3xl text-gold-light" data-testid="price-total">
                  {money(p.totalHT)}
                </dd>
              </div>
              <PriceRow label={s.priceRange} value={t.range(money(p.lowHT), money(p.highHT))} testId="price-range" />
            </dl>
            <p className="mt-5 text-xs leading-relaxed text-mist">{s.notice}</p>
            <button type="button" onClick={onAdd} className="btn btn-gold mt-6 w-full">
              {s.addToRequest}
            </button>
            <p className="mt-3 text-xs text-mist">{t.quotePromise}</p>
          </div>
        </div>
      </div>

      <div className="mt-10 grid gap-6 md:grid-cols-2">
        <WeatherCard
          title={t.weatherDeparture}
          place={`${departure.name} · ${airportPlace(lang, departure)}`}
          weather={result.weather.departure}
          testId="weather-departure"
        />
        <WeatherCard
          title={t.weatherArrival}
          place={`${arrival.name} · ${airportPlace(lang, arrival)}`}
          weather={result.weather.arrival}
          testId="weather-arrival"
        />
      </div>
      <p className="mt-4 text-xs text-mist">
        <a
          href="https://open-meteo.com/"
          target="_blank"
          rel="noopener noreferrer"
          className="text-parchment underline decoration-gold/50 hover:text-gold-light"
        >
          {s.attribution}
        </a>
      </p>
    </section>
  )
}

function PriceRow({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="flex items-baseline justify-between gap-4">
      <dt className="text-mist">{label}</dt>
      <dd className="whitespace-nowrap text-parchment" data-testid={testId}>
        {value}
      </dd>
    </div>
  )
}

function WeatherCard({
  title,
  place,
  weather,
  testId,
}: {
  title: string
  place: string
  weather: WeatherSummary | null
  testId: string
}) {
  const copy = useCopy(estimatorCopy)
  const s = copy.simulator
  const { lang } = useLanguage()
  return (
    <section aria-label={title} className="border border-line p-6" data-testid={testId}>
      <h4 className="eyebrow !font-sans">{title}</h4>
      <p className="mt-2 text-sm text-parchment">{place}</p>
      {weather ? (
        <>
          <p className="mt-1 text-xs text-mist">
            {formatIsoDate(lang, weather.dateIso)} — {s.weatherAt(formatTimeOfDay(lang, weather.timeIso))}
          </p>
          <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-3 text-sm sm:grid-cols-3">
            <WeatherItem
              label={s.temperatures}
              value={copy.result.tempRange(formatUnit(lang, weather.tempMinC, 'celsius'), formatUnit(lang, weather.tempMaxC, 'celsius'))}
            />
            <WeatherItem
              label={s.wind}
              value={`${formatUnit(lang, weather.windKmh, 'kilometer-per-hour')} · ${s.degrees(formatNumber(lang, weather.windDirDeg))}`}
            />
            <WeatherItem label={s.gusts} value={formatUnit(lang, weather.gustKmh, 'kilometer-per-hour')} />
            <WeatherItem label={s.pressure} value={s.hpa(formatNumber(lang, weather.pressureHpa))} />
            <WeatherItem label={s.precipitation} value={formatUnit(lang, weather.precipMm, 'millimeter', 1)} />
          </dl>
        </>
      ) : (
        <p className="mt-4 text-sm text-parchment">{copy.result.noForecast}</p>
      )}
    </section>
  )
}

function WeatherItem({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-[0.7rem] uppercase tracking-[0.16em] text-mist">{label}</dt>
      <dd className="mt-0.5 text-parchment">{value}</dd>
    </div>
  )
}
