import { HONEYPOT_FIELD } from '~/domain/forms/form-result'
import { parseFeatureForm } from '~/domain/forms/submission'
import type { z } from '~/domain/forms/zod'
import type { FormSpec } from '~/services/form-submission.server'
import type { Runtime } from '~/services/runtime-types'
import type { Staff } from '~/desk-kit/services/staff-auth.server'
import { staffFormLimits } from '~/desk-kit/services/staff-auth.server'
import {
  draftOf,
  ownNestedFields,
  offerAcceptSchema,
  offerEditorSchema,
  offerErrorCode,
  offerDeleteSchema,
  offerSendSchema,
  offerWithdrawSchema,
  type OfferErrorCode,
} from '../domain/offer-form'
import type { OfferDraft } from '../domain/offer-model'
import { acceptOffer, type AcceptOutcome } from './offer-link.server'
import { sendOffer, draftProblems, type SendOutcome } from './offer-send.server'
import { createOffer, deleteDraftOffer, saveDraft, withdrawOffer } from './offer-store.server'

/**
 * The offer's forms through THE form handler (decision 016, `submitForm`): one `FormSpec` each.
 * Desk forms: the member's own rate limit, no trap (staffFormLimits); the client's acceptance: a
 * limit per client address and the common honeypot. Posts are read with Conform (`parseWithZod`),
 * the nested lists included (`legs[0].from`), keeping only the schema's own fields.
 */

type Parsed<D> = ReturnType<FormSpec<URLSearchParams, D, OfferErrorCode>['parse']>

/** A post through a schema: the data, or one code per field (full names, as Conform shows them). */
export function parseOfferForm<S extends z.ZodObject>(
  form: URLSearchParams,
  schema: S,
  extra?: (data: z.output<S>) => Record<string, OfferErrorCode>,
): Parsed<z.output<S>> {
  return parseFeatureForm(form, schema, { codeOf: offerErrorCode, fields: ownNestedFields, extra })
}

/** The editor: the draft, checked against the airport table and the legs' order, then stored. */
export function offerEditorFormSpec(
  runtime: Runtime,
  staff: Staff,
  target: { leadId: string } | { offerId: string },
): FormSpec<URLSearchParams, OfferDraft, OfferErrorCode> {
  return {
    name: 'desk-offer-editor',
    unreadable: 'invalid',
    ...staffFormLimits(staff),
    parse: (form) => {
      const parsed = parseOfferForm(form, offerEditorSchema, (values) => draftProblems(draftOf(values)))
      return parsed.success ? { ...parsed, data: draftOf(parsed.data) } : parsed
    },
    store: async (draft) => {
      const db = runtime.database.db
      if ('leadId' in target) {
        const created = await createOffer(db, staff.email, target.leadId, draft)
        if (!created) throw new Error('offer: the request is gone or erased')
        return { id: created.id }
      }
      if (!(await saveDraft(db, staff.email, target.offerId, draft))) return { id: target.offerId, duplicate: true }
      return { id: target.offerId }
    },
  }
}

/** Send (or re-issue): the outcome is kept for the page's message. */
export function offerSendFormSpec(
  runtime: Runtime,
  staff: Staff,
  offerId: string,
  outcome: { value?: SendOutcome },
): FormSpec<URLSearchParams, { versions: number; reviewed: string }, OfferErrorCode> {
  return {
    name: 'desk-offer-send',
    unreadable: 'invalid',
    ...staffFormLimits(staff),
    parse: (form) => parseOfferForm(form, offerSendSchema),
    store: async ({ versions, reviewed }) => {
      outcome.value = await sendOffer(runtime, staff.email, offerId, versions, new Date(), reviewed)
    },
  }
}

export function offerWithdrawFormSpec(
  runtime: Runtime,
  staff: Staff,
  offerId: string,
): FormSpec<URLSearchParams, { confirm: true }, OfferErrorCode> {
  return {
    name: 'desk-offer-withdraw',
    unreadable: 'invalid',
    ...staffFormLimits(staff),
    parse: (form) => parseOfferForm(form, offerWithdrawSchema),
    store: async () => {
      await withdrawOffer(runtime.database.db, staff.email, offerId)
    },
  }
}

/** Deleting a draft never sent: the request it belonged to, for the redirect. */
export function offerDeleteFormSpec(
  runtime: Runtime,
  staff: Staff,
  offerId: string,
  outcome: { leadId?: string | null },
): FormSpec<URLSearchParams, { confirm: true }, OfferErrorCode> {
  return {
    name: 'desk-offer-delete',
    unreadable: 'invalid',
    ...staffFormLimits(staff),
    parse: (form) => parseOfferForm(form, offerDeleteSchema),
    store: async () => {
      outcome.leadId = await deleteDraftOffer(runtime.database.db, staff.email, offerId)
    },
  }
}

/** The client's acceptance: limited per client address, trapped, then `acceptOffer`. */
export function offerAcceptFormSpec(
  runtime: Runtime,
  token: string,
  meta: { clientIp: string; userAgent: string | null },
  outcome: { value?: AcceptOutcome },
): FormSpec<URLSearchParams, { option: number; fullName: string; terms: true }, OfferErrorCode> {
  return {
    name: 'offer-accept',
    unreadable: 'invalid',
    rateLimitKey: (ip) => `offer-accept:${ip}`,
    honeypot: (form) => form.get(HONEYPOT_FIELD),
    parse: (form) => parseOfferForm(form, offerAcceptSchema),
    store: async ({ option, fullName }) => {
      outcome.value = await acceptOffer(runtime, token, {
        option,
        fullName,
        clientIp: meta.clientIp,
        userAgent: meta.userAgent,
      })
    },
  }
}
