import { sql } from 'drizzle-orm'
import { isIsoDate, utcIsoDate } from '~/domain/dates'
import { legalityProblems, type LegalityProblem } from '~/domain/operators/legality'
import { airSafetyList } from '~/services/air-safety-list.server'
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
  meta: { reference: string; version: number; issuedAt: Date; checkedOn?: string },
): OfferContent | null {
  const resolved = new Map<string, ResolvedAirport>()
  for (const leg of draft.legs) {
    // A draft made outside the editor (an option from a quote) may still lack a leg's day or time.
    if (!isIsoDate(leg.date) || !/^([01]\d|2[0-3]):[0-5]\d$/.test(leg.time)) return null
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
  | { status: 'sent'; version: number }
  | { status: 'stale' | 'closed' | 'incomplete' | 'missing' }
  | { status: 'illegal'; options: IllegalOption[] }

export interface IllegalOption {
  option: number
  carrier: string
  problems: LegalityProblem[]
}

type Executor = Pick<Runtime['database']['db'], 'execute'>

/**
 * The options built from an operator's quote, checked against the operator's rows as they are now
 * (decision 088): AOC, TCO when needed, insurance valid through the last leg, the aircraft on the
 * AOC, the operator off the EU Air Safety List — the shared rule of app/domain/operators/legality.ts.
 * Answers the draft with each source's carrier facts brought up to date, and the options that fail.
 */
export async function checkSourcedOptions(
  db: Executor,
  env: Runtime['env'],
  draft: OfferDraft,
  today: string,
): Promise<{ draft: OfferDraft; illegal: IllegalOption[] } | null> {
  if (!draft.options.some((o) => o.source)) return { draft, illegal: [] }
  const list = airSafetyList(env)
  const countries = draft.legs.flatMap((l) => [
    resolveAirport(l.from)?.countryCode ?? '',
    resolveAirport(l.to)?.countryCode ?? '',
  ])
  const lastLegOn = draft.legs.reduce((last, l) => (l.date > last ? l.date : last), '')
  const illegal: IllegalOption[] = []
  const options: OfferDraft['options'] = []
  for (const [i, option] of draft.options.entries()) {
    const source = option.source
    if (!source) {
      options.push(option)
      continue
    }
    const [op] = await rows<{
      name: string
      country: string
      aoc_number: string
      aoc_authority: string
      aoc_expires_on: string | Date
      tco_number: string | null
      tco_expires_on: string | Date | null
      insurance_expires_on: string | Date
    }>(
      db,
      sql`select name, country, aoc_number, aoc_authority, aoc_expires_on, tco_number, tco_expires_on, insurance_expires_on
          from operators where id = ${source.operatorId}`,
    )
    if (!op) return null
    const fleet = await rows<{ registration: string }>(
      db,
      sql`select registration from operator_aircraft where operator_id = ${source.operatorId} and removed_at is null`,
    )
    const day = (v: string | Date | null) => (v === null ? null : v instanceof Date ? utcIsoDate(v) : v.slice(0, 10))
    const problems = legalityProblems(
      {
        name: op.name,
        country: op.country,
        aocNumber: op.aoc_number,
        aocExpiresOn: day(op.aoc_expires_on)!,
        tcoNumber: op.tco_number,
        tcoExpiresOn: day(op.tco_expires_on),
        insuranceExpiresOn: day(op.insurance_expires_on)!,
        registrations: fleet.map((a) => a.registration),
      },
      {
        countries: countries.filter(Boolean),
        lastLegOn: lastLegOn || today,
        registration: option.registration || null,
      },
      list,
      today,
    )
    if (problems.length > 0) illegal.push({ option: i + 1, carrier: op.name, problems })
    options.push({
      ...option,
      source: { ...source, carrier: op.name, aocNumber: op.aoc_number, aocAuthority: op.aoc_authority },
    })
  }
  return { draft: { ...draft, options }, illegal }
}

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
    const reviewedDraft = offer.draft
    if (reviewed !== undefined && draftDigest(reviewedDraft) !== reviewed) return { status: 'stale' }
    if (Object.keys(draftProblems(reviewedDraft)).length > 0 || reviewedDraft.options.some((o) => o.charterEur <= 0))
      return { status: 'incomplete' }
    // An option from an operator's quote goes only while its operator may fly the trip (decision 088).
    const checkedOn = utcIsoDate(now)
    const checked = await checkSourcedOptions(tx, runtime.env, reviewedDraft, checkedOn)
    if (!checked) return { status: 'incomplete' }
    if (checked.illegal.length > 0) return { status: 'illegal', options: checked.illegal }
    const draft = checked.draft
    const version = versionsSeen + 1
    const content = contentOf(draft, { reference: offer.reference, version, issuedAt: now, checkedOn })
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
