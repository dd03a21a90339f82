import { tripCopy } from '~/features/estimator/content/trip'
import { airportCity } from '~/domain/airport-names'
import type { TripPriceAsShown } from '~/domain/broker-price'
import type { EstimateResult } from '~/domain/estimator/types'
import type { TripTotal } from '~/domain/trip/trip-legs'
import { formatDuration, formatEuros, formatIsoDate } from '~/i18n/format'
import { useCopy, useLanguage } from '~/i18n/language-context'
import { useTonnes } from './co2-line'
import { formatTimeOfDay } from '~/i18n/place-format'
import { useAvoidanceText } from './route-notice'

/**
 * The trip leg by leg (docs/product.md §10): route, departure, flight time, price range, taxes and
 * CO₂, and the totals; prices as shown (rounded, the total row the sum of the legs' rows). A real table (headers for each cell) from tablet width; on a phone, one block
 * per leg, so no figure is squeezed or hidden sideways.
 */
export function TripLegsTable({
  legs,
  total,
  shown,
}: {
  legs: readonly EstimateResult[]
  total: TripTotal
  shown: TripPriceAsShown
}) {
  const t = useCopy(tripCopy).legs.table
  const { lang } = useLanguage()
  const tonnes = useTonnes()
  const avoidance = useAvoidanceText()
  const money = (amount: number) => formatEuros(lang, amount)
  const range = (low: number, high: number) => `${money(low)} – ${money(high)}`
  const taxesOf = (tsba: number, vat: number) => (tsba + vat > 0 ? money(tsba + vat) : t.noTax)
  const th = 'px-3 py-3 text-left text-[0.68rem] font-medium uppercase tracking-[0.16em] text-mist'
  const td = 'px-3 py-3 align-top text-parchment'
  const rows = legs.map((leg, i) => ({
    leg,
    avoids: avoidance(leg.route),
    price: range(shown.legs[i]?.lowEur ?? 0, shown.legs[i]?.highEur ?? 0),
    taxes: taxesOf(leg.taxes.tsba?.totalEur ?? 0, leg.taxes.vatEur),
  }))
  const figure = (label: string, value: string) => (
    <div className="flex items-baseline justify-between gap-4">
      <dt className="text-mist">{label}</dt>
      <dd className="whitespace-nowrap text-right text-parchment">{value}</dd>
    </div>
  )
  return (
    <>
      {/* On a phone: one block per leg, then the totals. */}
      <ol className="space-y-3 md:hidden" aria-label={t.caption} data-testid="trip-list">
        {rows.map(({ leg, avoids, price, taxes }, i) => (
          <li key={i} className="border border-line p-4 text-sm">
            <p className="text-ivory">
              <span className="mr-2 text-gold">{i + 1}</span>
              {airportCity(lang, leg.airports.departure)} → {airportCity(lang, leg.airports.arrival)}
            </p>
            <p className="mt-0.5 text-xs text-mist">
              {formatIsoDate(lang, leg.input.date, 'medium')} · {formatTimeOfDay(lang, leg.input.time)} ·{' '}
              {leg.airports.departure.code} – {leg.airports.arrival.code}
            </p>
            {avoids ? <p className="mt-1 text-xs text-gold-light">{avoids}</p> : null}
            <dl className="mt-3 space-y-1.5">
              {figure(t.blockTime, formatDuration(lang, leg.blockTimeHours))}
              {figure(t.price, price)}
              {figure(t.taxes, taxes)}
              {figure(t.co2, tonnes(leg.co2.kg))}
            </dl>
          </li>
        ))}
        <li className="border border-gold/40 bg-night p-4 text-sm">
          <p className="font-medium text-ivory">{t.total}</p>
          <dl className="mt-3 space-y-1.5">
            {figure(t.blockTime, formatDuration(lang, total.blockTimeHours))}
            {figure(t.price, range(shown.lowEur, shown.highEur))}
            {figure(t.taxes, taxesOf(total.taxes.tsbaEur, total.taxes.vatEur))}
            {figure(t.co2, tonnes(total.co2.kg))}
          </dl>
        </li>
      </ol>
      <div className="hidden overflow-x-auto border border-line md:block">
        <table className="w-full border-collapse text-sm" data-testid="trip-table">
          <caption className="sr-only">{t.caption}</caption>
          <thead className="border-b border-line bg-night">
            <tr>
              <th scope="col" className={th}>
                {t.leg}
              </th>
              <th scope="col" className={th}>
                {t.route}
              </th>
              <th scope="col" className={th}>
                {t.date}
              </th>
              <th scope="col" className={th}>
                {t.blockTime}
              </th>
              <th scope="col" className={`${th} text-right`}>
                {t.price}
              </th>
              <th scope="col" className={`${th} text-right`}>
                {t.taxes}
              </th>
              <th scope="col" className={`${th} text-right`}>
                {t.co2}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map(({ leg, avoids, price, taxes }, i) => {
              const { departure, arrival } = leg.airports
              return (
                <tr key={i} className="border-b border-line/60" data-testid="trip-table-leg">
                  <th scope="row" className={`${td} font-normal text-gold`}>
                    {i + 1}
                  </th>
                  <td className={td}>
                    <span className="block text-ivory">
                      {airportCity(lang, departure)} → {airportCity(lang, arrival)}
                    </span>
                    <span className="block text-xs tracking-[0.12em] text-mist">
                      {departure.code} – {arrival.code}
                    </span>
                    {avoids ? <span className="mt-1 block text-xs text-gold-light">{avoids}</span> : null}
                  </td>
                  <td className={`${td} whitespace-nowrap`}>
                    {formatIsoDate(lang, leg.input.date, 'medium')}
                    <span className="block text-xs text-mist">{formatTimeOfDay(lang, leg.input.time)}</span>
                  </td>
                  <td className={`${td} whitespace-nowrap`}>{formatDuration(lang, leg.blockTimeHours)}</td>
                  <td className={`${td} whitespace-nowrap text-right`}>{price}</td>
                  <td className={`${td} whitespace-nowrap text-right`}>{taxes}</td>
                  <td className={`${td} whitespace-nowrap text-right`}>{tonnes(leg.co2.kg)}</td>
                </tr>
              )
            })}
          </tbody>
          <tfoot className="bg-night">
            <tr data-testid="trip-table-total">
              <th scope="row" colSpan={3} className={`${td} text-left font-medium text-ivory`}>
                {t.total}
              </th>
              <td className={`${td} whitespace-nowrap text-ivory`}>{formatDuration(lang, total.blockTimeHours)}</td>
              <td className={`${td} whitespace-nowrap text-right text-ivory`}>{range(shown.lowEur, shown.highEur)}</td>
              <td className={`${td} whitespace-nowrap text-right text-ivory`}>
                {taxesOf(total.taxes.tsbaEur, total.taxes.vatEur)}
              </td>
              <td className={`${td} whitespace-nowrap text-right text-ivory`}>{tonnes(total.co2.kg)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
    </>
  )
}
