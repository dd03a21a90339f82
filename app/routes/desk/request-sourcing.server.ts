import { data, redirect, type AppLoadContext } from 'react-router'
import type { Staff } from '~/desk-kit/services/staff-auth.server'
import { DEFAULT_ESTIMATE_TIME } from '~/domain/estimator/constants'
import { recordAudit } from '~/desk-kit/services/audit.server'
import { submitForm } from '~/services/form-submission.server'
import { getLead } from '~/features/desk/services/lead-actions.server'
import type { DraftOption } from '~/features/offer/domain/offer-model'
import { prefillDraft } from '~/features/offer/domain/offer-prefill'
import { distanceKmBetween, resolveAirport } from '~/features/offer/services/offer-airports.server'
import { addSourcedOption } from '~/features/offer/services/offer-sourced.server'
import { sellPriceEur, type Margin } from '~/features/operators/domain/rfq-model'
import { optionFromAnswerFormSpec, rfqSendFormSpec } from '~/features/operators/services/operator-forms.server'
import { answerForOption } from '~/features/operators/services/rfq-comparison.server'
import type { SendRfqsOutcome } from '~/features/operators/services/rfq-send.server'

/**
 * The request page's sourcing actions (docs/product.md §14): composition, because an option built
 * from an operator's quote joins two features — the operators' answer becomes the offer's option
 * (decision 088). `?intent=rfq-send` sends RFQs; `?intent=rfq-option` builds the option and opens
 * its offer.
 */

type Args = { request: Request; context: AppLoadContext; params: { id?: string } }

export async function rfqSendAction(args: Args, staff: Staff, leadId: string) {
  const outcome: { value?: SendRfqsOutcome } = {}
  const { result, init } = await submitForm(args, rfqSendFormSpec(args.context.runtime, staff, leadId, outcome))
  return data({ ...result, rfq: outcome.value ?? null }, init)
}

/** The option a quote makes: the operator's aircraft, the sell price (cost + margin), the source kept for the send's check. */
export function optionOfAnswer(
  answer: NonNullable<Awaited<ReturnType<typeof answerForOption>>>,
  margin: Margin,
): DraftOption {
  return {
    aircraftId: answer.aircraftId,
    aircraftName: answer.aircraftId ? '' : answer.aircraftName,
    burnGalPerHour: null,
    operator: answer.operatorName,
    registration: answer.registration,
    seats: answer.seats,
    charterEur: sellPriceEur(answer.costCents, margin),
    tsbaOverride: null,
    vatOverride: null,
    lines: [],
    source: {
      operatorId: answer.operatorId,
      answerId: answer.answerId,
      carrier: answer.operatorName,
      aocNumber: answer.aocNumber,
      aocAuthority: answer.aocAuthority,
      costCents: answer.costCents,
      margin,
    },
  }
}

export async function rfqOptionAction(args: Args, staff: Staff, leadId: string) {
  const { runtime } = args.context
  const db = runtime.database.db
  const outcome: { offerId?: string } = {}
  const build = async (answerId: number, margin: Margin) => {
    const lead = await getLead(db, leadId)
    const answer = await answerForOption(db, leadId, answerId)
    if (!lead || lead.erasedAt || !answer) return null
    const prefilled = prefillDraft(lead, (from, to) => {
      const a = resolveAirport(from)
      const b = resolveAirport(to)
      return a && b ? distanceKmBetween(a, b) : null
    })
    // A request without a time: noon, the estimator's default, until the desk types the real one.
    const base = { ...prefilled, legs: prefilled.legs.map((l) => ({ ...l, time: l.time || DEFAULT_ESTIMATE_TIME })) }
    const offerId = await addSourcedOption(db, staff.email, leadId, base, optionOfAnswer(answer, margin))
    if (offerId)
      await recordAudit(db, { actor: staff.email, action: 'rfq_option', leadId, details: { answerId, offerId } })
    return offerId
  }
  const { result, init } = await submitForm(args, optionFromAnswerFormSpec(staff, build, outcome))
  if (outcome.offerId) throw redirect(`/desk/offers/${outcome.offerId}`)
  return data({ ...result, rfq: null }, init)
}
