import { contactCopy, contactStaffMail } from '~/content/contact'
import {
  CONTACT_AIRCRAFT_OPTIONS,
  CONTACT_FIELDS,
  contactSchema,
  NO_AIRCRAFT,
  parseContact,
  tripLegsOf,
  type ContactAircraftOption,
  type ContactRequest,
} from '~/features/requests/domain/contact'
import { HONEYPOT_FIELD } from '~/domain/forms/form-result'
import { formErrorOf } from '~/domain/forms/lead-fields'
import { parseForm } from '~/domain/forms/submission'
import type { Runtime } from '~/services/runtime-types'
import {
  staffDate,
  staffEuros,
  subjectDate,
  summaryLines,
  type LeadRequestMeta,
} from '~/services/leads/lead-outcome.server'
import type { LeadSubmission } from '~/services/leads/lead-types'
import { leadFormSpec } from '~/services/leads/lead-form-spec.server'

/**
 * The contact request, whichever way it arrives: the JSON call (POST /api/send-contact, the
 * browser's and other clients') and the plain form post of the contact pages both go through
 * the one form handler (form-submission.server.ts) with this description.
 */

const labels = contactCopy.fr.form.labels

function aircraftLabel(aircraft: string): string {
  if (aircraft === NO_AIRCRAFT) return contactCopy.fr.form.aircraftNone
  return (CONTACT_AIRCRAFT_OPTIONS as readonly string[]).includes(aircraft)
    ? contactCopy.fr.form.aircraftOptions[aircraft as ContactAircraftOption]
    : aircraft
}

/** The empty leg a request is for ("Request this leg", docs/product.md §12), as posted: a UUID, or null. */
export interface EmptyLegHolder {
  emptyLegId?: string | null
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** The lead as stored and notified: French lines for the desk, a subject with route, date, pax. */
export function contactSubmission(
  request: ContactRequest,
  meta: LeadRequestMeta,
  leg: EmptyLegHolder = {},
): LeadSubmission {
  const language = request.lang ?? meta.lang
  const topic = request.topic ?? 'flight'
  const { company: _trap, lang: _lang, ...fields } = request
  const summary: Array<{ label: string; value: string }> = [
    ...summaryLines(labels, request, ['firstName', 'lastName', 'email', 'phone', 'departure', 'destination']),
    { label: labels.date, value: staffDate(request.date) },
    { label: labels.pax, value: String(request.pax) },
    { label: labels.aircraft, value: aircraftLabel(request.aircraft) },
  ]
  // A trip of several legs (docs/product.md §10): every leg on its own line, after the first's route.
  const trip = request.trip ? tripLegsOf(request.trip) : null
  trip?.forEach((leg, i) => {
    const [from, to, date, time] = leg.split(',')
    summary.push({ label: contactStaffMail.tripLeg(i + 1), value: `${from} → ${to}, ${staffDate(date!)} ${time}` })
  })
  if (request.est !== undefined) summary.push({ label: contactStaffMail.estimate, value: staffEuros(request.est) })
  summary.push(
    { label: labels.message, value: request.message },
    { label: contactStaffMail.consent, value: contactStaffMail.consentGiven },
    { label: contactStaffMail.language, value: contactStaffMail.languages[language] },
    { label: contactStaffMail.source, value: contactStaffMail.sources[topic] },
  )
  const prefix = topic === 'club' ? contactStaffMail.subjectClub : contactStaffMail.subjectFlight
  // "Request this leg" (docs/product.md §12): the request is of kind `empty-leg`, tied to the leg.
  const emptyLegId = leg.emptyLegId && UUID.test(leg.emptyLegId) ? leg.emptyLegId.toLowerCase() : null
  return {
    kind: emptyLegId ? 'empty-leg' : 'contact',
    language,
    fullName: `${request.firstName} ${request.lastName}`,
    email: request.email,
    phone: request.phone,
    fields: emptyLegId ? { ...fields, topic, emptyLegId } : { ...fields, topic },
    summary,
    subject: `${prefix} — ${request.departure} → ${request.destination}${trip ? ` (${contactStaffMail.tripLegs(trip.length)})` : ''}, ${subjectDate(request.date)}, ${contactStaffMail.passengers(request.pax)}`,
    estimateEur: request.est ?? null,
    clientIp: meta.clientIp,
    userAgent: meta.userAgent,
    idempotencyKey: meta.idempotencyKey,
  }
}

/**
 * The contact request for the form handler: the JSON body of the API (the product's `company` is its
 * trap), or the page's form post read with Conform (the common trap of every HTML form).
 */
export function contactFormSpec(runtime: Runtime, meta: LeadRequestMeta, leg: EmptyLegHolder = {}) {
  return leadFormSpec<unknown, ContactRequest>('contact', runtime, meta, {
    parse: (input) =>
      input instanceof URLSearchParams
        ? parseForm(input, contactSchema, (errors) => formErrorOf(errors, CONTACT_FIELDS))
        : parseContact(input),
    honeypot: (input) =>
      input instanceof URLSearchParams
        ? input.get(HONEYPOT_FIELD)
        : input && typeof input === 'object'
          ? (input as { company?: unknown }).company
          : undefined,
    submission: (request, requestMeta) => contactSubmission(request, requestMeta, leg),
  })
}
