import { Link } from 'react-router'
import { useLanguage } from '~/i18n/language-context'
import { tripDeskCopy } from '../content/trip-desk-copy'

/** The request page's links to its bookings' trips (composition: app/routes/desk/desk-request.tsx). */
export function LeadTrips({ trips }: { trips: ReadonlyArray<{ id: string; reference: string }> }) {
  const { lang } = useLanguage()
  if (trips.length === 0) return null
  return (
    <ul className="mt-6 space-y-2" data-testid="lead-trips">
      {trips.map((trip) => (
        <li key={trip.id}>
          <Link to={`/desk/bookings/${trip.id}/trip`} className="text-gold underline">
            {tripDeskCopy[lang].desk.title(trip.reference)}
          </Link>
        </li>
      ))}
    </ul>
  )
}
