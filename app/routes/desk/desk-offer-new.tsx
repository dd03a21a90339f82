import { data, Link, redirect, useActionData, useLoaderData } from 'react-router'
import { deskHeaders, deskPageMeta } from '~/desk-kit/components/desk-meta'
import { DeskPanel } from '~/desk-kit/components/desk-ui'
import { isUuid } from '~/desk-kit/domain/desk-model'
import { useCopy } from '~/i18n/language-context'
import { getLead } from '~/features/desk/services/lead-actions.server'
import { requireStaff } from '~/desk-kit/services/staff-auth.server'
import { submitForm } from '~/services/form-submission.server'
import { OfferEditor } from '~/features/offer/components/offer-editor'
import { offerDeskCopy } from '~/features/offer/content/offer-desk-copy'
import { editorValuesOf } from '~/features/offer/domain/offer-form'
import { prefillDraft } from '~/features/offer/domain/offer-prefill'
import { distanceKmBetween, resolveAirport } from '~/features/offer/services/offer-airports.server'
import { offerEditorFormSpec } from '~/features/offer/services/offer-forms.server'
import type { Route } from './+types/desk-offer-new'

export const meta = deskPageMeta(offerDeskCopy, (t) => t.newTitle)
export const headers = deskHeaders

/** "Prepare an offer" from a request: the editor, prefilled from the request; saving creates the offer. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { runtime } = context
  await requireStaff(runtime, request)
  if (!isUuid(params.id)) throw data(null, { status: 404 })
  const lead = await getLead(runtime.database.db, params.id)
  if (!lead || lead.erasedAt) throw data(null, { status: 404 })
  const draft = prefillDraft(lead, (from, to) => {
    const a = resolveAirport(from)
    const b = resolveAirport(to)
    return a && b ? distanceKmBetween(a, b) : null
  })
  return { lead: { id: lead.id, fullName: lead.fullName }, values: editorValuesOf(draft) }
}

export async function action(args: Route.ActionArgs) {
  const { request, params, context } = args
  const staff = await requireStaff(context.runtime, request)
  if (!isUuid(params.id)) throw data(null, { status: 404 })
  const { outcome, result, init } = await submitForm(
    args,
    offerEditorFormSpec(context.runtime, staff, { leadId: params.id }),
    {
      fields: [],
      maxBytes: 32 * 1024,
    },
  )
  if (outcome.status === 'success' && outcome.id) throw redirect(`/desk/offers/${outcome.id}`)
  return data(result, init)
}

export default function DeskOfferNew() {
  const t = useCopy(offerDeskCopy)
  const d = useLoaderData<typeof loader>()
  const answer = useActionData<typeof action>()
  return (
    <div>
      <Link
        to={`/desk/requests/${d.lead.id}`}
        className="text-xs uppercase tracking-[0.18em] text-gold no-underline hover:text-gold-light"
      >
        ← {t.backToRequest}
      </Link>
      <h1 className="mt-4 text-4xl">{t.newTitle}</h1>
      <p className="mt-2 text-parchment">
        {t.forRequest} {d.lead.fullName}
      </p>
      <DeskPanel title={t.editor.title} id="offer-editor-title" className="mt-6">
        <OfferEditor defaultValue={d.values} lastResult={answer?.reply} saved={false} />
      </DeskPanel>
    </div>
  )
}
