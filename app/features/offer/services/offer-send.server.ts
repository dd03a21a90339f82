import { sql } from 'drizzle-orm'
import type { Runtime } from '~/services/runtime-types'
import { recordAudit } from '~/desk-kit/services/audit.server'
import { rows } from '~/desk-kit/services/db-util.server'
import { buildOfferContent, canonicalJson, type ResolvedAirport } from '../domain/offer-content'
import { CURRENT_TERMS_VERSION, type OfferContent, type OfferDraft } from '../domain/offer-model'
import { isEditable } from '../domain/offer-state'
import { distanceKmBetween, resolveAirport } from './offer-airports.server'
import { offerSentMail, queueOfferMail } from './offer-mail.server'
import { getOffer } from './offer-store.server'
import { newOfferToken, offerTokenHash, sha256Hex } from './offer-token.server'

/**
 * Sending an offer (docs/product.md §11, decision 051): the saved draft becomes a version — its
 * canonical content and that content's SHA-256, a new link whose token's hash alone is stored — the
 * previous version is superseded (its link retired), the client's e-mail is queued, the request
 * moves to `quoted`; one transaction, audited.
 */

/** Problems of a draft the schema cannot see: an airport the table does not know, legs out of order. */
export function draftProblems(draft: OfferDraft): Record<string, 'airport' | 'order'> {
  const problems: Record<string, 'airport' | 'order'> = {}
  let previousArrival = -Infinity
  draft.legs.forEach((leg, i) => {
    const from = resolveAirport(leg.from)
    const to = resolveAirport(leg.to)
    if (!from) problems[`legs[${i}].from`] = 'airport'
    if (!to) problems[`legs[${i}].to`] = 'airport'
    if (!from || !to) return
    const content = buildOfferContent(
      { ...draft, legs: [leg], options: [] },
      (code) => (code === leg.from ? from : to),
      distanceKmBetween,
      { reference: '', version: 0, issuedAt: new Date(0), termsVersion: CURRENT_TERMS_VERSION },
    )
    const leg0 = content.legs[0]!
    if (Date.parse(leg0.departureUtc) < previousArrival) problems[`legs[${i}].date`] = 'order'
    previousArrival = Date.parse(leg0.arrivalUtc)
  })
  return problems
}

/** The document a draft makes (the preview, and a version when sent); null while an airport is unknown. */
export function contentOf(
  draft: OfferDraft,
  meta: { reference: string; version: number; issuedAt: Date },
): OfferContent | null {
  const resolved = new Map<string, ResolvedAirport>()
  for (const leg of draft.legs) {
    for (const code of [leg.from, leg.to]) {
      const airport = resolveAirport(code)
      if (!airport) return null
      resolved.set(code, airport)
    }
  }
  return buildOfferContent(draft, (code) => resolved.get(code)!, distanceKmBetween, {
    ...meta,
    termsVersion: CURRENT_TERMS_VERSION,
  })
}

export function offerLink(siteUrl: string, token: string, language: 'fr' | 'en'): string {
  return `${siteUrl.replace(/\/$/, '')}/offer/${token}${language === 'en' ? '?lang=en' : ''}`
}

/** The fingerprint of a draft as the confirmation step showed it (docs/decisions/108-offer-send-confirmation.md). */
export function draftDigest(draft: OfferDraft): string {
  return sha256Hex(canonicalJson(draft))
}

export type SendOutcome =
  { status: 'sent'; version: number } | { status: 'stale' | 'closed' | 'incomplete' | 'missing' }

/**
 * Sends the saved draft as version `versionsSeen + 1`. `stale` when another version was sent since
 * the desk looked (two clicks, two staff), `closed` once accepted or withdrawn, `incomplete` when
 * the draft cannot make a document (an airport unknown, no price).
 */
export async function sendOffer(
  runtime: Pick<Runtime, 'database' | 'env' | 'outbox'>,
  actor: string,
  offerId: string,
  versionsSeen: number,
  now = new Date(),
  /** The draft's fingerprint the confirmation step showed: a draft changed since is not sent. */
  reviewed?: string,
): Promise<SendOutcome> {
  const db = runtime.database.db
  const outcome = await db.transaction(async (tx): Promise<SendOutcome> => {
    // The offer's row is the lock: sends of one offer take turns.
    const locked = await rows<{ id: string }>(tx, sql`select id from offers where id = ${offerId} for update`)
    if (locked.length === 0) return { status: 'missing' }
    const offer = await getOffer(tx, offerId, now)
    if (!offer || offer.lead.erased) return { status: 'missing' }
    if (!isEditable(offer.state)) return { status: 'closed' }
    if (offer.versions.length !== versionsSeen) return { status: 'stale' }
    const draft = offer.draft
    if (reviewed !== undefined && draftDigest(draft) !== reviewed) return { status: 'stale' }
    if (Object.keys(draftProblems(draft)).length > 0 || draft.options.some((o) => o.charterEur <= 0))
      return { status: 'incomplete' }
    const version = versionsSeen + 1
    const content = contentOf(draft, { reference: offer.reference, version, issuedAt: now })
    if (!content) return { status: 'incomplete' }
    const text = canonicalJson(content)
    const token = newOfferToken()
    await tx.execute(sql`update offer_versions set superseded_at = now()
                         where offer_id = ${offerId} and superseded_at is null`)
    await tx.execute(sql`
      insert into offer_versions (offer_id, version, language, content, content_sha256, token_hash, sent_by, sent_at, expires_at)
      values (${offerId}, ${version}, ${content.language}, ${text}, ${sha256Hex(text)}, ${offerTokenHash(token)},
              ${actor}, ${content.issuedAt}, ${content.expiresAt})`)
    const mail = offerSentMail(content, offerLink(runtime.env.SITE_URL, token, content.language))
    await queueOfferMail(tx, { ...mail, to: offer.lead.email, replyTo: offer.lead.owner ?? runtime.env.NOTIFY_EMAIL })
    // The request has its answer: quoted (unless the desk already moved it further), first response kept once.
    await tx.execute(sql`
      update leads set status = case when status in ('new', 'in_progress') then 'quoted' else status end,
        first_response_at = coalesce(first_response_at, now()), last_activity_at = now()
      where id = ${offer.leadId}`)
    await recordAudit(tx, {
      actor,
      action: version === 1 ? 'offer_send' : 'offer_reissue',
      leadId: offer.leadId,
      details: { offerId, reference: offer.reference, version },
    })
    return { status: 'sent', version }
  })
  if (outcome.status === 'sent') runtime.outbox.notify()
  return outcome
}
