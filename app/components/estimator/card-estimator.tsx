import { useId, useRef, useState, type FormEvent } from 'react'
import { Link } from 'react-router'
import { estimatorCopy } from '~/content/estimator'
import { DEFAULT_ESTIMATE_TIME } from '~/domain/estimator/estimate'
import type { Aircraft, EstimateResult } from '~/domain/estimator/types'
import { formatDuration, formatEuros, formatNumber, formatUnit } from '~/i18n/format'
import { useCopy, useLanguage } from '~/i18n/language-context'
import { useEarlyInput } from '~/lib/early-input'
import { AirportCombobox } from './airport-combobox'
import { DEFAULT_DAYS_AHEAD, addDays, normalisePassengers } from './estimate-format'
import {
  ConservativeBanner,
  EstimateError,
  Figure,
  Spinner,
  WeatherLine,
  WindAtAltitude,
  fuelStopsText,
} from './result-parts'
import { fieldClass, hintClass, labelClass } from './styles'
import { useEstimate, useToday } from './use-estimate'

/** Card estimator defaults (spec §5): 4 passengers; a departure from Paris–Le Bourget. */
export const CARD_DEFAULT_PASSENGERS = 4
const CARD_DEFAULT_DEPARTURE = 'LBG'
/** Suggestions shown by the card estimator (spec §5: 4 of the at most 8 matches). */
const CARD_SUGGESTIONS = 4

/**
 * The estimator embedded in each fleet card: one way, 12:00, this aircraft. The result shows the
 * block time, distance, fuel stops, wind, weather and the indicative price range, and leads to
 * /contact with the route prefilled.
 */
export function CardEstimator({ aircraft, label }: { aircraft: Aircraft; label: string }) {
  const copy = useCopy(estimatorCopy)
  const { lang } = useLanguage()
  const id = useId()
  const today = useToday()
  const [from, setFrom] = useState(CARD_DEFAULT_DEPARTURE)
  const [to, setTo] = useState('')
  const [chosenDate, setChosenDate] = useState<string | null>(null)
  const [pax, setPax] = useState(String(CARD_DEFAULT_PASSENGERS))
  const { state, run } = useEstimate()
  const formRef = useRef<HTMLFormElement>(null)
  useEarlyInput(formRef, ({ element, value }) => {
    if (element.id === `${id}-date`) setChosenDate(value)
    else if (element.id === `${id}-pax`) setPax(value)
  })

  const date = chosenDate ?? (today ? addDays(today, DEFAULT_DAYS_AHEAD) : '')
  const calculating = state.status === 'calculating'
  const disabled = calculating || from.trim() === '' || to.trim() === ''

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (disabled) return
    const passengers = normalisePassengers(pax, aircraft.pax)
    setPax(String(passengers))
    void run({
      from,
      to,
      aircraft: aircraft.id,
      date,
      time: DEFAULT_ESTIMATE_TIME,
      pax: passengers,
      trip: 'oneway',
      lang,
    })
  }

  return (
    <div>
      <form
        ref={formRef}
        onSubmit={submit}
        noValidate
        aria-label={label}
        data-estimator-form=""
        className="grid gap-x-5 gap-y-4 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_11rem_7rem_auto] lg:items-start"
      >
        <AirportCombobox label={copy.airport.departure} code={from} onCodeChange={setFrom} maxShown={CARD_SUGGESTIONS} />
        <AirportCombobox label={copy.airport.arrival} code={to} onCodeChange={setTo} maxShown={CARD_SUGGESTIONS} />
        <div>
          <label htmlFor={`${id}-date`} className={labelClass}>
            {copy.form.date}
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
          <label htmlFor={`${id}-pax`} className={labelClass}>
            {copy.form.passengers}
          </label>
          <input
            id={`${id}-pax`}
            type="number"
            inputMode="numeric"
            min={1}
            max={aircraft.pax}
            step={1}
            value={pax}
            aria-describedby={`${id}-pax-hint`}
            onChange={(event) => setPax(event.target.value)}
            onBlur={() => setPax(String(normalisePassengers(pax, aircraft.pax)))}
            className={fieldClass}
          />
          <p id={`${id}-pax-hint`} className={hintClass}>
            {copy.form.passengersHint(formatNumber(lang, aircraft.pax))}
          </p>
        </div>
        <div className="sm:col-span-2 lg:col-span-1 lg:pt-[1.6rem]">
          <button type="submit" className="btn btn-gold w-full whitespace-nowrap" disabled={disabled} aria-busy={calculating}>
            {calculating ? <Spinner /> : null}
            {calculating ? copy.form.calculating : copy.form.calculateCard}
          </button>
        </div>
      </form>

      <p role="status" className="sr-only">
        {calculating ? copy.form.calculating : ''}
      </p>
      {state.status === 'error' ? <EstimateError code={state.code} /> : null}
      {state.status === 'result' ? <CardResult result={state.result} aircraft={aircraft} /> : null}
    </div>
  )
}

function CardResult({ result, aircraft }: { result: EstimateResult; aircraft: Aircraft }) {
  const copy = useCopy(estimatorCopy)
  const t = copy.result
  const { lang } = useLanguage()
  const { departure, arrival } = result.airports
  const request = new URLSearchParams({
    from: departure.code,
    to: arrival.code,
    date: result.input.date,
    aircraft: aircraft.name,
    passengers: String(result.input.pax),
  })
  return (
    <section aria-label={t.heading} className="mt-6 border-t border-line pt-6 fade-in" data-testid="card-result">
      <div className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1">
        <h5 className="eyebrow">{t.heading}</h5>
        <p className="text-sm tracking-[0.14em] text-parchment">{t.route(departure.code, arrival.code)}</p>
      </div>

      <div className="mt-5 grid gap-6 lg:grid-cols-[1fr_auto] lg:items-end">
        <dl className="grid grid-cols-2 gap-x-6 gap-y-5 sm:grid-cols-4">
          <Figure label={t.blockTime} testId="block-time">
            {formatDuration(lang, result.blockTimeHours)}
          </Figure>
          <Figure label={t.distance} testId="distance">
            {formatUnit(lang, result.distanceKm, 'kilometer')}
          </Figure>
          <Figure label={t.fuelStops} testId="fuel-stops">
            {fuelStopsText(lang, t, result.fuelStops)}
          </Figure>
          <Figure label={t.windAtAltitude}>
            <WindAtAltitude result={result} compact />
          </Figure>
        </dl>
        <div className="border-l border-gold/40 pl-5 lg:text-right">
          <p className="text-[0.7rem] uppercase tracking-[0.18em] text-mist">{t.priceRange}</p>
          <p className="mt-1.5 whitespace-nowrap font-display text-3xl text-gold-light" data-testid="price-range">
            {t.range(formatEuros(lang, result.pricing.lowHT), formatEuros(lang, result.pricing.highHT))}
          </p>
        </div>
      </div>

      <dl className="mt-5 grid gap-4 sm:grid-cols-2">
        <WeatherLine label={`${t.weatherDeparture} · ${departure.city}`} weather={result.weather.departure} />
        <WeatherLine label={`${t.weatherArrival} · ${arrival.city}`} weather={result.weather.arrival} />
      </dl>

      {result.conservative ? (
        <div className="mt-5">
          <ConservativeBanner />
        </div>
      ) : null}

      <div className="mt-6 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-parchment">{t.quotePromise}</p>
        <Link to={`/contact?${request.toString()}`} className="btn btn-outline no-underline">
          {t.requestFlight}
        </Link>
      </div>
    </section>
  )
}
