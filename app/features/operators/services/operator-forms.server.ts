import { HONEYPOT_FIELD } from '~/domain/forms/form-result'
import { parseFeatureForm } from '~/domain/forms/submission'
import type { z } from '~/domain/forms/zod'
import type { FormSpec } from '~/services/form-submission.server'
import type { Runtime } from '~/services/runtime-types'
import type { Staff } from '~/desk-kit/services/staff-auth.server'
import { staffFormLimits } from '~/desk-kit/services/staff-auth.server'
import {
  aircraftRemoveSchema,
  aircraftSchema,
  operatorEditorSchema,
  operatorErrorCode,
  optionFromAnswerSchema,
  rfqAnswerSchema,
  rfqDeclineSchema,
  rfqSendSchema,
  type AircraftValues,
  type OperatorErrorCode,
  type OperatorValues,
  type RfqAnswerValues,
} from '../domain/operator-form'
import type { Margin } from '../domain/rfq-model'
import { addAircraft, createOperator, removeAircraft, updateOperator } from './operators-store.server'
import { answerRfq, type AnswerOutcome } from './rfq-answers.server'
import { sendRfqs, type SendRfqsOutcome } from './rfq-send.server'

/**
 * The operators' forms through THE form handler (docs/decisions/016-one-form-pattern.md): the desk's
 * (the member's own rate limit, no trap: staffFormLimits) and the operator's answer and decline on
 * the RFQ page (a limit per client address, the common honeypot). Posts read with Conform over the
 * schema's own fields.
 */

type Parsed<D> = ReturnType<FormSpec<URLSearchParams, D, OperatorErrorCode>['parse']>

export function parseOperatorForm<S extends z.ZodObject>(form: URLSearchParams, schema: S): Parsed<z.output<S>> {
  return parseFeatureForm(form, schema, { codeOf: operatorErrorCode })
}

const DESK_POST = { fields: [], maxBytes: 8 * 1024 } as const

/** Add (`operatorId` null) or edit an operator. */
export function operatorEditorFormSpec(
  runtime: Runtime,
  staff: Staff,
  target: { operatorId: string | null },
): FormSpec<URLSearchParams, OperatorValues, OperatorErrorCode> {
  return {
    name: 'desk-operator',
    unreadable: 'invalid',
    ...staffFormLimits(staff),
    post: DESK_POST,
    parse: (form) => parseOperatorForm(form, operatorEditorSchema),
    store: async (values) => {
      const db = runtime.database.db
      if (target.operatorId === null) return { id: await createOperator(db, staff.email, values) }
      if (!(await updateOperator(db, staff.email, target.operatorId, values)))
        return { refused: 'missing' as OperatorErrorCode, httpStatus: 404 }
      return { id: target.operatorId }
    },
  }
}

export function aircraftAddFormSpec(
  runtime: Runtime,
  staff: Staff,
  operatorId: string,
): FormSpec<URLSearchParams, AircraftValues, OperatorErrorCode> {
  return {
    name: 'desk-operator-aircraft',
    unreadable: 'invalid',
    ...staffFormLimits(staff),
    post: DESK_POST,
    parse: (form) => parseOperatorForm(form, aircraftSchema),
    store: async (values) => {
      const done = await addAircraft(runtime.database.db, staff.email, operatorId, values)
      if (done === 'missing') return { refused: 'missing' as OperatorErrorCode, httpStatus: 404 }
      if (done === 'airport') return { refused: 'airport' as OperatorErrorCode, httpStatus: 400 }
      if (done === 'duplicate') return { refused: 'registration' as OperatorErrorCode, httpStatus: 409 }
    },
  }
}

export function aircraftRemoveFormSpec(
  runtime: Runtime,
  staff: Staff,
  operatorId: string,
): FormSpec<URLSearchParams, { aircraftId: string }, OperatorErrorCode> {
  return {
    name: 'desk-operator-aircraft-remove',
    unreadable: 'invalid',
    ...staffFormLimits(staff),
    post: { fields: [], maxBytes: 2048 },
    parse: (form) => parseOperatorForm(form, aircraftRemoveSchema),
    store: async ({ aircraftId }) => {
      await removeAircraft(runtime.database.db, staff.email, operatorId, aircraftId)
    },
  }
}

/** RFQs from a request's page to the operators ticked. */
export function rfqSendFormSpec(
  runtime: Runtime,
  staff: Staff,
  leadId: string,
  outcome: { value?: SendRfqsOutcome },
): FormSpec<URLSearchParams, { operators: string[] }, OperatorErrorCode> {
  return {
    name: 'desk-rfq-send',
    unreadable: 'invalid',
    ...staffFormLimits(staff),
    post: { fields: [], maxBytes: 4096 },
    parse: (form) => parseOperatorForm(form, rfqSendSchema),
    store: async ({ operators }) => {
      outcome.value = await sendRfqs(runtime, staff.email, leadId, operators)
      if (outcome.value.status === 'missing') return { refused: 'missing' as OperatorErrorCode, httpStatus: 404 }
    },
  }
}

/** An offer option from an answer: `build` (the composition's) makes it and answers the offer's id. */
export function optionFromAnswerFormSpec(
  staff: Staff,
  build: (answerId: number, margin: Margin) => Promise<string | null>,
  outcome: { offerId?: string },
): FormSpec<
  URLSearchParams,
  { answerId: number; marginKind: 'percent' | 'amount'; margin: number },
  OperatorErrorCode
> {
  return {
    name: 'desk-rfq-option',
    unreadable: 'invalid',
    ...staffFormLimits(staff),
    post: { fields: [], maxBytes: 2048 },
    parse: (form) => parseOperatorForm(form, optionFromAnswerSchema),
    store: async ({ answerId, marginKind, margin }) => {
      const offerId = await build(answerId, { kind: marginKind, value: margin })
      if (!offerId) return { refused: 'missing' as OperatorErrorCode, httpStatus: 404 }
      outcome.offerId = offerId
      return { id: offerId }
    },
  }
}

/** The operator's quote on the RFQ page. */
export function rfqAnswerFormSpec(
  runtime: Runtime,
  token: string,
  clientIp: string,
  outcome: { value?: AnswerOutcome },
): FormSpec<URLSearchParams, RfqAnswerValues, OperatorErrorCode> {
  return {
    name: 'rfq-answer',
    unreadable: 'invalid',
    rateLimitKey: (ip) => `rfq-answer:${ip}`,
    honeypot: (form) => form.get(HONEYPOT_FIELD),
    post: { fields: [], maxBytes: 8 * 1024 },
    parse: (form) => parseOperatorForm(form, rfqAnswerSchema),
    store: async (values) => {
      outcome.value = await answerRfq(runtime, token, { kind: 'quote', values }, clientIp)
    },
  }
}

export function rfqDeclineFormSpec(
  runtime: Runtime,
  token: string,
  clientIp: string,
  outcome: { value?: AnswerOutcome },
): FormSpec<URLSearchParams, z.output<typeof rfqDeclineSchema>, OperatorErrorCode> {
  return {
    name: 'rfq-decline',
    unreadable: 'invalid',
    rateLimitKey: (ip) => `rfq-answer:${ip}`,
    honeypot: (form) => form.get(HONEYPOT_FIELD),
    post: { fields: [], maxBytes: 4096 },
    parse: (form) => parseOperatorForm(form, rfqDeclineSchema),
    store: async ({ reason, note }) => {
      outcome.value = await answerRfq(runtime, token, { kind: 'decline', reason, note }, clientIp)
    },
  }
}
