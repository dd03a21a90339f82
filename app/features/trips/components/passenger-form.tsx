import { getFormProps, type SubmissionResult } from '@conform-to/react'
import { useId, useMemo } from 'react'
import { Form, Link, useNavigation } from 'react-router'
import { countryNameOf } from '~/domain/airport-names'
import type { Language } from '~/i18n/language'
import { Honeypot, SelectField, SubmitButton, TextAreaField, TextField, type FieldMeta } from '~/ui/form-fields'
import { useSchemaForm } from '~/ui/use-schema-form'
import { tripCopy } from '../content/trip-copy'
import { longDay } from '../content/trip-format'
import { countryCodes } from '../domain/countries'
import { passengerSchema, tripErrorCode } from '../domain/passenger-form'
import { documentProblem, DOCUMENT_TYPES, GENDERS } from '../domain/passenger-rules'

export interface PassengerTrip {
  today: string
  lastDay: string
  destinations: string[]
  sixMonthCountries: string[]
}

/**
 * One passenger (docs/product.md §18): add, or edit when `values` has an id. The one form pattern
 * (decision 016): Conform with the server's own schema, a plain post that works before JavaScript,
 * the server's answer at each field — the document's expiry refused with its reason (expired,
 * before the last flight, six months where the destination asks it), said with the trip's dates.
 */
export function PassengerForm({
  lang,
  action,
  trip,
  values,
  lastResult,
  refusal,
  cancelHref,
  staff = false,
}: {
  lang: Language
  action: string
  trip: PassengerTrip
  values?: Record<string, string> | null
  lastResult?: SubmissionResult<string[]> | null
  refusal?: 'rate_limited' | 'unavailable' | 'locked' | 'full' | null
  cancelHref?: string
  staff?: boolean
}) {
  const t = tripCopy[lang]
  const f = t.form
  const navigation = useNavigation()
  const pending = navigation.state === 'submitting' && navigation.formAction?.includes('intent=save') === true
  const [form, fields] = useSchemaForm(passengerSchema, {
    id: useId(),
    lastResult,
    defaultValue: values ?? { documentType: 'passport' },
  })
  const countries = useMemo(
    () =>
      countryCodes()
        .map((code) => ({ value: code, label: countryNameOf(lang, code) }))
        .sort((a, b) => a.label.localeCompare(b.label, lang)),
    [lang],
  )
  const errorOf = (meta: { errors?: string[] }) =>
    meta.errors?.[0] ? f.errors[tripErrorCode(meta.errors[0])] : undefined
  const expiryValue = String(fields.documentExpiry.value ?? fields.documentExpiry.initialValue ?? '')
  const expiryCode = fields.documentExpiry.errors?.[0]
  const problem =
    expiryCode === 'expired' || expiryCode === 'expiresBeforeTrip' || expiryCode === 'sixMonths'
      ? documentProblem(expiryValue, trip, trip.sixMonthCountries)
      : null
  const expiryError = problem
    ? problem.code === 'expired'
      ? f.expired(longDay(lang, expiryValue))
      : problem.code === 'expiresBeforeTrip'
        ? f.expiresBeforeTrip(longDay(lang, expiryValue), longDay(lang, problem.lastDay))
        : f.sixMonths(countryNameOf(lang, problem.country), longDay(lang, problem.until))
    : errorOf(fields.documentExpiry)
  const editing = Boolean(values?.passengerId)
  const field = (name: Exclude<keyof typeof passengerSchema.shape, 'passengerId'>) => ({
    meta: fields[name] as FieldMeta,
    error: errorOf(fields[name] as FieldMeta),
  })
  const optional = `(${f.optional})`
  return (
    <Form
      method="post"
      action={action}
      {...getFormProps(form)}
      className="relative border border-gold/50 bg-ink/70 p-5 md:p-8"
      aria-labelledby={`${form.id}-title`}
    >
      <h2 id={`${form.id}-title`} className="text-2xl md:text-3xl">
        {editing
          ? t.passengers.editTitle(`${values?.givenNames ?? ''} ${values?.surname ?? ''}`.trim())
          : t.passengers.addTitle}
      </h2>
      <p className="mt-2 text-sm text-mist">{t.passengers.noScan}</p>
      {staff ? null : <Honeypot id={`${form.id}-trap`} label={f.honeypot} />}
      <input type="hidden" name={fields.passengerId.name} value={values?.passengerId ?? ''} />
      <div className="mt-6 grid gap-5 md:grid-cols-2">
        <TextField {...field('surname')} label={f.surname} hint={`(${f.surnameHint})`} autoComplete="off" />
        <TextField {...field('givenNames')} label={f.givenNames} autoComplete="off" />
        <TextField {...field('birthDate')} type="date" label={f.birthDate} autoComplete="off" />
        <SelectField {...field('nationality')} label={f.nationality} options={countries} emptyLabel={f.chooseCountry} />
        <SelectField
          {...field('documentType')}
          label={f.documentType}
          options={DOCUMENT_TYPES.map((d) => ({ value: d, label: f.documentTypes[d] }))}
        />
        <TextField {...field('documentNumber')} label={f.documentNumber} autoComplete="off" />
        <TextField
          meta={fields.documentExpiry as FieldMeta}
          error={expiryError}
          type="date"
          label={f.documentExpiry}
          autoComplete="off"
        />
        <SelectField
          {...field('issuingCountry')}
          label={f.issuingCountry}
          options={countries}
          emptyLabel={f.chooseCountry}
        />
        <SelectField
          {...field('gender')}
          label={f.gender}
          hint={optional}
          options={GENDERS.map((g) => ({ value: g, label: f.genders[g] }))}
          emptyLabel={f.genderNone}
        />
        <TextField {...field('birthPlace')} label={f.birthPlace} hint={optional} autoComplete="off" />
        <TextField {...field('pets')} label={f.pets} hint={`(${f.optional} — ${f.petsHint})`} autoComplete="off" />
        <TextAreaField
          {...field('specialNeeds')}
          label={f.specialNeeds}
          hint={`(${f.optional} — ${f.specialNeedsHint})`}
          rows={2}
        />
      </div>
      {refusal ? (
        <p role="alert" className="mt-4 text-sm text-danger">
          {refusal === 'rate_limited'
            ? f.limited
            : refusal === 'unavailable'
              ? f.unavailable
              : refusal === 'locked'
                ? f.errors.locked
                : f.errors.full}
        </p>
      ) : null}
      <div className="mt-8 flex flex-wrap items-center gap-4">
        <SubmitButton
          pending={pending}
          label={editing ? f.save : f.add}
          pendingLabel={f.pending}
          className="w-full sm:w-auto"
        />
        {editing && cancelHref ? (
          <Link to={cancelHref} className="btn btn-outline min-h-11 no-underline">
            {t.passengers.cancelEdit}
          </Link>
        ) : null}
      </div>
    </Form>
  )
}
