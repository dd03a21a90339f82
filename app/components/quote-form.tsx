import { useEffect, useRef, useState, type FormEvent } from 'react'
import { Form, Link, useNavigation } from 'react-router'
import { toast } from 'sonner'
import { fieldMessage, leadErrorCopy } from '~/content/lead-messages'
import { quoteCopy, type QuoteCopy } from '~/content/quote'
import { constraintsOf } from '~/domain/forms/constraints'
import { HONEYPOT_FIELD, isHoneypotFilled, type FieldErrorCodes, type FormResult } from '~/domain/forms/form-result'
import type { LeadFieldErrorCode } from '~/domain/forms/lead-fields'
import {
  EMPTY_QUOTE_VALUES,
  parseQuote,
  QUOTE_AIRCRAFT_TYPES,
  QUOTE_BUDGET_RANGES,
  QUOTE_BUDGETS,
  QUOTE_FIELDS,
  QUOTE_PASSENGER_CHOICES,
  quoteInputFromForm,
  quoteSchema,
  type QuoteBudget,
  type QuoteField,
} from '~/domain/forms/quote'
import { formatEuros, formatNumber } from '~/i18n/format'
import { intlLocale, type Language } from '~/i18n/language'
import { useCopy, useLanguage } from '~/i18n/language-context'
import { useSiteConfig } from '~/lib/site-config'
import {
  checkBeforeSubmit,
  FormHeader,
  LEAD_FORM_CLASS,
  SelectField,
  SubmitButton,
  TextAreaField,
  TextField,
} from '~/ui/form-fields'

export type QuoteFormResult = FormResult<LeadFieldErrorCode>

interface Errors {
  formError?: LeadFieldErrorCode
  fieldErrors: FieldErrorCodes
}

const CONSTRAINTS = constraintsOf(quoteSchema)

function budgetLabel(lang: Language, budget: QuoteBudget, t: QuoteCopy): string {
  const range = QUOTE_BUDGET_RANGES[budget]
  if (!range) return t.budget.flexible
  const [low, high] = range
  return high === null
    ? t.budget.above(formatEuros(lang, low))
    : `${formatEuros(lang, low)} – ${formatEuros(lang, high)}`
}

/** The mail-composer link of the spec: provider address, fixed subject and body. */
export function quoteMailto(lang: Language, contactEmail: string): string {
  const t = quoteCopy[lang].mail
  return `mailto:${contactEmail}?subject=${encodeURIComponent(t.subject)}&body=${encodeURIComponent(t.body)}`
}

/**
 * The personalised quote request (spec §2, §3, §5; issue 5): an uncontrolled form that posts to
 * the page's action (with or without JavaScript), checked in the browser first with the same schema.
 */
