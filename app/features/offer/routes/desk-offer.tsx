import { data, Link, redirect, useActionData, useLoaderData } from 'react-router'
import { deskHeaders, deskPageMeta } from '~/desk-kit/components/desk-meta'
import { DeskPanel, StatusBadge } from '~/desk-kit/components/desk-ui'
import { isUuid } from '~/desk-kit/domain/desk-model'
import { legalityCopy } from '~/content/operator-legality'
import { utcIsoDate } from '~/domain/dates'
import { useCopy, useLanguage } from '~/i18n/language-context'
import { requireStaff } from '~/desk-kit/services/staff-auth.server'
import { submitForm } from '~/services/form-submission.server'
import { AcceptancePanel, VersionsPanel, WithdrawPanel } from '../components/offer-desk-panels'
import { DeleteDraftPanel, SendPanel, type SendConfirmation } from '../components/offer-send-panels'
import { offerConfirmCopy } from '../content/offer-confirm-copy'
import { OfferDocument } from '../components/offer-document'
import { OfferEditor } from '../components/offer-editor'
import { offerDeskCopy } from '../content/offer-desk-copy'
import { editorValuesOf } from '../domain/offer-form'
import { isEditable } from '../domain/offer-state'
import {
  offerDeleteFormSpec,
  offerEditorFormSpec,
  offerSendFormSpec,
  offerWithdrawFormSpec,
} from '../services/offer-forms.server'
import type { SendOutcome } from '../services/offer-send.server'
import { contentOf, draftDigest } from '../services/offer-send.server'
import { getOffer } from '../services/offer-store.server'
import type { Route } from './+types/desk-offer'

export const meta = deskPageMeta(offerDeskCopy, (t, d) =>
  t.pageTitle((d as { reference?: string } | undefined)?.reference ?? ''),
)
export const headers = deskHeaders

/** An offer in the desk (docs/product.md §11): the editor, the client's preview, send, withdraw, versions. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { runtime } = context
  await requireStaff(runtime, request)
  if (!isUuid(params.offerId)) throw data(null, { status: 404 })
  const now = new Date()
  const offer = await getOffer(runtime.database.db, params.offerId, now)
  if (!offer) throw data(null, { status: 404 })
  const preview = contentOf(offer.draft, {
    reference: offer.reference,
    version: offer.versions.length + 1,
    issuedAt: now,
    checkedOn: utcIsoDate(now),
  })
  const acceptedVersion = offer.versions.find((v) => v.id === offer.acceptance?.versionId)
  // The confirmation step (docs/decisions/108-offer-send-confirmation.md): what the client will receive.
  const confirming = new URL(request.url).searchParams.get('step') === 'confirm' && isEditable(offer.state)
  const ready = preview !== null && offer.draft.options.every((o) => o.charterEur > 0)
  const confirmation: SendConfirmation | null =
    confirming && ready && preview
      ? {
          to: offer.lead.email,
          clientName: preview.clientName,
          language: preview.language,
          options: preview.options.map((o) => ({ number: o.number, aircraft: o.aircraft.name, totalEur: o.totalEur })),
          expiresAt: preview.expiresAt,
          reviewed: draftDigest(offer.draft),
        }
      : null
  return {
    confirmation,
    incomplete: confirming && !ready,
    id: offer.id,
    leadId: offer.leadId,
    reference: offer.reference,
    state: offer.state,
    editable: isEditable(offer.state) && !offer.lead.erased,
    clientName: offer.lead.fullName,
    values: editorValuesOf(offer.draft),
    // Once accepted, the preview is the accepted version itself.
    preview: acceptedVersion ? JSON.parse(acceptedVersion.content) : preview,
    versions: offer.versions.map((v) => ({
      version: v.version,
      sentAt: v.sentAt.toISOString(),
      sentBy: v.sentBy,
      expiresAt: v.expiresAt.toISOString(),
      firstViewedAt: v.firstViewedAt?.toISOString() ?? null,
      lastViewedAt: v.lastViewedAt?.toISOString() ?? null,
      state: v.state,
      contentSha256: v.contentSha256,
    })),
    acceptance: offer.acceptance
      ? {
          option: offer.acceptance.optionIndex,
          fullName: offer.acceptance.fullName,
          acceptedAt: offer.acceptance.acceptedAt.toISOString(),
          clientIp: offer.acceptance.clientIp,
          userAgent: offer.acceptance.userAgent,
          contentSha256: offer.acceptance.contentSha256,
        }
      : null,
  }
}

/** Save, send or withdraw (the form's action says which: `?intent=`), each through the one form handler. */
export async function action(args: Route.ActionArgs) {
  const { request, params, context } = args
  const { runtime } = context
  const staff = await requireStaff(runtime, request)
  if (!isUuid(params.offerId)) throw data(null, { status: 404 })
  const offerId = params.offerId
  const intent = new URL(request.url).searchParams.get('intent')
  if (intent === 'send') {
    const sent: { value?: SendOutcome } = {}
    const { result, init } = await submitForm(args, offerSendFormSpec(runtime, staff, offerId, sent), {
      fields: [],
      maxBytes: 2048,
    })
    return data({ ...result, intent, send: sent.value ?? null }, init)
  }
  if (intent === 'delete') {
    const deleted: { leadId?: string | null } = {}
    const { outcome, result, init } = await submitForm(args, offerDeleteFormSpec(runtime, staff, offerId, deleted), {
      fields: [],
      maxBytes: 2048,
    })
    if (outcome.status === 'success' && deleted.leadId) throw redirect(`/desk/requests/${deleted.leadId}`)
    // A success without a request to go back to: the draft had been sent or deleted meanwhile.
    return data({ ...result, intent, send: null }, init)
  }
  if (intent === 'withdraw') {
    const { result, init } = await submitForm(args, offerWithdrawFormSpec(runtime, staff, offerId), {
      fields: [],
      maxBytes: 2048,
    })
    return data({ ...result, intent, send: null }, init)
  }
  if (intent !== 'save') throw data(null, { status: 400 })
  const { result, init } = await submitForm(args, offerEditorFormSpec(runtime, staff, { offerId }), {
    fields: [],
    maxBytes: 32 * 1024,
  })
  return data({ ...result, intent, send: null }, init)
}

