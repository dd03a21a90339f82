import { useEffect, useRef, useState } from 'react'
import { Form, Link, useNavigation } from 'react-router'
import { toast } from '~/ui/toast'
import { quoteCopy, type QuoteCopy } from '~/content/quote'
import { HONEYPOT_FIELD, isHoneypotFilled, type FormResult } from '~/domain/forms/form-result'
import type { LeadFieldErrorCode } from '~/domain/forms/lead-fields'
import {
  EMPTY_QUOTE_VALUES,
  QUOTE_AIRCRAFT_TYPES,
  QUOTE_BUDGET_RANGES,
  QUOTE_BUDGETS,
  QUOTE_FIELDS,
  QUOTE_PASSENGER_CHOICES,
  quoteSchema,
  type QuoteBudget,
} from '~/domain/forms/quote'
import { formatEuros, formatNumber } from '~/i18n/format'
import { intlLocale, type Language } from '~/i18n/language'
import { useCopy, useLanguage } from '~/i18n/language-context'
import { useOperatorConfig } from '~/lib/use-operator-config'
import { SidePanel } from '~/ui/side-panel'
import { SelectField, SubmitButton, TextField } from '~/ui/form-fields'
import { schemaCheck } from '~/ui/use-schema-form'
import { LeadFormHeader, LeadMessageField, LeadPersonFields, useLeadForm } from './lead-form-shared'

export type QuoteFormResult = FormResult<LeadFieldErrorCode>

const QUOTE_CHECK = schemaCheck(quoteSchema)

function budgetLabel(lang: Language, budget: QuoteBudget, t: QuoteCopy): string {
  const range = QUOTE_BUDGET_RANGES[budget]
  if (!range) return t.budget.flexible
  const [low, high] = range
  return high === null
    ? t.budget.above(formatEuros(lang, low))
    : `${formatEuros(lang, low)} – ${formatEuros(lang, high)}`
}

/** The mail-composer link of docs/product.md: provider address, fixed subject and body. */
export function quoteMailto(lang: Language, contactEmail: string): string {
  const t = quoteCopy[lang].mail
  return `mailto:${contactEmail}?subject=${encodeURIComponent(t.subject)}&body=${encodeURIComponent(t.body)}`
}

/**
 * The personalised quote request (docs/product.md §2, §7): an uncontrolled form that posts to
 * the page's action (with or without JavaScript), checked in the browser first with the same schema.
 */
/** The empty leg a request is for ("Request this leg", docs/product.md §12): its id and how it reads. */
export interface QuoteEmptyLeg {
  id: string
  label: string
}

export function QuoteForm({
  idempotencyKey,
  result,
  prefill,
  emptyLeg,
}: {
  idempotencyKey: string
  result?: QuoteFormResult
  prefill?: Partial<typeof EMPTY_QUOTE_VALUES>
  emptyLeg?: QuoteEmptyLeg
}) {
  const { lang } = useLanguage()
  const t = useCopy(quoteCopy)
  const site = useOperatorConfig()
  const navigation = useNavigation()
  const sending = navigation.state === 'submitting' && navigation.formMethod?.toLowerCase() === 'post'
  const statusRef = useRef<HTMLDivElement>(null)
  const { formProps, field, formMessage } = useLeadForm('quote', QUOTE_CHECK, QUOTE_FIELDS, {
    lastResult: result?.reply,
    defaultValue: { ...EMPTY_QUOTE_VALUES, ...prefill },
    // Honeypot filled: nothing is sent, nothing is said.
    onSubmit: (event, { formData }) => {
      if (isHoneypotFilled(formData.get(HONEYPOT_FIELD))) event.preventDefault()
    },
  })

  // A new answer from the action (JavaScript submission): a toast, and the status takes the focus.
  const [shown, setShown] = useState<QuoteFormResult | undefined>(result)
  useEffect(() => {
    if (!result || shown === result) return
    setShown(result)
    if (result.status === 'success') toast.success(t.toast.successTitle, { description: t.toast.successDescription })
    else if (result.status !== 'invalid') toast.error(t.toast.errorTitle)
    statusRef.current?.focus()
  }, [result, shown, t])

  const plural = new Intl.PluralRules(intlLocale(lang))
  const passengersLabel = (n: number) =>
    `${formatNumber(lang, n)} ${plural.select(n) === 'one' ? t.passenger.one : t.passenger.other}`

  return (
    <Form
      {...formProps}
      // A success remounts the fields empty (Conform's reply resets its own state, not the DOM's).
      key={shown?.status === 'success' ? shown.at : 'form'}
      preventScrollReset
    >
      <LeadFormHeader
        name="quote"
        copy={t}
        intro={<p className="mt-4 text-parchment">{t.promise}</p>}
        idempotencyKey={idempotencyKey}
      />
      {emptyLeg ? (
        <p className="mt-4 border border-gold/60 px-4 py-3 text-ivory" data-testid="quote-empty-leg">
          <input type="hidden" name="emptyLeg" value={emptyLeg.id} />
          {emptyLeg.label}
        </p>
      ) : null}

      <div className="mt-8 grid gap-6 md:grid-cols-2">
        <LeadPersonFields field={field} copy={t} />
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
        <LeadMessageField name="specialRequests" field={field} copy={t} rows={5} />
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
          {!sending && shown?.status === 'success' && !formMessage ? <p className="text-success">{t.success}</p> : null}
          {!sending && !formMessage && (shown?.status === 'rate_limited' || shown?.status === 'unavailable') ? (
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
  const site = useOperatorConfig()
  return (
    <SidePanel id="quote-mail-title" title={t.title} titleClassName="text-2xl">
      <p className="mt-3 text-sm text-mist">{t.text}</p>
      <a href={quoteMailto(lang, site.contactEmail)} className="btn btn-outline mt-6 no-underline">
        {t.link}
      </a>
      <p className="mt-4 text-sm text-mist">{site.contactEmail}</p>
    </SidePanel>
  )
}
