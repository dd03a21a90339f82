import { REQUEST_FORMS, type DeskFormError, type HandlingForm, type NoteForm } from '~/domain/desk/desk-forms'
import { firstProblem, parseByIntent } from '~/domain/forms/submission'
import type { FormSpec } from '../form-submission.server'
import type { Runtime } from '../runtime-types'
import { addNote, saveHandling } from './lead-actions.server'
import { staffFormLimits, type Staff } from './staff-auth.server'

/**
 * The request page's forms for the one form handler (docs/decisions/016-one-form-pattern.md):
 * its handling (status and owner saved together, refused with the current values when someone
 * changed them meanwhile — decision 035) and its notes. The session is checked by the route.
 */
export function requestFormSpec(
  runtime: Runtime,
  staff: Staff,
  leadId: string,
): FormSpec<URLSearchParams, HandlingForm | NoteForm, DeskFormError> {
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
      const saved = await saveHandling(
        db,
        staff.email,
        leadId,
        { status: change.status, owner: change.owner || null },
        { status: change.seenStatus, owner: change.seenOwner || null },
      )
      if (saved.status === 'missing') return { refused: 'missing', httpStatus: 404 }
      if (saved.status === 'conflict') {
        const { status, owner, by, at } = saved.current
        return { refused: 'conflict', httpStatus: 409, details: { status, owner, by, at: at?.toISOString() ?? null } }
      }
    },
  }
}
