import { useForm, type Submission, type SubmissionResult } from '@conform-to/react'
import { codesOf, type LeadFieldErrorCode } from '~/domain/forms/field-rules'
import type { FieldMeta } from './form-fields'

type FormOptions<S extends Record<string, unknown>, O> = Parameters<typeof useForm<S, O, string[]>>[0]

/** How a form is checked: its fields' HTML constraints and the parse of a post (Conform's submission). */
export interface FormCheck<S extends Record<string, unknown>, O> {
  constraint: NonNullable<FormOptions<S, O>['constraint']>
  validate: (formData: FormData) => Submission<S, string[], O>
}

/**
 * THE form hook of the public forms (epic-stack's pattern): Conform's `useForm` with the form's
 * check (`schemaCheck` in use-schema-form.ts: the zod schema the server's form handler uses, its
 * constraints read by `getZodConstraint`). A field is checked when it loses the focus and again
 * as it is corrected, a post is checked before it leaves (the first faulty field takes the focus),
 * and `lastResult` is the route action's `reply`, so what the server refused shows after a post
 * without JavaScript too. The inputs stay uncontrolled; `onSubmit` only runs for a post the check
 * accepts. With `formErrorOf`, the form's one message (its code) once a post was refused — not
 * while a field is being corrected.
 */
export function useConformForm<S extends Record<string, unknown>, O, E extends string = never>(
  check: FormCheck<S, O>,
  {
    formErrorOf,
    ...options
  }: {
    formErrorOf?: (fieldErrors: Partial<Record<string, LeadFieldErrorCode>>) => E
    id: string
    lastResult?: SubmissionResult<string[]> | null
    defaultValue?: Record<string, string | string[] | undefined>
    onSubmit?: FormOptions<S, O>['onSubmit']
  },
) {
  const [form, fields] = useForm<S, O, string[]>({
    ...options,
    defaultValue: options.defaultValue as FormOptions<S, O>['defaultValue'],
    constraint: check.constraint,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => check.validate(formData),
  })
  const formError = form.status === 'error' && formErrorOf ? formErrorOf(codesOf(form.allErrors)) : undefined
  return [form, fields, formError] as const
}

/** The props a form gives each of its fields from the kit: Conform's metadata, then what all share. */
export function fieldPropsOf<F extends Record<string, unknown>, C extends object>(fields: F, common: C) {
  return (name: keyof F & string) => ({ meta: fields[name] as FieldMeta, ...common })
}

/**
 * `fieldPropsOf` with each field's own message under it (its first error code, said by `message`):
 * the club's forms, as the request form does (docs/product.md §8).
 */
export function fieldPropsWithMessages<F extends Record<string, unknown>, C extends object>(
  fields: F,
  common: C,
  message: (code: string) => string,
) {
  const props = fieldPropsOf(fields, common)
  return (name: keyof F & string) => {
    const field = props(name)
    const code = field.meta.errors?.[0]
    return { ...field, error: code ? message(code) : undefined }
  }
}
