import { useEffect, useMemo, useReducer, useRef } from 'react'
import { Link, useRouteLoaderData, useSearchParams } from 'react-router'
import { toast } from '~/ui/toast'
import { contactCopy } from '~/content/contact'
import {
  applyContactPrefill,
  contactBodyFromValues,
  contactPrefillFromQuery,
  contactValuesFromForm,
  CONTACT_AIRCRAFT_OPTIONS,
  CONTACT_FIELDS,
  EMPTY_CONTACT_VALUES,
  NO_AIRCRAFT,
  type ContactTopic,
} from '~/domain/forms/contact-values'
import { HONEYPOT_FIELD, isHoneypotFilled, type FieldErrorCodes } from '~/domain/forms/form-result'
import { useCopy, useLanguage } from '~/i18n/language-context'
import type { RootData } from '~/lib/seo'
import { useOperatorConfig } from '~/lib/use-operator-config'
import {
  CheckboxField,
  inputClassOf,
  LABEL,
  newIdempotencyKey,
  SelectField,
  SubmitButton,
  TextField,
} from '~/ui/form-fields'
import { AirportCombobox } from '~/components/airport/airport-combobox'
import { LeadFormHeader, LeadMessageField, useLeadForm } from './lead-form-shared'
import { RequestConfirmationPanel } from './request-confirmation-panel'
import { TripLegsNote } from './request-trip-legs'
import { AttachedEstimate } from './attached-estimate'
import {
  confirmationOfSent,
  contactFormReducer,
  initialContactFormState,
  loadValidate,
  notCheckedYet,
  replyOfApi,
  valuesOfResult,
  type ContactCheck,
  type ContactFormResult,
  type Validate,
} from './contact-form-state'

export type { ContactCheck, ContactFormResult } from './contact-form-state'

/**
 * THE flight request form (docs/product.md §7; docs/decisions/036-one-request-form.md), on
 * /contact and /quote-form alike, uncontrolled: the server renders the
 * prefill of the query string (from, to, date, aircraft, passengers, est, info) as default values,
 * and a later change of the query (the simulator below adds its estimate that way) is written into
 * the fields. Its state is one reducer (contact-form-state.ts).
 * Checked with the schema by Conform; with JavaScript it sends the product's JSON call to
 * POST /api/send-contact (bearer token, idempotency key); without, it is a plain form post to the
 * page's action. Both reach the same form handler.
 */
