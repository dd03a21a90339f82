import { useEffect, useId, useLayoutEffect, useRef } from 'react'
import { estimatorCopy } from '~/features/estimator/content/estimator'
import { estimateErrorCopy } from '~/features/estimator/content/estimate-errors'
import { useCopy } from '~/i18n/language-context'
import { AirportCombobox } from '~/components/airport/airport-combobox'
import {
  AnswerArea,
  HOME_SUGGESTIONS,
  HomeEstimatorForm,
  ReadyText,
  homeAirportFieldClass,
  type HomeEstimatorLiveProps,
} from './home-estimator-form'
import { HomeEstimateResult } from './home-estimator-result'
import { EstimateError } from './result-parts'
import { useRevealResult } from './reveal-result'
import { RunwayRefusalBox } from './runway-parts'
import { useEstimatorForm } from './use-estimator-form'

/**
 * The hero's estimator once its code has loaded (docs/decisions/049-home-estimate-and-advice.md): the airport comboboxes, the
 * estimate call, the answer in place, brought into view with the focus on its heading. It takes over
 * the plain form's markup with what the visitor had typed, the focused field and its caret.
 */
export default function HomeEstimatorLive({ snapshot, fleet, initialAnswer }: HomeEstimatorLiveProps) {
  const copy = useCopy(estimatorCopy)
  const form = useEstimatorForm({ from: '', to: '', trip: 'oneway', suggest: true })
  const { state } = form
  const errors = useCopy(estimateErrorCopy)
  const fieldError = state.status === 'error' && state.field ? { name: state.field, message: errors[state.code] } : null
  const id = useId()
  const formElement = useRef<HTMLFormElement | null>(null)
  const result = state.status === 'result' ? state.result : null
  const headingRef = useRevealResult<HTMLHeadingElement>(result)
  const answerRef = useRevealResult<HTMLDivElement>(
    // An error at a field takes the focus to that field (use-estimator-form.ts), not to the answer box.
    (state.status === 'error' && !state.field) || state.status === 'refused' ? state : null,
  )

  // Before the comboboxes' own effects run: the typed text (which they take as a search), the focus.
  useLayoutEffect(() => {
    const element = formElement.current
    if (!element) return
    for (const side of ['from', 'to'] as const) {
      const field = element.elements.namedItem(side)
      if (field instanceof HTMLInputElement) field.value = snapshot.values[side]
    }
    const focus = snapshot.focus
    const target = focus
      ? focus.name === 'submit'
        ? element.querySelector<HTMLElement>('button[type="submit"]')
        : element.elements.namedItem(focus.name)
      : null
    if (target instanceof HTMLElement) {
      target.focus({ preventScroll: true })
      if (
        target instanceof HTMLInputElement &&
        target.type === 'text' &&
        focus?.start !== null &&
        focus?.end !== null
      ) {
        target.setSelectionRange(focus?.start ?? null, focus?.end ?? null)
      }
    }
    // Once, with the snapshot it was given.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  // Asked before the code arrived: ask as soon as the fields are bound (they settle their airports first).
  const pendingSubmit = useRef(snapshot.submit)
  useEffect(() => {
    if (!pendingSubmit.current || !form.ready) return
    pendingSubmit.current = false
    formElement.current?.requestSubmit()
  }, [form.ready])

  const bindForm = (element: HTMLFormElement | null) => {
    formElement.current = element
    form.bindForm(element)
  }

  return (
    <>
      <HomeEstimatorForm
        formRef={bindForm}
        fleet={fleet}
        defaults={snapshot.values}
        busy={form.calculating}
        canSubmit={form.canSubmit}
        onSubmit={form.onSubmit}
        fieldError={fieldError}
        airportField={(side, label) => (
          <AirportCombobox
            key={side}
            label={label}
            name={side}
            defaultCode=""
            maxShown={HOME_SUGGESTIONS}
            onChoice={side === 'from' ? form.onFromChoice : form.onToChoice}
            handle={side === 'from' ? form.bindFrom : form.bindTo}
            error={fieldError?.name === side ? fieldError.message : undefined}
            errorId={`${id}-${side}-error`}
            className={homeAirportFieldClass}
          />
        )}
      />
      <p role="status" className="sr-only">
        {form.calculating ? copy.form.calculating : ''}
      </p>
      <AnswerArea>
        {result ? (
          <HomeEstimateResult
            key={`${result.aircraft.id}-${result.airports.departure.code}-${result.airports.arrival.code}`}
            result={result}
            suggested={state.status === 'result' && state.suggested === true}
            headingRef={headingRef}
            onSwitch={(aircraft) => void form.retry({ aircraft })}
          />
        ) : (
          <div ref={answerRef} tabIndex={-1} className="focus:outline-none">
            {state.status === 'error' && !state.field ? <EstimateError code={state.code} /> : null}
            {state.status === 'refused' ? (
              <RunwayRefusalBox
                refusal={state.refusal}
                aircraftId={state.aircraftId}
                offerAircraft
                onChoose={(override) => void form.retry(override)}
              />
            ) : null}
            {state.status === 'idle' || state.status === 'calculating' ? (initialAnswer ?? <ReadyText />) : null}
          </div>
        )}
      </AnswerArea>
    </>
  )
}
