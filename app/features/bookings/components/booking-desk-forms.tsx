import { getFormProps, type SubmissionResult } from '@conform-to/react'
import { Form } from 'react-router'
import { DeskFormEnd } from '~/desk-kit/components/desk-ui'
import { useCopy, useLanguage } from '~/i18n/language-context'
import { CheckboxField, SelectField, TextField, type FieldMeta } from '~/ui/form-fields'
import { useFormAnswer } from '~/ui/use-form-answer'
import { useSchemaForm } from '~/ui/use-schema-form'
import type { FormResult } from '~/domain/forms/form-result'
import { INTENT_FIELD } from '~/domain/forms/form-result'
import { bookingDeskCopy } from '../content/booking-desk-copy'
import { formatCents } from '../content/booking-format'
import { bookingErrorCode, creditNoteSchema, manualPaymentSchema } from '../domain/booking-forms'

type Answer = FormResult<string> & { reply?: SubmissionResult<string[]> }

/** The desk's payment by hand: which amount, how much, when, why (the audit log keeps the reason). */
export function ManualPaymentForm({
  dues,
  today,
}: {
  dues: ReadonlyArray<{ id: string; label: string }>
  today: string
}) {
  const t = useCopy(bookingDeskCopy)
  const post = useFormAnswer<Answer>('payment')
  const [form, fields] = useSchemaForm(manualPaymentSchema, {
    id: 'booking-payment',
    lastResult: post.answer?.reply,
    defaultValue: { receivedOn: today, due: dues[0]?.id },
  })
  const err = (meta: { errors?: string[] }) =>
    meta.errors?.[0] ? t.errors[bookingErrorCode(meta.errors[0])] : undefined
  return (
    <Form method="post" {...getFormProps(form)} className="mt-4 space-y-4">
      <input type="hidden" name={INTENT_FIELD} value="payment" />
      <SelectField
        meta={fields.due as FieldMeta}
        label={t.due}
        error={err(fields.due)}
        options={dues.map((d) => ({ value: d.id, label: d.label }))}
      />
      <TextField meta={fields.amount as FieldMeta} label={t.amount} inputMode="text" error={err(fields.amount)} />
      <TextField
        meta={fields.receivedOn as FieldMeta}
        label={t.receivedOn}
        type="date"
        error={err(fields.receivedOn)}
      />
      <TextField meta={fields.note as FieldMeta} label={t.note} error={err(fields.note)} />
      <DeskFormEnd post={post} label={t.record} done={t.recorded} className="min-h-11 px-6" />
    </Form>
  )
}

/** A credit note for one invoice, after a ticked confirmation. */
export function CreditNoteForm({ invoiceId, number }: { invoiceId: string; number: string }) {
  const t = useCopy(bookingDeskCopy)
  const intent = `credit-${number}`
  const post = useFormAnswer<Answer>(intent)
  const [form, fields] = useSchemaForm(creditNoteSchema, {
    id: `credit-${invoiceId}`,
    lastResult: post.answer?.reply,
    defaultValue: { invoice: invoiceId },
  })
  const error = fields.confirm.errors?.[0] ? t.errors.confirm : undefined
  return (
    <Form method="post" {...getFormProps(form)} className="mt-2 space-y-2">
      <input type="hidden" name={INTENT_FIELD} value={intent} />
      <input type="hidden" name="invoice" value={invoiceId} />
      <CheckboxField meta={fields.confirm as FieldMeta} error={error}>
        {t.creditConfirm}
      </CheckboxField>
      <DeskFormEnd post={post} label={t.credit} done={t.credited} className="min-h-11 px-4" />
    </Form>
  )
}

export function useCentsFormat() {
  const { lang } = useLanguage()
  return (cents: number) => formatCents(lang, cents)
}
