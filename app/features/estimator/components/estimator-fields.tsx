import { useEffect, useId, useRef, useState } from 'react'
import { estimatorCopy } from '~/features/estimator/content/estimator'
import { AIRCRAFT, getAircraft } from '~/domain/aircraft'
import { DEFAULT_ESTIMATE_TIME } from '~/domain/estimator/estimate'
import type { Aircraft } from '~/domain/estimator/types'
import { formatNumber } from '~/i18n/format'
import { useCopy, useLanguage } from '~/i18n/language-context'
import { AirportCombobox } from '~/components/airport/airport-combobox'
import { estimateErrorCopy } from '~/features/estimator/content/estimate-errors'
import { EstimateDateField, FieldErrorText } from './estimate-date-field'
import { normalisePassengers } from '~/i18n/place-format'
import { Spinner } from './result-parts'
import { fieldClass, hintClass, labelClass } from '~/ui/field-styles'
import { useToday, type EstimateField, type useEstimatorForm } from './use-estimator-form'
import { SUBMIT_WHEN_READY_ATTRIBUTE } from '~/lib/hydration'

type EstimatorForm = ReturnType<typeof useEstimatorForm>

interface EstimatorFieldsProps {
  form: EstimatorForm
  variant: 'card' | 'simulator'
  label: string
  defaults: {
    from: string
    to: string
    pax: number
    aircraft: Aircraft
    /** '' or absent: a week ahead. */ date?: string
  }
  /** Suggestions shown per field (4 in the card). */
  maxShown?: number
  className: string
}

const selectArrow =
  "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 12 8'%3E%3Cpath d='M1 1.5 6 6.5 11 1.5' fill='none' stroke='%23c9a96a' stroke-width='1.4'/%3E%3C/svg%3E\")"

/**
 * The fields of both estimators, uncontrolled (every grid item may shrink below its content's
 * width, `min-w-0`: a long place picked wraps inside its field instead of pushing the card wider): airports, date (a week ahead, minimum today, set once
 * the browser's date is known), passengers (1..capacity) and, in the simulator, time, aircraft and
 * trip. The submit button keeps its width while calculating (both labels share one grid cell).
 */
