import type { z } from './zod'

/**
 * The HTML constraints of a form's fields, read from its zod schema (the one the server enforces),
 * so no `maxLength` or `required` is ever copied into the markup by hand: `required` when the
 * field does not accept `undefined`, `maxLength` as the smallest `max` on its text.
 */
export interface FieldConstraint {
  required: boolean
  maxLength?: number
}

interface Introspectable {
  _zod: {
    optin?: 'optional'
    def: {
      type: string
      checks?: Array<{ _zod: { def: { check: string; maximum?: number } } }>
      innerType?: Introspectable
      in?: Introspectable
      out?: Introspectable
    }
  }
}

function maxLengthOf(schema: Introspectable | undefined): number | undefined {
  if (!schema) return undefined
  const def = schema._zod.def
  switch (def.type) {
    case 'string': {
      const maxima = (def.checks ?? [])
        .map((check) => check._zod.def)
        .filter((check) => check.check === 'max_length' && typeof check.maximum === 'number')
        .map((check) => check.maximum as number)
      return maxima.length ? Math.min(...maxima) : undefined
    }
    case 'optional':
    case 'nullable':
    case 'default':
      return maxLengthOf(def.innerType)
    case 'pipe':
      // z.preprocess(f, s) is a pipe from a transform into s; .transform() a pipe from s.
      return def.in?._zod.def.type === 'transform' ? maxLengthOf(def.out) : maxLengthOf(def.in)
    default:
      return undefined
  }
}

export function constraintsOf<Shape extends Record<string, z.ZodType>>(schema: {
  shape: Shape
}): Record<keyof Shape, FieldConstraint> {
  const out = {} as Record<keyof Shape, FieldConstraint>
  for (const [name, field] of Object.entries(schema.shape) as Array<[keyof Shape, Introspectable]>) {
    const maxLength = maxLengthOf(field)
    out[name] = { required: field._zod.optin !== 'optional', ...(maxLength === undefined ? {} : { maxLength }) }
  }
  return out
}
