/**
 * Where an offer stands (docs/product.md §11), from its stored facts and the clock. Pure.
 * draft → sent → viewed → accepted, or expired, withdrawn; a re-issued version is superseded.
 */

export const OFFER_STATES = ['draft', 'sent', 'viewed', 'accepted', 'expired', 'withdrawn', 'superseded'] as const
export type OfferState = (typeof OFFER_STATES)[number]

export interface VersionFacts {
  expiresAt: Date
  supersededAt: Date | null
  firstViewedAt: Date | null
}

export interface OfferFacts {
  withdrawnAt: Date | null
  /** The acceptance's version id, if accepted. */
  acceptedVersionId: string | null
}

/** The state of one sent version (what its link answers). */
export function versionState(
  version: VersionFacts & { id: string },
  offer: OfferFacts,
  now: Date,
): Exclude<OfferState, 'draft'> {
  if (offer.acceptedVersionId === version.id) return 'accepted'
  if (version.supersededAt || offer.acceptedVersionId) return 'superseded'
  if (offer.withdrawnAt) return 'withdrawn'
  if (version.expiresAt.getTime() <= now.getTime()) return 'expired'
  return version.firstViewedAt ? 'viewed' : 'sent'
}

/** The state of an offer: its latest version's, or `draft` before the first is sent. */
export function offerState(latest: (VersionFacts & { id: string }) | null, offer: OfferFacts, now: Date): OfferState {
  if (!latest) return offer.withdrawnAt ? 'withdrawn' : 'draft'
  return versionState(latest, offer, now)
}

/** What the client's link allows: the page with the accept form, the page as a record, or a refusal. */
export type LinkAnswer = 'open' | 'accepted' | 'expired' | 'withdrawn' | 'superseded'

export function linkAnswer(state: Exclude<OfferState, 'draft'>): LinkAnswer {
  return state === 'sent' || state === 'viewed' ? 'open' : state
}

/** The desk may change and send an offer until it is accepted or withdrawn. */
export function isEditable(state: OfferState): boolean {
  return state !== 'accepted' && state !== 'withdrawn'
}
