import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react'
import { Link, useRouteLoaderData, useSearchParams } from 'react-router'
import { toast } from 'sonner'
import { contactCopy } from '~/content/contact'
import { fieldMessage, leadErrorCopy } from '~/content/lead-messages'
import {
  applyContactPrefill,
  contactBodyFromValues,
  contactPrefillFromQuery,
  CONTACT_AIRCRAFT_OPTIONS,
  EMPTY_CONTACT_VALUES,
  NO_AIRCRAFT,
  parseContact,
  PAX_MAX,
  PAX_MIN,
  type ContactField,
  type ContactFormValues,
  type ContactTopic,
} from '~/domain/forms/contact'
import type { LeadFieldErrorCode, LeadFormResult } from '~/domain/forms/lead-fields'
import { formatEuros } from '~/i18n/format'
import { useCopy, useLanguage } from '~/i18n/language-context'
import { useEarlyInput } from '~/lib/early-input'
import type { RootData } from '~/lib/seo'
import { useSiteConfig } from '~/lib/site-config'
import {
  describedBy,
  FieldShell,
  HoneypotField,
  inputClass,
  labelClass,
  newIdempotencyKey,
  RequiredMark,
  TextField,
} from './lead-form-kit'

export type ContactFormResult = LeadFormResult<ContactFormValues>

type Phase = 'editing' | 'sending' | 'success' | 'failure'
interface Errors {
  formError?: LeadFieldErrorCode
  fieldErrors: Partial<Record<string, LeadFieldErrorCode>>
}

const NO_ERRORS: Errors = { fieldErrors: {} }

/**
 * The private-correspondence form (spec §3, §4, §5, §8). Prefilled from the query string
 * (from, to, date, aircraft, passengers, est, info), and filled again whenever the query changes
 * (the flight simulator below the form adds its estimate that way). With JavaScript it sends the
 * spec's JSON call to POST /api/send-contact with the public bearer token and an idempotency
 * key; without, it is a plain form post to the page's action, which uses the same service.
 */
