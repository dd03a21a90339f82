import { data, Link, redirect, useActionData, useLoaderData } from 'react-router'
import { deskHeaders } from '~/desk-kit/components/desk-meta'
import { DeskPanel } from '~/desk-kit/components/desk-ui'
import { isUuid } from '~/desk-kit/domain/desk-model'
import { requireStaff } from '~/desk-kit/services/staff-auth.server'
import { useLanguage } from '~/i18n/language-context'
import { rootDataOf } from '~/lib/seo'
import { submitForm } from '~/services/form-submission.server'
import { GarPanel } from '../components/gar-panel'
import { PassengerForm } from '../components/passenger-form'
import { PassengerList } from '../components/passenger-list'
import { TripDetailsForm } from '../components/trip-details-form'
import { tripCopy } from '../content/trip-copy'
import { tripDeskCopy } from '../content/trip-desk-copy'
import { airportWords, localTime, utcTime } from '../content/trip-format'
import { garWindow, needsGar } from '../domain/gar'
import type { TripChange } from '../domain/trip-model'
import { isLocked, readPassengersAsStaff, tripOf } from '../services/passengers.server'
import { bookingById } from '../services/trip-booking.server'
import {
  PASSENGER_FIELDS,
  passengerFormSpec,
  passengerRemoveFormSpec,
  tripDetailsFormSpec,
} from '../services/trip-forms.server'
import { sheetFor } from '../services/trip-sheet.server'
import type { Route } from './+types/desk-trip'

/**
 * A booking's trip in the desk (docs/product.md §18): `/desk/bookings/<id>/trip`. The UK GAR's
 * window counted down and its CSV; the trip details (saving sends the client one e-mail naming
 * the changes); the passengers — read (audited: every load of this page is a staff read of
 * passenger data) and edited even once the client's list is locked (audited).
 */

export const headers = deskHeaders

export function meta({
  data: d,
  matches,
}: {
  data?: { reference?: string }
  matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>
}) {
  const lang = rootDataOf(matches).lang
  return [
    { title: tripDeskCopy[lang].desk.metaTitle(d?.reference ?? '') },
    { name: 'robots', content: 'noindex, nofollow' },
  ]
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { runtime } = context
  const staff = await requireStaff(runtime, request)
  if (!isUuid(params.id)) throw data(null, { status: 404 })
  const booking = await bookingById(runtime.database.db, params.id)
  if (!booking) throw data(null, { status: 404 })
  const now = Date.now()
  const db = runtime.database.db
  const sheet = await sheetFor(db, runtime.env.SESSION_SECRET, booking)
  const passengers = await readPassengersAsStaff(db, staff.email, booking, 'desk')
  const edit = new URL(request.url).searchParams.get('edit')
  const editing = passengers.find((p) => p.id === edit)
  return {
    id: booking.id,
    reference: booking.reference,
    seats: Math.max(1, booking.passengers),
    legs: sheet.booking.legs,
    details: sheet.details,
    tripHref: `/trip/${sheet.token}`,
    passengers,
    editing: editing ? { ...editing, passengerId: editing.id } : null,
    lockedForClient: isLocked(booking, now),
    trip: { ...tripOf(booking, now), sixMonthCountries: runtime.env.TRIP_SIX_MONTH_COUNTRIES },
    gar: booking.legs.filter(needsGar).map((leg) => ({
      leg: leg.number,
      from: leg.from.code,
      to: leg.to.code,
      ...garWindow(leg.departureUtc, now),
    })),
  }
}

