import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react'
import { Link, useRouteLoaderData, useSearchParams } from 'react-router'
import { toast } from 'sonner'
import { contactCopy } from '~/content/contact'
import { fieldMessage, leadErrorCopy } from '~/content/lead-messages'
import type { FieldConstraint } from '~/domain/forms/constraints'
import {
  applyContactPrefill,
  contactBodyFromValues,
  contactPrefillFromQuery,
  contactValuesFromForm,
  CONTACT_AIRCRAFT_OPTIONS,
  EMPTY_CONTACT_VALUES,
  NO_AIRCRAFT,
  type ContactField,
  type ContactFormValues,
  type ContactTopic,
} from '~/domain/forms/contact-values'
import { PAX_MAX, PAX_MIN, type LeadFieldErrorCode } from '~/domain/forms/field-rules'
import { HONEYPOT_FIELD, isHoneypotFilled, type FieldErrorCodes, type FormResult } from '~/domain/forms/form-result'
import { formatEuros } from '~/i18n/format'
import { useCopy, useLanguage } from '~/i18n/language-context'
import type { RootData } from '~/lib/seo'
import { useSiteConfig } from '~/lib/site-config'
import {
  CheckboxField,
  FormHeader,
  LEAD_FORM_CLASS,
  newIdempotencyKey,
  SelectField,
  SubmitButton,
  TextAreaField,
  TextField,
} from '~/ui/form-fields'

export type ContactFormResult = FormResult<LeadFieldErrorCode>

type Phase = 'editing' | 'sending' | 'success' | 'failure'
interface Errors {
  formError?: LeadFieldErrorCode
  fieldErrors: FieldErrorCodes
}

const NO_ERRORS: Errors = { fieldErrors: {} }

/**
 * The schema (and zod with it) is loaded when the visitor starts filling the form, not with the
 * page: the constraints the fields need at render come from the route's loader (`constraintsOf`).
 */
const loadSchema = () => import('~/domain/forms/contact')

/** The values a server answer echoes, as the form's values (text; the box as a boolean). */
function valuesOfResult(result: ContactFormResult): ContactFormValues {
  if (result.status === 'success') return EMPTY_CONTACT_VALUES
  const text = (name: string) => (typeof result.values[name] === 'string' ? (result.values[name] as string) : '')
  const values = { ...EMPTY_CONTACT_VALUES }
  for (const key of Object.keys(values) as Array<keyof ContactFormValues>)
    if (key !== 'consent') (values as Record<string, unknown>)[key] = text(key)
  values.consent = text('consent') === 'on'
  return values
}

/**
 * The private-correspondence form (spec §3, §4, §5, §8), uncontrolled: the server renders the
 * prefill of the query string (from, to, date, aircraft, passengers, est, info) as default values,
 * and a later change of the query (the simulator below adds its estimate that way) is written into
 * the fields. With JavaScript it sends the spec's JSON call to POST /api/send-contact (bearer token,
 * idempotency key); without, it is a plain form post to the page's action. Both reach the same
 * form handler.
 */
