import { dayIn, LEGS_TIME_ZONE } from './leg-model'

/**
 * The alerts' rhythm (docs/product.md §12): at most one e-mail a day per subscriber, the legs
 * queued since the last one grouped in it. A subscriber already written to today (the
 * brokerage's day, Paris) waits for the next day's digest. Pure.
 */

export interface QueuedAlert {
  subscriptionId: string
  legId: string
  queuedAt: Date
}

export interface Digest {
  subscriptionId: string
  /** In the order they were queued. */
  legIds: string[]
}

/** May this subscriber be written to now? Never written, or last written on an earlier day. */
export function isDue(lastSentAt: Date | null, now: Date, timeZone: string = LEGS_TIME_ZONE): boolean {
  return lastSentAt === null || dayIn(lastSentAt, timeZone) < dayIn(now, timeZone)
}

/**
 * The digests to send now: one per due subscriber, with every leg queued for them (each leg once),
 * subscribers in the order of their first queued leg.
 */
export function groupDigests(
  queue: readonly QueuedAlert[],
  lastSentAt: (subscriptionId: string) => Date | null,
  now: Date,
  timeZone: string = LEGS_TIME_ZONE,
): Digest[] {
  const sorted = [...queue].sort((a, b) => a.queuedAt.getTime() - b.queuedAt.getTime())
  const digests = new Map<string, Digest>()
  for (const item of sorted) {
    if (!isDue(lastSentAt(item.subscriptionId), now, timeZone)) continue
    let digest = digests.get(item.subscriptionId)
    if (!digest) {
      digest = { subscriptionId: item.subscriptionId, legIds: [] }
      digests.set(item.subscriptionId, digest)
    }
    if (!digest.legIds.includes(item.legId)) digest.legIds.push(item.legId)
  }
  return [...digests.values()]
}
