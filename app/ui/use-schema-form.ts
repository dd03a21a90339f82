import { useForm, type SubmissionResult } from '@conform-to/react'
import { getZodConstraint } from '@conform-to/zod/v4'
import { useMemo } from 'react'
import { codesOf, submissionOf } from '~/domain/forms/submission'
import type { LeadFieldErrorCode } from '~/domain/forms/lead-fields'
import type { z } from '~/domain/forms/zod'
import type { FieldMeta } from './form-fields'

type FormOptions = Parameters<typeof useForm<Record<string, unknown>, unknown, string[]>>[0]

/**
 * THE form hook of the public forms (epic-stack's pattern): Conform's `useForm` over the zod
 * schema the server's form handler uses. The constraints are the schema's (`getZodConstraint`),
 * a field is checked when it loses the focus and again as it is corrected, a post is checked
 * before it leaves (the first faulty field takes the focus), and `lastResult` is the route
 * action's `reply`, so what the server refused shows after a post without JavaScript too.
 * The inputs stay uncontrolled; `onSubmit` only runs for a post the schema accepts. With
 * `formErrorOf`, the form's one message (its code) once a post was refused — not while a field is
 * being corrected.
 */
export function useSchemaForm<S extends z.ZodObject, E extends string = never>(
  schema: S,
  {
    formErrorOf,
    ...options
  }: {
    formErrorOf?: (fieldErrors: Partial<Record<string, LeadFieldErrorCode>>) => E
    id: string
    lastResult?: SubmissionResult<string[]> | null
    defaultValue?: Record<string, string | string[] | undefined>
    onSubmit?: FormOptions['onSubmit']
  },
) {
  const constraint = useMemo(() => getZodConstraint(schema), [schema])
  const [form, fields] = useForm<z.input<S> & Record<string, unknown>, z.output<S>, string[]>({
    ...options,
    defaultValue: options.defaultValue as never,
    constraint,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => submissionOf(formData, schema),
  })
  const formError = form.status === 'error' && formErrorOf ? formErrorOf(codesOf(form.allErrors)) : undefined
  return [form, fields, formError] as const
}

/** The props a form gives each of its fields from the kit: Conform's metadata, then what all share. */
export function fieldPropsOf<F extends Record<string, unknown>, C extends object>(fields: F, common: C) {
  return (name: keyof F & string) => ({ meta: fields[name] as FieldMeta, ...common })
}
