import { useForm, type SubmissionResult } from '@conform-to/react'
import { getZodConstraint } from '@conform-to/zod/v4'
import { useMemo } from 'react'
import { submissionOf } from '~/domain/forms/submission'
import type { z } from '~/domain/forms/zod'

type FormOptions = Parameters<typeof useForm<Record<string, unknown>, unknown, string[]>>[0]

/**
 * THE form hook of the public forms (epic-stack's pattern): Conform's `useForm` over the zod
 * schema the server's form handler uses. The constraints are the schema's (`getZodConstraint`),
 * a field is checked when it loses the focus and again as it is corrected, a post is checked
 * before it leaves (the first faulty field takes the focus), and `lastResult` is the route
 * action's `reply`, so what the server refused shows after a post without JavaScript too.
 * The inputs stay uncontrolled; `onSubmit` only runs for a post the schema accepts.
 */
export function useSchemaForm<S extends z.ZodObject>(
  schema: S,
  options: {
    id: string
    lastResult?: SubmissionResult<string[]> | null
    defaultValue?: Record<string, string | string[] | undefined>
    onSubmit?: FormOptions['onSubmit']
  },
) {
  const constraint = useMemo(() => getZodConstraint(schema), [schema])
  return useForm<z.input<S> & Record<string, unknown>, z.output<S>, string[]>({
    ...options,
    defaultValue: options.defaultValue as never,
    constraint,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => submissionOf(formData, schema),
  })
}