export function ContactForm({
  topic,
  idempotencyKey,
  constraints,
  result,
}: {
  topic: ContactTopic
  idempotencyKey: string
  /** The fields' constraints, read from the schema by the route's loader. */
  constraints: Partial<Record<string, FieldConstraint>>
  /** The route action's answer to a plain form post (no JavaScript). */
  result?: ContactFormResult
}) {
  const { lang } = useLanguage()
  const t = useCopy(contactCopy).form
  const root = useRouteLoaderData<RootData>('root')
  const site = useSiteConfig()
  const [searchParams] = useSearchParams()
  const query = searchParams.toString()
  const prefill = useMemo(() => contactPrefillFromQuery(new URLSearchParams(query)), [query])

  // What the fields start from; a new value (after a success) remounts them empty.
  const [defaults, setDefaults] = useState<ContactFormValues>(() =>
    result ? valuesOfResult(result) : applyContactPrefill(EMPTY_CONTACT_VALUES, prefill, t.infoMessage),
  )
  const [generation, setGeneration] = useState(0)
  // Not typed by the visitor: the simulator's estimate and a fleet aircraft it proposes.
  const [estimate, setEstimate] = useState(defaults.est)
  const [fleetAircraft, setFleetAircraft] = useState(defaults.aircraft)
  const [phase, setPhase] = useState<Phase>(() =>
    result?.status === 'success'
      ? 'success'
      : result?.status === 'rate_limited' || result?.status === 'unavailable'
        ? 'failure'
        : 'editing',
  )
  const [errors, setErrors] = useState<Errors>(() =>
    result?.status === 'invalid' ? { formError: result.formError, fieldErrors: result.fieldErrors } : NO_ERRORS,
  )

  const formRef = useRef<HTMLFormElement>(null)
  const statusRef = useRef<HTMLDivElement>(null)

  const pendingAircraft = useRef<string | null>(null)

  // The query changed after the first render (simulator, link): write what it carries into the fields.
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
    setEstimate(next.est)
    pendingAircraft.current = next.aircraft
    setFleetAircraft(next.aircraft)
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

  const errorOf = (field: ContactField): string | undefined => {
    const code = errors.fieldErrors[field] as LeadFieldErrorCode | undefined
    return code ? fieldMessage(lang, code) : undefined
  }

  function showErrors(next: Errors) {
    setErrors(next)
    setPhase('editing')
    const first = Object.keys(next.fieldErrors).find((f) => f !== '_form')
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
  }

  function fail() {
    setPhase('failure')
    toast.error(t.toast.errorTitle)
    requestAnimationFrame(() => statusRef.current?.focus())
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (phase === 'sending') return
    const data = new FormData(event.currentTarget)
    // The honeypot: a robot filled it. Abort silently: no message, no request (spec §4).
    if (isHoneypotFilled(data.get(HONEYPOT_FIELD))) return

    const body = contactBodyFromValues(contactValuesFromForm(data), { lang, topic })
    const { parseContact } = await loadSchema()
    const parsed = parseContact(body)
    if (!parsed.success) return showErrors({ formError: parsed.formError, fieldErrors: parsed.fieldErrors })
    setErrors(NO_ERRORS)
    setPhase('sending')

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
        attempt.current = { key: newIdempotencyKey(), body: null }
        setDefaults(EMPTY_CONTACT_VALUES)
        setEstimate('')
        setGeneration((n) => n + 1)
        setPhase('success')
        toast.success(t.toast.successTitle, { description: t.toast.successDescription })
        requestAnimationFrame(() => statusRef.current?.focus())
        return
      }
      if (response.status === 400) {
        const answer = (await response.json().catch(() => null)) as { fieldErrors?: FieldErrorCodes } | null
        const fieldErrors = answer?.fieldErrors ?? {}
        const firstCode = Object.values(fieldErrors)[0] as LeadFieldErrorCode | undefined
        if (firstCode) return showErrors({ formError: firstCode, fieldErrors })
      }
      fail()
    } catch {
      fail()
    }
  }

  const estimateEur = /^\d+$/.test(estimate) ? Number(estimate) : undefined
  const proposed =
    fleetAircraft &&
    fleetAircraft !== NO_AIRCRAFT &&
    !(CONTACT_AIRCRAFT_OPTIONS as readonly string[]).includes(fleetAircraft)
      ? fleetAircraft
      : undefined
  const formMessage = errors.formError ? leadErrorCopy[lang].form[errors.formError] : undefined
  const id = (field: string) => `contact-${field}`
  const field = (name: ContactField) => ({ id: id(name), name, constraint: constraints[name], error: errorOf(name) })

  return (
    <form
      ref={formRef}
      key={generation}
      method="post"
      noValidate
      onSubmit={onSubmit}
      onFocus={() => void loadSchema()}
      aria-labelledby="contact-form-title"
      className={LEAD_FORM_CLASS}
    >
      <FormHeader
        titleId="contact-form-title"
        copy={t}
        intro={<p className="mt-4 max-w-2xl text-mist">{t.intro}</p>}
        idempotencyKey={idempotencyKey}
        lang={lang}
      />
      <input type="hidden" name="topic" value={topic} />

      <div className="mt-8 grid gap-6 md:grid-cols-2">
        <TextField
          {...field('firstName')}
          label={t.labels.firstName}
          defaultValue={defaults.firstName}
          autoComplete="given-name"
        />
        <TextField
          {...field('lastName')}
          label={t.labels.lastName}
          defaultValue={defaults.lastName}
          autoComplete="family-name"
        />
        <TextField
          {...field('email')}
          type="email"
          label={t.labels.email}
          defaultValue={defaults.email}
          autoComplete="email"
          inputMode="email"
        />
        <TextField
          {...field('phone')}
          type="tel"
          label={t.labels.phone}
          defaultValue={defaults.phone}
          autoComplete="tel"
          inputMode="tel"
        />
        <TextField
          {...field('departure')}
          label={t.labels.departure}
          defaultValue={defaults.departure}
          placeholder={t.placeholders.departure}
        />
        <TextField
          {...field('destination')}
          label={t.labels.destination}
          defaultValue={defaults.destination}
          placeholder={t.placeholders.destination}
        />
        <TextField {...field('date')} type="date" label={t.labels.date} defaultValue={defaults.date} />
        <TextField
          {...field('pax')}
          type="number"
          label={t.labels.pax}
          defaultValue={defaults.pax}
          inputMode="numeric"
          min={PAX_MIN}
          max={PAX_MAX}
        />
        <SelectField
          {...field('aircraft')}
          className="md:col-span-2"
          label={t.labels.aircraft}
          emptyLabel={t.aircraftNone}
          defaultValue={defaults.aircraft === NO_AIRCRAFT ? '' : defaults.aircraft}
          options={CONTACT_AIRCRAFT_OPTIONS.map((option) => ({ value: option, label: t.aircraftOptions[option] }))}
        >
          {proposed ? (
            <optgroup label={t.aircraftFromFleet}>
              <option value={proposed}>{proposed}</option>
            </optgroup>
          ) : null}
        </SelectField>
        <TextAreaField
          {...field('message')}
          className="md:col-span-2"
          label={t.labels.message}
          rows={6}
          defaultValue={defaults.message}
          placeholder={t.placeholders.message}
        />
      </div>

      {estimateEur !== undefined ? (
        <div className="mt-6 border-l-2 border-gold bg-night/70 px-5 py-4" data-testid="contact-estimate">
          <p className="text-sm text-mist">{t.estimate.label}</p>
          <p className="mt-1 font-display text-2xl text-gold-light">
            {formatEuros(lang, estimateEur)} <span className="text-base text-parchment">{t.estimate.excludingTax}</span>
          </p>
          <p className="mt-1 text-xs text-mist">{t.estimate.note}</p>
          <input type="hidden" name="est" value={estimate} />
        </div>
      ) : null}

      <div className="mt-6">
        <CheckboxField
          id={id('consent')}
          name="consent"
          required
          defaultChecked={defaults.consent}
          error={errorOf('consent')}
        >
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
