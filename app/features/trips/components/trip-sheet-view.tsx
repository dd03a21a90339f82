import { telHref } from '~/config/house'
import type { WeatherSummary } from '~/domain/estimator/types'
import type { Language } from '~/i18n/language'
import { formatNumber } from '~/i18n/format'
import { useOperatorConfig } from '~/lib/use-operator-config'
import { tripCopy } from '../content/trip-copy'
import { airportWords, blockTime, localTime, parisWhen, utcTime } from '../content/trip-format'
import type { LegDetails, TripDetails, TripLeg } from '../domain/trip-model'

export type SheetWeather =
  { status: 'later' } | { status: 'due'; departure: WeatherSummary | null; arrival: WeatherSummary | null }

/**
 * The trip sheet (docs/product.md §18), phone-first: what a chauffeur at the terminal or an
 * assistant needs at a glance — each flight's local and UTC times, terminal/FBO and handler,
 * catering and ground transport, the weather at each end from 48 h before, the contacts to call —
 * and the passengers' count, never their names (the link is shared).
 */
export function TripSheetView({
  lang,
  reference,
  passengers,
  operator,
  aircraft,
  registration,
  legs,
  details,
  weather,
  updatedAt,
  files,
}: {
  lang: Language
  reference: string
  passengers: number
  operator: string
  aircraft: string
  registration: string
  legs: readonly TripLeg[]
  details: TripDetails
  weather: readonly SheetWeather[]
  updatedAt: string
  files: { ics: string; pdf: string }
}) {
  const t = tripCopy[lang].sheet
  const colon = tripCopy[lang].colon
  const site = useOperatorConfig()
  const temp = (c: number) => `${formatNumber(lang, Math.round(c))}\u00a0°C`
  const weatherLine = (w: WeatherSummary | null) =>
    w
      ? t.weatherLine(
          temp(w.tempMinC),
          temp(w.tempMaxC),
          `${formatNumber(lang, Math.round(w.windKmh))}\u00a0km/h`,
          `${formatNumber(lang, w.precipMm, 1)}\u00a0mm`,
        )
      : t.weatherUnavailable
  return (
    <article className="space-y-8">
      <header>
        <p className="text-xs tracking-[0.3em] text-gold uppercase">
          {t.eyebrow} · <span className="whitespace-nowrap">{reference}</span>
        </p>
        <h1 className="mt-2 text-4xl md:text-5xl">{t.title}</h1>
        <p className="mt-3 text-lg text-parchment" data-testid="sheet-passengers">
          {t.passengers(passengers)}
        </p>
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-parchment">
          <dt className="text-mist">{t.operator}</dt>
          <dd>{operator}</dd>
          <dt className="text-mist">{t.aircraft}</dt>
          <dd>{aircraft}</dd>
          <dt className="text-mist">{t.registration}</dt>
          <dd data-testid="sheet-registration">{registration || t.notYet}</dd>
        </dl>
      </header>
      <ol className="space-y-6">
        {legs.map((leg, i) => {
          const d: LegDetails | undefined = details.legs[i]
          const w = weather[i]
          const from = airportWords(lang, leg.from)
          const to = airportWords(lang, leg.to)
          return (
            <li
              key={leg.number}
              className="border border-line/80 bg-night/60 p-4 md:p-6"
              aria-labelledby={`leg-${leg.number}`}
              data-testid={`sheet-leg-${leg.number}`}
            >
              <h2 id={`leg-${leg.number}`} className="text-2xl text-ivory lining-nums">
                {t.leg(leg.number)} · {leg.from.code} → {leg.to.code}
              </h2>
              <div className="mt-4 grid gap-4 md:grid-cols-2">
                {(
                  [
                    [
                      t.departure,
                      from,
                      leg.departureUtc,
                      leg.from.timeZone,
                      d?.departureFbo,
                      w?.status === 'due' ? w.departure : undefined,
                    ],
                    [
                      t.arrival,
                      to,
                      leg.arrivalUtc,
                      leg.to.timeZone,
                      d?.arrivalFbo,
                      w?.status === 'due' ? w.arrival : undefined,
                    ],
                  ] as const
                ).map(([label, airport, iso, zone, fbo, wx]) => (
                  <section key={label} aria-label={`${label} ${airport.name}`}>
                    <p className="text-xs tracking-[0.2em] text-gold uppercase">{label}</p>
                    <p className="text-lg text-ivory">{airport.name}</p>
                    <p className="text-sm text-mist">{airport.place}</p>
                    <p className="mt-1 text-xl text-ivory tabular-nums">
                      {localTime(lang, iso, zone)} <span className="text-sm text-mist">({t.local})</span>
                    </p>
                    <p className="text-sm text-parchment tabular-nums">{utcTime(lang, iso, zone)}</p>
                    <p
                      className="mt-2 text-parchment"
                      data-testid={label === t.departure ? 'departure-fbo' : 'arrival-fbo'}
                    >
                      <span className="text-mist">
                        {t.fbo}
                        {colon}
                      </span>
                      {fbo || t.notYet}
                    </p>
                    {w ? (
                      <p className="mt-1 text-sm text-parchment">
                        <span className="text-mist">
                          {t.weather}
                          {colon}
                        </span>
                        {w.status === 'later' ? t.weatherLater : weatherLine(wx ?? null)}
                      </p>
                    ) : null}
                  </section>
                ))}
              </div>
              <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm text-parchment">
                <dt className="text-mist">{t.block}</dt>
                <dd>{blockTime(lang, leg.blockMinutes)}</dd>
                <dt className="text-mist">{t.handler}</dt>
                <dd>{d?.handler || t.notYet}</dd>
                <dt className="text-mist">{t.catering}</dt>
                <dd>{d?.catering || t.notYet}</dd>
                <dt className="text-mist">{t.groundTransport}</dt>
                <dd>{d?.groundTransport || t.notYet}</dd>
              </dl>
            </li>
          )
        })}
      </ol>
      <section aria-labelledby="sheet-contacts" className="border-t border-line/60 pt-6">
        <h2 id="sheet-contacts" className="text-2xl">
          {t.contacts}
        </h2>
        <ul className="mt-3 space-y-3">
          {details.operatorPhone ? (
            <li>
              <span className="text-mist">
                {t.operatorPhone}
                {colon}
              </span>
              <a href={telHref(details.operatorPhone)} className="text-gold-light underline">
                {details.operatorPhone}
              </a>
            </li>
          ) : null}
          <li>
            <span className="text-mist">
              {t.house}
              {colon}
            </span>
            <a href={telHref(site.phone)} className="text-gold-light underline">
              {site.phone}
            </a>
          </li>
        </ul>
      </section>
      <section className="flex flex-col gap-3 sm:flex-row sm:flex-wrap" aria-label={t.calendar}>
        <a href={files.ics} className="btn btn-outline min-h-11 no-underline" download>
          {t.calendar}
        </a>
        <a href={files.pdf} className="btn btn-outline min-h-11 no-underline" download>
          {t.pdf}
        </a>
      </section>
      <p className="text-xs text-mist">
        {t.calendarHint} {t.pdfHint}
      </p>
      <p className="text-xs text-mist">{t.updated(parisWhen(lang, updatedAt))}</p>
    </article>
  )
}
