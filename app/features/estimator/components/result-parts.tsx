import type { ReactNode } from 'react'
import { estimateErrorCopy, type EstimateMessageCode } from '~/features/estimator/content/estimate-errors'
import { estimatorCopy } from '~/features/estimator/content/estimator'
import { windBadge } from '~/domain/estimator/estimate'
import type { EstimateResult, WeatherSummary } from '~/domain/estimator/types'
import { formatNumber, formatUnit } from '~/i18n/format'
import { useCopy, useLanguage } from '~/i18n/language-context'
import type { WeatherGap } from './runway-view'

/** Pieces shared by the card estimator's result and the simulator's. */

export function Spinner({ className = '' }: { className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={`h-4 w-4 motion-safe:animate-spin ${className}`}
      data-testid="estimate-spinner"
    >
      <circle cx="12" cy="12" r="9.5" fill="none" stroke="currentColor" strokeOpacity="0.25" strokeWidth="2" />
      <path
        d="M21.5 12a9.5 9.5 0 0 0-9.5-9.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  )
}

/** The red box of docs/product.md §4 ("in a red box"), announced at once. */
export function EstimateError({ code }: { code: EstimateMessageCode }) {
  const messages = useCopy(estimateErrorCopy)
  return (
    <div role="alert" className="mt-6 border border-danger/70 bg-danger/10 px-4 py-3 text-sm text-danger">
      {messages[code]}
    </div>
  )
}

/**
 * Spec §8: 'Estimation sans données météo complètes' with 'Prix indicatif, ajusté après briefing',
 * and why the weather is missing (beyond the forecast horizon, or the service not answering).
 */
export function ConservativeBanner({ detailed = false, gap }: { detailed?: boolean; gap: WeatherGap | null }) {
  const t = useCopy(estimatorCopy).result
  return (
    <div className="flex gap-3 border border-gold/50 bg-gold/10 px-4 py-3 text-sm" data-testid="conservative-banner">
      <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 h-4 w-4 shrink-0 text-gold">
        <path
          d="M10 2.5 18.5 17h-17L10 2.5Z"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.4"
          strokeLinejoin="round"
        />
        <path d="M10 8v4.2M10 14.3v.2" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
      </svg>
      <div>
        <p className="font-medium text-ivory">{t.conservativeTitle}</p>
        <p className="text-parchment">{t.conservativeText}</p>
        {gap ? (
          <p className="mt-1 text-parchment" data-testid="conservative-reason">
            {t.conservativeReason[gap]}
          </p>
        ) : null}
        {detailed ? <p className="mt-1 text-mist">{t.conservativeDetail}</p> : null}
      </div>
    </div>
  )
}

const badgeClass = {
  warning: 'border-danger/60 text-danger',
  safe: 'border-success/60 text-success',
  normal: 'border-line text-parchment',
} as const

/**
 * Average wind at altitude: the mean speed, and the along-route component with its label
 * (headwind / tailwind / neutral) and badge (warning above 15 km/h of headwind, safe below −10).
 * In conservative mode the product's shows '45 km/h' and 'Data unavailable – estimate'.
 */
export function WindAtAltitude({ result, compact = false }: { result: EstimateResult; compact?: boolean }) {
  const t = useCopy(estimatorCopy).result
  const { lang } = useLanguage()
  if (result.conservative) {
    return (
      <>
        <span className="block" data-testid="wind-value">
          {formatUnit(lang, 45, 'kilometer-per-hour')}
        </span>
        <span className="mt-1 block font-sans text-xs text-mist">{t.windUnavailable}</span>
      </>
    )
  }
  const badge = windBadge(result.avgHeadwind)
  return (
    <>
      <span className="block" data-testid="wind-value">
        {formatUnit(lang, result.avgWindSpeedKmh, 'kilometer-per-hour')}
      </span>
      <span
        className={`mt-1.5 inline-flex items-center gap-1.5 border px-2 py-0.5 font-sans text-[0.68rem] uppercase tracking-[0.14em] ${badgeClass[badge]}`}
        data-testid="wind-label"
        data-badge={badge}
      >
        {t.windLabels[result.windLabel]}
        {result.windLabel !== 'neutral'
          ? ` · ${formatUnit(lang, Math.abs(result.avgHeadwind), 'kilometer-per-hour')}`
          : ''}
      </span>
      {badge !== 'normal' && !compact ? (
        <span className="mt-1 block font-sans text-xs text-mist">{t.windBadge[badge]}</span>
      ) : null}
    </>
  )
}

/** Compact surface weather line of the card estimator, or the product's no-forecast text. */
export function WeatherLine({ label, weather }: { label: string; weather: WeatherSummary | null }) {
  const t = useCopy(estimatorCopy).result
  const { lang } = useLanguage()
  return (
    <div>
      <dt className="text-[0.7rem] uppercase tracking-[0.18em] text-mist">{label}</dt>
      <dd className="mt-1 text-sm text-parchment">
        {weather
          ? `${t.tempRange(formatUnit(lang, weather.tempMinC, 'celsius'), formatUnit(lang, weather.tempMaxC, 'celsius'))} · ${formatUnit(lang, weather.windKmh, 'kilometer-per-hour')}`
          : t.noForecast}
      </dd>
    </div>
  )
}

/** One figure of a result: a small-caps label over a value. */
export function Figure({
  label,
  children,
  hint,
  testId,
  hintTestId,
}: {
  label: string
  children: ReactNode
  hint?: string
  testId?: string
  hintTestId?: string
}) {
  return (
    <div className="min-w-0">
      <dt className="text-[0.7rem] uppercase tracking-[0.18em] text-mist">{label}</dt>
      <dd className="mt-1.5 font-display text-2xl leading-tight text-ivory" data-testid={testId}>
        {children}
      </dd>
      {hint ? (
        <dd className="mt-1 text-xs text-mist" data-testid={hintTestId}>
          {hint}
        </dd>
      ) : null}
    </div>
  )
}

/** "Weather data by Open-Meteo.com" (CC-BY 4.0), shown wherever the provider's data is. */
export function WeatherCredit({ className = '' }: { className?: string }) {
  const t = useCopy(estimatorCopy).simulator
  return (
    <p className={`text-xs text-mist ${className}`}>
      <a
        href="https://open-meteo.com/"
        target="_blank"
        rel="noopener noreferrer"
        className="text-parchment underline decoration-gold/50 hover:text-gold-light"
      >
        {t.attribution}
      </a>
    </p>
  )
}

export function fuelStopsText(
  lang: Parameters<typeof formatNumber>[0],
  copy: { nonStop: string; stops: (count: number, formatted: string) => string },
  count: number,
): string {
  return count === 0 ? copy.nonStop : copy.stops(count, formatNumber(lang, count))
}
