import { sql } from 'drizzle-orm'
import type { Db } from '~/services/db/client.server'
import { rows } from '~/desk-kit/services/db-util.server'
import { MAX_OPTIONS, type DraftOption, type OfferDraft } from '../domain/offer-model'
import { createOffer, saveDraft } from './offer-store.server'

/**
 * An option built from an operator's quote (docs/product.md §14, decision 088) joins the request's
 * newest offer still a draft (never sent, not withdrawn) when it has room — replacing the empty option
 * a new offer starts with — else starts a new offer from `base` (the request's prefilled draft).
 * Answers the offer's id. Saving and creating are audited by the store.
 */
export async function addSourcedOption(
  db: Db,
  actor: string,
  leadId: string,
  base: OfferDraft,
  option: DraftOption,
): Promise<string | null> {
  const [open] = await rows<{ id: string; draft: unknown }>(
    db,
    sql`select o.id, o.draft from offers o
        where o.lead_id = ${leadId} and o.withdrawn_at is null
          and not exists (select 1 from offer_versions v where v.offer_id = o.id)
        order by o.created_at desc limit 1`,
  )
  if (open) {
    const draft = (typeof open.draft === 'string' ? JSON.parse(open.draft) : open.draft) as OfferDraft
    const kept = draft.options.filter((o) => o.charterEur > 0 || o.operator !== '' || o.source)
    if (kept.length < MAX_OPTIONS) {
      const saved = await saveDraft(db, actor, open.id, { ...draft, options: [...kept, option] })
      if (saved) return open.id
    }
  }
  const created = await createOffer(db, actor, leadId, { ...base, options: [option] })
  return created?.id ?? null
}
