import { useEffect, useId, useRef } from 'react'
import { estimatorCopy } from '~/features/estimator/content/estimator'
import { tripCopy } from '~/features/estimator/content/trip'
import { useCopy } from '~/i18n/language-context'
import { AirportCombobox } from '~/components/airport/airport-combobox'
import { fieldClass, hintClass, labelClass } from '~/ui/field-styles'
import { useToday } from './use-estimator-form'
import type { TripLegs } from './use-trip-legs'

/**
 * The simulator's extra legs (docs/product.md §10): each with its airports (the airport search),
 * date and time, and a button to remove it; "add a leg" up to six legs in all. Adding a leg moves the
 * focus to its departure field, removing one back to "add a leg"; a polite status says how many
 * legs the trip has.
 */
export function TripLegsEditor({ trip }: { trip: TripLegs }) {
  const t = useCopy(tripCopy).legs
  const f = useCopy(estimatorCopy)
  const id = useId()
  const today = useToday()
  const addRef = useRef<HTMLButtonElement>(null)
  const focusNext = useRef<'last' | 'add' | null>(null)
  const listRef = useRef<HTMLOListElement>(null)

  useEffect(() => {
    if (focusNext.current === 'last') {
      const inputs = listRef.current?.querySelectorAll<HTMLInputElement>('li:last-child input[role="combobox"]')
      // The departure is filled from the previous leg: the arrival is what is asked.
      inputs?.[1]?.focus()
    } else if (focusNext.current === 'add') addRef.current?.focus()
    focusNext.current = null
  }, [trip.legs.length])

  const legCount = trip.legs.length + 1
  return (
    <section aria-labelledby={`${id}-heading`} className="mt-6 border border-line bg-night/60 p-5 md:p-8">
      <h3 id={`${id}-heading`} className="eyebrow !font-sans">
        {t.heading}
      </h3>
      <p className="mt-3 max-w-2xl text-sm text-parchment">{t.intro}</p>
      {trip.legs.length > 0 ? <p className="mt-2 text-xs text-mist">{t.firstLeg}</p> : null}
      <ol ref={listRef} className="mt-5 space-y-5" data-testid="trip-legs">
        {trip.legs.map((leg, index) => {
          const n = index + 2
          return (
            <li key={leg.id} className="border-t border-line pt-5" data-testid="trip-leg">
              <fieldset className="grid gap-x-6 gap-y-4 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_auto_auto_auto]">
                <legend className="mb-3 text-[0.78rem] uppercase tracking-[0.18em] text-gold">{t.leg(n)}</legend>
                <AirportCombobox
                  label={f.airport.departure}
                  name={`leg-${leg.id}-from`}
                  defaultCode={leg.from}
                  onChoice={(choice) => trip.onChoice(leg.id, 'from', choice)}
                  handle={trip.bindHandle(leg.id, 'from')}
                />
                <AirportCombobox
                  label={f.airport.arrival}
                  name={`leg-${leg.id}-to`}
                  defaultCode={leg.to}
                  onChoice={(choice) => trip.onChoice(leg.id, 'to', choice)}
                  handle={trip.bindHandle(leg.id, 'to')}
                />
                <div>
                  <label htmlFor={`${id}-${leg.id}-date`} className={labelClass}>
                    {f.form.date}
                  </label>
                  <input
                    id={`${id}-${leg.id}-date`}
                    type="date"
                    required
                    min={today ?? undefined}
                    value={leg.date}
                    onChange={(event) => trip.setField(leg.id, 'date', event.target.value)}
                    className={fieldClass}
                  />
                </div>
                <div>
                  <label htmlFor={`${id}-${leg.id}-time`} className={labelClass}>
                    {f.form.time}
                  </label>
                  <input
                    id={`${id}-${leg.id}-time`}
                    type="time"
                    value={leg.time}
                    aria-describedby={`${id}-${leg.id}-time-hint`}
                    onChange={(event) => trip.setField(leg.id, 'time', event.target.value)}
                    className={fieldClass}
                  />
                  <p id={`${id}-${leg.id}-time-hint`} className={hintClass}>
                    {f.form.timeHint}
                  </p>
                </div>
                <div className="lg:pt-[1.6rem]">
                  <button
                    type="button"
                    className="btn btn-outline h-12 w-full whitespace-nowrap"
                    onClick={() => {
                      focusNext.current = 'add'
                      trip.remove(leg.id)
                    }}
                  >
                    {t.remove(n)}
                  </button>
                </div>
              </fieldset>
            </li>
          )
        })}
      </ol>
      <div className="mt-5 flex flex-wrap items-center gap-4">
        {trip.canAdd ? (
          <button
            ref={addRef}
            type="button"
            className="btn btn-outline"
            onClick={() => {
              focusNext.current = 'last'
              trip.add()
            }}
            data-testid="add-leg"
          >
            <span aria-hidden="true">+</span> {t.add}
          </button>
        ) : (
          <p className="text-sm text-mist">{t.max}</p>
        )}
        <p role="status" className="text-xs text-mist">
          {trip.legs.length > 0 ? t.count(legCount) : ''}
        </p>
      </div>
    </section>
  )
}
