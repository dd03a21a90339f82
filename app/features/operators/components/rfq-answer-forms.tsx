import { getFormProps, type SubmissionResult } from '@conform-to/react'
import { Form } from 'react-router'
import { AIRCRAFT } from '~/domain/aircraft'
import type { Language } from '~/i18n/language'
import { Honeypot, SelectField, SubmitButton, TextAreaField, TextField, type FieldMeta } from '~/ui/form-fields'
import { useSchemaForm } from '~/ui/use-schema-form'
import { rfqCopy } from '../content/rfq-copy'
import { OTHER_AIRCRAFT, operatorErrorCode, rfqAnswerSchema, rfqDeclineSchema } from '../domain/operator-form'

/**
 * The operator's two answers on the RFQ page (docs/product.md §14): a quote — an aircraft of its
 * fleet (or another registration), the price lines excluding tax, availability and validity — or a
 * decline with a reason. The one form pattern (decision 016): plain posts that work without
 * JavaScript, the server's schema in the browser, the server's refusal shown at the field.
 */

export interface FleetChoice {
  registration: string
  aircraftId: string
  aircraftName: string
  seats: number
}

export function RfqQuoteForm({
  lang,
  fleet,
  passengers,
  lastResult,
  pending,
  validUntil,
}: {
  lang: Language
  fleet: readonly FleetChoice[]
  passengers: number
  lastResult?: SubmissionResult<string[]> | null
  pending: boolean
  validUntil: string
}) {
  const t = rfqCopy[lang]
  const a = t.answer
  const first = fleet.find((f) => f.seats >= passengers) ?? fleet[0]
  const [form, fields] = useSchemaForm(rfqAnswerSchema, {
    id: 'rfq-quote',
    lastResult,
    defaultValue: first
      ? {
          registration: first.registration,
          aircraft: first.aircraftId || OTHER_AIRCRAFT,
          aircraftName: first.aircraftId ? '' : first.aircraftName,
          seats: String(first.seats),
          availability: 'confirmed',
          validUntil,
        }
      : { availability: 'confirmed', validUntil },
  })
  const errorOf = (meta: { errors?: string[] }) =>
    meta.errors?.[0] ? t.errors[operatorErrorCode(meta.errors[0])] : undefined
  const field = (name: keyof typeof fields, label: string, extra: Record<string, unknown> = {}) => (
    <TextField meta={fields[name] as FieldMeta} label={label} error={errorOf(fields[name] ?? {})} {...extra} />
  )
  const types = [...AIRCRAFT.map((x) => ({ value: x.id, label: x.name })), { value: OTHER_AIRCRAFT, label: a.other }]
  return (
    <Form method="post" action="?intent=quote" {...getFormProps(form)} className="relative space-y-5">
      <input type="hidden" name="intent" value="quote" />
      <Honeypot id="rfq-quote-trap" label={t.honeypot} />
      <p className="text-sm text-parchment">{a.intro}</p>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-xs uppercase tracking-[0.16em] text-gold">{a.fleet}</legend>
        {field('registration', a.registration, {
          hint: fleet.length ? `(${a.fleetHint})` : undefined,
          autoComplete: 'off',
          list: 'rfq-fleet',
        })}
        <datalist id="rfq-fleet">
          {fleet.map((f) => (
            <option key={f.registration} value={f.registration}>
              {`${f.aircraftName} · ${f.seats}`}
            </option>
          ))}
        </datalist>
        <SelectField
          meta={fields.aircraft as FieldMeta}
          label={a.aircraft}
          options={types}
          emptyLabel=""
          error={errorOf(fields.aircraft)}
        />
        {field('aircraftName', a.aircraftName, { autoComplete: 'off' })}
        {field('seats', a.seats, { type: 'number', inputMode: 'numeric' })}
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-xs uppercase tracking-[0.16em] text-gold">
          {a.lines} <span className="normal-case tracking-normal text-mist">— {a.linesHint}</span>
        </legend>
        {field('charter', a.charter, { inputMode: 'decimal', autoComplete: 'off' })}
        {field('positioning', a.positioning, { inputMode: 'decimal', autoComplete: 'off' })}
        {field('fees', a.fees, { inputMode: 'decimal', autoComplete: 'off' })}
        {field('other', a.other_, { inputMode: 'decimal', autoComplete: 'off' })}
        {field('otherLabel', a.otherLabel, { autoComplete: 'off' })}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          meta={fields.availability as FieldMeta}
          label={a.availability}
          options={[
            { value: 'confirmed', label: a.confirmed },
            { value: 'subject', label: a.subject },
          ]}
          error={errorOf(fields.availability)}
        />
        {field('validUntil', a.validUntil, { type: 'date' })}
      </div>
      <TextAreaField meta={fields.note as FieldMeta} label={a.note} rows={3} error={errorOf(fields.note)} />
      <SubmitButton pending={pending} label={a.button} pendingLabel={a.pending} className="w-full sm:w-auto" />
    </Form>
  )
}

export function RfqDeclineForm({
  lang,
  lastResult,
  pending,
}: {
  lang: Language
  lastResult?: SubmissionResult<string[]> | null
  pending: boolean
}) {
  const t = rfqCopy[lang]
  const d = t.decline
  const [form, fields] = useSchemaForm(rfqDeclineSchema, { id: 'rfq-decline', lastResult })
  const errorOf = (meta: { errors?: string[] }) =>
    meta.errors?.[0] ? t.errors[operatorErrorCode(meta.errors[0])] : undefined
  return (
    <Form method="post" action="?intent=decline" {...getFormProps(form)} className="relative space-y-4">
      <input type="hidden" name="intent" value="decline" />
      <Honeypot id="rfq-decline-trap" label={t.honeypot} />
      <p className="text-sm text-parchment">{d.intro}</p>
      <SelectField
        meta={fields.reason as FieldMeta}
        label={d.reason}
        emptyLabel=""
        options={(Object.keys(d.reasons) as Array<keyof typeof d.reasons>).map((k) => ({
          value: k,
          label: d.reasons[k],
        }))}
        error={errorOf(fields.reason)}
      />
      <TextAreaField meta={fields.note as FieldMeta} label={d.note} rows={2} error={errorOf(fields.note)} />
      <SubmitButton pending={pending} label={d.button} pendingLabel={d.pending} className="w-full sm:w-auto" />
    </Form>
  )
}