export function ContactForm({
  topic,
  idempotencyKey,
  constraint,
  result,
  promise,
  emptyLeg,
}: {
  topic: ContactTopic
  /**
   * The empty leg the request is for ("Request this leg", docs/product.md §12): said above the
   * fields and posted as `emptyLeg` with the page's own form post (the JSON call has no such field).
   */
  emptyLeg?: { id: string; label: string }
  /** A line under the introduction (the quote page's reply promise). */
  promise?: string
  idempotencyKey: string
  /** The fields' constraints, read from the schema (getZodConstraint) by the route's loader. */
  constraint: ContactCheck['constraint']
  /** The route action's answer to a plain form post (no JavaScript). */
  result?: ContactFormResult
}) {
  const { lang } = useLanguage()
  const t = useCopy(contactCopy).form
  const root = useRouteLoaderData<RootData>('root')
  const site = useOperatorConfig()
  const [searchParams] = useSearchParams()
  const query = searchParams.toString()
  const prefill = useMemo(() => contactPrefillFromQuery(new URLSearchParams(query)), [query])

  const [state, dispatch] = useReducer(contactFormReducer, undefined, () =>
    initialContactFormState(
      result ? valuesOfResult(result) : applyContactPrefill(EMPTY_CONTACT_VALUES, prefill, t.infoMessage),
      result,
    ),
  )
  const { defaults, generation, estimate, fleetAircraft, trip, phase, apiReply, sent } = state

  const formRef = useRef<HTMLFormElement>(null)
  const statusRef = useRef<HTMLDivElement>(null)

  const pendingAircraft = useRef<string | null>(null)

  // The query changed after the first render (simulator, link): what it carries is written into the
  // fields, the rest of what the visitor typed stays (docs/decisions/124-the-request-form-on-one-state.md).
  const appliedQuery = useRef(query)
  useEffect(() => {
    const form = formRef.current
    if (appliedQuery.current === query || !form) return
    appliedQuery.current = query
    const next = applyContactPrefill(contactValuesFromForm(new FormData(form)), prefill, t.infoMessage)
    for (const [name, value] of Object.entries(next)) {
      const field = form.elements.namedItem(name)
      if (typeof value === 'string' && (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement))
        field.value = value
    }
    pendingAircraft.current = next.aircraft
    dispatch({ type: 'prefilled', values: next })
  }, [query, prefill, t])

  // The select gets its option first (a fleet aircraft the simulator proposes), then its value.
  useEffect(() => {
    const select = formRef.current?.elements.namedItem('aircraft')
    if (pendingAircraft.current === null || !(select instanceof HTMLSelectElement)) return
    select.value = pendingAircraft.current === NO_AIRCRAFT ? '' : pendingAircraft.current
    pendingAircraft.current = null
  }, [fleetAircraft])

  // One key per distinct request: a retry of the same content reuses it (never stored twice).
  const attempt = useRef<{ key: string; body: string | null }>({ key: idempotencyKey, body: null })

  function fail() {
    dispatch({ type: 'failed' })
    toast.error(t.toast.errorTitle)
    requestAnimationFrame(() => statusRef.current?.focus())
  }

  // Conform calls this for a post the schema accepts: it goes as the product's JSON call.
  async function send(data: FormData) {
    const body = contactBodyFromValues(contactValuesFromForm(data), { lang, topic })
    dispatch({ type: 'sending' })
    const serialized = JSON.stringify(body)
    if (attempt.current.body !== null && attempt.current.body !== serialized) {
      attempt.current = { key: newIdempotencyKey(), body: null }
    }
    attempt.current.body = serialized
    try {
      const response = await fetch('/api/send-contact', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Authorization: `Bearer ${root?.publicApiToken ?? ''}`,
          'Idempotency-Key': attempt.current.key,
        },
        body: serialized,
      })
      if (response.ok) {
        const answer = (await response.json().catch(() => null)) as { id?: unknown } | null
        attempt.current = { key: newIdempotencyKey(), body: null }
        dispatch({
          type: 'stored',
          confirmation:
            typeof answer?.id === 'string' ? confirmationOfSent(answer.id, contactValuesFromForm(data)) : undefined,
        })
        return
      }
      if (response.status === 400) {
        const answer = (await response.json().catch(() => null)) as { fieldErrors?: FieldErrorCodes } | null
        if (answer?.fieldErrors && Object.keys(answer.fieldErrors).length)
          return dispatch({ type: 'refused', reply: replyOfApi(answer.fieldErrors) })
      }
      fail()
    } catch {
      fail()
    }
  }

  const validate = useRef<Validate | null>(null)
  const prepare = async () => (validate.current ??= await loadValidate())
  const check = useMemo<ContactCheck>(
    () => ({ constraint, validate: (formData) => (validate.current ?? notCheckedYet)(formData) }),
    [constraint],
  )
  const { formProps, field, formMessage } = useLeadForm('contact', check, [...CONTACT_FIELDS, 'trip'], {
    // A success starts a new form (its key and id), empty.
    id: `contact-${generation}`,
    lastResult: apiReply ?? result?.reply,
    defaultValue: {
      ...defaults,
      aircraft: defaults.aircraft === NO_AIRCRAFT ? '' : defaults.aircraft,
      consent: defaults.consent ? 'on' : undefined,
    },
    onSubmit: (event, { formData }) => {
      // A request for an empty leg goes as the page's form post, which ties it to the leg.
      if (emptyLeg && validate.current && phase !== 'sending' && !isHoneypotFilled(formData.get(HONEYPOT_FIELD)))
        return void dispatch({ type: 'sending' })
      event.preventDefault()
      // The schema had not arrived yet: the post is checked again once it has.
      if (!validate.current) return void prepare().then(() => formRef.current?.requestSubmit())
      // The honeypot: a robot filled it. Abort silently: no message, no request (docs/product.md §7).
      if (phase === 'sending' || isHoneypotFilled(formData.get(HONEYPOT_FIELD))) return
      void send(formData)
    },
  })

  const estimateEur = /^\d+$/.test(estimate) ? Number(estimate) : undefined
  const proposed =
    fleetAircraft &&
    fleetAircraft !== NO_AIRCRAFT &&
    !(CONTACT_AIRCRAFT_OPTIONS as readonly string[]).includes(fleetAircraft)
      ? fleetAircraft
      : undefined

  // The route's two places: the estimator's airport search (app/components/estimator/airport-search.ts)
  // in the form's look; free text (a city) is still accepted, the adviser reads it.
  function airportField(name: 'departure' | 'destination', label: string, placeholder: string) {
    const { meta, error } = field(name)
    return (
      <AirportCombobox
        name={name}
        label={label}
        inputId={meta.id}
        required={Boolean(meta.required)}
        error={meta.errors ? error : undefined}
        errorId={meta.errorId}
        defaultCode={typeof meta.initialValue === 'string' ? meta.initialValue : ''}
        placeholder={placeholder}
        labelClassName={LABEL.boxed}
        inputClassName={inputClassOf('boxed')}
      />
    )
  }

  if (sent)
    return (
      <RequestConfirmationPanel
        confirmation={sent.confirmation}
        focusOnMount={sent.byScript}
        onAnother={() => dispatch({ type: 'another' })}
      />
    )

  return (
    <form
      {...formProps}
      // Without JavaScript, the answer page opens on the form or its confirmation (same address and query).
      action="#request"
      ref={formRef}
      key={generation}
      onFocus={() => void prepare()}
    >
      <LeadFormHeader
        name="contact"
        copy={t}
        intro={
          <>
            <p className="mt-4 max-w-2xl text-mist">{t.intro}</p>
            {promise ? <p className="mt-2 text-parchment">{promise}</p> : null}
          </>
        }
        idempotencyKey={idempotencyKey}
      />
      <input type="hidden" name="topic" value={topic} />
      <TripLegsNote trip={trip} error={field('trip').error} errorId={field('trip').meta.errorId} />
      {emptyLeg ? (
        <>
          <input type="hidden" name="emptyLeg" value={emptyLeg.id} />
          <p className="mt-6 border-l-2 border-gold pl-4 text-parchment" data-testid="request-empty-leg">
            {emptyLeg.label}
          </p>
        </>
      ) : null}

      <div className="mt-8 grid gap-6 md:grid-cols-2">
        <TextField {...field('firstName')} label={t.labels.firstName} autoComplete="given-name" />
        <TextField {...field('lastName')} label={t.labels.lastName} autoComplete="family-name" />
        <TextField
          {...field('email')}
          type="email"
          label={t.labels.email}
          hint={t.reachHint}
          autoComplete="email"
          inputMode="email"
        />
        <TextField
          {...field('phone')}
          type="tel"
          label={t.labels.phone}
          hint={t.reachHint}
          autoComplete="tel"
          inputMode="tel"
        />
        {airportField('departure', t.labels.departure, t.placeholders.departure)}
        {airportField('destination', t.labels.destination, t.placeholders.destination)}
        <TextField {...field('date')} type="date" label={t.labels.date} />
        <TextField {...field('pax')} type="number" label={t.labels.pax} inputMode="numeric" />
        <SelectField
          {...field('aircraft')}
          className="md:col-span-2"
          label={t.labels.aircraft}
          emptyLabel={t.aircraftNone}
          options={CONTACT_AIRCRAFT_OPTIONS.map((option) => ({ value: option, label: t.aircraftOptions[option] }))}
        >
          {proposed ? (
            <optgroup label={t.aircraftFromFleet}>
              <option value={proposed}>{proposed}</option>
            </optgroup>
          ) : null}
        </SelectField>
        <LeadMessageField name="message" field={field} copy={t} rows={6} />
      </div>

      {estimateEur !== undefined ? <AttachedEstimate amountEur={estimateEur} value={estimate} /> : null}

      <div className="mt-6">
        <CheckboxField {...field('consent')}>
          {t.consent.before}
          <Link to="/privacy" className="text-gold-light underline">
            {t.consent.link}
          </Link>
          {t.consent.after}
        </CheckboxField>
      </div>

      <div className="mt-8 flex flex-col gap-5 md:flex-row md:items-center">
        <SubmitButton pending={phase === 'sending'} label={t.submit} pendingLabel={t.sending} className="shrink-0" />
        <div ref={statusRef} tabIndex={-1} className="min-h-6 focus:outline-none" aria-live="polite" role="status">
          {phase === 'success' ? <p className="text-success">{t.success}</p> : null}
          {phase === 'failure' ? <p className="text-danger">{t.failure(site.contactEmail)}</p> : null}
          {formMessage && phase === 'editing' ? (
            <p className="text-danger" data-testid="contact-form-error">
              {formMessage}
            </p>
          ) : null}
        </div>
      </div>
    </form>
  )
}
