import { Link } from 'react-router'
import { DeskPanel } from '~/desk-kit/components/desk-ui'
import { useCopy, useLanguage } from '~/i18n/language-context'
import { bookingDeskCopy } from '../content/booking-desk-copy'
import { formatCents, formatDay } from '../content/booking-format'
import type { QueueBooking } from '../domain/booking-queue'

/** The bookings and their payment state; "unpaid, first leg within 48 h" first and in red. */
export function BookingQueuePanel({ bookings }: { bookings: readonly QueueBooking[] }) {
  const t = useCopy(bookingDeskCopy)
  const { lang } = useLanguage()
  return (
    <DeskPanel title={t.queueTitle} id="booking-queue-title">
      {bookings.length === 0 ? (
        <p className="text-sm text-mist">{t.none}</p>
      ) : (
        <ul className="space-y-2" data-testid="booking-queue">
          {bookings.map((b) => (
            <li
              key={b.id}
              className={`border p-3 text-sm ${b.urgent ? 'border-danger bg-danger/10' : 'border-line/70'}`}
              data-urgent={b.urgent ? 'true' : undefined}
            >
              <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <Link to={`/desk/bookings/${b.id}`} className="font-medium text-ivory underline">
                  {b.reference}
                </Link>
                <span className="text-parchment">{b.clientName}</span>
                <span className={b.urgent ? 'font-medium text-danger' : 'text-mist'}>
                  {b.urgent ? t.urgent : t.states[b.state]}
                </span>
              </p>
              <p className="mt-1 text-mist">
                {t.departure} {formatDay(lang, b.firstDepartureAt.slice(0, 10))} · {t.received}{' '}
                {formatCents(lang, b.receivedCents)} / {formatCents(lang, b.totalCents)}
                {b.nextDueOn ? ` · ${t.nextDue} ${formatDay(lang, b.nextDueOn)}` : ''}
              </p>
            </li>
          ))}
        </ul>
      )}
    </DeskPanel>
  )
}
