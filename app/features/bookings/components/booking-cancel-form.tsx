import { getFormProps, type SubmissionResult } from '@conform-to/react'
import { Form } from 'react-router'
import type { FormResult } from '~/domain/forms/form-result'
import { useLanguage } from '~/i18n/language-context'
import { CheckboxField, Honeypot, SubmitButton, type FieldMeta } from '~/ui/form-fields'
import { useFormAnswer } from '~/ui/use-form-answer'
import { useSchemaForm } from '~/ui/use-schema-form'
import { bookingCopy } from '../content/booking-copy'
import { formatCents } from '../content/booking-format'
import { cancelSchema } from '../domain/booking-forms'

type Answer = FormResult<string> & { reply?: SubmissionResult<string[]> }

/**
 * The client's cancellation, a step of its own: what the accepted terms keep and what is refunded,
 * then a ticked confirmation and the button (docs/product.md §17).
 */
export function CancelBookingForm({
  figures,
}: {
  figures: { keptPercent: number; keptCents: number; paidCents: number; refundCents: number; owedCents: number }
}) {
  const { lang } = useLanguage()
  const t = bookingCopy[lang].cancel
  const post = useFormAnswer<Answer>()
  const [form, fields] = useSchemaForm(cancelSchema, { id: 'booking-cancel', lastResult: post.answer?.reply })
  const error = fields.confirm.errors?.[0] ? t.confirmRequired : undefined
  if (post.answer?.status === 'success')
    return (
      <p role="status" className="mt-12 border border-success/70 p-5 text-ivory">
        {t.done(formatCents(lang, figures.refundCents))}
      </p>
    )
  return (
    <section aria-labelledby="booking-cancel-title" className="mt-12 border border-line/70 p-5 md:p-8">
      <h2 id="booking-cancel-title" className="text-2xl">
        {t.title}
      </h2>
      <p className="mt-3 text-parchment">{t.intro(figures.keptPercent)}</p>
      <dl className="mt-4 grid gap-x-6 gap-y-2 text-parchment sm:grid-cols-[auto_1fr]">
        <dt className="text-mist">{t.paid}</dt>
        <dd>{formatCents(lang, figures.paidCents)}</dd>
        <dt className="text-mist">{t.kept}</dt>
        <dd>{formatCents(lang, figures.keptCents)}</dd>
        <dt className="text-mist">{t.refund}</dt>
        <dd className="text-ivory">{formatCents(lang, figures.refundCents)}</dd>
        {figures.owedCents > 0 ? (
          <>
            <dt className="text-mist">{t.owed}</dt>
            <dd>{formatCents(lang, figures.owedCents)}</dd>
          </>
        ) : null}
      </dl>
      <Form method="post" {...getFormProps(form)} className="mt-6 space-y-4">
        <Honeypot id="booking-cancel-website" label="Website" />
        <CheckboxField meta={fields.confirm as FieldMeta} error={error}>
          {t.confirm}
        </CheckboxField>
        <SubmitButton pending={post.pending} label={t.button} pendingLabel={t.pending} className="min-h-11 px-6" />
        {post.answer?.status === 'unavailable' || post.answer?.status === 'rate_limited' ? (
          <p role="alert" className="text-sm text-danger">
            {t.unavailable}
          </p>
        ) : null}
      </Form>
    </section>
  )
}