export async function action(args: Route.ActionArgs) {
  const { request, params, context } = args
  const { runtime } = context
  const staff = await requireStaff(runtime, request)
  if (!isUuid(params.id)) throw data(null, { status: 404 })
  const booking = await bookingById(runtime.database.db, params.id)
  if (!booking) throw data(null, { status: 404 })
  const intent = new URL(request.url).searchParams.get('intent')
  const actor = { kind: 'staff' as const, email: staff.email }
  const base = `/desk/bookings/${booking.id}/trip`
  if (intent === 'details') {
    const outcome: { changes?: TripChange[] } = {}
    const { result, init } = await submitForm(args, tripDetailsFormSpec(runtime, staff, booking, outcome), {
      fields: [],
      maxBytes: 16 * 1024,
    })
    return data({ ...result, intent, changes: outcome.changes?.length ?? null }, init)
  }
  if (intent === 'remove') {
    const { result, init } = await submitForm(args, passengerRemoveFormSpec(runtime, booking, actor, staff), {
      fields: ['passengerId'],
      maxBytes: 2048,
    })
    if (result.status === 'success') throw redirect(base, 303)
    return data({ ...result, intent, changes: null }, init)
  }
  if (intent !== 'save') throw data(null, { status: 400 })
  const { result, init } = await submitForm(args, passengerFormSpec(runtime, booking, actor, staff), {
    fields: PASSENGER_FIELDS,
    maxBytes: 8 * 1024,
  })
  if (result.status === 'success') throw redirect(base, 303)
  return data({ ...result, intent, changes: null }, init)
}

export default function DeskTrip() {
  const d = useLoaderData<typeof loader>()
  const answer = useActionData<typeof action>()
  const { lang } = useLanguage()
  const t = tripCopy[lang]
  const desk = tripDeskCopy[lang].desk
  const base = `/desk/bookings/${d.id}/trip`
  const details = answer?.intent === 'details' ? answer : undefined
  const detailsMessage =
    details?.status === 'success'
      ? { tone: 'ok' as const, text: details.changes ? desk.saved(details.changes) : desk.unchanged }
      : details?.status === 'rate_limited'
        ? { tone: 'error' as const, text: t.form.limited }
        : details?.status === 'unavailable'
          ? { tone: 'error' as const, text: t.form.unavailable }
          : null
  const passengerAnswer = answer?.intent === 'save' ? answer : undefined
  return (
    <div className="space-y-6">
      <h1 className="font-display text-3xl text-ivory">{desk.title(d.reference)}</h1>
      <p className="flex flex-wrap gap-4 text-sm">
        <Link to={d.tripHref} className="text-gold underline" rel="noreferrer">
          {desk.tripLink}
        </Link>
        <a href={`${d.tripHref}/pdf`} className="text-gold underline">
          {desk.pdf}
        </a>
      </p>
      <DeskPanel title={desk.legsTitle} id="trip-legs">
        <ol className="space-y-2 text-parchment">
          {d.legs.map((leg) => (
            <li key={leg.number}>
              {t.sheet.leg(leg.number)} · {airportWords(lang, leg.from).name} → {airportWords(lang, leg.to).name} ·{' '}
              {localTime(lang, leg.departureUtc, leg.from.timeZone)} (
              {utcTime(lang, leg.departureUtc, leg.from.timeZone)})
            </li>
          ))}
        </ol>
      </DeskPanel>
      <DeskPanel title={desk.garTitle} id="trip-gar">
        <GarPanel lang={lang} legs={d.gar} csvHref={(leg) => `/desk/bookings/${d.id}/gar.csv?leg=${leg}`} />
      </DeskPanel>
      <DeskPanel title={desk.detailsTitle} id="trip-details">
        <TripDetailsForm
          lang={lang}
          action={`${base}?intent=details`}
          legs={d.legs}
          details={d.details}
          lastResult={details?.reply}
          message={detailsMessage}
        />
      </DeskPanel>
      <DeskPanel title={desk.passengersTitle(d.passengers.length, d.seats)} id="trip-passengers">
        <p className="mb-3 text-xs text-mist">{desk.passengersAudited}</p>
        {d.lockedForClient ? <p className="mb-3 text-sm text-parchment">{desk.lockedForClient}</p> : null}
        <PassengerList
          lang={lang}
          passengers={d.passengers}
          editable
          staff
          editHref={(id) => `${base}?edit=${id}#passenger-form`}
          removeAction={`${base}?intent=remove`}
        />
        {d.passengers.length < d.seats || d.editing ? (
          <div className="mt-6" id="passenger-form">
            <PassengerForm
              key={d.editing?.passengerId ?? `new-${d.passengers.length}`}
              lang={lang}
              staff
              action={`${base}?intent=save`}
              trip={d.trip}
              values={d.editing}
              lastResult={passengerAnswer?.reply}
              cancelHref={base}
            />
          </div>
        ) : null}
      </DeskPanel>
    </div>
  )
}
