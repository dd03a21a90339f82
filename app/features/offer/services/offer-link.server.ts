import { sql } from 'drizzle-orm'
import type { Runtime } from '~/services/runtime-types'
import { recordAudit } from '~/desk-kit/services/audit.server'
import { rows, toDate } from '~/desk-kit/services/db-util.server'
import type { OfferContent } from '../domain/offer-model'
import { linkAnswer, versionState, type LinkAnswer } from '../domain/offer-state'
import { acceptedNotice, confirmationMail, queueOfferMail } from './offer-mail.server'
import { renderOfferPdf, type PdfAcceptance } from './offer-pdf.server'
import { offerTokenHash, sameHash } from './offer-token.server'

/**
 * The client's side (docs/product.md §11, decisions 051–052): a link opens its version (looked up by
 * the token's hash, the hashes compared in constant time), a view is recorded, and the acceptance is
 * stored once per offer — append-only, with what the client saw (the SHA-256 of the version's
 * canonical content) — with the request won, the desk told and the client's confirmation queued
 * with the PDF, in one transaction.
 */

export interface OpenedOffer {
  versionId: string
  offerId: string
  leadId: string
  content: OfferContent
  contentSha256: string
  answer: LinkAnswer
  acceptance: PdfAcceptance | null
  /** Where the client's questions go: the request's owner, or the brokerage's mailbox. */
  email: string
  firstView: boolean
}

interface LinkRow {
  id: string
  offer_id: string
  lead_id: string
  token_hash: string
  content: string
  content_sha256: string
  expires_at: string | Date
  superseded_at: string | Date | null
  first_viewed_at: string | Date | null
  withdrawn_at: string | Date | null
  owner: string | null
  accepted_version: string | null
  option_index: number | string | null
  full_name: string | null
  accepted_at: string | Date | null
  accepted_sha: string | null
}

async function findByToken(db: Pick<Runtime['database']['db'], 'execute'>, token: string, lock = false) {
  const hash = offerTokenHash(token)
  const found = await rows<LinkRow>(
    db,
    sql`select v.id, v.offer_id, o.lead_id, v.token_hash, v.content, v.content_sha256, v.expires_at,
               v.superseded_at, v.first_viewed_at, o.withdrawn_at, l.owner,
               a.version_id as accepted_version, a.option_index, a.full_name, a.accepted_at,
               a.content_sha256 as accepted_sha
        from offer_versions v
        join offers o on o.id = v.offer_id
        join leads l on l.id = o.lead_id
        left join offer_acceptances a on a.offer_id = o.id
        where v.token_hash = ${hash}
        ${lock ? sql`for update of o` : sql``}`,
  )
  const row = found[0]
  // Found by its hash; the stored hash is checked against the computed one in constant time.
  return row && sameHash(row.token_hash, hash) ? row : undefined
}

function openedOf(row: LinkRow, env: Runtime['env'], now: Date): OpenedOffer {
  const state = versionState(
    {
      id: row.id,
      expiresAt: toDate(row.expires_at) as Date,
      supersededAt: toDate(row.superseded_at),
      firstViewedAt: toDate(row.first_viewed_at),
    },
    { withdrawnAt: toDate(row.withdrawn_at), acceptedVersionId: row.accepted_version },
    now,
  )
  return {
    versionId: row.id,
    offerId: row.offer_id,
    leadId: row.lead_id,
    content: JSON.parse(row.content) as OfferContent,
    contentSha256: row.content_sha256,
    answer: linkAnswer(state),
    acceptance:
      row.accepted_version === row.id && row.accepted_at
        ? {
            option: Number(row.option_index),
            fullName: row.full_name ?? '',
            acceptedAt: toDate(row.accepted_at) as Date,
            contentSha256: row.accepted_sha ?? row.content_sha256,
          }
        : null,
    email: row.owner ?? env.NOTIFY_EMAIL,
    firstView: row.first_viewed_at === null,
  }
}

/** The version a link opens, or undefined (unknown, forged, truncated: the caller answers 404). */
export async function openOffer(
  runtime: Pick<Runtime, 'database' | 'env'>,
  token: string,
  now = new Date(),
): Promise<OpenedOffer | undefined> {
  const row = await findByToken(runtime.database.db, token)
  return row ? openedOf(row, runtime.env, now) : undefined
}

/** A view of an open link: first and last view kept; the first one goes in the audit log. */
export async function recordView(runtime: Pick<Runtime, 'database'>, opened: OpenedOffer): Promise<void> {
  const db = runtime.database.db
  const first = await rows<{ id: string }>(
    db,
    sql`update offer_versions set first_viewed_at = coalesce(first_viewed_at, now()), last_viewed_at = now()
        where id = ${opened.versionId}
        returning (case when first_viewed_at = last_viewed_at then id end) as id`,
  )
  if (first[0]?.id) {
    await recordAudit(db, {
      actor: 'client',
      action: 'offer_view',
      leadId: opened.leadId,
      details: { offerId: opened.offerId, reference: opened.content.reference, version: opened.content.version },
    })
  }
}

