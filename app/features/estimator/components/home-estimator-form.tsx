import { useId, useState, type FocusEventHandler, type FormEventHandler, type ReactNode, type Ref } from 'react'
import { homeCopy } from '~/content/home'
import { useCopy } from '~/i18n/language-context'
import { EstimateDateField, FieldErrorText } from './estimate-date-field'
import { fieldClass, hintClass, labelClass } from '~/ui/field-styles'
import { useToday } from './use-today'
import { AIRPORT_FIELD_ATTRIBUTE } from '~/lib/hydration'

/** What the hero's form holds (its GET query on /estimate). */
export interface HomeEstimatorValues {
  from: string
  to: string
  date: string
  pax: string
  /** An aircraft id, or '' for "suggested for this trip". */
  aircraft: string
}

export const HOME_DEFAULT_PASSENGERS = 2

/** The hero's airport suggestions: 6 of the at most 8 matches (the bootstrap's list before hydration, then the combobox's). */
export const HOME_SUGGESTIONS = 6

/**
 * An aircraft of the fleet as the form's list shows it. The page's loader gives the list (a few
 * hundred bytes of data), so the fleet's full records stay out of the home page's JavaScript.
 */
export interface FleetChoice {
  id: string
  name: string
  pax: number
}

export type AirportSide = 'from' | 'to'

const selectArrow =
  "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 12 8'%3E%3Cpath d='M1 1.5 6 6.5 11 1.5' fill='none' stroke='%23c9a96a' stroke-width='1.4'/%3E%3C/svg%3E\")"

/** The class of each airport field's wrapper: the form's full width on a phone, half of it above. */
export const homeAirportFieldClass = 'col-span-12 min-w-0 sm:col-span-6'

/**
 * The hero's form, the same markup before and after its code loads (docs/decisions/049-home-estimate-and-advice.md): a GET form to
 * /estimate that works without JavaScript; the airport fields are given by the caller (plain text
 * inputs first, the combobox once loaded), shaped alike, so nothing moves when one replaces the other.
 */
export function HomeEstimatorForm({
  formRef,
  airportField,
  fleet,
  defaults,
  busy = false,
  canSubmit = true,
  onSubmit,
  onFocus,
  onPointerDown,
  fieldError,
}: {
  /** An error at one of the form's own fields, shown under it (docs/decisions/109-errors-at-the-field.md). */
  fieldError?: { name: string; message: string } | null
  formRef?: Ref<HTMLFormElement>
  airportField: (side: AirportSide, label: string) => ReactNode
  fleet: readonly FleetChoice[]
  defaults: HomeEstimatorValues
  busy?: boolean
  canSubmit?: boolean
  onSubmit?: FormEventHandler<HTMLFormElement>
  onFocus?: FocusEventHandler<HTMLFormElement>
  onPointerDown?: () => void
}) {
  const t = useCopy(homeCopy).estimator
  const id = useId()
  const today = useToday()
  const [aircraftId, setAircraftId] = useState(defaults.aircraft)
  const maxPax = fleet.find((a) => a.id === aircraftId)?.pax ?? Math.max(1, ...fleet.map((a) => a.pax))
  return (
    <form
      ref={formRef}
      method="get"
      action="/estimate"
      noValidate
      aria-label={t.formLabel}
      data-estimator-form=""
      onSubmit={onSubmit}
      onFocus={onFocus}
      onPointerDown={onPointerDown}
      className="grid grid-cols-12 gap-x-4 gap-y-3"
    >
      {airportField('from', t.departure)}
      {airportField('to', t.arrival)}
      <EstimateDateField
        id={id}
        label={t.date}
        today={today}
        defaultValue={defaults.date}
        className="col-span-8 min-w-0 sm:col-span-4"
        inputClassName="px-2.5"
        error={fieldError?.name === 'date' ? fieldError.message : undefined}
      />
      <div className="col-span-4 min-w-0 sm:col-span-3">
        <label htmlFor={`${id}-pax`} className={labelClass}>
          {t.passengers}
        </label>
        <input
          id={`${id}-pax`}
          name="pax"
          type="number"
          inputMode="numeric"
          min={1}
          max={maxPax}
          step={1}
          defaultValue={defaults.pax}
          aria-invalid={fieldError?.name === 'pax' ? true : undefined}
          aria-describedby={fieldError?.name === 'pax' ? `${id}-pax-error` : undefined}
          className={fieldClass}
        />
        <FieldErrorText id={`${id}-pax-error`} error={fieldError?.name === 'pax' ? fieldError.message : undefined} />
      </div>
      <div className="col-span-12 min-w-0 sm:col-span-5">
        <label htmlFor={`${id}-aircraft`} className={labelClass}>
          {t.aircraft}
        </label>
        <select
          id={`${id}-aircraft`}
          name="aircraft"
          defaultValue={defaults.aircraft}
          onChange={(event) => setAircraftId(event.target.value)}
          className={`${fieldClass} appearance-none truncate bg-[length:0.7rem] bg-[right_0.75rem_center] bg-no-repeat pr-7 pl-3`}
          style={{ backgroundImage: selectArrow }}
        >
          <option value="">{t.suggested}</option>
          {fleet.map((a) => (
            <option key={a.id} value={a.id}>
              {a.name}
            </option>
          ))}
        </select>
      </div>
      <div className="col-span-12 min-w-0 pt-1">
        <button type="submit" className="btn btn-gold w-full" disabled={!canSubmit} aria-busy={busy}>
          <span className="grid place-items-center [grid-template-areas:'label']">
            <span className={`[grid-area:label] whitespace-nowrap ${busy ? 'invisible' : ''}`}>{t.submit}</span>
            <span className={`[grid-area:label] whitespace-nowrap ${busy ? '' : 'invisible'}`}>{t.working}</span>
          </span>
        </button>
      </div>
    </form>
  )
}

