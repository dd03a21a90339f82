import { parseFeatureForm } from '~/domain/forms/submission'
import type { z } from '~/domain/forms/zod'
import type { FormSpec } from '~/services/form-submission.server'
import type { Runtime } from '~/services/runtime-types'
import type { Staff } from '~/desk-kit/services/staff-auth.server'
import { staffFormLimits } from '~/desk-kit/services/staff-auth.server'
import {
  legDraftOf,
  legEditorSchema,
  legErrorCode,
  legWithdrawSchema,
  type LegDraft,
  type LegErrorCode,
} from '../domain/leg-form'
import { resolveLegEnd } from './leg-places.server'
import { publishLeg, updateLeg, withdrawLeg } from './legs-store.server'

/**
 * The empty legs' desk forms through THE form handler (docs/decisions/016-one-form-pattern.md):
 * publish or edit, withdraw. The member's own rate limit, no trap (staffFormLimits); posts read
 * with Conform (`parseWithZod`) over the schema's own fields; the airports checked against the table.
 */

type Parsed<D> = ReturnType<FormSpec<URLSearchParams, D, LegErrorCode>['parse']>

/** A post through a schema: the data, or one code per field (docs/decisions/016-one-form-pattern.md). */
export function parseLegForm<S extends z.ZodObject>(
  form: URLSearchParams,
  schema: S,
  extra?: (data: z.output<S>) => Record<string, LegErrorCode>,
): Parsed<z.output<S>> {
  return parseFeatureForm(form, schema, {
    codeOf: legErrorCode,
    extra,
    onExtra: (problems) => Object.values(problems)[0] ?? 'invalid',
  })
}

/** Airports the table does not know. */
export function airportProblems(draft: Pick<LegDraft, 'from' | 'to'>): Record<string, LegErrorCode> {
  const problems: Record<string, LegErrorCode> = {}
  if (!resolveLegEnd(draft.from)) problems.from = 'airport'
  if (!resolveLegEnd(draft.to)) problems.to = 'airport'
  return problems
}

export const LEG_POST = { fields: [], maxBytes: 8 * 1024 } as const

/** Publish (`target` new) or edit (`target` a leg's id); `outcome` keeps how many alerts were queued. */
export function legEditorFormSpec(
  runtime: Runtime,
  staff: Staff,
  target: { legId: string | null },
  outcome: { queued?: number } = {},
): FormSpec<URLSearchParams, LegDraft, LegErrorCode> {
  return {
    name: 'desk-empty-leg',
    unreadable: 'invalid',
    ...staffFormLimits(staff),
    post: LEG_POST,
    parse: (form) => {
      const parsed = parseLegForm(form, legEditorSchema, (values) => airportProblems(legDraftOf(values)))
      return parsed.success ? { ...parsed, data: legDraftOf(parsed.data) } : parsed
    },
    store: async (draft) => {
      const db = runtime.database.db
      if (target.legId === null) {
        const { id, queued } = await publishLeg(db, staff.email, draft)
        outcome.queued = queued
        runtime.legAlerts?.notify()
        return { id }
      }
      if (!(await updateLeg(db, staff.email, target.legId, draft)))
        return { refused: 'missing' as LegErrorCode, httpStatus: 404 }
      runtime.legAlerts?.notify()
      return { id: target.legId }
    },
  }
}

export function legWithdrawFormSpec(
  runtime: Runtime,
  staff: Staff,
  legId: string,
  outcome: { withdrawn?: boolean } = {},
): FormSpec<URLSearchParams, { confirm: true }, LegErrorCode> {
  return {
    name: 'desk-empty-leg-withdraw',
    unreadable: 'invalid',
    ...staffFormLimits(staff),
    post: { fields: [], maxBytes: 2048 },
    parse: (form) => parseLegForm(form, legWithdrawSchema),
    store: async () => {
      outcome.withdrawn = await withdrawLeg(runtime.database.db, staff.email, legId)
    },
  }
}