export default function DeskOffer() {
  const t = useCopy(offerDeskCopy)
  const c = useCopy(offerConfirmCopy)
  const d = useLoaderData<typeof loader>()
  const answer = useActionData<typeof action>()
  const mine = (intent: string) => (answer?.intent === intent ? answer : undefined)
  const send = mine('send')
  const legality = useCopy(legalityCopy)
  const { lang } = useLanguage()
  const sendMessage = send?.send
    ? send.send.status === 'sent'
      ? { tone: 'ok' as const, text: t.send.sent(send.send.version) }
      : send.send.status === 'illegal'
        ? {
            tone: 'error' as const,
            text: t.send.illegal,
            details: send.send.options.flatMap((o) =>
              o.problems.map((p) => `${t.editor.option(o.option)} — ${o.carrier} : ${legality.problem(p, lang)}`),
            ),
          }
        : {
            tone: 'error' as const,
            text:
              send.send.status === 'stale'
                ? t.send.stale
                : send.send.status === 'closed'
                  ? t.editor.closed
                  : t.send.needsDraft,
          }
    : send && send.status !== 'success'
      ? { tone: 'error' as const, text: send.status === 'rate_limited' ? t.errors.limited : t.errors.unavailable }
      : null
  return (
    <div>
      <Link
        to={`/desk/requests/${d.leadId}`}
        className="text-xs uppercase tracking-[0.18em] text-gold no-underline hover:text-gold-light"
      >
        ← {t.backToRequest}
      </Link>
      <header className="mt-4">
        <p className="eyebrow">
          {t.forRequest} {d.clientName}
        </p>
        <h1 className="mt-3 text-4xl">{t.pageTitle(d.reference)}</h1>
        <div className="mt-3" data-testid="offer-state">
          <StatusBadge status={d.state} label={t.states[d.state]} />
        </div>
      </header>
      <div className="mt-6 grid gap-6 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="space-y-6">
          <DeskPanel title={t.editor.title} id="offer-editor-title">
            {d.editable ? (
              <OfferEditor
                key={d.versions.length}
                defaultValue={d.values}
                lastResult={mine('save')?.reply}
                saved={mine('save')?.status === 'success'}
              />
            ) : (
              <p className="text-sm text-parchment">{t.editor.closed}</p>
            )}
          </DeskPanel>
          <DeskPanel title={t.preview.title} id="offer-preview-title">
            <p className="text-sm text-mist">{t.preview.intro}</p>
            <div className="mt-6 border border-line/60 bg-midnight p-4 md:p-8" data-testid="offer-preview">
              {d.preview ? (
                <OfferDocument
                  content={d.preview}
                  lang={d.preview.language}
                  headingLevel={2}
                  chosenOption={d.acceptance?.option}
                />
              ) : (
                <p className="text-sm text-mist">{t.preview.none}</p>
              )}
            </div>
          </DeskPanel>
        </div>
        <div className="space-y-6">
          {d.acceptance ? <AcceptancePanel acceptance={d.acceptance} /> : null}
          {d.editable ? (
            <SendPanel
              versions={d.versions.length}
              confirmation={send?.send?.status === 'sent' ? null : d.confirmation}
              incomplete={d.incomplete}
              message={sendMessage}
              lastResult={send?.reply}
            />
          ) : null}
          <VersionsPanel versions={d.versions} />
          {d.editable && d.versions.length === 0 ? (
            <DeleteDraftPanel
              message={mine('delete')?.status === 'success' ? c.deleteGone : null}
              lastResult={mine('delete')?.reply}
            />
          ) : null}
          {d.editable && d.versions.length > 0 ? (
            <WithdrawPanel
              message={mine('withdraw')?.status === 'success' ? t.withdraw.done : null}
              lastResult={mine('withdraw')?.reply}
            />
          ) : null}
        </div>
      </div>
    </div>
  )
}
