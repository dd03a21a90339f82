import { tripCopy } from '~/features/estimator/content/trip'
import type { Taxes } from '~/domain/estimator/types'
import { formatEuros, formatNumber, formatUnit } from '~/i18n/format'
import { useCopy, useLanguage } from '~/i18n/language-context'

/** What the tax lines need of an estimate (or of one leg). */
export interface TaxedPrice {
  taxes: Taxes
  totalWithTaxesEur: number
  input: { trip: string }
  airports: { departure: { countryCode: string } }
}

/** Whether an estimate carries any tax line (the TSBA, or VAT). */
export const hasTaxes = (price: TaxedPrice): boolean => price.taxes.tsba !== null || price.taxes.vatEur > 0

/**
 * The tax panel under the price excl. VAT (docs/product.md §10; docs/decisions/105-one-price.md):
 * its own heading ("Taxes et total TTC"), "TSBA 4 × 420 €" when due, the VAT line always — "TVA 10 %
 * (vol intérieur)" or "TVA 0 % (vol international)" — the total incl. VAT, and what no estimate
 * includes.
 */
export function TaxLines({ price, className = '' }: { price: TaxedPrice; className?: string }) {
  const t = useCopy(tripCopy).taxes
  const { lang } = useLanguage()
  const { tsba, vatRate, vatEur } = price.taxes
  const money = (amount: number) => formatEuros(lang, amount)
  const onReturn = tsba && price.input.trip === 'roundtrip' && price.airports.departure.countryCode !== 'FR'
  return (
    <div className={`text-sm ${className}`} data-testid="tax-lines">
      <h5 className="eyebrow !font-sans">{t.heading}</h5>
      <dl className="mt-3 space-y-2">
        {tsba ? (
          <div className="flex items-baseline justify-between gap-4">
            <dt className="text-mist">
              {t.tsba(formatNumber(lang, tsba.passengers), money(tsba.perPassengerEur))}
              {onReturn ? <span className="block text-xs">{t.tsbaOnReturn}</span> : null}
            </dt>
            <dd className="whitespace-nowrap text-parchment" data-testid="tax-tsba">
              {money(tsba.totalEur)}
            </dd>
          </div>
        ) : null}
        <div className="flex items-baseline justify-between gap-4">
          <dt className="text-mist" data-testid="tax-vat-label">
            {t.vat(formatUnit(lang, vatRate * 100, 'percent'), vatRate > 0)}
          </dt>
          <dd className="whitespace-nowrap text-parchment" data-testid="tax-vat">
            {money(vatEur)}
          </dd>
        </div>
        <div className="flex items-baseline justify-between gap-4 border-t border-line pt-2">
          <dt className="text-parchment">{t.totalWithTaxes}</dt>
          <dd className="whitespace-nowrap font-display text-xl text-gold-light" data-testid="total-with-taxes">
            {money(price.totalWithTaxesEur)}
          </dd>
        </div>
      </dl>
      {tsba ? <p className="mt-2 text-xs leading-relaxed text-mist">{t.tsbaHint}</p> : null}
      <p className="mt-1 text-xs leading-relaxed text-mist" data-testid="not-included">
        {t.notIncluded}
      </p>
    </div>
  )
}
