import type { Language } from '~/i18n/language'
import type { Runtime } from '~/services/runtime-types'
import { legsCopy } from '../content/legs-copy'
import { priceOf, routeOf, windowOf } from '../content/legs-format'
import { aircraftLabel, dayIn, isPublic, legState } from '../domain/leg-model'
import { getLeg } from './legs-store.server'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * "Request this leg" (docs/product.md §12): the quote form's values for a current leg — route,
 * first day, the aircraft's class — and the line that says which leg the request is for.
 */
export async function legQuotePrefill(runtime: Runtime, legId: string, lang: Language) {
  if (!UUID.test(legId)) return null
  const leg = await getLeg(runtime.database.db, legId)
  if (!leg || !isPublic(leg, dayIn(new Date()))) return null
  const t = legsCopy[lang]
  return {
    id: leg.id,
    // French puts a no-break space before the colon.
    label: `${t.leg}${lang === 'fr' ? '\u00a0:' : ':'} ${routeOf(lang, leg)} (${leg.from.code} → ${leg.to.code}), ${windowOf(lang, leg.earliest, leg.latest)}, ${aircraftLabel(leg)}, ${priceOf(lang, leg.priceEur, t.onRequest)}`,
    prefill: {
      departure: leg.from.code,
      destination: leg.to.code,
      departureDate: leg.earliest,
    },
  }
}

/** The leg a request of kind `empty-leg` was made for, for the request's desk page. */
export async function leadLeg(runtime: Runtime, lead: { kind: string; fields: unknown }) {
  const id = (lead.fields as { emptyLegId?: unknown } | null)?.emptyLegId
  if (lead.kind !== 'empty-leg' || typeof id !== 'string' || !UUID.test(id)) return null
  const leg = await getLeg(runtime.database.db, id)
  if (!leg) return null
  return {
    id: leg.id,
    from: leg.from,
    to: leg.to,
    earliest: leg.earliest,
    latest: leg.latest,
    aircraft: aircraftLabel(leg),
    seats: leg.seats,
    priceEur: leg.priceEur,
    state: legState(leg, dayIn(new Date())),
  }
}