export type AcceptOutcome =
  | { status: 'accepted'; acceptance: PdfAcceptance; duplicate: boolean; next?: string }
  | { status: 'refused'; answer: Exclude<LinkAnswer, 'open' | 'accepted'> }
  | { status: 'missing' }

/**
 * Accepts the version a link opens. Twice (a double click, two tabs at once) answers the same:
 * the unique row per offer keeps the first. Expired, withdrawn and superseded versions are refused.
 */
export async function acceptOffer(
  runtime: Pick<Runtime, 'database' | 'env' | 'outbox' | 'logger' | 'onOfferAccepted'>,
  token: string,
  input: { option: number; fullName: string; clientIp: string | null; userAgent: string | null },
  now = new Date(),
): Promise<AcceptOutcome> {
  const before = await findByToken(runtime.database.db, token)
  if (!before) return { status: 'missing' }
  const opened = openedOf(before, runtime.env, now)
  if (opened.answer === 'accepted')
    return opened.acceptance
      ? { status: 'accepted', acceptance: opened.acceptance, duplicate: true }
      : { status: 'missing' }
  if (opened.answer !== 'open') return { status: 'refused', answer: opened.answer }
  if (!opened.content.options.some((o) => o.number === input.option)) return { status: 'missing' }
  // The PDF is made before the transaction (its bytes go with the confirmation, decision 052).
  const acceptedAt = new Date(Math.floor(now.getTime() / 1000) * 1000)
  const acceptance: PdfAcceptance = {
    option: input.option,
    fullName: input.fullName,
    acceptedAt,
    contentSha256: opened.contentSha256,
  }
  const pdf = await renderOfferPdf(opened.content, opened.content.language, acceptance)
  const outcome = await runtime.database.db.transaction(async (tx): Promise<AcceptOutcome> => {
    const row = await findByToken(tx, token, true)
    if (!row) return { status: 'missing' }
    const current = openedOf(row, runtime.env, now)
    if (current.answer === 'accepted')
      return current.acceptance
        ? { status: 'accepted', acceptance: current.acceptance, duplicate: true }
        : { status: 'missing' }
    if (current.answer !== 'open') return { status: 'refused', answer: current.answer }
    const inserted = await rows<{ id: number | string }>(
      tx,
      sql`insert into offer_acceptances (offer_id, version_id, option_index, full_name, accepted_at, client_ip, user_agent, content_sha256)
          values (${row.offer_id}, ${row.id}, ${input.option}, ${input.fullName}, ${acceptedAt.toISOString()},
                  ${input.clientIp}, ${input.userAgent?.slice(0, 500) ?? null}, ${row.content_sha256})
          on conflict (offer_id) do nothing
          returning id`,
    )
    if (inserted.length === 0) return { status: 'missing' }
    await tx.execute(sql`
      update leads set status = 'won', last_activity_at = now(), first_response_at = coalesce(first_response_at, now())
      where id = ${row.lead_id}`)
    await recordAudit(tx, {
      actor: 'client',
      action: 'offer_accept',
      leadId: row.lead_id,
      details: {
        offerId: row.offer_id,
        reference: current.content.reference,
        version: current.content.version,
        option: input.option,
      },
    })
    const content = current.content
    const lead = await rows<{ email: string; owner: string | null }>(
      tx,
      sql`select email, owner from leads where id = ${row.lead_id}`,
    )
    const replyTo = lead[0]?.owner ?? runtime.env.NOTIFY_EMAIL
    if (lead[0]?.email) {
      const mail = confirmationMail(content, { option: input.option, acceptedAt }, pdf)
      await queueOfferMail(tx, { ...mail, to: lead[0].email, replyTo })
    }
    const notice = acceptedNotice(
      content,
      input.option,
      `${runtime.env.SITE_URL.replace(/\/$/, '')}/desk/offers/${row.offer_id}`,
    )
    for (const to of new Set([runtime.env.NOTIFY_EMAIL, ...(lead[0]?.owner ? [lead[0].owner] : [])])) {
      await queueOfferMail(tx, { ...notice, to, replyTo: null })
    }
    // What follows an acceptance (the booking) is the composition's: in a savepoint, so that a
    // failure there never loses the client's acceptance (a sweep makes it later, decision 090).
    let next: string | undefined
    if (runtime.onOfferAccepted) {
      const hook = runtime.onOfferAccepted
      try {
        const followed = await tx.transaction((sp) => hook(sp, { offerId: row.offer_id, leadId: row.lead_id }))
        next = followed?.link
      } catch (error) {
        runtime.logger.error({ err: error, offerId: row.offer_id }, 'after-acceptance step failed; the sweep retries')
      }
    }
    return { status: 'accepted', acceptance, duplicate: false, next }
  })
  // A concurrent accept won the row: answer with what it stored.
  if (outcome.status === 'missing') {
    const again = await openOffer(runtime, token, now)
    if (again?.acceptance) return { status: 'accepted', acceptance: again.acceptance, duplicate: true }
    return again && again.answer !== 'open' && again.answer !== 'accepted'
      ? { status: 'refused', answer: again.answer }
      : { status: 'missing' }
  }
  if (outcome.status === 'accepted' && !outcome.duplicate) runtime.outbox.notify()
  return outcome
}
