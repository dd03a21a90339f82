import { contactCopy } from '~/content/contact'
import { tripLegsOf } from '~/domain/forms/contact-values'
import { isIsoDate, isTimeOfDay } from '~/domain/dates'
import { formatIsoDate } from '~/i18n/format'
import { useCopy, useLanguage } from '~/i18n/language-context'
import { formatTimeOfDay } from '~/i18n/place-format'

/**
 * The legs of a trip carried from the simulator ("request this trip", docs/product.md §10): listed
 * above the fields and posted whole as `trip`, with the form's JSON call or its plain post alike.
 * A trip the server refused (a time that is no time of day) is still listed, as it was given, with
 * the message at the list; it is not posted again (the message says so).
 */
export function TripLegsNote({ trip, error, errorId }: { trip: string; error?: string; errorId?: string }) {
  const t = useCopy(contactCopy).form.trip
  const { lang } = useLanguage()
  const legs = tripLegsOf(trip) ?? (error && trip ? trip.split(';').slice(0, 6) : null)
  if (!legs) return null
  return (
    <section
      className={`mt-6 border-l-2 pl-4 ${error ? 'border-danger' : 'border-gold'}`}
      aria-label={t.title}
      aria-describedby={error ? errorId : undefined}
      data-testid="request-trip"
    >
      {error ? null : <input type="hidden" name="trip" value={trip} />}
      <p className="text-sm uppercase tracking-[0.14em] text-gold">{t.title}</p>
      <ol className="mt-2 space-y-1 text-parchment">
        {legs.map((leg, i) => {
          const [from = '', to = '', date = '', time = ''] = leg.split(',')
          return (
            <li key={leg + i}>
              <span className="mr-2 text-gold">{i + 1}</span>
              {from} → {to} · {isIsoDate(date) ? formatIsoDate(lang, date, 'medium') : date} ·{' '}
              {isTimeOfDay(time) ? formatTimeOfDay(lang, time) : time}
            </li>
          )
        })}
      </ol>
      {error ? (
        <p id={errorId} role="alert" className="mt-2 text-sm text-danger">
          {error}
        </p>
      ) : (
        <p className="mt-2 text-xs text-mist">{t.note}</p>
      )}
    </section>
  )
}
