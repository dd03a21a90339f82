import { contactCopy } from '~/content/contact'
import { tripLegsOf } from '~/domain/forms/contact-values'
import { formatIsoDate } from '~/i18n/format'
import { useCopy, useLanguage } from '~/i18n/language-context'
import { formatTimeOfDay } from '~/i18n/place-format'

/**
 * The legs of a trip carried from the simulator ("request this trip", docs/product.md §10): listed
 * above the fields and posted whole as `trip`, with the form's JSON call or its plain post alike.
 */
export function TripLegsNote({ trip }: { trip: string }) {
  const t = useCopy(contactCopy).form.trip
  const { lang } = useLanguage()
  const legs = tripLegsOf(trip)
  if (!legs) return null
  return (
    <section className="mt-6 border-l-2 border-gold pl-4" aria-label={t.title} data-testid="request-trip">
      <input type="hidden" name="trip" value={trip} />
      <p className="text-sm uppercase tracking-[0.14em] text-gold">{t.title}</p>
      <ol className="mt-2 space-y-1 text-parchment">
        {legs.map((leg, i) => {
          const [from, to, date, time] = leg.split(',')
          return (
            <li key={leg + i}>
              <span className="mr-2 text-gold">{i + 1}</span>
              {from} → {to} · {formatIsoDate(lang, date!, 'medium')} · {formatTimeOfDay(lang, time!)}
            </li>
          )
        })}
      </ol>
      <p className="mt-2 text-xs text-mist">{t.note}</p>
    </section>
  )
}
