import { estimateErrorCopy } from '~/features/estimator/content/estimate-errors'
import { tripCopy } from '~/features/estimator/content/trip'
import { useCopy } from '~/i18n/language-context'
import type { TripError as TripErrorState } from './use-trip-legs'

/** Why the trip was not estimated, naming the leg, in a red box announced at once. */
export function TripError({ error }: { error: TripErrorState }) {
  const t = useCopy(tripCopy)
  const messages = useCopy(estimateErrorCopy)
  let text: string
  switch (error.kind) {
    case 'missing':
      text = t.legs.missingAirport(error.leg)
      break
    case 'same':
      text = t.legs.sameAirports(error.leg)
      break
    case 'date':
      text = t.legs.dateInvalid(error.leg)
      break
    case 'order':
      text = t.errors.LEGS_OUT_OF_ORDER(error.leg)
      break
    case 'count':
      text = t.errors.LEGS_COUNT_INVALID
      break
    default:
      text = (error.leg > 0 ? t.errors.legPrefix(error.leg) : '') + messages[error.code]
  }
  return (
    <div
      role="alert"
      className="mt-6 border border-danger/70 bg-danger/10 px-4 py-3 text-sm text-danger"
      data-testid="trip-error"
    >
      {text}
    </div>
  )
}
