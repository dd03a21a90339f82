import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react'
import { flushSync } from 'react-dom'
import { homeCopy } from '~/content/home'
import { useCopy } from '~/i18n/language-context'
import {
  AnswerArea,
  HOME_DEFAULT_PASSENGERS,
  HomeEstimatorForm,
  PlainAirportField,
  ReadyText,
  type FleetChoice,
  type HomeEstimatorLiveProps,
  type HomeEstimatorValues,
  type LiveSnapshot,
} from './home-estimator-form'

/** The hero estimator's anchor: "Réserver un vol privé" leads here. */
export const HOME_ESTIMATOR_ID = 'estimer'

// The combobox and the estimate call load on the first interaction with the form, not with the page.
const loadLive = () => import('./home-estimator-live')

function valueOf(form: HTMLFormElement, name: string): string {
  const value = new FormData(form).get(name)
  return typeof value === 'string' ? value : ''
}

function snapshotOf(form: HTMLFormElement, submit: boolean): LiveSnapshot {
  const active = document.activeElement
  const focused =
    active instanceof HTMLInputElement || active instanceof HTMLSelectElement || active instanceof HTMLButtonElement
      ? active
      : null
  let focus: LiveSnapshot['focus'] = null
  if (focused && form.contains(focused)) {
    const caret = focused instanceof HTMLInputElement && focused.type === 'text'
    focus = {
      name: focused instanceof HTMLButtonElement ? 'submit' : focused.name,
      start: caret ? focused.selectionStart : null,
      end: caret ? focused.selectionEnd : null,
    }
  }
  return {
    values: {
      from: valueOf(form, 'from'),
      to: valueOf(form, 'to'),
      date: valueOf(form, 'date'),
      pax: valueOf(form, 'pax'),
      aircraft: valueOf(form, 'aircraft'),
    },
    focus,
    submit,
  }
}

/**
 * The estimator of the home page's hero (docs/decisions/049-home-estimate-and-advice.md): route, date, passengers and aircraft
 * (suggested or chosen), answering in place. The server renders a plain GET form to /estimate (a
 * real page with the answer, without JavaScript); the airport search and the estimate call load at
 * the first focus, pointer press or submit in the form, and take over the same markup, keeping what
 * was typed and the focus.
 */
export function HomeEstimator({
  fleet,
  defaults,
  answer,
}: {
  /** The fleet's aircraft for the form's list (from the page's loader: `fleetChoices()`). */
  fleet: readonly FleetChoice[]
  defaults?: Partial<HomeEstimatorValues>
  /** An answer rendered by the server (the /estimate page). */
  answer?: ReactNode
}) {
  const t = useCopy(homeCopy).estimator
  const [live, setLive] = useState<{ Live: ComponentType<HomeEstimatorLiveProps>; snapshot: LiveSnapshot } | null>(null)
  const formRef = useRef<HTMLFormElement>(null)
  const loading = useRef(false)
  const submitted = useRef(false)
  const values: HomeEstimatorValues = {
    from: defaults?.from ?? '',
    to: defaults?.to ?? '',
    date: defaults?.date ?? '',
    pax: defaults?.pax ?? String(HOME_DEFAULT_PASSENGERS),
    aircraft: defaults?.aircraft ?? '',
  }

  const start = () => {
    if (loading.current) return
    loading.current = true
    loadLive()
      .then((module) => {
        const form = formRef.current
        if (!form) return
        const snapshot = snapshotOf(form, submitted.current)
        // Synchronously, so no keystroke falls between the reading of the fields and the swap.
        flushSync(() => setLive({ Live: module.default, snapshot }))
      })
      .catch(() => {
        // The code could not load: the plain form stays, and a submit goes to /estimate.
        if (submitted.current) formRef.current?.submit()
      })
  }

  // Focused or typed in before the page's scripts ran (the visitor's first tap, decision 100): no
  // focus event will come now, so the live code loads at once and takes over what is there.
  useEffect(() => {
    const form = formRef.current
    if (!form) return
    const touched = [...form.elements].some(
      (field) => field instanceof HTMLInputElement && field.type === 'text' && field.value !== field.defaultValue,
    )
    if (touched || form.contains(document.activeElement)) start()
  }, []) // once, at hydration

  return (
    <section
      id={HOME_ESTIMATOR_ID}
      aria-labelledby={`${HOME_ESTIMATOR_ID}-title`}
      className="scroll-mt-24 border border-gold/35 bg-midnight/85 p-5 shadow-[0_30px_60px_-20px_rgba(0,0,0,0.8)] backdrop-blur-md md:p-7"
      data-testid="home-estimator"
      data-live={live ? 'true' : undefined}
    >
      <p className="eyebrow">{t.eyebrow}</p>
      <h2 id={`${HOME_ESTIMATOR_ID}-title`} className="mt-2 mb-5 font-display text-2xl leading-tight md:text-3xl">
        {t.title}
      </h2>
      {live ? (
        <live.Live snapshot={live.snapshot} fleet={fleet} initialAnswer={answer} />
      ) : (
        <>
          <HomeEstimatorForm
            formRef={formRef}
            fleet={fleet}
            defaults={values}
            airportField={(side, label) => (
              <PlainAirportField key={side} name={side} label={label} defaultValue={values[side]} />
            )}
            onFocus={start}
            onPointerDown={start}
            onSubmit={(event) => {
              event.preventDefault()
              submitted.current = true
              start()
            }}
          />
          <AnswerArea>{answer ?? <ReadyText />}</AnswerArea>
        </>
      )}
    </section>
  )
}
