import { getFormProps, type FieldMetadata, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { getZodConstraint } from '@conform-to/zod/v4'
import { Form, useNavigation } from 'react-router'
import { AIRCRAFT } from '~/domain/aircraft'
import { formatEuros, formatNumber } from '~/i18n/format'
import { useCopy, useLanguage } from '~/i18n/language-context'
import { SelectField, SubmitButton, TextAreaField, TextField, type FieldMeta } from '~/ui/form-fields'
import { useConformForm, type FormCheck } from '~/ui/use-conform-form'
import { offerCopy } from '../content/offer-copy'
import { offerDeskCopy } from '../content/offer-desk-copy'
import {
  offerEditorSchema,
  offerErrorCode,
  ownNestedFields,
  OTHER_AIRCRAFT,
  parseOptionSource,
  type OfferEditorValues,
} from '../domain/offer-form'
import { MAX_FREE_LINES, MAX_LEGS, MAX_OPTIONS } from '../domain/offer-model'

type EditorFields = Record<string, unknown>

/** The editor's check: the server's own schema, nested lists included (decision 016's pattern). */
const editorCheck: FormCheck<EditorFields, OfferEditorValues> = {
  constraint: getZodConstraint(offerEditorSchema),
  validate: (formData) =>
    parseWithZod(ownNestedFields(formData, offerEditorSchema), { schema: offerEditorSchema }) as ReturnType<
      FormCheck<EditorFields, OfferEditorValues>['validate']
    >,
}

/** A field of the editor as used here: Conform's metadata, a list's items, a group's fields. */
type AnyField = FieldMetadata<unknown, Record<string, unknown>, string[]> & {
  getFieldList(): Array<{ key: string | undefined; getFieldset(): Record<string, AnyField> }>
}

type FieldExtra = {
  type?: 'text' | 'number' | 'date'
  hint?: string
  autoComplete?: string
  inputMode?: 'text' | 'numeric'
  required?: boolean
}

/**
 * The desk's offer editor (docs/product.md §11): the client, the legs (added and removed), one to
 * three options with their lines. Conform keeps the lists (`legs[0].from`, `options[1].lines[0].amount`);
 * adding or removing is a button of the form, handled in place with JavaScript and by the server
 * without. Taxes left empty are computed by the rules; a figure typed replaces them, with a reason.
 */
export function OfferEditor({
  defaultValue,
  lastResult,
  saved,
}: {
  defaultValue: Record<string, unknown>
  lastResult?: SubmissionResult<string[]> | null
  saved: boolean
}) {
  const desk = useCopy(offerDeskCopy)
  const t = desk.editor
  const { lang } = useLanguage()
  const errors = offerCopy[lang].accept.errors
  const navigation = useNavigation()
  const pending = navigation.state === 'submitting' && navigation.formAction?.includes('intent=save') === true
  const [form, fields] = useConformForm(editorCheck, {
    id: 'offer-editor',
    lastResult,
    defaultValue: defaultValue as Record<string, string>,
  })
  const f = fields as unknown as Record<string, AnyField>
  const errorOf = (meta: AnyField) => (meta.errors?.[0] ? errors[offerErrorCode(meta.errors[0])] : undefined)
  const field = (meta: AnyField, label: string, extra: FieldExtra = {}) => (
    <TextField meta={meta as FieldMeta} label={label} error={errorOf(meta)} {...extra} />
  )
  const legs = f.legs!.getFieldList()
  const options = f.options!.getFieldList()
  const fleet = AIRCRAFT.map((a) => ({ value: a.id, label: `${a.name} (${a.pax})` }))
  return (
    <Form method="post" action="?intent=save" {...getFormProps(form)} className="space-y-8">
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 font-display text-xl text-ivory">{t.client}</legend>
        {field(f.clientName!, t.clientName, { autoComplete: 'off' })}
        <SelectField
          meta={f.language as FieldMeta}
          label={t.language}
          options={(['fr', 'en'] as const).map((l) => ({ value: l, label: t.languages[l] }))}
          error={errorOf(f.language!)}
        />
        {field(f.passengers!, t.passengers, { type: 'number', inputMode: 'numeric' })}
        {field(f.validityHours!, t.validity, { type: 'number', inputMode: 'numeric', hint: `(${t.validityHint})` })}
        <TextAreaField
          meta={f.message as FieldMeta}
          label={t.message}
          hint={`(${t.messageHint})`}
          rows={3}
          error={errorOf(f.message!)}
          className="sm:col-span-2"
        />
      </fieldset>

      <fieldset>
        <legend className="mb-2 font-display text-xl text-ivory">{t.legs}</legend>
        <ol className="space-y-4">
          {legs.map((leg, i) => {
            const l = leg.getFieldset()
            return (
              <li key={leg.key ?? `leg-${i}`} className="border border-line/70 p-4">
                <fieldset className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
                  <legend className="text-xs uppercase tracking-[0.16em] text-gold">{t.leg(i + 1)}</legend>
                  {field(l.from!, t.from, { hint: `(${t.codeHint})`, autoComplete: 'off' })}
                  {field(l.to!, t.to, { hint: `(${t.codeHint})`, autoComplete: 'off' })}
                  {field(l.date!, t.date, { type: 'date' })}
                  {field(l.time!, t.time, { hint: `(${t.timeHint})`, inputMode: 'numeric' })}
                  {field(l.block!, t.block, { hint: `(${t.blockHint})` })}
                </fieldset>
                {legs.length > 1 ? (
                  <button
                    {...form.remove.getButtonProps({ name: f.legs!.name, index: i })}
                    className="btn btn-outline mt-3 min-h-11 px-4 text-xs"
                  >
                    {t.removeLeg(i + 1)}
                  </button>
                ) : null}
              </li>
            )
          })}
        </ol>
        {legs.length < MAX_LEGS ? (
          <button
            {...form.insert.getButtonProps({ name: f.legs!.name })}
            className="btn btn-outline mt-4 min-h-11 px-4"
          >
            {t.addLeg}
          </button>
        ) : null}
      </fieldset>

      <fieldset>
        <legend className="mb-2 font-display text-xl text-ivory">{t.options}</legend>
        <ol className="space-y-6">
          {options.map((option, i) => {
            const o = option.getFieldset()
            const lines = o.lines!.getFieldList()
            const other = o.aircraft!.value === OTHER_AIRCRAFT
            return (
              <li key={option.key ?? `option-${i}`} className="border border-line/70 p-4">
                <SourcedNote name={o.source!.name} value={o.source!.value as string | undefined} />
                <fieldset className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
                  <legend className="text-xs uppercase tracking-[0.16em] text-gold">{t.option(i + 1)}</legend>
                  <SelectField
                    meta={o.aircraft as FieldMeta}
                    label={t.aircraft}
                    options={[...fleet, { value: OTHER_AIRCRAFT, label: t.otherAircraft }]}
                    emptyLabel="—"
                    error={errorOf(o.aircraft!)}
                  />
                  {field(o.aircraftName!, t.aircraftName, { required: other })}
                  {field(o.burn!, t.burn, { type: 'number', hint: `(${t.burnHint})`, required: other })}
                  {field(o.operator!, t.operator)}
                  {field(o.registration!, t.registration, { hint: `(${t.registrationHint})` })}
                  {field(o.seats!, t.seats, { type: 'number', inputMode: 'numeric' })}
                  {field(o.charter!, t.charter, { hint: `(${t.eurosHint})`, inputMode: 'numeric' })}
                  {field(o.tsba!, t.tsba, { hint: `(${t.tsbaHint})`, inputMode: 'numeric' })}
                  {field(o.tsbaReason!, t.reason)}
                  {field(o.vat!, t.vat, { hint: `(${t.vatHint})`, inputMode: 'numeric' })}
                  {field(o.vatReason!, t.reason)}
                </fieldset>
                <fieldset className="mt-4">
                  <legend className="text-sm text-parchment">{t.lines}</legend>
                  <ol className="mt-2 space-y-3">
                    {lines.map((line, j) => {
                      const li = line.getFieldset()
                      return (
                        <li key={line.key ?? `line-${j}`} className="grid items-end gap-3 sm:grid-cols-[2fr_1fr_auto]">
                          {field(li.label!, t.lineLabel)}
                          {field(li.amount!, t.lineAmount, { hint: `(${t.lineAmountHint})` })}
                          <button
                            {...form.remove.getButtonProps({ name: o.lines!.name, index: j })}
                            className="btn btn-outline min-h-11 px-3 text-xs"
                          >
                            {t.removeLine(j + 1)}
                          </button>
                        </li>
                      )
                    })}
                  </ol>
                  {lines.length < MAX_FREE_LINES ? (
                    <button
                      {...form.insert.getButtonProps({ name: o.lines!.name })}
                      className="btn btn-outline mt-3 min-h-11 px-4 text-xs"
                    >
                      {t.addLine}
                    </button>
                  ) : null}
                </fieldset>
                {options.length > 1 ? (
                  <button
                    {...form.remove.getButtonProps({ name: f.options!.name, index: i })}
                    className="btn btn-outline mt-4 min-h-11 px-4 text-xs"
                  >
                    {t.removeOption(i + 1)}
                  </button>
                ) : null}
              </li>
            )
          })}
        </ol>
        {options.length < MAX_OPTIONS ? (
          <button
            {...form.insert.getButtonProps({ name: f.options!.name })}
            className="btn btn-outline mt-4 min-h-11 px-4"
          >
            {t.addOption}
          </button>
        ) : null}
      </fieldset>

      <div className="flex flex-wrap items-center gap-4">
        <SubmitButton pending={pending} label={t.save} pendingLabel={t.saving} className="min-h-11 px-6" />
        <p role="status" className="text-sm text-success">
          {saved && !pending ? t.saved : ''}
        </p>
      </div>
      {form.status === 'error' && form.allErrors && Object.keys(form.allErrors).length > 0 ? (
        <p role="alert" className="text-sm text-danger">
          {desk.errors.invalid}
        </p>
      ) : null}
    </Form>
  )
}

/**
 * An option built from an operator's quote (decision 088): its source travels as a hidden field, and
 * the desk sees the carrier, the cost and the margin — never the client.
 */
function SourcedNote({ name, value }: { name: string; value: string | undefined }) {
  const t = useCopy(offerDeskCopy).editor.sourced
  const { lang } = useLanguage()
  const source = parseOptionSource(value)
  if (!source) return null
  const euros = (cents: number) => formatEuros(lang, cents / 100)
  const margin =
    source.margin.kind === 'percent'
      ? `${formatNumber(lang, source.margin.value / 100, 2)} %`
      : euros(source.margin.value)
  return (
    <div className="mb-3 border-l-2 border-gold/70 pl-3 text-sm text-parchment" data-testid="option-source">
      <input type="hidden" name={name} value={value ?? ''} />
      <p>{t.from(source.carrier, source.aocNumber)}</p>
      <p className="text-mist">{t.cost(euros(source.costCents), margin)}</p>
    </div>
  )
}
