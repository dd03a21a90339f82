import { getFormProps, type SubmissionResult } from '@conform-to/react'
import { Form } from 'react-router'
import { AirportCombobox } from '~/components/airport/airport-combobox'
import { AIRCRAFT } from '~/domain/aircraft'
import { useCopy } from '~/i18n/language-context'
import { SelectField, SubmitButton, TextField, type FieldMeta } from '~/ui/form-fields'
import { useSchemaForm } from '~/ui/use-schema-form'
import { legsDeskCopy } from '../content/legs-desk-copy'
import { legEditorSchema, legErrorCode, OTHER_AIRCRAFT } from '../domain/leg-form'

/**
 * The desk's leg form (docs/product.md §12): from and to with the airport search, the window,
 * the aircraft (a fleet type or typed), seats, price (empty: on request), a note in each language.
 * A new leg also has "See who will be told": the same form sent by GET (no check, nothing stored),
 * whose page says how many subscribers the route reaches — with or without JavaScript.
 */
export function LegEditor({
  mode,
  defaultValue,
  lastResult,
  pending,
  reach,
}: {
  mode: 'new' | 'edit'
  defaultValue: Record<string, string>
  lastResult?: SubmissionResult<string[]> | null
  pending: boolean
  reach?: number | null
}) {
  const t = useCopy(legsDeskCopy)
  const e = t.editor
  const [form, fields] = useSchemaForm(legEditorSchema, { id: 'leg-editor', lastResult, defaultValue })
  const errorOf = (meta: { errors?: string[] }) =>
    meta.errors?.[0] ? t.errors[legErrorCode(meta.errors[0])] : undefined
  const airportError = (meta: { errors?: string[]; errorId: string }) => {
    const message = errorOf(meta)
    return message ? (
      <p id={meta.errorId} className="mt-2 text-sm text-danger">
        {message}
      </p>
    ) : null
  }
  const fleet = [
    ...AIRCRAFT.map((a) => ({ value: a.id, label: `${a.name} (${a.pax})` })),
    { value: OTHER_AIRCRAFT, label: e.other },
  ]
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <AirportCombobox
            label={`${e.from} (${e.codeHint})`}
            name={fields.from.name}
            defaultCode={defaultValue.from ?? ''}
          />
          {airportError(fields.from)}
        </div>
        <div>
          <AirportCombobox
            label={`${e.to} (${e.codeHint})`}
            name={fields.to.name}
            defaultCode={defaultValue.to ?? ''}
          />
          {airportError(fields.to)}
        </div>
        <TextField
          meta={fields.earliest as FieldMeta}
          label={e.earliest}
          type="date"
          error={errorOf(fields.earliest)}
        />
        <TextField meta={fields.latest as FieldMeta} label={e.latest} type="date" error={errorOf(fields.latest)} />
        <SelectField
          meta={fields.aircraft as FieldMeta}
          label={e.aircraft}
          options={fleet}
          emptyLabel=""
          error={errorOf(fields.aircraft)}
        />
        <TextField
          meta={fields.seats as FieldMeta}
          label={t.list.seats}
          type="number"
          inputMode="numeric"
          error={errorOf(fields.seats)}
        />
        <TextField
          meta={fields.aircraftName as FieldMeta}
          label={e.aircraftName}
          hint={`(${e.other})`}
          autoComplete="off"
          error={errorOf(fields.aircraftName)}
        />
        <TextField
          meta={fields.burn as FieldMeta}
          label={e.burn}
          hint={`(${e.burnHint})`}
          type="number"
          inputMode="numeric"
          error={errorOf(fields.burn)}
        />
        <TextField
          meta={fields.price as FieldMeta}
          label={e.price}
          hint={`(${e.priceHint})`}
          inputMode="numeric"
          autoComplete="off"
          error={errorOf(fields.price)}
        />
        <div className="hidden sm:block" />
        <TextField
          meta={fields.noteFr as FieldMeta}
          label={e.noteFr}
          hint={`(${e.noteHint})`}
          autoComplete="off"
          error={errorOf(fields.noteFr)}
        />
        <TextField
          meta={fields.noteEn as FieldMeta}
          label={e.noteEn}
          hint={`(${e.noteHint})`}
          autoComplete="off"
          error={errorOf(fields.noteEn)}
        />
      </div>
      {mode === 'new' ? (
        <div className="border border-line/70 p-4" aria-live="polite">
          <p className="text-sm text-parchment" data-testid="leg-reach">
            {reach === null || reach === undefined ? e.reachUnknown : e.reach(reach)}
          </p>
          <button type="submit" formMethod="get" formNoValidate className="btn btn-outline mt-3 min-h-11 px-4 text-xs">
            {e.reachButton}
          </button>
        </div>
      ) : null}
      <SubmitButton
        pending={pending}
        label={mode === 'new' ? e.publish : e.save}
        pendingLabel={mode === 'new' ? e.publishing : e.saving}
        className="min-h-11 px-6"
      />
    </Form>
  )
}
