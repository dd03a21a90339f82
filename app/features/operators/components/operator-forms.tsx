import { getFormProps, type SubmissionResult } from '@conform-to/react'
import { Form } from 'react-router'
import { AirportCombobox } from '~/components/airport/airport-combobox'
import { DeskFormEnd } from '~/desk-kit/components/desk-ui'
import { AIRCRAFT } from '~/domain/aircraft'
import { useCopy, useLanguage } from '~/i18n/language-context'
import { SelectField, TextAreaField, TextField, type FieldMeta } from '~/ui/form-fields'
import { useSchemaForm } from '~/ui/use-schema-form'
import { operatorsCopy } from '../content/operators-copy'
import { rfqCopy } from '../content/rfq-copy'
import { aircraftSchema, OTHER_AIRCRAFT, operatorEditorSchema, operatorErrorCode } from '../domain/operator-form'

/** The desk's operator form (add, edit) and the aircraft form of its AOC (docs/product.md §14). */

type Post = { answer?: { status: string; formError?: string; reply?: SubmissionResult<string[]> }; pending: boolean }

function useErrors() {
  const { lang } = useLanguage()
  const errors = rfqCopy[lang].errors
  return (meta: { errors?: string[] }) => (meta.errors?.[0] ? errors[operatorErrorCode(meta.errors[0])] : undefined)
}

export function OperatorEditor({
  mode,
  defaultValue,
  post,
}: {
  mode: 'new' | 'edit'
  defaultValue?: Record<string, string>
  post: Post
}) {
  const t = useCopy(operatorsCopy).editor
  const errorOf = useErrors()
  const [form, fields] = useSchemaForm(operatorEditorSchema, {
    id: 'operator-editor',
    lastResult: post.answer?.reply,
    defaultValue: defaultValue ?? { language: 'en' },
  })
  const field = (name: keyof typeof fields, label: string, extra: Record<string, unknown> = {}) => (
    <TextField meta={fields[name] as FieldMeta} label={label} error={errorOf(fields[name] ?? {})} {...extra} />
  )
  return (
    <Form method="post" action="?intent=operator" {...getFormProps(form)} className="space-y-4">
      <input type="hidden" name="intent" value="operator" />
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {field('name', t.name, { autoComplete: 'off' })}
        {field('country', t.country, { hint: `(${t.countryHint})`, autoComplete: 'off' })}
        <SelectField
          meta={fields.language as FieldMeta}
          label={t.language}
          options={[
            { value: 'en', label: t.languages.en },
            { value: 'fr', label: t.languages.fr },
          ]}
          error={errorOf(fields.language)}
        />
        {field('aocNumber', t.aocNumber, { autoComplete: 'off' })}
        {field('aocAuthority', t.aocAuthority, { hint: `(${t.aocAuthorityHint})`, autoComplete: 'off' })}
        {field('aocExpiresOn', t.aocExpiresOn, { type: 'date' })}
        {field('tcoNumber', t.tcoNumber, { hint: `(${t.tcoHint})`, autoComplete: 'off' })}
        {field('tcoExpiresOn', t.tcoExpiresOn, { type: 'date' })}
        <div className="hidden xl:block" />
        {field('insurer', t.insurer, { autoComplete: 'off' })}
        {field('insuranceExpiresOn', t.insuranceExpiresOn, { type: 'date' })}
        {field('liability', t.liability, { hint: `(${t.liabilityHint})`, inputMode: 'numeric', autoComplete: 'off' })}
      </div>
      {field('quoteEmails', t.quoteEmails, { hint: `(${t.quoteEmailsHint})`, autoComplete: 'off' })}
      <TextAreaField meta={fields.notes as FieldMeta} label={t.notes} rows={3} error={errorOf(fields.notes)} />
      <DeskFormEnd
        post={post}
        label={mode === 'new' ? t.add : t.save}
        pendingLabel={t.saving}
        className="min-h-11 px-6"
        done={mode === 'edit' ? t.saved : undefined}
      />
    </Form>
  )
}

export function AircraftEditor({ post }: { post: Post }) {
  const t = useCopy(operatorsCopy).aircraft
  const errorOf = useErrors()
  const { lang } = useLanguage()
  const [form, fields] = useSchemaForm(aircraftSchema, { id: 'aircraft-editor', lastResult: post.answer?.reply })
  const field = (name: keyof typeof fields, label: string, extra: Record<string, unknown> = {}) => (
    <TextField meta={fields[name] as FieldMeta} label={label} error={errorOf(fields[name] ?? {})} {...extra} />
  )
  const duplicate = post.answer?.status === 'refused' && post.answer.formError === 'registration'
  const unknownBase = post.answer?.status === 'refused' && post.answer.formError === 'airport'
  return (
    <Form method="post" action="?intent=aircraft" {...getFormProps(form)} className="space-y-4">
      <input type="hidden" name="intent" value="aircraft" />
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {field('registration', t.registration, { autoComplete: 'off' })}
        <SelectField
          meta={fields.aircraft as FieldMeta}
          label={t.type}
          options={[
            ...AIRCRAFT.map((a) => ({ value: a.id, label: `${a.name} (${a.pax})` })),
            { value: OTHER_AIRCRAFT, label: t.other },
          ]}
          emptyLabel=""
          error={errorOf(fields.aircraft)}
        />
        {field('aircraftName', t.aircraftName, { autoComplete: 'off' })}
        {field('seats', t.seats, { type: 'number', inputMode: 'numeric' })}
        {field('year', t.year, { type: 'number', inputMode: 'numeric' })}
        <div>
          <AirportCombobox label={t.base} name={fields.base.name} defaultCode="" />
          {errorOf(fields.base) || unknownBase ? (
            <p className="mt-2 text-sm text-danger">{errorOf(fields.base) ?? rfqCopy[lang].errors.airport}</p>
          ) : null}
        </div>
      </div>
      <DeskFormEnd post={post} label={t.add} pendingLabel={t.adding} className="min-h-11 px-6">
        {duplicate ? <p className="mt-3 text-sm text-danger">{t.duplicate}</p> : null}
      </DeskFormEnd>
    </Form>
  )
}
