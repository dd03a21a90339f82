import { Link } from 'react-router'
import { useCopy, useLanguage } from '~/i18n/language-context'
import { legsCopy } from '../content/legs-copy'
import { cityOf, endLabel, priceOf, tonnesOf, windowOf } from '../content/legs-format'
import type { LegEnd } from '../domain/leg-model'

export interface PublicLeg {
  id: string
  from: LegEnd
  to: LegEnd
  earliest: string
  latest: string
  aircraft: string
  seats: number
  priceEur: number | null
  co2PerPassengerKg: number | null
  note: string
}

/** One leg of the public list: route, window, aircraft, seats, price, CO₂ per passenger, "Request this leg". */
export function LegCard({ leg }: { leg: PublicLeg }) {
  const t = useCopy(legsCopy)
  const { lang } = useLanguage()
  const route = `${cityOf(lang, leg.from)} → ${cityOf(lang, leg.to)}`
  const titleId = `leg-${leg.id}`
  return (
    <li>
      <article
        aria-labelledby={titleId}
        className="flex h-full flex-col border border-line/80 bg-night/60 p-5 md:p-6"
        data-testid="empty-leg"
      >
        <h3 id={titleId} className="font-display text-2xl text-ivory md:text-3xl">
          {route}
        </h3>
        <p className="mt-1 text-sm text-mist">
          {endLabel(lang, leg.from)} → {endLabel(lang, leg.to)}
        </p>
        <dl className="mt-5 grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
          <div>
            <dt className="text-xs uppercase tracking-[0.16em] text-mist">{t.window}</dt>
            <dd className="mt-1 text-ivory">{windowOf(lang, leg.earliest, leg.latest)}</dd>
          </div>
          <div>
            <dt className="text-xs uppercase tracking-[0.16em] text-mist">{t.aircraft}</dt>
            <dd className="mt-1 text-ivory">
              {leg.aircraft} · {t.seats(leg.seats)}
            </dd>
          </div>
          <div>
            <dt className="text-xs uppercase tracking-[0.16em] text-mist">{t.price}</dt>
            <dd className="mt-1 text-lg text-gold-light" data-testid="leg-price">
              {priceOf(lang, leg.priceEur, t.onRequest)}
              {leg.priceEur !== null ? <span className="text-sm text-mist"> {t.excludingTax}</span> : null}
            </dd>
          </div>
          {leg.co2PerPassengerKg !== null ? (
            <div>
              <dt className="text-xs uppercase tracking-[0.16em] text-mist">CO₂</dt>
              <dd className="mt-1 text-parchment">{t.co2(tonnesOf(lang, leg.co2PerPassengerKg))}</dd>
            </div>
          ) : null}
        </dl>
        {leg.note ? <p className="mt-4 text-sm leading-relaxed text-parchment">{leg.note}</p> : null}
        <div className="mt-auto pt-6">
          <Link
            to={`/quote-form?leg=${leg.id}`}
            className="btn btn-gold min-h-11 w-full no-underline sm:w-auto"
            aria-label={t.requestLabel(route)}
          >
            {t.request}
          </Link>
        </div>
      </article>
    </li>
  )
}
