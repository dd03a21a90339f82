import { getFormProps, type SubmissionResult } from '@conform-to/react'
import { useId } from 'react'
import { Form, useNavigation } from 'react-router'
import type { Language } from '~/i18n/language'
import { CheckboxField, Honeypot, SubmitButton, TextField, type FieldMeta } from '~/ui/form-fields'
import { useSchemaForm } from '~/ui/use-schema-form'
import { offerCopy } from '../content/offer-copy'
import { money } from '../content/offer-format'
import { offerAcceptSchema, offerErrorCode } from '../domain/offer-form'
import type { OfferOption } from '../domain/offer-model'

/**
 * The client's acceptance (docs/product.md §11): an option, the full name typed, the terms box.
 * The one form pattern (decision 016): Conform with the server's own schema, a plain post that
 * works without JavaScript, the server's answer (`lastResult`) showing what it refused.
 */
export function OfferAcceptForm({
  options,
  lang,
  lastResult,
  refusal,
}: {
  options: readonly OfferOption[]
  lang: Language
  lastResult?: SubmissionResult<string[]> | null
  /** The answer's own message: too many attempts, or the database away. */
  refusal?: 'rate_limited' | 'unavailable' | null
}) {
  const t = offerCopy[lang].accept
  const navigation = useNavigation()
  const pending = navigation.state === 'submitting'
  const [form, fields] = useSchemaForm(offerAcceptSchema, {
    id: useId(),
    lastResult,
    defaultValue: options.length === 1 ? { option: '1' } : undefined,
  })
  const errorOf = (meta: { errors?: string[] }) =>
    meta.errors?.[0] ? t.errors[offerErrorCode(meta.errors[0])] : undefined
  const optionError = errorOf(fields.option)
  const legendId = `${fields.option.id}-legend`
  return (
    <Form method="post" {...getFormProps(form)} className="relative border border-gold/50 bg-ink/70 p-5 md:p-8">
      <h2 id={`${form.id}-title`} className="text-3xl">
        {t.title}
      </h2>
      <p className="mt-3 text-parchment">{t.intro}</p>
      <Honeypot id={`${form.id}-trap`} label={t.honeypot} />
      <fieldset
        className="mt-6"
        aria-describedby={optionError ? fields.option.errorId : undefined}
        aria-invalid={optionError ? true : undefined}
      >
        <legend id={legendId} className="text-sm tracking-wide text-parchment">
          {t.option}
          <span aria-hidden="true" className="ml-1 text-gold">
            *
          </span>
        </legend>
        <div className="mt-3 grid gap-3">
          {options.map((option) => (
            <label
              key={option.number}
              className="flex min-h-11 cursor-pointer items-center gap-3 border border-line bg-night px-4 py-3 has-[:checked]:border-gold"
            >
              <input
                type="radio"
                name={fields.option.name}
                value={String(option.number)}
                defaultChecked={fields.option.initialValue === String(option.number)}
                required
                className="size-4 accent-gold"
              />
              <span className="flex-1 text-ivory">
                {offerCopy[lang].option(option.number)} · {option.aircraft.name}
              </span>
              <span className="tabular-nums text-gold-light">{money(lang, option.totalEur)}</span>
            </label>
          ))}
        </div>
        {optionError ? (
          <p id={fields.option.errorId} className="mt-2 text-sm text-danger">
            {optionError}
          </p>
        ) : null}
      </fieldset>
      <TextField
        meta={fields.fullName as FieldMeta}
        label={t.fullName}
        hint={`(${t.fullNameHint})`}
        autoComplete="name"
        error={errorOf(fields.fullName)}
        className="mt-6"
      />
      <div className="mt-6">
        <CheckboxField meta={fields.terms as FieldMeta} error={errorOf(fields.terms)}>
          {t.terms}
        </CheckboxField>
      </div>
      {refusal ? (
        <p role="alert" className="mt-4 text-sm text-danger">
          {refusal === 'rate_limited' ? t.limited : t.unavailable}
        </p>
      ) : null}
      <SubmitButton pending={pending} label={t.button} pendingLabel={t.pending} className="mt-8 w-full sm:w-auto" />
    </Form>
  )
}
