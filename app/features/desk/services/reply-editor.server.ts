import type { ReplyText } from '~/features/desk/content/desk-replies'
import { replyEditorSchema, type DeskFormError, type ReplyEditorForm } from '~/features/desk/domain/desk-forms'
import type { ReplyTemplate } from '~/features/desk/domain/replies'
import { firstProblem, parseForm } from '~/domain/forms/submission'
import type { FormSpec } from '~/services/form-submission.server'
import type { Runtime } from '~/services/runtime-types'
import { staffFormLimits, type Staff } from '~/desk-kit/services/staff-auth.server'
import { sendReply } from './replies.server'

/** What a post of the editor made: the text to preview, or the reply sent. */
export type ReplyEditorValue = { preview: ReplyText } | { sent: true }

/**
 * The reply editor's form for the one form handler (docs/decisions/016-one-form-pattern.md,
 * docs/decisions/117-reply-editor.md): the member's allowance of desk posts, the schema (the
 * authority: one-line subject, bounded texts), then either the preview of the text as checked, or
 * the send — the edited text queued through the outbox with its audit and the first response, in one
 * transaction (`sendReply`). The session is checked by the route.
 */
export function replyEditorFormSpec(
  runtime: Pick<Runtime, 'database' | 'outbox'>,
  staff: Staff,
  leadId: string,
  template: ReplyTemplate,
): FormSpec<URLSearchParams, ReplyEditorForm, DeskFormError, ReplyEditorValue> {
  return {
    name: 'desk-reply',
    unreadable: 'invalid',
    ...staffFormLimits(staff),
    post: { fields: ['intent', 'subject', 'body'], maxBytes: 32 * 1024 },
    parse: (form) => parseForm(form, replyEditorSchema, firstProblem),
    store: async (reply) => {
      const text = { subject: reply.subject, body: reply.body }
      if (reply.intent === 'preview') return { value: { preview: text } }
      const sent = await sendReply(runtime.database.db, staff.email, leadId, template, text)
      if (sent.status === 'missing') return { refused: 'missing', httpStatus: 404 }
      runtime.outbox.notify()
      return { value: { sent: true } }
    },
  }
}