export function EstimatorFields({ form, variant, label, defaults, maxShown, className }: EstimatorFieldsProps) {
  const { bindForm, bindFrom, bindTo, onSubmit, onFromChoice, onToChoice, calculating, canSubmit } = form
  const copy = useCopy(estimatorCopy)
  const f = copy.form
  const { lang } = useLanguage()
  const id = useId()
  const today = useToday()
  const simulator = variant === 'simulator'
  const [aircraftId, setAircraftId] = useState(defaults.aircraft.id)
  const maxPax = (getAircraft(aircraftId) ?? defaults.aircraft).pax
  const aircraftRef = useRef<HTMLSelectElement>(null)
  const paxRef = useRef<HTMLInputElement>(null)
  // An error at a field is shown under it (docs/decisions/109-errors-at-the-field.md).
  const errors = useCopy(estimateErrorCopy)
  const state = form.state
  const errorAt = (name: EstimateField): string | undefined =>
    state.status === 'error' && state.field === name ? errors[state.code] : undefined
  const described = (name: EstimateField, hint?: string) =>
    [hint, errorAt(name) ? `${id}-${name}-error` : undefined].filter(Boolean).join(' ') || undefined

  // An aircraft chosen before hydration bounds the passengers too.
  useEffect(() => {
    const chosen = aircraftRef.current?.value
    if (chosen && getAircraft(chosen)) setAircraftId(chosen)
  }, [])

  const normalisePax = (max: number) => {
    const input = paxRef.current
    if (input) input.value = String(normalisePassengers(input.value, max))
  }

  return (
    // It answers in place and has no page of its own: submitted before the scripts run, it waits for
    // them (docs/decisions/100-the-first-tap-answers.md).
    <form
      ref={bindForm}
      onSubmit={onSubmit}
      noValidate
      aria-label={label}
      data-estimator-form=""
      {...{ [SUBMIT_WHEN_READY_ATTRIBUTE]: '' }}
      className={className}
    >
      <AirportCombobox
        label={copy.airport.departure}
        name="from"
        defaultCode={defaults.from}
        maxShown={maxShown}
        onChoice={onFromChoice}
        handle={bindFrom}
        error={errorAt('from')}
        errorId={`${id}-from-error`}
        className={simulator ? 'min-w-0 lg:col-span-2' : 'min-w-0'}
      />
      <AirportCombobox
        label={copy.airport.arrival}
        name="to"
        defaultCode={defaults.to}
        maxShown={maxShown}
        onChoice={onToChoice}
        handle={bindTo}
        error={errorAt('to')}
        errorId={`${id}-to-error`}
        className={simulator ? 'min-w-0 lg:col-span-2' : 'min-w-0'}
      />
      <EstimateDateField
        id={id}
        label={f.date}
        today={today}
        defaultValue={defaults.date}
        required
        error={errorAt('date')}
      />
      {simulator ? (
        <div className="min-w-0">
          <label htmlFor={`${id}-time`} className={labelClass}>
            {f.time}
          </label>
          <input
            id={`${id}-time`}
            name="time"
            type="time"
            defaultValue={DEFAULT_ESTIMATE_TIME}
            aria-describedby={described('time', `${id}-time-hint`)}
            aria-invalid={errorAt('time') ? true : undefined}
            className={fieldClass}
          />
          <p id={`${id}-time-hint`} className={hintClass}>
            {f.timeHint}
          </p>
          <FieldErrorText id={`${id}-time-error`} error={errorAt('time')} />
        </div>
      ) : null}
      <div className="min-w-0">
        <label htmlFor={`${id}-pax`} className={labelClass}>
          {f.passengers}
        </label>
        <input
          ref={paxRef}
          id={`${id}-pax`}
          name="pax"
          type="number"
          inputMode="numeric"
          min={1}
          max={maxPax}
          step={1}
          defaultValue={String(defaults.pax)}
          aria-describedby={described('pax', `${id}-pax-hint`)}
          aria-invalid={errorAt('pax') ? true : undefined}
          onBlur={() => normalisePax(maxPax)}
          className={fieldClass}
        />
        <p id={`${id}-pax-hint`} className={hintClass}>
          {f.passengersHint(formatNumber(lang, maxPax))}
        </p>
        <FieldErrorText id={`${id}-pax-error`} error={errorAt('pax')} />
      </div>
      {simulator ? (
        <>
          <div className="min-w-0">
            <label htmlFor={`${id}-aircraft`} className={labelClass}>
              {f.aircraft}
            </label>
            <select
              ref={aircraftRef}
              id={`${id}-aircraft`}
              name="aircraft"
              defaultValue={defaults.aircraft.id}
              onChange={(event) => {
                const next = getAircraft(event.target.value)
                setAircraftId(event.target.value)
                if (next) normalisePax(next.pax)
              }}
              className={`${fieldClass} appearance-none bg-[length:0.7rem] bg-[right_1rem_center] bg-no-repeat pr-9`}
              style={{ backgroundImage: selectArrow }}
            >
              {AIRCRAFT.map((a) => (
                <option key={a.id} value={a.id}>
                  {a.name}
                </option>
              ))}
            </select>
          </div>
          <fieldset className="min-w-0 sm:col-span-2 lg:col-span-2">
            <legend className={labelClass}>{f.trip}</legend>
            <div className="grid h-12 grid-cols-2 border border-line">
              {(['oneway', 'roundtrip'] as const).map((value) => (
                <label
                  key={value}
                  className="group flex cursor-pointer items-center justify-center gap-2 text-[0.78rem] uppercase tracking-[0.16em] text-mist transition-colors hover:text-parchment has-[:checked]:bg-gold/15 has-[:checked]:text-ivory has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-gold-light"
                >
                  <input
                    type="radio"
                    name="trip"
                    value={value}
                    defaultChecked={value === 'oneway'}
                    className="peer sr-only"
                  />
                  <span
                    aria-hidden="true"
                    className="h-2 w-2 rounded-full border border-mist group-has-[:checked]:border-gold group-has-[:checked]:bg-gold"
                  />
                  {f[value]}
                </label>
              ))}
            </div>
          </fieldset>
        </>
      ) : null}
      <div
        className={
          simulator
            ? 'min-w-0 sm:col-span-2 lg:col-span-2 lg:pt-[1.6rem]'
            : 'min-w-0 sm:col-span-2 lg:col-span-1 lg:pt-[1.6rem]'
        }
      >
        <SubmitButton
          busy={calculating}
          disabled={!canSubmit}
          idle={simulator ? f.calculateSimulator : f.calculateCard}
          working={f.calculating}
        />
      </div>
    </form>
  )
}

/**
 * A submit button whose width does not move: the idle and working labels share one grid cell, the
 * hidden one kept invisible (so it is not part of the accessible name).
 */
function SubmitButton({
  busy,
  disabled,
  idle,
  working,
}: {
  busy: boolean
  disabled: boolean
  idle: string
  working: string
}) {
  return (
    <button type="submit" className="btn btn-gold w-full" disabled={disabled} aria-busy={busy}>
      <span className="grid place-items-center [grid-template-areas:'label']">
        <span className={`[grid-area:label] whitespace-nowrap ${busy ? 'invisible' : ''}`}>{idle}</span>
        <span
          className={`[grid-area:label] inline-flex items-center gap-2 whitespace-nowrap ${busy ? '' : 'invisible'}`}
        >
          {busy ? <Spinner /> : null}
          {working}
        </span>
      </span>
    </button>
  )
}
