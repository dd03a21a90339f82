import { data, Link, useLoaderData } from 'react-router'
import { deskHeaders, deskMeta } from '~/components/desk/desk-meta'
import { LeadView } from '~/components/desk/lead-view'
import { deskCopy } from '~/content/desk'
import { parseDeskForm, requestFormSchema, type DeskFormError } from '~/domain/desk/desk-forms'
import { isUuid } from '~/domain/desk/desk-model'
import { useCopy } from '~/i18n/language-context'
import { submitForm } from '~/services/form-submission.server'
import { listAudit } from '~/services/desk/audit.server'
import { addNote, changeOwner, changeStatus, getLead } from '~/services/desk/lead-actions.server'
import { requireStaff, staffFormLimits } from '~/services/desk/staff-auth.server'
import { LeadOffers } from '~/features/offer/components/lead-offers'
import { listOffers } from '~/features/offer/services/offer-store.server'
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
  const offers = await listOffers(runtime.database.db, lead.id)
  return {
    offers: offers.map((o) => ({ ...o, updatedAt: o.updatedAt.toISOString() })),
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

/**
 * Status, owner and notes through the shared form handler (session first, then the member's rate
 * limit, body, schema, store): the form's `intent` says which; each change is audited.
 */
export async function action(args: Route.ActionArgs) {
  const { request, params, context } = args
  const { runtime } = context
  const staff = await requireStaff(runtime, request)
  if (!isUuid(params.id)) throw data(null, { status: 404 })
  const leadId = params.id
  const db = runtime.database.db
  let intent: string | null = null
  const { result, init } = await submitForm(
    args,
    {
      name: 'desk-request',
      unreadable: 'invalid' as DeskFormError,
      ...staffFormLimits(staff),
      parse: (form: URLSearchParams) => {
        intent = form.get('intent')
        const parsed = parseDeskForm(requestFormSchema, form)
        if (!parsed.success || parsed.data.intent !== 'owner') return parsed
        const owner = parsed.data.owner
        return owner === '' || runtime.env.STAFF_EMAILS.includes(owner)
          ? parsed
          : { success: false, formError: 'invalid', fieldErrors: { owner: 'invalid' } }
      },
      store: async (change) => {
        if (change.intent === 'status') await changeStatus(db, staff.email, leadId, change.status)
        else if (change.intent === 'owner')
          await changeOwner(db, staff.email, leadId, change.owner === '' ? null : change.owner)
        else await addNote(db, staff.email, leadId, change.note)
      },
    },
    { fields: ['intent', 'status', 'owner', 'note'], maxBytes: 8192 },
  )
  return data({ ...result, intent }, init)
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
      <LeadOffers leadId={d.lead.id} offers={d.offers} erased={d.lead.erasedAt !== null} />
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
