import { Link } from 'react-router'
import { formatWhen } from '~/desk-kit/components/desk-format'
import { DeskPanel, StatusBadge } from '~/desk-kit/components/desk-ui'
import { useCopy, useLanguage } from '~/i18n/language-context'
import { formatEuros } from '~/i18n/format'
import { offerConfirmCopy } from '../content/offer-confirm-copy'
import { offerDeskCopy } from '../content/offer-desk-copy'
import type { OfferState } from '../domain/offer-state'

export interface LeadOffer {
  id: string
  reference: string
  state: OfferState
  versions: number
  updatedAt: string
  accepted: { option: number; aircraft: string; totalEur: number } | null
}

/** A request's offers with their state, and "Prepare an offer" (docs/product.md §11). */
export function LeadOffers({ leadId, offers, erased }: { leadId: string; offers: LeadOffer[]; erased: boolean }) {
  const t = useCopy(offerDeskCopy)
  const c = useCopy(offerConfirmCopy)
  const { lang } = useLanguage()
  const won = offers.find((o) => o.accepted)
  return (
    <DeskPanel title={t.list.title} id="lead-offers" className="mt-6">
      {won?.accepted ? (
        <p className="mb-4 border-l-2 border-gold pl-3 text-ivory" data-testid="lead-offer-won">
          {won.reference} ·{' '}
          {c.won(won.accepted.option, won.accepted.aircraft, formatEuros(lang, won.accepted.totalEur))}
        </p>
      ) : null}
      {offers.length === 0 ? (
        <p className="text-sm text-mist">{t.list.empty}</p>
      ) : (
        <ul className="space-y-2 text-sm" data-testid="lead-offers">
          {offers.map((o) => (
            <li key={o.id} className="flex flex-wrap items-center gap-3">
              <Link
                to={`/desk/offers/${o.id}`}
                className="text-gold-light underline decoration-gold/50 underline-offset-4"
              >
                {o.reference}
              </Link>
              <StatusBadge status={o.state} label={t.states[o.state]} />
              <span className="text-mist">
                {o.versions > 0 ? `${t.list.version} ${o.versions} · ` : ''}
                {t.list.updated} {formatWhen(lang, o.updatedAt)}
              </span>
            </li>
          ))}
        </ul>
      )}
      {erased ? null : (
        <Link to={`/desk/requests/${leadId}/offers/new`} className="btn btn-gold mt-4 min-h-11 no-underline">
          {t.list.prepare}
        </Link>
      )}
    </DeskPanel>
  )
}
