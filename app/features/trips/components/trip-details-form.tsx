import { getFormProps, type SubmissionResult } from '@conform-to/react'
import { useId } from 'react'
import { Form, useNavigation } from 'react-router'
import type { Language } from '~/i18n/language'
import { SubmitButton, TextField, type FieldMeta } from '~/ui/form-fields'
import { useSchemaForm } from '~/ui/use-schema-form'
import { tripCopy } from '../content/trip-copy'
import { tripDeskCopy } from '../content/trip-desk-copy'
import { tripDetailsSchema, tripErrorCode } from '../domain/passenger-form'
import type { TripDetails, TripLeg } from '../domain/trip-model'

/**
 * The desk's trip details (docs/product.md §18): registration, the operator's duty line, and per
 * leg the terminals/FBO, handler, catering and ground transport. Saving what changed updates the
 * sheet and sends the client one e-mail naming each change.
 */
export function TripDetailsForm({
  lang,
  action,
  legs,
  details,
  lastResult,
  message,
}: {
  lang: Language
  action: string
  legs: readonly TripLeg[]
  details: TripDetails
  lastResult?: SubmissionResult<string[]> | null
  message?: { tone: 'ok' | 'error'; text: string } | null
}) {
  const t = tripCopy[lang]
  const d = tripDeskCopy[lang]
  const navigation = useNavigation()
  const pending = navigation.state === 'submitting' && navigation.formAction?.includes('intent=details') === true
  const [form, fields] = useSchemaForm(tripDetailsSchema, {
    id: useId(),
    lastResult,
    defaultValue: {
      registration: details.registration,
      operatorPhone: details.operatorPhone,
      legs: details.legs,
    } as never,
  })
  const errorOf = (meta: { errors?: string[] }) =>
    meta.errors?.[0] ? t.form.errors[tripErrorCode(meta.errors[0])] : undefined
  const legFields = fields.legs.getFieldList()
  return (
    <Form method="post" action={action} {...getFormProps(form)} className="space-y-6">
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          meta={fields.registration as FieldMeta}
          error={errorOf(fields.registration)}
          label={t.sheet.registration}
        />
        <TextField
          meta={fields.operatorPhone as FieldMeta}
          error={errorOf(fields.operatorPhone)}
          type="tel"
          label={t.sheet.operatorPhone}
        />
      </div>
      {legs.map((leg, i) => {
        const set = legFields[i]?.getFieldset()
        if (!set) return null
        return (
          <fieldset key={leg.number} className="border border-line/60 p-4">
            <legend className="px-2 text-gold">
              {t.sheet.leg(leg.number)} · {leg.from.code} → {leg.to.code}
            </legend>
            <div className="grid gap-4 md:grid-cols-2">
              <TextField
                meta={set.departureFbo as FieldMeta}
                error={errorOf(set.departureFbo)}
                label={`${d.mail.fields.departureFbo} (${leg.from.code})`}
              />
              <TextField
                meta={set.arrivalFbo as FieldMeta}
                error={errorOf(set.arrivalFbo)}
                label={`${d.mail.fields.arrivalFbo} (${leg.to.code})`}
              />
              <TextField meta={set.handler as FieldMeta} error={errorOf(set.handler)} label={t.sheet.handler} />
              <TextField meta={set.catering as FieldMeta} error={errorOf(set.catering)} label={t.sheet.catering} />
              <TextField
                meta={set.groundTransport as FieldMeta}
                error={errorOf(set.groundTransport)}
                label={t.sheet.groundTransport}
                className="md:col-span-2"
              />
            </div>
          </fieldset>
        )
      })}
      <SubmitButton pending={pending} label={d.desk.save} pendingLabel={t.form.pending} />
      <div aria-live="polite">
        {message ? (
          <p
            role={message.tone === 'ok' ? 'status' : 'alert'}
            className={message.tone === 'ok' ? 'text-success' : 'text-danger'}
          >
            {message.text}
          </p>
        ) : null}
      </div>
    </Form>
  )
}
