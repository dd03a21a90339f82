import { formatMinutes, formatPercent } from '~/desk-kit/components/desk-format'
import { formatNumber } from '~/i18n/format'
import { useCopy, useLanguage } from '~/i18n/language-context'
import { offerDeskCopy } from '../content/offer-desk-copy'

/** The offer's figures under the desk's (last 30 days): sent, accepted, rate, median request → offer. */
export function OfferFiguresRow({
  figures,
}: {
  figures: { sent: number; accepted: number; rate: number | null; medianMinutes: number | null }
}) {
  const t = useCopy(offerDeskCopy).figures
  const { lang } = useLanguage()
  const items: Array<[string, string, string]> = [
    ['sent', t.sent, formatNumber(lang, figures.sent)],
    ['accepted', t.accepted, formatNumber(lang, figures.accepted)],
    ['rate', t.rate, figures.rate === null ? t.none : formatPercent(lang, figures.rate)],
    ['median', t.median, figures.medianMinutes === null ? t.none : formatMinutes(lang, figures.medianMinutes)],
  ]
  return (
    <dl className="grid grid-cols-2 gap-px border border-line/80 bg-line/40 md:grid-cols-4" data-testid="offer-figures">
      {items.map(([key, label, value]) => (
        <div key={key} className="bg-night/90 px-4 py-3" data-offer-figure={key}>
          <dt className="text-xs uppercase tracking-[0.14em] text-mist">{label}</dt>
          <dd className="mt-1 font-display text-2xl text-ivory tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  )
}
