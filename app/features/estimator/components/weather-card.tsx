import { estimatorCopy } from '~/features/estimator/content/estimator'
import type { WeatherSummary } from '~/domain/estimator/types'
import { formatIsoDate, formatNumber, formatUnit } from '~/i18n/format'
import { useCopy, useLanguage } from '~/i18n/language-context'
import { formatTimeOfDay } from '~/i18n/place-format'

/** The simulator's surface weather of one end, or the product's no-forecast text. */
export function WeatherCard({
  title,
  place,
  weather,
  testId,
}: {
  title: string
  place: string
  weather: WeatherSummary | null
  testId: string
}) {
  const copy = useCopy(estimatorCopy)
  const s = copy.simulator
  const { lang } = useLanguage()
  return (
    <section aria-label={title} className="border border-line p-6" data-testid={testId}>
      <h4 className="eyebrow !font-sans">{title}</h4>
      <p className="mt-2 text-sm text-parchment">{place}</p>
      {weather ? (
        <>
          <p className="mt-1 text-xs text-mist">
            {formatIsoDate(lang, weather.dateIso)} — {s.weatherAt(formatTimeOfDay(lang, weather.timeIso))}
          </p>
          <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-3 text-sm sm:grid-cols-3">
            <WeatherItem
              label={s.temperatures}
              value={copy.result.tempRange(
                formatUnit(lang, weather.tempMinC, 'celsius'),
                formatUnit(lang, weather.tempMaxC, 'celsius'),
              )}
            />
            <WeatherItem
              label={s.wind}
              value={`${formatUnit(lang, weather.windKmh, 'kilometer-per-hour')} · ${s.degrees(formatNumber(lang, weather.windDirDeg))}`}
            />
            <WeatherItem label={s.gusts} value={formatUnit(lang, weather.gustKmh, 'kilometer-per-hour')} />
            <WeatherItem label={s.pressure} value={s.hpa(formatNumber(lang, weather.pressureHpa))} />
            <WeatherItem label={s.precipitation} value={formatUnit(lang, weather.precipMm, 'millimeter', 1)} />
          </dl>
        </>
      ) : (
        <p className="mt-4 text-sm text-parchment">{copy.result.noForecast}</p>
      )}
    </section>
  )
}

function WeatherItem({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-[0.7rem] uppercase tracking-[0.16em] text-mist">{label}</dt>
      <dd className="mt-0.5 text-parchment">{value}</dd>
    </div>
  )
}
