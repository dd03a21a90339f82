import { quoteCopy, quoteStaffMail } from '~/features/requests/content/quote'
import { HONEYPOT_FIELD } from '~/domain/forms/form-result'
import { formErrorOf } from '~/domain/forms/lead-fields'
import { parseForm } from '~/domain/forms/submission'
import { QUOTE_BUDGET_RANGES, QUOTE_FIELDS, quoteSchema, type QuoteRequest } from '~/features/requests/domain/quote'
import type { Runtime } from '~/services/runtime-types'
import { staffDate, staffEuros, subjectDate, type LeadRequestMeta } from '~/services/leads/lead-outcome.server'
import type { LeadSubmission } from '~/services/leads/lead-types'
import { leadFormSpec } from '~/services/leads/lead-form-spec.server'

/** The personalised quote request (/quote-form): stored and notified like the contact request. */

const t = quoteCopy.fr

function budgetLabel(budget: QuoteRequest['budget']): string {
  if (!budget) return quoteStaffMail.notGiven
  const range = QUOTE_BUDGET_RANGES[budget]
  if (!range) return t.budget.flexible
  const [low, high] = range
  return high === null ? t.budget.above(staffEuros(low)) : `${staffEuros(low)} – ${staffEuros(high)}`
}

/** The empty leg a quote request is for, as posted (`emptyLeg`, a UUID), or null. */
export interface QuoteLegHolder {
  emptyLegId?: string | null
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export function quoteSubmission(
  request: QuoteRequest,
  meta: LeadRequestMeta,
  leg: QuoteLegHolder = {},
): LeadSubmission {
  const language = request.lang ?? meta.lang
  const none = quoteStaffMail.notGiven
  const { lang: _lang, ...fields } = request
  const pax = request.passengers
  const summary = [
    { label: t.labels.firstName, value: request.firstName },
    { label: t.labels.lastName, value: request.lastName },
    { label: t.labels.email, value: request.email },
    { label: t.labels.phone, value: request.phone || none },
    { label: t.labels.departure, value: request.departure || none },
    { label: t.labels.destination, value: request.destination || none },
    { label: t.labels.departureDate, value: request.departureDate ? staffDate(request.departureDate) : none },
    { label: t.labels.returnDate, value: request.returnDate ? staffDate(request.returnDate) : none },
    { label: t.labels.passengers, value: pax === undefined ? none : String(pax) },
    { label: t.labels.aircraftType, value: request.aircraftType ? t.aircraftTypes[request.aircraftType] : none },
    { label: t.labels.budget, value: budgetLabel(request.budget) },
    { label: t.labels.specialRequests, value: request.specialRequests || none },
    { label: quoteStaffMail.language, value: quoteStaffMail.languages[language] },
  ]
  const route =
    request.departure || request.destination ? `${request.departure || '?'} → ${request.destination || '?'}` : undefined
  const fullName = `${request.firstName} ${request.lastName}`
  // Route, date, pax; without a route, the client's name says whose request it is.
  const parts = [
    route ?? fullName,
    request.departureDate ? subjectDate(request.departureDate) : undefined,
    pax === undefined ? undefined : `${pax} pax`,
  ].filter(Boolean)
  // "Request this leg" (docs/product.md §12): the request is of kind `empty-leg`, tied to the leg.
  const emptyLegId = leg.emptyLegId && UUID.test(leg.emptyLegId) ? leg.emptyLegId.toLowerCase() : null
  return {
    kind: emptyLegId ? 'empty-leg' : 'quote',
    language,
    fullName,
    email: request.email,
    phone: request.phone || null,
    fields: emptyLegId ? { ...fields, emptyLegId } : fields,
    summary,
    subject: `${quoteStaffMail.subject} — ${parts.join(', ')}`,
    estimateEur: null,
    clientIp: meta.clientIp,
    userAgent: meta.userAgent,
    idempotencyKey: meta.idempotencyKey,
  }
}

/** The quote form for the form handler: a form post read with Conform. */
export function quoteFormSpec(runtime: Runtime, meta: LeadRequestMeta, leg: QuoteLegHolder = {}) {
  return leadFormSpec<URLSearchParams, QuoteRequest>('quote', runtime, meta, {
    parse: (form) => parseForm(form, quoteSchema, (errors) => formErrorOf(errors, QUOTE_FIELDS)),
    honeypot: (form) => form.get(HONEYPOT_FIELD),
    submission: (request, requestMeta) => quoteSubmission(request, requestMeta, leg),
  })
}