export function QuoteForm({ idempotencyKey, result }: { idempotencyKey: string; result?: QuoteFormResult }) {
  const { lang } = useLanguage()
  const t = useCopy(quoteCopy)
  const site = useSiteConfig()
  const navigation = useNavigation()
  const sending = navigation.state === 'submitting' && navigation.formMethod?.toLowerCase() === 'post'

  const [errors, setErrors] = useState<Errors>(() =>
    result?.status === 'invalid'
      ? { formError: result.formError, fieldErrors: result.fieldErrors }
      : { fieldErrors: {} },
  )
  const statusRef = useRef<HTMLDivElement>(null)
  const formRef = useRef<HTMLFormElement>(null)

  // A new answer from the action (JavaScript submission): toast, or show the errors. A success
  // remounts the fields empty (the form is keyed by the answer).
  const [shown, setShown] = useState<QuoteFormResult | undefined>(result)
  useEffect(() => {
    if (!result || shown === result) return
    setShown(result)
    if (result.status === 'success') {
      setErrors({ fieldErrors: {} })
      toast.success(t.toast.successTitle, { description: t.toast.successDescription })
    } else if (result.status === 'invalid') {
      setErrors({ formError: result.formError, fieldErrors: result.fieldErrors })
    } else {
      setErrors({ fieldErrors: {} })
      toast.error(t.toast.errorTitle)
    }
    statusRef.current?.focus()
  }, [result, shown, t])

  const errorOf = (field: QuoteField) => {
    const code = errors.fieldErrors[field] as LeadFieldErrorCode | undefined
    return code ? fieldMessage(lang, code) : undefined
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const form = new FormData(event.currentTarget)
    // Honeypot filled: nothing is sent, nothing is said.
    if (isHoneypotFilled(form.get(HONEYPOT_FIELD))) {
      event.preventDefault()
      return
    }
    const problem = checkBeforeSubmit(event, (data) => parseQuote(quoteInputFromForm(data)), QUOTE_FIELDS)
    setErrors(
      problem ? { formError: problem.code, fieldErrors: problem.fieldErrors as FieldErrorCodes } : { fieldErrors: {} },
    )
  }

  const plural = new Intl.PluralRules(intlLocale(lang))
  const passengersLabel = (n: number) =>
    `${formatNumber(lang, n)} ${plural.select(n) === 'one' ? t.passenger.one : t.passenger.other}`
  const values = shown && shown.status !== 'success' ? shown.values : undefined
  const value = (name: QuoteField) =>
    typeof values?.[name] === 'string' ? (values[name] as string) : EMPTY_QUOTE_VALUES[name]
  const formMessage = errors.formError ? leadErrorCopy[lang].form[errors.formError] : undefined
  const id = (field: string) => `quote-${field}`
  const field = (name: QuoteField) => ({
    id: id(name),
    name,
    constraint: CONSTRAINTS[name],
    error: errorOf(name),
    defaultValue: value(name),
  })

  return (
    <Form
      ref={formRef}
      key={shown?.status === 'success' ? shown.at : 'form'}
      method="post"
      noValidate
      preventScrollReset
      onSubmit={onSubmit}
      aria-labelledby="quote-form-title"
      className={LEAD_FORM_CLASS}
    >
      <FormHeader
        titleId="quote-form-title"
        copy={t}
        intro={<p className="mt-4 text-parchment">{t.promise}</p>}
        idempotencyKey={idempotencyKey}
        lang={lang}
      />

      <div className="mt-8 grid gap-6 md:grid-cols-2">
        <TextField {...field('firstName')} label={t.labels.firstName} autoComplete="given-name" />
        <TextField {...field('lastName')} label={t.labels.lastName} autoComplete="family-name" />
        <TextField {...field('email')} type="email" label={t.labels.email} autoComplete="email" inputMode="email" />
        <TextField {...field('phone')} type="tel" label={t.labels.phone} autoComplete="tel" inputMode="tel" />
        <TextField {...field('departure')} label={t.labels.departure} placeholder={t.placeholders.departure} />
        <TextField {...field('destination')} label={t.labels.destination} placeholder={t.placeholders.destination} />
        <TextField {...field('departureDate')} type="date" label={t.labels.departureDate} />
        <TextField {...field('returnDate')} type="date" label={t.labels.returnDate} hint={t.optional} />
        <SelectField
          {...field('passengers')}
          label={t.labels.passengers}
          options={QUOTE_PASSENGER_CHOICES.map((n) => ({ value: String(n), label: passengersLabel(n) }))}
        />
        <SelectField
          {...field('aircraftType')}
          label={t.labels.aircraftType}
          emptyLabel={t.choose}
          options={QUOTE_AIRCRAFT_TYPES.map((type) => ({ value: type, label: t.aircraftTypes[type] }))}
        />
        <SelectField
          {...field('budget')}
          className="md:col-span-2"
          label={t.labels.budget}
          hint={t.optional}
          emptyLabel={t.choose}
          options={QUOTE_BUDGETS.map((budget) => ({ value: budget, label: budgetLabel(lang, budget, t) }))}
        />
        <TextAreaField
          {...field('specialRequests')}
          className="md:col-span-2"
          label={t.labels.specialRequests}
          rows={5}
          placeholder={t.placeholders.specialRequests}
        />
      </div>

      <p className="mt-6 text-sm text-mist">
        {t.privacy.before}
        <Link to="/privacy" className="text-gold-light underline">
          {t.privacy.link}
        </Link>
        {t.privacy.after}
      </p>

      <div className="mt-8 flex flex-col gap-5 md:flex-row md:items-center">
        <SubmitButton pending={sending} label={t.submit} pendingLabel={t.sending} className="shrink-0" />
        <div ref={statusRef} tabIndex={-1} className="min-h-6 focus:outline-none" role="status" aria-live="polite">
          {!sending && shown?.status === 'success' ? <p className="text-success">{t.success}</p> : null}
          {!sending && (shown?.status === 'rate_limited' || shown?.status === 'unavailable') ? (
            <p className="text-danger">{t.failure(site.contactEmail)}</p>
          ) : null}
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
