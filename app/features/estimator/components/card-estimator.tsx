import { estimatorCopy } from '~/features/estimator/content/estimator'
import { DEFAULT_ESTIMATE_TIME } from '~/domain/estimator/estimate'
import type { Aircraft } from '~/domain/estimator/types'
import { useCopy } from '~/i18n/language-context'
import { CardResult } from './card-result'
import { EstimatorFields } from './estimator-fields'
import { EstimateError } from './result-parts'
import { RunwayRefusalBox } from './runway-parts'
import { useEstimatorForm } from './use-estimator-form'

/** Card estimator defaults (docs/product.md §4): 4 passengers; a departure from Paris–Le Bourget. */
export const CARD_DEFAULT_PASSENGERS = 4
const CARD_DEFAULT_DEPARTURE = 'LBG'
/** Suggestions shown by the card estimator (4 of the at most 8 matches). */
const CARD_SUGGESTIONS = 4

/**
 * The estimator of each fleet card: one way, 12:00, this aircraft. The result shows the block time,
 * distance, fuel stops, wind, weather, runways and the indicative price range, and leads to /contact
 * with the route prefilled. A runway that cannot take the aircraft offers the nearest airports that
 * can, and the fleet's aircraft that can land there.
 */
export default function CardEstimator({ aircraft, label }: { aircraft: Aircraft; label: string }) {
  const copy = useCopy(estimatorCopy)
  const form = useEstimatorForm({
    from: CARD_DEFAULT_DEPARTURE,
    to: '',
    aircraft: aircraft.id,
    trip: 'oneway',
    time: DEFAULT_ESTIMATE_TIME,
  })
  const { state } = form
  return (
    <div>
      <EstimatorFields
        form={form}
        variant="card"
        label={label}
        defaults={{ from: CARD_DEFAULT_DEPARTURE, to: '', pax: CARD_DEFAULT_PASSENGERS, aircraft }}
        maxShown={CARD_SUGGESTIONS}
        className="grid grid-cols-[minmax(0,1fr)] gap-x-5 gap-y-4 sm:grid-cols-[repeat(2,minmax(0,1fr))] lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_minmax(0,11rem)_minmax(0,7rem)_auto] lg:items-start"
      />
      <p role="status" className="sr-only">
        {form.calculating ? copy.form.calculating : ''}
      </p>
      {state.status === 'error' && !state.field ? <EstimateError code={state.code} /> : null}
      {state.status === 'refused' ? (
        <RunwayRefusalBox
          refusal={state.refusal}
          aircraftId={state.aircraftId}
          offerAircraft
          onChoose={(override) => void form.retry(override)}
        />
      ) : null}
      {state.status === 'result' ? (
        <CardResult
          result={state.result}
          cardAircraft={aircraft}
          onSwitch={(other) => void form.retry({ aircraft: other })}
        />
      ) : null}
    </div>
  )
}
