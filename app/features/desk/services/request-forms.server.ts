import {
  REQUEST_FORMS,
  type DeskFormError,
  type HandlingForm,
  type NoteForm,
  type TakeForm,
} from '~/features/desk/domain/desk-forms'
import { firstProblem, parseByIntent } from '~/domain/forms/submission'
import type { FormSpec } from '~/services/form-submission.server'
import type { Runtime } from '~/services/runtime-types'
import { addNote, saveHandling, type Handling } from './lead-actions.server'
import { staffFormLimits, type Staff } from '~/desk-kit/services/staff-auth.server'

/**
 * The request page's forms for the one form handler (docs/decisions/016-one-form-pattern.md):
 * its handling (status and owner saved together, refused with the current values when someone
 * changed them meanwhile — decision 035), "take this request" (the same save: owner = me, a new
 * request in progress), and its notes. A reply is written and sent in its editor
 * (reply-editor.server.ts). The session is checked by the route.
 */
export function requestFormSpec(
  runtime: Runtime,
  staff: Staff,
  leadId: string,
): FormSpec<URLSearchParams, HandlingForm | NoteForm | TakeForm, DeskFormError> {
  const db = runtime.database.db
  return {
    name: 'desk-request',
    unreadable: 'invalid',
    ...staffFormLimits(staff),
    post: { fields: ['intent', 'status', 'owner', 'note'], maxBytes: 8192 },
    parse: (form) => {
      const parsed = parseByIntent(form, REQUEST_FORMS, firstProblem)
      if (!parsed.success || parsed.data.intent !== 'handling') return parsed
      const { owner } = parsed.data
      return owner === '' || runtime.env.STAFF_EMAILS.includes(owner)
        ? parsed
        : { success: false, formError: 'invalid', fieldErrors: { owner: 'invalid' }, submission: parsed.submission }
    },
    store: async (change) => {
      if (change.intent === 'note') {
        await addNote(db, staff.email, leadId, change.note)
        return
      }
      const seen: Handling = { status: change.seenStatus, owner: change.seenOwner || null }
      const wanted: Handling =
        change.intent === 'take'
          ? { status: seen.status === 'new' ? 'in_progress' : seen.status, owner: staff.email }
          : { status: change.status, owner: change.owner || null }
      const saved = await saveHandling(db, staff.email, leadId, wanted, seen)
      if (saved.status === 'missing') return { refused: 'missing', httpStatus: 404 }
      if (saved.status === 'conflict') {
        const { status, owner, by, at } = saved.current
        return { refused: 'conflict', httpStatus: 409, details: { status, owner, by, at: at?.toISOString() ?? null } }
      }
    },
  }
}