export function ContactForm({
  topic,
  idempotencyKey,
  result,
}: {
  topic: ContactTopic
  idempotencyKey: string
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

  const [values, setValues] = useState<ContactFormValues>(() => {
    if (result?.status === 'success') return EMPTY_CONTACT_VALUES
    if (result) return result.values
    return applyContactPrefill(EMPTY_CONTACT_VALUES, prefill, t.infoMessage)
  })
  const [phase, setPhase] = useState<Phase>(() =>
    result?.status === 'success' ? 'success' : result?.status === 'failure' ? 'failure' : 'editing',
  )
  const [errors, setErrors] = useState<Errors>(() =>
    result?.status === 'invalid' ? { formError: result.formError, fieldErrors: result.fieldErrors } : NO_ERRORS,
  )

  // The query changed after the first render (simulator, link): apply what it carries.
  const appliedQuery = useRef(query)
  useEffect(() => {
    if (appliedQuery.current === query) return
    appliedQuery.current = query
    setValues((current) => applyContactPrefill(current, prefill, t.infoMessage))
  }, [query, prefill, t])

  // One key per distinct request: a retry of the same content reuses it (never stored twice).
  const attempt = useRef<{ key: string; body: string | null }>({ key: idempotencyKey, body: null })
  const statusRef = useRef<HTMLDivElement>(null)
  const formRef = useRef<HTMLFormElement>(null)

  const set = (field: keyof ContactFormValues) => (value: string | boolean) =>
    setValues((current) => ({ ...current, [field]: value }))
  useEarlyInput(formRef, ({ name, value, checked, element }) => {
    if (name in EMPTY_CONTACT_VALUES && name !== 'est') {
      set(name as keyof ContactFormValues)(element.type === 'checkbox' ? checked : value)
    }
  })

  const errorOf = (field: ContactField): string | undefined => {
    const code = errors.fieldErrors[field]
    return code ? fieldMessage(lang, code) : undefined
  }

  function focusFirstInvalid(fieldErrors: Errors['fieldErrors']) {
    const first = Object.keys(fieldErrors).find((f) => f !== '_form')
    const element = first ? formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`) : null
    element?.focus()
  }

  function fail() {
    setPhase('failure')
    toast.error(t.toast.errorTitle)
    requestAnimationFrame(() => statusRef.current?.focus())
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (phase === 'sending') return
    // The honeypot: a robot filled it. Abort silently: no message, no request (spec §4).
    const trap = event.currentTarget.elements.namedItem('company')
    if (trap instanceof HTMLInputElement && trap.value.trim() !== '') return

    const body = contactBodyFromValues(values, { lang, topic })
    const parsed = parseContact(body)
    if (!parsed.success) {
      setErrors({ formError: parsed.formError, fieldErrors: parsed.fieldErrors })
      setPhase('editing')
      focusFirstInvalid(parsed.fieldErrors)
      return
    }
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
        setValues(EMPTY_CONTACT_VALUES)
        setPhase('success')
        toast.success(t.toast.successTitle, { description: t.toast.successDescription })
        requestAnimationFrame(() => statusRef.current?.focus())
        return
      }
      if (response.status === 400) {
        const answer = (await response.json().catch(() => null)) as {
          fieldErrors?: Errors['fieldErrors']
        } | null
        const fieldErrors = answer?.fieldErrors ?? {}
        const firstCode = Object.values(fieldErrors)[0]
        if (firstCode) {
          setErrors({ formError: firstCode, fieldErrors })
          setPhase('editing')
          focusFirstInvalid(fieldErrors)
          return
        }
      }
      fail()
    } catch {
      fail()
    }
  }

  const estimate = /^\d+$/.test(values.est) ? Number(values.est) : undefined
  const fleetAircraft =
    values.aircraft && values.aircraft !== NO_AIRCRAFT && !(CONTACT_AIRCRAFT_OPTIONS as readonly string[]).includes(values.aircraft)
      ? values.aircraft
      : undefined
  const formMessage = errors.formError ? leadErrorCopy[lang].form[errors.formError] : undefined
  const sending = phase === 'sending'
  const id = (field: string) => `contact-${field}`

  return (
    <form
      ref={formRef}
      method="post"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="contact-form-title"
      className="border border-line bg-ink/60 p-6 md:p-10"
    >
      <p className="eyebrow">{t.eyebrow}</p>
      <h2 id="contact-form-title" className="mt-3 text-3xl md:text-4xl">
        {t.title}
      </h2>
      <p className="mt-4 max-w-2xl text-mist">{t.intro}</p>
      <p className="mt-2 text-sm text-mist">{t.requiredLegend}</p>

      <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
      <input type="hidden" name="lang" value={lang} />
      <input type="hidden" name="topic" value={topic} />
      <HoneypotField id={id('company')} label={t.honeypotLabel} />

      <div className="mt-8 grid gap-6 md:grid-cols-2">
        <TextField id={id('firstName')} name="firstName" label={t.labels.firstName} value={values.firstName} onChange={set('firstName')} required autoComplete="given-name" maxLength={100} error={errorOf('firstName')} />
        <TextField id={id('lastName')} name="lastName" label={t.labels.lastName} value={values.lastName} onChange={set('lastName')} required autoComplete="family-name" maxLength={100} error={errorOf('lastName')} />
        <TextField id={id('email')} name="email" type="email" label={t.labels.email} value={values.email} onChange={set('email')} required autoComplete="email" inputMode="email" maxLength={254} error={errorOf('email')} />
        <TextField id={id('phone')} name="phone" type="tel" label={t.labels.phone} value={values.phone} onChange={set('phone')} required autoComplete="tel" inputMode="tel" maxLength={40} error={errorOf('phone')} />
        <TextField id={id('departure')} name="departure" label={t.labels.departure} value={values.departure} onChange={set('departure')} requiredInCode placeholder={t.placeholders.departure} maxLength={120} error={errorOf('departure')} />
        <TextField id={id('destination')} name="destination" label={t.labels.destination} value={values.destination} onChange={set('destination')} requiredInCode placeholder={t.placeholders.destination} maxLength={120} error={errorOf('destination')} />
        <TextField id={id('date')} name="date" type="date" label={t.labels.date} value={values.date} onChange={set('date')} requiredInCode error={errorOf('date')} />
        <TextField id={id('pax')} name="pax" type="number" label={t.labels.pax} value={values.pax} onChange={set('pax')} required inputMode="numeric" min={PAX_MIN} max={PAX_MAX} error={errorOf('pax')} />

        <FieldShell id={id('aircraft')} label={t.labels.aircraft} error={errorOf('aircraft')} className="md:col-span-2">
          <select
            id={id('aircraft')}
            name="aircraft"
            value={values.aircraft}
            onChange={(e) => set('aircraft')(e.target.value)}
            aria-invalid={errorOf('aircraft') ? true : undefined}
            aria-describedby={describedBy(id('aircraft'), errorOf('aircraft'))}
            className={inputClass}
          >
            <option value="">{t.aircraftNone}</option>
            {CONTACT_AIRCRAFT_OPTIONS.map((option) => (
              <option key={option} value={option}>
                {t.aircraftOptions[option]}
              </option>
            ))}
            {fleetAircraft ? (
              <optgroup label={t.aircraftFromFleet}>
                <option value={fleetAircraft}>{fleetAircraft}</option>
              </optgroup>
            ) : null}
          </select>
        </FieldShell>

        <FieldShell id={id('message')} label={t.labels.message} required error={errorOf('message')} className="md:col-span-2">
          <textarea
            id={id('message')}
            name="message"
            rows={6}
            value={values.message}
            onChange={(e) => set('message')(e.target.value)}
            required
            aria-required
            aria-invalid={errorOf('message') ? true : undefined}
            aria-describedby={describedBy(id('message'), errorOf('message'))}
            placeholder={t.placeholders.message}
            maxLength={5000}
            className={`${inputClass} resize-y`}
          />
        </FieldShell>
      </div>

      {estimate !== undefined ? (
        <div className="mt-6 border-l-2 border-gold bg-night/70 px-5 py-4" data-testid="contact-estimate">
          <p className="text-sm text-mist">{t.estimate.label}</p>
          <p className="mt-1 font-display text-2xl text-gold-light">
            {formatEuros(lang, estimate)} <span className="text-base text-parchment">{t.estimate.excludingTax}</span>
          </p>
          <p className="mt-1 text-xs text-mist">{t.estimate.note}</p>
          <input type="hidden" name="est" value={values.est} />
        </div>
      ) : null}

      <div className="mt-6 flex items-start gap-3">
        <input
          id={id('consent')}
          name="consent"
          type="checkbox"
          checked={values.consent}
          onChange={(e) => set('consent')(e.target.checked)}
          aria-invalid={errorOf('consent') ? true : undefined}
          aria-describedby={describedBy(id('consent'), errorOf('consent'))}
          className="mt-1 h-5 w-5 shrink-0 accent-gold"
        />
        <div>
          <label htmlFor={id('consent')} className={`${labelClass} leading-relaxed`}>
            {t.consent.before}
            <Link to="/privacy" className="text-gold-light underline">
              {t.consent.link}
            </Link>
            {t.consent.after}
            <RequiredMark />
          </label>
          {errorOf('consent') ? (
            <p id={`${id('consent')}-error`} className="mt-2 text-sm text-danger">
              {errorOf('consent')}
            </p>
          ) : null}
        </div>
      </div>

      <div className="mt-8 flex flex-col gap-5 md:flex-row md:items-center">
        <button type="submit" className="btn btn-gold shrink-0" disabled={sending} aria-busy={sending || undefined}>
          {sending ? (
            <span aria-hidden="true" className="h-3.5 w-3.5 animate-spin rounded-full border-2 border-midnight/40 border-t-midnight" />
          ) : null}
          {sending ? t.sending : t.submit}
        </button>
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
