import { leadReference } from '~/domain/forms/lead-reference'

/**
 * What the confirmation panel shows after a flight request is sent (docs/product.md §7;
 * docs/decisions/037-request-confirmation.md): the reference read from the stored lead, the
 * request as understood, and by when an adviser calls. The house answers 24 hours a day, 7 days
 * a week, and promises a reply within the hour on its request pages: the call comes at the
 * latest an hour after the request was received, whatever the day or time.
 */

/** The house's promise: an adviser calls within this many minutes, at any hour. */
export const ADVISER_CALL_WITHIN_MIN = 60

export interface RequestConfirmation {
  reference: string
  /** When the request was received (ISO 8601). */
  receivedAt: string
  /** At the latest when an adviser calls (ISO 8601). */
  callBy: string
  firstName: string
  lastName: string
  email: string
  phone: string
  departure: string
  destination: string
  date: string
  pax: number
  /** The aircraft as stored ('N/A': none chosen). */
  aircraft: string
  est?: number
}

/** The part of a stored request the panel repeats. */
export interface ConfirmedRequest {
  firstName: string
  lastName: string
  email: string
  phone: string
  departure: string
  destination: string
  date: string
  pax: number
  aircraft: string
  est?: number | undefined
}

export function callBackBy(receivedAt: Date): Date {
  return new Date(receivedAt.getTime() + ADVISER_CALL_WITHIN_MIN * 60_000)
}

export function requestConfirmation(id: string, request: ConfirmedRequest, receivedAt: Date): RequestConfirmation {
  return {
    reference: leadReference(id),
    receivedAt: receivedAt.toISOString(),
    callBy: callBackBy(receivedAt).toISOString(),
    firstName: request.firstName,
    lastName: request.lastName,
    email: request.email,
    phone: request.phone,
    departure: request.departure,
    destination: request.destination,
    date: request.date,
    pax: request.pax,
    aircraft: request.aircraft,
    ...(request.est !== undefined ? { est: request.est } : {}),
  }
}
