import { retrySchema, type DeskFormError } from '~/features/desk/domain/desk-forms'
import { firstProblem, parseForm } from '~/domain/forms/submission'
import type { FormSpec } from '~/services/form-submission.server'
import type { Runtime } from '~/services/runtime-types'
import { retryMail } from './outbox-view.server'
import { staffFormLimits, type Staff } from '~/desk-kit/services/staff-auth.server'

/**
 * The outbox's "send again" for the one form handler (docs/decisions/016-one-form-pattern.md):
 * the mail is due at once and the worker woken; `value` says whether there was one to send.
 */
export function retryFormSpec(
  runtime: Runtime,
  staff: Staff,
): FormSpec<URLSearchParams, { id: number }, DeskFormError, { retried: boolean }> {
  return {
    name: 'desk-outbox',
    unreadable: 'invalid',
    ...staffFormLimits(staff),
    post: { fields: [], maxBytes: 1024 },
    parse: (form) => parseForm(form, retrySchema, firstProblem),
    store: async ({ id }) => {
      const retried = await retryMail(runtime.database.db, staff.email, id)
      if (retried) runtime.outbox.notify()
      return { value: { retried } }
    },
  }
}
