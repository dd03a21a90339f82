import { getZodConstraint } from '@conform-to/zod/v4'
import { useMemo } from 'react'
import { submissionOf } from '~/domain/forms/submission'
import type { z } from '~/domain/forms/zod'
import { useConformForm, type FormCheck } from './use-conform-form'

type Fields<S extends z.ZodObject> = z.input<S> & Record<string, unknown>

/** A form's check from its zod schema: constraints by `getZodConstraint`, posts read by `parseWithZod`. */
export function schemaCheck<S extends z.ZodObject>(schema: S): FormCheck<Fields<S>, z.output<S>> {
  return {
    constraint: getZodConstraint(schema),
    validate: (formData) => submissionOf(formData, schema) as ReturnType<FormCheck<Fields<S>, z.output<S>>['validate']>,
  }
}

/** `useConformForm` over a zod schema (every public form but the contact page's, which loads it later). */
export function useSchemaForm<S extends z.ZodObject, E extends string = never>(
  schema: S,
  options: Parameters<typeof useConformForm<Fields<S>, z.output<S>, E>>[1],
) {
  const check = useMemo(() => schemaCheck(schema), [schema])
  return useConformForm(check, options)
}
