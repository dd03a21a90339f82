import { Link } from 'react-router'
import { DeskPanel } from '~/desk-kit/components/desk-ui'
import { useCopy, useLanguage } from '~/i18n/language-context'
import { legsCopy } from '../content/legs-copy'
import { legsDeskCopy } from '../content/legs-desk-copy'
import { priceOf, routeOf, windowOf } from '../content/legs-format'
import type { LegState, LegEnd } from '../domain/leg-model'

export interface LeadLegView {
  id: string
  from: LegEnd
  to: LegEnd
  earliest: string
  latest: string
  aircraft: string
  seats: number
  priceEur: number | null
  state: LegState
}

/** On a request's desk page: the empty leg it was made for ("Request this leg", docs/product.md §12). */
export function LeadLeg({ leg }: { leg: LeadLegView | null }) {
  const t = useCopy(legsDeskCopy)
  const { lang } = useLanguage()
  if (!leg) return null
  return (
    <DeskPanel title={legsCopy[lang].leg} id="lead-leg-title" className="mt-6">
      <p className="text-ivory" data-testid="lead-leg">
        <Link to={`/desk/empty-legs/${leg.id}`}>
          {routeOf(lang, leg)} ({leg.from.code} → {leg.to.code})
        </Link>{' '}
        · {windowOf(lang, leg.earliest, leg.latest)} · {leg.aircraft} · {leg.seats} ·{' '}
        {priceOf(lang, leg.priceEur, legsCopy[lang].onRequest)} · {t.states[leg.state]}
      </p>
    </DeskPanel>
  )
}
