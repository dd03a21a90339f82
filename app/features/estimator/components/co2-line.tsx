import { tripCopy } from '~/features/estimator/content/trip'
import type { Co2 } from '~/domain/estimator/types'
import { useCopy, useLanguage } from '~/i18n/language-context'
import { formatTonnesValue } from './trip-format'

/** Tonnes with one decimal, in the visitor's language ("18,4 t"). */
export function useTonnes(): (kg: number) => string {
  const t = useCopy(tripCopy).co2
  const { lang } = useLanguage()
  return (kg: number) => t.tonnes(formatTonnesValue(lang, kg))
}

/**
 * The estimate's CO₂ in tonnes with one decimal, per passenger too, and how it is computed
 * (docs/product.md §10).
 */
export function Co2Line({ co2, pax, className = '' }: { co2: Co2; pax: number; className?: string }) {
  const t = useCopy(tripCopy).co2
  const tonnes = useTonnes()
  return (
    <div className={`text-sm ${className}`} data-testid="co2-line">
      <p className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <span className="text-mist">{t.label}</span>
        <span className="whitespace-nowrap text-parchment">
          <span data-testid="co2-tonnes">{tonnes(co2.kg)}</span>
          {pax > 1 ? <span className="text-mist"> · {t.perPassenger(tonnes(co2.perPassengerKg))}</span> : null}
        </span>
      </p>
      <p className="mt-1 text-xs leading-relaxed text-mist">{t.method}</p>
    </div>
  )
}
