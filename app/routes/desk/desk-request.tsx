import {
  data,
  Link,
  useActionData,
  useLoaderData,
  useNavigation,
  type ShouldRevalidateFunctionArgs,
} from 'react-router'
import { deskHeaders, deskMeta } from '~/desk-kit/components/desk-meta'
import { LeadView } from '~/features/desk/components/lead-view'
import { deskCopy } from '~/desk-kit/content/desk'
import { isUuid } from '~/desk-kit/domain/desk-model'
import { useCopy } from '~/i18n/language-context'
import { formAction } from '~/services/form-submission.server'
import { listAudit } from '~/desk-kit/services/audit.server'
import { getLead } from '~/features/desk/services/lead-actions.server'
import { composeReply } from '~/features/desk/services/replies.server'
import { isReplyTemplate, REPLY_TEMPLATES } from '~/features/desk/domain/replies'
import { getStaffProfile } from '~/desk-kit/services/staff-profile.server'
import { requestFormSpec } from '~/features/desk/services/request-forms.server'
import { requireStaff } from '~/desk-kit/services/staff-auth.server'
import { LeadOffers } from '~/features/offer/components/lead-offers'
import { listOffers } from '~/features/offer/services/offer-store.server'
import { LeadLeg } from '~/features/empty-legs/components/lead-leg'
import { leadLeg } from '~/features/empty-legs/services/leg-quote.server'
import { RfqPanel } from '~/features/operators/components/rfq-panel'
import { requestSourcing } from '~/features/operators/services/rfq-comparison.server'
import { rfqOptionAction, rfqSendAction } from './request-sourcing.server'
import { LeadTrips } from '~/features/trips/components/lead-trips'
import { tripsOfLead } from '~/features/trips/services/lead-trips.server'
import type { Route } from './+types/desk-request'

export const meta = deskMeta((t) => t.request.details)
export const headers = deskHeaders

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { runtime } = context
  const staff = await requireStaff(runtime, request)
  if (!isUuid(params.id)) throw data(null, { status: 404 })
  const lead = await getLead(runtime.database.db, params.id)
  if (!lead) throw data(null, { status: 404 })
  const history = await listAudit(runtime.database.db, { leadId: lead.id, limit: 100 })
  const offers = await listOffers(runtime.database.db, lead.id)
  const leg = await leadLeg(runtime, lead)
  const sourcing = await requestSourcing(runtime, lead.id)
  const trips = await tripsOfLead(runtime.database.db, lead.id)
  const profile = await getStaffProfile(runtime.database.db, staff.email)
  // A reply sent from its editor comes back here, named in the address (docs/product.md §9).
  const replied = new URL(request.url).searchParams.get('replied')
  return {
    sourcing: sourcing && {
      ...sourcing,
      rfqs: sourcing.rfqs.map((r) => ({
        ...r,
        sentAt: r.sentAt.toISOString(),
        openedAt: r.openedAt?.toISOString() ?? null,
        answeredAt: r.answeredAt?.toISOString() ?? null,
        latest: r.latest && { ...r.latest, answeredAt: r.latest.answeredAt.toISOString() },
      })),
    },
    leg,
    trips,
    offers: offers.map((o) => ({ ...o, updatedAt: o.updatedAt.toISOString() })),
    now: new Date().toISOString(),
    me: staff.email,
    drafts: REPLY_TEMPLATES.map((template) => ({ template, ...composeReply(template, lead, profile) })),
    replied: isReplyTemplate(replied) ? replied : null,
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
 * The handling (status and owner together) and the notes, through the one form handler: the
 * session first, then `requestFormSpec` (app/features/desk/services/request-forms.server.ts).
 */
export async function action(args: Route.ActionArgs) {
  const staff = await requireStaff(args.context.runtime, args.request)
  if (!isUuid(args.params.id)) throw data(null, { status: 404 })
  // Operators and sourcing (docs/product.md §14): RFQs, and an offer option from a quote.
  const intent = new URL(args.request.url).searchParams.get('intent')
  if (intent === 'rfq-send') return rfqSendAction(args, staff, args.params.id)
  if (intent === 'rfq-option') return rfqOptionAction(args, staff, args.params.id)
  return formAction(args, requestFormSpec(args.context.runtime, staff, args.params.id))
}

/** A save refused because someone changed the request meanwhile (409): the page shows what it is now. */
export function shouldRevalidate({ actionStatus, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return actionStatus === 409 || defaultShouldRevalidate
}

export default function DeskRequest() {
  const t = useCopy(deskCopy)
  const d = useLoaderData<typeof loader>()
  const answer = useActionData<{ intent?: string; status: string; rfq?: { status: string } | null }>()
  const navigation = useNavigation()
  const sendPending = navigation.state === 'submitting' && navigation.formAction?.includes('intent=rfq-send') === true
  return (
    <div>
      <Link to="/desk" className="text-xs uppercase tracking-[0.18em] text-gold no-underline hover:text-gold-light">
        ← {t.request.back}
      </Link>
      <LeadView
        lead={d.lead}
        history={d.history}
        staffList={d.staffList}
        now={d.now}
        me={d.me}
        drafts={d.drafts}
        replied={d.replied}
      />
      <LeadLeg leg={d.leg} />
      <LeadOffers leadId={d.lead.id} offers={d.offers} erased={d.lead.erasedAt !== null} />
      <RfqPanel
        sourcing={d.sourcing}
        sendAnswer={answer?.intent === 'rfq-send' ? answer : undefined}
        optionAnswer={answer?.intent === 'rfq-option' ? answer : undefined}
        sendPending={sendPending}
      />
      <LeadTrips trips={d.trips} />
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
