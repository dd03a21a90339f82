import { contactCopy } from '~/content/contact'
import { formatEuros } from '~/i18n/format'
import { useCopy, useLanguage } from '~/i18n/language-context'

/**
 * The estimate a request carries (docs/decisions/105-one-price.md): the very figure and words the
 * estimate showed ("10 600 € HT"), posted as `est`.
 */
export function AttachedEstimate({ amountEur, value }: { amountEur: number; value: string }) {
  const t = useCopy(contactCopy).form
  const { lang } = useLanguage()
  return (
    <div className="mt-6 border-l-2 border-gold bg-night/70 px-5 py-4" data-testid="contact-estimate">
      <p className="text-sm text-mist">{t.estimate.label}</p>
      <p className="mt-1 font-display text-2xl text-gold-light">
        {formatEuros(lang, amountEur)} <span className="text-base text-parchment">{t.estimate.excludingTax}</span>
      </p>
      <p className="mt-1 text-xs text-mist">{t.estimate.note}</p>
      <input type="hidden" name="est" value={value} />
    </div>
  )
}
