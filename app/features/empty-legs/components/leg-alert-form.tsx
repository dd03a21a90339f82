import { getFormProps } from '@conform-to/react'
import { useId } from 'react'
import { Form, useNavigation } from 'react-router'
import type { FormResult } from '~/domain/forms/form-result'
import { useCopy } from '~/i18n/language-context'
import { Honeypot, SubmitButton, TextField, type FieldMeta } from '~/ui/form-fields'
import { useSchemaForm } from '~/ui/use-schema-form'
import { legsCopy } from '../content/legs-copy'
import { alertSubscribeSchema, legErrorCode, type LegErrorCode } from '../domain/leg-form'

export type AlertResult = FormResult<LegErrorCode>

/**
 * The empty-leg alert (docs/product.md §12): an e-mail, a departure and/or an arrival (an airport,
 * a city or a country), an optional radius. A plain form posting to /empty-legs (it works without
 * JavaScript), checked first with the server's own schema; double opt-in by e-mail.
 */
export function LegAlertForm({
  result,
  defaultValue,
}: {
  result?: AlertResult
  /** The list's country filters, as the alert's places (a visitor who filtered wants those). */
  defaultValue?: { from?: string; to?: string }
}) {
  const t = useCopy(legsCopy).alert
  const ids = { form: useId(), title: useId(), trap: useId() }
  const navigation = useNavigation()
  const pending = navigation.state === 'submitting' && navigation.formMethod?.toLowerCase() === 'post'
  const [form, fields] = useSchemaForm(alertSubscribeSchema, {
    id: ids.form,
    lastResult: result?.reply,
    defaultValue: { from: defaultValue?.from ?? '', to: defaultValue?.to ?? '' },
  })
  const errorOf = (meta: { errors?: string[] }) =>
    meta.errors?.[0] ? t.errors[legErrorCode(meta.errors[0])] : undefined
  // A place the server could not find comes back as the field's `place` error with `details`.
  const unknown = result?.status === 'refused' && result.formError === 'place'
  return (
    <section
      id="alert"
      aria-labelledby={ids.title}
      className="scroll-mt-24 border border-line/80 bg-night/60 p-6 md:p-10"
    >
      <h2 id={ids.title} className="text-3xl md:text-4xl">
        {t.title}
      </h2>
      <p className="mt-4 max-w-2xl text-parchment">{t.text}</p>
      <Form method="post" action="/empty-legs#alert" {...getFormProps(form)} className="relative mt-6">
        <Honeypot id={ids.trap} label="—" />
        <div className="grid gap-4 md:grid-cols-2">
          <TextField
            meta={fields.email as FieldMeta}
            label={t.email}
            type="email"
            inputMode="email"
            autoComplete="email"
            error={errorOf(fields.email)}
            className="md:col-span-2"
          />
          <TextField
            meta={fields.from as FieldMeta}
            label={t.from}
            hint={`(${t.placeHint})`}
            autoComplete="off"
            error={errorOf(fields.from)}
          />
          <TextField
            meta={fields.to as FieldMeta}
            label={t.to}
            hint={`(${t.placeHint})`}
            autoComplete="off"
            error={errorOf(fields.to)}
          />
          <TextField
            meta={fields.radius as FieldMeta}
            label={t.radius}
            hint={`(${t.radiusHint})`}
            type="number"
            inputMode="numeric"
            error={errorOf(fields.radius)}
          />
        </div>
        <p className="mt-4 text-xs text-mist">{t.privacy}</p>
        <SubmitButton pending={pending} label={t.button} pendingLabel={t.pending} className="mt-5 min-h-12 px-8" />
        <div aria-live="polite" className="mt-4 min-h-6 text-sm">
          {!pending && result?.status === 'success' ? (
            <p role="status" className="text-success">
              {t.sent}
            </p>
          ) : null}
          {!pending && unknown ? <p className="text-danger">{t.unknownPlace}</p> : null}
          {!pending && result?.status === 'rate_limited' ? <p className="text-danger">{t.errors.limited}</p> : null}
          {!pending && result?.status === 'unavailable' ? <p className="text-danger">{t.errors.unavailable}</p> : null}
        </div>
      </Form>
    </section>
  )
}
