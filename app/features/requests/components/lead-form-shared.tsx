import { fieldMessage, leadErrorCopy } from '~/content/lead-messages'
import { codeOf, formErrorOf } from '~/domain/forms/field-rules'
import { useLanguage } from '~/i18n/language-context'
import { getFormProps } from '@conform-to/react'
import type { ReactNode } from 'react'
import { FormHeader, LEAD_FORM_CLASS, TextAreaField, TextField, type FieldMeta } from '~/ui/form-fields'
import { useConformForm, type FormCheck } from '~/ui/use-conform-form'

/**
 * What the two lead forms (contact, quote) share: Conform over their check with each field's
 * message and the form's one message in the page's language, and the six fields they open with.
 */
export function useLeadForm<S extends Record<string, unknown>, O>(
  name: LeadFormName,
  check: FormCheck<S, O>,
  order: readonly string[],
  options: Omit<Parameters<typeof useConformForm<S, O>>[1], 'formErrorOf' | 'id'> & { id?: string },
) {
  const { lang } = useLanguage()
  const [form, fields, formError] = useConformForm(check, {
    id: name,
    ...options,
    formErrorOf: (errors) => formErrorOf(errors, order),
  })
  const field = (name: keyof typeof fields & string) => {
    const meta = fields[name] as FieldMeta
    const code = meta.errors?.[0]
    return { meta, error: code ? fieldMessage(lang, codeOf(code)) : undefined }
  }
  // The form element's props: Conform's, a post to the page, labelled by its title (LeadFormHeader).
  const formProps = {
    ...getFormProps(form),
    method: 'post' as const,
    'aria-labelledby': `${name}-form-title`,
    className: LEAD_FORM_CLASS,
  }
  return { formProps, field, formMessage: formError ? leadErrorCopy[lang].form[formError] : undefined }
}

type LeadFormName = 'contact' | 'quote'

type PersonField = 'firstName' | 'lastName' | 'email' | 'phone' | 'departure' | 'destination'

/** Who is asking and where to: the first six fields of both lead forms. */
export function LeadPersonFields({
  field,
  copy,
}: {
  field: (name: PersonField) => { meta: FieldMeta; error?: string }
  copy: { labels: Record<PersonField, string>; placeholders: { departure: string; destination: string } }
}) {
  return (
    <>
      <TextField {...field('firstName')} label={copy.labels.firstName} autoComplete="given-name" />
      <TextField {...field('lastName')} label={copy.labels.lastName} autoComplete="family-name" />
      <TextField {...field('email')} type="email" label={copy.labels.email} autoComplete="email" inputMode="email" />
      <TextField {...field('phone')} type="tel" label={copy.labels.phone} autoComplete="tel" inputMode="tel" />
      <TextField {...field('departure')} label={copy.labels.departure} placeholder={copy.placeholders.departure} />
      <TextField
        {...field('destination')}
        label={copy.labels.destination}
        placeholder={copy.placeholders.destination}
      />
    </>
  )
}

/** The top of a lead form, in the page's language; its title (`${name}-form-title`) labels the form. */
export function LeadFormHeader(props: {
  name: LeadFormName
  copy: Parameters<typeof FormHeader>[0]['copy']
  intro: ReactNode
  idempotencyKey: string
}) {
  const { lang } = useLanguage()
  return <FormHeader {...props} titleId={`${props.name}-form-title`} lang={lang} />
}

/** The request in the visitor's words: the last field, the whole width of the form. */
export function LeadMessageField<N extends string>(props: {
  name: N
  field: (name: N) => { meta: FieldMeta; error?: string }
  copy: { labels: Record<N, string>; placeholders: Record<N, string> }
  rows: number
}) {
  const { name, copy } = props
  return (
    <TextAreaField
      {...props.field(name)}
      className="md:col-span-2"
      label={copy.labels[name]}
      rows={props.rows}
      placeholder={copy.placeholders[name]}
    />
  )
}
