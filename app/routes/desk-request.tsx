import { parseWithZod } from '@conform-to/zod/v4'
import { data, Link, useLoaderData } from 'react-router'
import { deskHeaders, deskMeta } from '~/components/desk/desk-meta'
import { LeadView } from '~/components/desk/lead-view'
import { deskCopy } from '~/content/desk'
import { noteSchema, ownerSchema, statusSchema } from '~/domain/desk/desk-forms'
import { isUuid } from '~/domain/desk/desk-model'
import { useCopy } from '~/i18n/language-context'
import { readFormBody } from '~/services/form-body.server'
import { listAudit } from '~/services/desk/audit.server'
import { addNote, changeOwner, changeStatus, getLead } from '~/services/desk/lead-actions.server'
import { requireStaff, requireStaffAction } from '~/services/desk/staff-auth.server'
import type { Route } from './+types/desk-request'

export const meta = deskMeta((t) => t.request.details)
export const headers = deskHeaders

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { runtime } = context
  await requireStaff(runtime, request)
  if (!isUuid(params.id)) throw data(null, { status: 404 })
  const lead = await getLead(runtime.database.db, params.id)
  if (!lead) throw data(null, { status: 404 })
  const history = await listAudit(runtime.database.db, { leadId: lead.id, limit: 100 })
  return {
    now: new Date().toISOString(),
    staffList: runtime.env.STAFF_EMAILS,
    lead: {
      ...lead,
      receivedAt: lead.receivedAt.toISOString(),
      consentAt: lead.consentAt.toISOString(),
      firstResponseAt: lead.firstResponseAt?.toISOString() ?? null,
      lastActivityAt: lead.lastActivityAt.toISOString(),
      erasedAt: lead.erasedAt?.toISOString() ?? null,
      notes: lead.notes.map((n) => ({ ...n, createdAt: n.createdAt.toISOString() })),
    },
    history: history.entries.map((e) => ({ ...e, at: e.at.toISOString() })),
  }
}

/** Status, owner and notes: one handler, the form's `intent` says which (each change audited). */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { runtime } = context
  const staff = await requireStaffAction(runtime, request)
  if (!isUuid(params.id)) throw data(null, { status: 404 })
  const form = (await readFormBody(request, 8192)) ?? new URLSearchParams()
  const intent = form.get('intent')
  const db = runtime.database.db
  if (intent === 'status') {
    const submission = parseWithZod(form, { schema: statusSchema })
    if (submission.status !== 'success')
      return data({ intent, result: submission.reply(), saved: false }, { status: 400 })
    await changeStatus(db, staff.email, params.id, submission.value.status)
    return { intent, result: submission.reply(), saved: true }
  }
  if (intent === 'owner') {
    const submission = parseWithZod(form, { schema: ownerSchema })
    const owner = submission.status === 'success' ? submission.value.owner : undefined
    if (owner === undefined || (owner !== '' && !runtime.env.STAFF_EMAILS.includes(owner))) {
      return data(
        { intent, result: submission.reply({ fieldErrors: { owner: ['invalid'] } }), saved: false },
        { status: 400 },
      )
    }
    await changeOwner(db, staff.email, params.id, owner === '' ? null : owner)
    return { intent, result: submission.reply(), saved: true }
  }
  if (intent === 'note') {
    const submission = parseWithZod(form, { schema: noteSchema })
    if (submission.status !== 'success')
      return data({ intent, result: submission.reply(), saved: false }, { status: 400 })
    await addNote(db, staff.email, params.id, submission.value.note)
    return { intent, result: submission.reply({ resetForm: true }), saved: true }
  }
  return data({ intent: null, result: undefined, saved: false }, { status: 400 })
}

export default function DeskRequest() {
  const t = useCopy(deskCopy)
  const d = useLoaderData<typeof loader>()
  return (
    <div>
      <Link to="/desk" className="text-xs uppercase tracking-[0.18em] text-gold no-underline hover:text-gold-light">
        ← {t.request.back}
      </Link>
      <LeadView lead={d.lead} history={d.history} staffList={d.staffList} now={d.now} />
    </div>
  )
}

export function ErrorBoundary() {
  const t = useCopy(deskCopy)
  return (
    <div className="py-10">
      <h1 className="text-3xl">{t.request.notFound}</h1>
      <Link to="/desk" className="btn btn-outline mt-6 no-underline">
        {t.request.back}
      </Link>
    </div>
  )
}
