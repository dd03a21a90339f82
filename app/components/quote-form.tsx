import { useEffect, useRef, useState, type FormEvent } from 'react'
import { Form, Link, useNavigation } from 'react-router'
import { toast } from 'sonner'
import { fieldMessage, leadErrorCopy } from '~/content/lead-messages'
import { quoteCopy, type QuoteCopy } from '~/content/quote'
import type { LeadFieldErrorCode, LeadFormResult } from '~/domain/forms/lead-fields'
import {
  EMPTY_QUOTE_VALUES,
  parseQuote,
  QUOTE_AIRCRAFT_TYPES,
  QUOTE_BUDGET_RANGES,
  QUOTE_BUDGETS,
  QUOTE_PASSENGER_CHOICES,
  quoteInputFromForm,
  type QuoteBudget,
  type QuoteField,
  type QuoteFormValues,
} from '~/domain/forms/quote'
import { formatEuros, formatNumber } from '~/i18n/format'
import { intlLocale, type Language } from '~/i18n/language'
import { useCopy, useLanguage } from '~/i18n/language-context'
import { useEarlyInput } from '~/lib/early-input'
import { useSiteConfig } from '~/lib/site-config'
import { describedBy, FieldShell, HoneypotField, inputClass, TextField } from './lead-form-kit'

export type QuoteFormResult = LeadFormResult<QuoteFormValues>

interface Errors {
  formError?: LeadFieldErrorCode
  fieldErrors: Partial<Record<string, LeadFieldErrorCode>>
}

function budgetLabel(lang: Language, budget: QuoteBudget, t: QuoteCopy): string {
  const range = QUOTE_BUDGET_RANGES[budget]
  if (!range) return t.budget.flexible
  const [low, high] = range
  return high === null ? t.budget.above(formatEuros(lang, low)) : `${formatEuros(lang, low)} – ${formatEuros(lang, high)}`
}

/** The mail-composer link of the spec: provider address, fixed subject and body. */
export function quoteMailto(lang: Language, contactEmail: string): string {
  const t = quoteCopy[lang].mail
  return `mailto:${contactEmail}?subject=${encodeURIComponent(t.subject)}&body=${encodeURIComponent(t.body)}`
}

/**
 * The personalised quote request (spec §2, §3, §5; issue 5): a form that posts to the page's
 * action (with or without JavaScript), checked in the browser first with the same schema.
 */