/**
 * An airport field before the combobox's code has loaded: the same label, input and hint line as
 * `AirportCombobox` (app/components/airport/airport-combobox.tsx), so the swap moves nothing.
 */
export function PlainAirportField({
  name,
  label,
  defaultValue,
}: {
  name: AirportSide
  label: string
  defaultValue: string
}) {
  const t = useCopy(homeCopy).estimator
  const id = useId()
  return (
    <div className={homeAirportFieldClass}>
      <label htmlFor={`${id}-input`} className={labelClass}>
        {label}
      </label>
      <div className="relative">
        <input
          id={`${id}-input`}
          name={name}
          type="text"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder={t.placeholder}
          defaultValue={defaultValue}
          aria-describedby={`${id}-description`}
          // Typed in before the page's scripts run: the bootstrap suggests airports
          // (docs/decisions/123-the-first-letters-answered.md).
          {...{ [AIRPORT_FIELD_ATTRIBUTE]: HOME_SUGGESTIONS }}
          className={fieldClass}
        />
      </div>
      <p id={`${id}-description`} className={`${hintClass} [overflow-wrap:anywhere]`}>
        {t.hint}
      </p>
    </div>
  )
}

/** The place of the answer under the form: a reserved height (a usual answer's, measured at 390 and 1440 px), so an answer moves nothing below it. */
export function AnswerArea({ children }: { children: ReactNode }) {
  return (
    <div className="mt-5 min-h-[18rem] border-t border-line/80 pt-5 sm:min-h-[17rem]" data-testid="home-answer">
      {children}
    </div>
  )
}

/** What the plain form hands to the interactive one when it takes over. */
export interface LiveSnapshot {
  values: HomeEstimatorValues
  /** The field that had the focus, and its caret, to give them back. */
  focus: { name: string; start: number | null; end: number | null } | null
  /** The visitor asked for the estimate before the code had arrived: run it at once. */
  submit: boolean
}

export interface HomeEstimatorLiveProps {
  snapshot: LiveSnapshot
  fleet: readonly FleetChoice[]
  /** What the page already answered (the /estimate page), shown until a new estimate. */
  initialAnswer?: ReactNode
}

/** What the answer area says before an estimate. */
export function ReadyText() {
  const t = useCopy(homeCopy).estimator
  return (
    <div className="text-sm text-mist">
      <p className="text-[0.7rem] uppercase tracking-[0.18em]">{t.readyTitle}</p>
      <ul className="mt-3 space-y-2 text-parchment">
        {t.readyItems.map((item) => (
          <li key={item} className="flex items-baseline gap-2.5">
            <span aria-hidden="true" className="h-px w-3 shrink-0 translate-y-[-0.3em] bg-gold" />
            {item}
          </li>
        ))}
      </ul>
      <p className="mt-4 leading-relaxed">{t.ready}</p>
    </div>
  )
}
