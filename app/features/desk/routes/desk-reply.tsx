import { data, Link, redirect, useLoaderData } from 'react-router'
import { deskHeaders, deskPageMeta } from '~/desk-kit/components/desk-meta'
import { FormMessage } from '~/desk-kit/components/desk-ui'
import { deskCopy } from '~/desk-kit/content/desk'
import { staffProfileCopy } from '~/desk-kit/content/staff-profile'
import { isUuid } from '~/desk-kit/domain/desk-model'
import { requireStaff } from '~/desk-kit/services/staff-auth.server'
import { getStaffProfile } from '~/desk-kit/services/staff-profile.server'
import { ReplyEditor } from '~/features/desk/components/reply-editor'
import { deskQueueCopy } from '~/features/desk/content/desk-queue'
import { replyEditorCopy } from '~/features/desk/content/reply-editor'
import { isReplyTemplate } from '~/features/desk/domain/replies'
import { getLead } from '~/features/desk/services/lead-actions.server'
import { replyEditorFormSpec } from '~/features/desk/services/reply-editor.server'
import { composeReply } from '~/features/desk/services/replies.server'
import { useCopy } from '~/i18n/language-context'
import { submitForm } from '~/services/form-submission.server'
import type { Route } from './+types/desk-reply'

export const meta = deskPageMeta(replyEditorCopy, (t) => t.metaTitle)
export const headers = deskHeaders

/**
 * A reply template in its editor (docs/product.md §9): the template's text for this request, in the
 * client's language, signed with the member's name and signature. An erased request, one without an
 * address or an unknown template has no editor (404).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { runtime } = context
  const staff = await requireStaff(runtime, request)
  if (!isUuid(params.id) || !isReplyTemplate(params.template)) throw data(null, { status: 404 })
  const lead = await getLead(runtime.database.db, params.id)
  if (!lead || lead.erasedAt || !lead.email) throw data(null, { status: 404 })
  const profile = await getStaffProfile(runtime.database.db, staff.email)
  return {
    leadId: lead.id,
    template: params.template,
    client: { name: lead.fullName, email: lead.email, language: lead.language },
    from: runtime.env.MAIL_FROM,
    replyTo: staff.email,
    profile: { name: profile.name, complete: profile.complete },
    draft: composeReply(params.template, lead, profile),
  }
}

/** A preview or the send, through the one form handler; a reply sent goes back to the request, which says so. */
export async function action(args: Route.ActionArgs) {
  const { params, context } = args
  const staff = await requireStaff(context.runtime, args.request)
  if (!isUuid(params.id) || !isReplyTemplate(params.template)) throw data(null, { status: 404 })
  const { result, init, value } = await submitForm(
    args,
    replyEditorFormSpec(context.runtime, staff, params.id, params.template),
  )
  if (value && 'sent' in value) throw redirect(`/desk/requests/${params.id}?replied=${params.template}`)
  return data({ ...result, ...(value && 'preview' in value ? { preview: value.preview } : {}) }, init)
}

export default function DeskReply() {
  const d = useLoaderData<typeof loader>()
  const t = useCopy(replyEditorCopy)
  const q = useCopy(deskQueueCopy)
  const desk = useCopy(deskCopy)
  const p = useCopy(staffProfileCopy)
  const templateName = q.replies.names[d.template]
  return (
    <div>
      <Link
        to={`/desk/requests/${d.leadId}`}
        className="text-xs uppercase tracking-[0.18em] text-gold no-underline hover:text-gold-light"
      >
        ← {t.back}
      </Link>
      <h1 className="mt-4 text-4xl">{t.title(templateName)}</h1>
      <p className="mt-2 text-parchment">
        {d.client.name || d.client.email} · {desk.request.languages[d.client.language]}
      </p>
      <p className="mt-2 max-w-3xl text-sm text-parchment">{t.intro(desk.request.languages[d.client.language])}</p>
      {d.profile.complete ? null : (
        <FormMessage tone="error">
          {p.incompleteNote(d.profile.name)}{' '}
          <Link to="/desk/profile" className="text-gold underline underline-offset-4">
            {p.nav}
          </Link>
        </FormMessage>
      )}
      <ReplyEditor
        leadId={d.leadId}
        clientLanguage={d.client.language}
        client={{ name: d.client.name, email: d.client.email }}
        from={d.from}
        replyTo={d.replyTo}
        draft={d.draft}
      />
    </div>
  )
}
