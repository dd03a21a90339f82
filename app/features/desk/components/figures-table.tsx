import { deskCopy } from '~/desk-kit/content/desk'
import { useCopy, useLanguage } from '~/i18n/language-context'
import { formatNumber } from '~/i18n/format'
import { formatMinutes, formatPercent } from '~/desk-kit/components/desk-format'

export interface FiguresRow {
  kind: 'all' | 'contact' | 'quote' | 'club_inline' | 'club_modal' | 'empty-leg'
  today: number
  week: number
  medianMinutes: number | null
  p90Minutes: number | null
  within1h: number | null
  wonRate: number | null
  won: number
  decided: number
}

/** The figures at the top of the desk, one row per kind and one for all. */
export function FiguresTable({ figures }: { figures: FiguresRow[] }) {
  const t = useCopy(deskCopy)
  const { lang } = useLanguage()
  const none = t.figures.none
  return (
    <section aria-labelledby="desk-figures" className="border border-line/80 bg-night/60">
      <h2 id="desk-figures" className="px-4 pt-4 font-display text-2xl md:px-6">
        {t.figures.title}
      </h2>
      {/* A scrolling region on a phone: focusable so the keyboard can scroll it. */}
      <div
        className="mt-3 overflow-x-auto"
        role="region"
        aria-labelledby="desk-figures"
        // A scrolling region takes focus so the keyboard can scroll it (axe scrollable-region-focusable).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
      >
        <table className="w-full min-w-[44rem] text-sm">
          <thead>
            <tr className="border-b border-line/80 text-left text-xs uppercase tracking-[0.14em] text-mist">
              <th scope="col" className="px-4 py-2 font-normal md:px-6">
                {t.figures.kind}
              </th>
              <th scope="col" className="px-3 py-2 text-right font-normal">
                {t.figures.today}
              </th>
              <th scope="col" className="px-3 py-2 text-right font-normal">
                {t.figures.week}
              </th>
              <th scope="col" className="px-3 py-2 text-right font-normal">
                {t.figures.median}
              </th>
              <th scope="col" className="px-3 py-2 text-right font-normal">
                {t.figures.p90}
              </th>
              <th scope="col" className="px-3 py-2 text-right font-normal">
                {t.figures.within1h}
              </th>
              <th scope="col" className="px-4 py-2 text-right font-normal md:px-6">
                {t.figures.won}
              </th>
            </tr>
          </thead>
          <tbody>
            {figures.map((f) => (
              <tr
                key={f.kind}
                data-figures={f.kind}
                className={`border-b border-line/50 ${f.kind === 'all' ? 'text-ivory' : 'text-parchment'}`}
              >
                <th scope="row" className="px-4 py-2 text-left font-normal md:px-6">
                  {f.kind === 'all' ? t.figures.all : t.kinds[f.kind]}
                </th>
                <td className="px-3 py-2 text-right tabular-nums">{formatNumber(lang, f.today)}</td>
                <td className="px-3 py-2 text-right tabular-nums">{formatNumber(lang, f.week)}</td>
                <td className="px-3 py-2 text-right tabular-nums" data-figure="median">
                  {f.medianMinutes === null ? none : formatMinutes(lang, f.medianMinutes)}
                </td>
                <td className="px-3 py-2 text-right tabular-nums">
                  {f.p90Minutes === null ? none : formatMinutes(lang, f.p90Minutes)}
                </td>
                <td className="px-3 py-2 text-right tabular-nums">
                  {f.within1h === null ? none : formatPercent(lang, f.within1h)}
                </td>
                <td className="px-4 py-2 text-right tabular-nums md:px-6" data-figure="won">
                  {f.wonRate === null
                    ? none
                    : `${formatPercent(lang, f.wonRate)} (${formatNumber(lang, f.won)}/${formatNumber(lang, f.decided)})`}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="px-4 py-3 text-xs text-mist md:px-6">{t.figures.period}</p>
    </section>
  )
}