export function QuoteForm({ idempotencyKey, result }: { idempotencyKey: string; result?: QuoteFormResult }) {
  const { lang } = useLanguage()
  const t = useCopy(quoteCopy)
  const site = useSiteConfig()
  const navigation = useNavigation()
  const sending = navigation.state === 'submitting' && navigation.formMethod?.toLowerCase() === 'post'

  const [values, setValues] = useState<QuoteFormValues>(() =>
    result && result.status !== 'success' ? result.values : EMPTY_QUOTE_VALUES,
  )
  const [errors, setErrors] = useState<Errors>(() =>
    result?.status === 'invalid' ? { formError: result.formError, fieldErrors: result.fieldErrors } : { fieldErrors: {} },
  )
  const statusRef = useRef<HTMLDivElement>(null)
  const formRef = useRef<HTMLFormElement>(null)

  // A new answer from the action (JavaScript submission): reset, toast, or show the errors.
  const [shown, setShown] = useState<QuoteFormResult | undefined>(result)
  useEffect(() => {
    if (!result || shown === result) return
    setShown(result)
    if (result.status === 'success') {
      setValues(EMPTY_QUOTE_VALUES)
      setErrors({ fieldErrors: {} })
      toast.success(t.toast.successTitle, { description: t.toast.successDescription })
    } else if (result.status === 'failure') {
      setValues(result.values)
      setErrors({ fieldErrors: {} })
      toast.error(t.toast.errorTitle)
    } else {
      setValues(result.values)
      setErrors({ formError: result.formError, fieldErrors: result.fieldErrors })
    }
    statusRef.current?.focus()
  }, [result, shown, t])

  const set = (field: QuoteField) => (value: string) => setValues((current) => ({ ...current, [field]: value }))
  useEarlyInput(formRef, ({ name, value }) => {
    if (name in EMPTY_QUOTE_VALUES) set(name as QuoteField)(value)
  })
  const errorOf = (field: QuoteField) => {
    const code = errors.fieldErrors[field]
    return code ? fieldMessage(lang, code) : undefined
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const form = new FormData(event.currentTarget)
    // Honeypot filled: nothing is sent, nothing is said.
    if (String(form.get('company') ?? '').trim() !== '') {
      event.preventDefault()
      return
    }
    const parsed = parseQuote(quoteInputFromForm(form))
    if (!parsed.success) {
      event.preventDefault()
      setErrors({ formError: parsed.formError, fieldErrors: parsed.fieldErrors })
      const first = Object.keys(parsed.fieldErrors).find((f) => f !== '_form')
      if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
      return
    }
    setErrors({ fieldErrors: {} })
  }

  const plural = new Intl.PluralRules(intlLocale(lang))
  const passengersLabel = (n: number) => `${formatNumber(lang, n)} ${plural.select(n) === 'one' ? t.passenger.one : t.passenger.other}`
  const showResult = shown
  const formMessage = errors.formError ? leadErrorCopy[lang].form[errors.formError] : undefined
  const id = (field: string) => `quote-${field}`

  return (
    <Form
      ref={formRef}
      method="post"
      noValidate
      preventScrollReset
      onSubmit={onSubmit}
      aria-labelledby="quote-form-title"
      className="border border-line bg-ink/60 p-6 md:p-10"
    >
      <p className="eyebrow">{t.eyebrow}</p>
      <h2 id="quote-form-title" className="mt-3 text-3xl md:text-4xl">
        {t.title}
      </h2>
      <p className="mt-4 text-parchment">{t.promise}</p>
      <p className="mt-2 text-sm text-mist">{t.requiredLegend}</p>

      <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
      <input type="hidden" name="lang" value={lang} />
      <HoneypotField id={id('company')} label={t.honeypotLabel} />

      <div className="mt-8 grid gap-6 md:grid-cols-2">
        <TextField id={id('firstName')} name="firstName" label={t.labels.firstName} value={values.firstName} onChange={set('firstName')} required autoComplete="given-name" maxLength={100} error={errorOf('firstName')} />
        <TextField id={id('lastName')} name="lastName" label={t.labels.lastName} value={values.lastName} onChange={set('lastName')} required autoComplete="family-name" maxLength={100} error={errorOf('lastName')} />
        <TextField id={id('email')} name="email" type="email" label={t.labels.email} value={values.email} onChange={set('email')} required autoComplete="email" inputMode="email" maxLength={254} error={errorOf('email')} />
        <TextField id={id('phone')} name="phone" type="tel" label={t.labels.phone} value={values.phone} onChange={set('phone')} autoComplete="tel" inputMode="tel" maxLength={40} error={errorOf('phone')} />
        <TextField id={id('departure')} name="departure" label={t.labels.departure} value={values.departure} onChange={set('departure')} placeholder={t.placeholders.departure} maxLength={120} error={errorOf('departure')} />
        <TextField id={id('destination')} name="destination" label={t.labels.destination} value={values.destination} onChange={set('destination')} placeholder={t.placeholders.destination} maxLength={120} error={errorOf('destination')} />
        <TextField id={id('departureDate')} name="departureDate" type="date" label={t.labels.departureDate} value={values.departureDate} onChange={set('departureDate')} error={errorOf('departureDate')} />
        <TextField id={id('returnDate')} name="returnDate" type="date" label={t.labels.returnDate} hint={t.optional} value={values.returnDate} onChange={set('returnDate')} min={values.departureDate || undefined} error={errorOf('returnDate')} />

        <FieldShell id={id('passengers')} label={t.labels.passengers} error={errorOf('passengers')}>
          <select id={id('passengers')} name="passengers" value={values.passengers} onChange={(e) => set('passengers')(e.target.value)} aria-invalid={errorOf('passengers') ? true : undefined} aria-describedby={describedBy(id('passengers'), errorOf('passengers'))} className={inputClass}>
            {QUOTE_PASSENGER_CHOICES.map((n) => (
              <option key={n} value={String(n)}>
                {passengersLabel(n)}
              </option>
            ))}
          </select>
        </FieldShell>

        <FieldShell id={id('aircraftType')} label={t.labels.aircraftType} error={errorOf('aircraftType')}>
          <select id={id('aircraftType')} name="aircraftType" value={values.aircraftType} onChange={(e) => set('aircraftType')(e.target.value)} aria-invalid={errorOf('aircraftType') ? true : undefined} aria-describedby={describedBy(id('aircraftType'), errorOf('aircraftType'))} className={inputClass}>
            <option value="">{t.choose}</option>
            {QUOTE_AIRCRAFT_TYPES.map((type) => (
              <option key={type} value={type}>
                {t.aircraftTypes[type]}
              </option>
            ))}
          </select>
        </FieldShell>

        <FieldShell id={id('budget')} label={t.labels.budget} hint={t.optional} error={errorOf('budget')} className="md:col-span-2">
          <select id={id('budget')} name="budget" value={values.budget} onChange={(e) => set('budget')(e.target.value)} aria-invalid={errorOf('budget') ? true : undefined} aria-describedby={describedBy(id('budget'), errorOf('budget'))} className={inputClass}>
            <option value="">{t.choose}</option>
            {QUOTE_BUDGETS.map((budget) => (
              <option key={budget} value={budget}>
                {budgetLabel(lang, budget, t)}
              </option>
            ))}
          </select>
        </FieldShell>

        <FieldShell id={id('specialRequests')} label={t.labels.specialRequests} error={errorOf('specialRequests')} className="md:col-span-2">
          <textarea id={id('specialRequests')} name="specialRequests" rows={5} value={values.specialRequests} onChange={(e) => set('specialRequests')(e.target.value)} aria-invalid={errorOf('specialRequests') ? true : undefined} aria-describedby={describedBy(id('specialRequests'), errorOf('specialRequests'))} placeholder={t.placeholders.specialRequests} maxLength={5000} className={`${inputClass} resize-y`} />
        </FieldShell>
      </div>

      <p className="mt-6 text-sm text-mist">
        {t.privacy.before}
        <Link to="/privacy" className="text-gold-light underline">
          {t.privacy.link}
        </Link>
        {t.privacy.after}
      </p>

      <div className="mt-8 flex flex-col gap-5 md:flex-row md:items-center">
        <button type="submit" className="btn btn-gold shrink-0" disabled={sending} aria-busy={sending || undefined}>
          {sending ? (
            <span aria-hidden="true" className="h-3.5 w-3.5 animate-spin rounded-full border-2 border-midnight/40 border-t-midnight" />
          ) : null}
          {sending ? t.sending : t.submit}
        </button>
        <div ref={statusRef} tabIndex={-1} className="min-h-6 focus:outline-none" role="status" aria-live="polite">
          {!sending && showResult?.status === 'success' ? <p className="text-success">{t.success}</p> : null}
          {!sending && showResult?.status === 'failure' ? <p className="text-danger">{t.failure(site.contactEmail)}</p> : null}
          {!sending && formMessage ? (
            <p className="text-danger" data-testid="quote-form-error">
              {formMessage}
            </p>
          ) : null}
        </div>
      </div>
    </Form>
  )
}

/** "Or write to us": the visitor's mail composer, addressed to HERRA with a ready subject and body. */
export function QuoteMailAlternative() {
  const { lang } = useLanguage()
  const t = useCopy(quoteCopy).mail
  const site = useSiteConfig()
  return (
    <aside aria-labelledby="quote-mail-title" className="border border-line bg-night p-6 md:p-8">
      <h2 id="quote-mail-title" className="text-2xl">
        {t.title}
      </h2>
      <p className="mt-3 text-sm text-mist">{t.text}</p>
      <a href={quoteMailto(lang, site.contactEmail)} className="btn btn-outline mt-6 no-underline">
        {t.link}
      </a>
      <p className="mt-4 text-sm text-mist">{site.contactEmail}</p>
    </aside>
  )
}
