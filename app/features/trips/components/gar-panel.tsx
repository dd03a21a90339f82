import type { Language } from '~/i18n/language'
import { tripDeskCopy } from '../content/trip-desk-copy'
import { parisWhen } from '../content/trip-format'
import type { GarState } from '../domain/gar'

export interface GarLegView {
  leg: number
  from: string
  to: string
  opensAt: string
  closesAt: string
  state: GarState
  closesInMs: number
}

const TONE: Record<GarState, string> = {
  notYetOpen: 'border-line text-mist',
  open: 'border-success text-success',
  urgent: 'border-danger text-danger',
  closed: 'border-line text-mist',
}

/** "ferme dans 5 h 20" from milliseconds. */
export function closesInWords(lang: Language, ms: number): string {
  const minutes = Math.max(0, Math.floor(ms / 60_000))
  return tripDeskCopy[lang].desk.closesIn(Math.floor(minutes / 60), minutes % 60)
}

/**
 * The UK GAR of a booking in the desk (docs/product.md §18): each UK leg's filing window (48 h to
 * 2 h before departure) counted down — red when it closes within 6 h — and its CSV.
 */
export function GarPanel({
  lang,
  legs,
  csvHref,
}: {
  lang: Language
  legs: readonly GarLegView[]
  csvHref: (leg: number) => string
}) {
  const t = tripDeskCopy[lang].desk
  if (legs.length === 0) return <p className="text-parchment">{t.garNone}</p>
  return (
    <ul className="space-y-4">
      {legs.map((g) => (
        <li key={g.leg} className="border border-line/60 p-4" data-testid={`gar-leg-${g.leg}`} data-state={g.state}>
          <p className="text-ivory">{t.garLeg(g.leg, g.from, g.to)}</p>
          <p className="mt-1 text-sm text-parchment">
            {t.garWindow(parisWhen(lang, g.opensAt), parisWhen(lang, g.closesAt))}
          </p>
          <p className={`mt-2 inline-block border px-2 py-0.5 text-xs ${TONE[g.state]}`}>
            {t.garStates[g.state]}
            {g.state === 'open' || g.state === 'urgent' ? ` · ${closesInWords(lang, g.closesInMs)}` : ''}
          </p>
          <p className="mt-3">
            <a href={csvHref(g.leg)} className="btn btn-outline min-h-11 no-underline" download>
              {t.garDownload}
            </a>
          </p>
        </li>
      ))}
    </ul>
  )
}

/** The desk queue's list of reports to file (composition: app/routes/desk/desk-inbox.tsx). */
export function GarQueue({
  lang,
  items,
}: {
  lang: Language
  items: ReadonlyArray<GarLegView & { bookingId: string; reference: string }>
}) {
  const t = tripDeskCopy[lang].desk
  if (items.length === 0) return null
  return (
    <section
      aria-labelledby="gar-queue"
      className="border border-line/80 bg-night/60 p-4 md:p-6"
      data-testid="gar-queue"
    >
      <h2 id="gar-queue" className="font-display text-2xl">
        {t.queueTitle}
      </h2>
      <ul className="mt-3 space-y-2">
        {items.map((g) => (
          <li
            key={`${g.bookingId}-${g.leg}`}
            className={g.state === 'urgent' ? 'text-danger' : 'text-parchment'}
            data-state={g.state}
          >
            <a href={`/desk/bookings/${g.bookingId}/trip`} className="underline">
              {t.queueLine(g.reference, g.leg, `${g.from} → ${g.to}`)}
            </a>
            {' — '}
            {t.garStates[g.state]}
            {g.state === 'open' || g.state === 'urgent' ? ` · ${closesInWords(lang, g.closesInMs)}` : ''}
          </li>
        ))}
      </ul>
    </section>
  )
}
