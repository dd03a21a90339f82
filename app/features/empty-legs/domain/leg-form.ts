import { addDays } from '~/domain/dates'
import {
  airportCodeField,
  FLEET_IDS,
  isoDayField,
  OTHER_AIRCRAFT,
  parseWholeEuros,
  wholeNumber,
} from '~/domain/forms/desk-fields'
import { requiredEmail, singleLineText } from '~/domain/forms/lead-fields'
import { z } from '~/domain/forms/zod'
import { MAX_NOTE, MAX_PRICE_EUR, MAX_SEATS, MAX_WINDOW_DAYS } from './leg-model'
import { MAX_RADIUS_KM, MIN_RADIUS_KM } from './route-interest'

/**
 * The empty legs' forms, one zod schema each, run by the browser (Conform's check) and by the
 * server's form handler (the authority, docs/decisions/016-one-form-pattern.md): the desk's leg
 * (publish and edit), withdraw, and the visitor's alert subscription. Messages are codes;
 * content/legs-copy.ts says them.
 */

export const LEG_ERROR_CODES = [
  'required',
  'invalid',
  'tooLong',
  'oneLine',
  'airport',
  'sameAirport',
  'date',
  'order',
  'window',
  'seats',
  'amount',
  'burn',
  'email',
  'place',
  'radius',
  'confirm',
] as const
export type LegErrorCode = (typeof LEG_ERROR_CODES)[number]

export function legErrorCode(message: unknown): LegErrorCode {
  return (LEG_ERROR_CODES as readonly unknown[]).includes(message) ? (message as LegErrorCode) : 'invalid'
}

const whole = (min: number, max: number, error: LegErrorCode) => wholeNumber(min, max, error)
const airportCode = airportCodeField
const day = isoDayField

/** Whole euros as a broker types them (`18000`, `18 000 €`), more than nothing. */
export function parsePrice(value: string): number | null {
  const n = parseWholeEuros(value, { max: MAX_PRICE_EUR, negative: false })
  return n !== null && n > 0 ? n : null
}

const price = z
  .string()
  .max(40, { error: 'amount' })
  .optional()
  .transform((value, ctx) => {
    if (value === undefined || value.trim() === '') return null
    const n = parsePrice(value)
    if (n === null) {
      ctx.addIssue({ code: 'custom', message: 'amount' })
      return z.NEVER
    }
    return n
  })

export { FLEET_IDS, OTHER_AIRCRAFT } from '~/domain/forms/desk-fields'

/** The desk's leg (publish, edit). An empty price is "on request". */
export const legEditorSchema = z
  .object({
    from: airportCode,
    to: airportCode,
    earliest: day,
    latest: day,
    aircraft: z.enum([OTHER_AIRCRAFT, ...FLEET_IDS], { error: 'required' }),
    aircraftName: singleLineText(80, false),
    burn: whole(30, 2000, 'burn').optional(),
    seats: whole(1, MAX_SEATS, 'seats'),
    price,
    noteFr: singleLineText(MAX_NOTE, false),
    noteEn: singleLineText(MAX_NOTE, false),
  })
  .superRefine((leg, ctx) => {
    if (leg.from === leg.to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'sameAirport' })
    if (leg.latest < leg.earliest) ctx.addIssue({ code: 'custom', path: ['latest'], message: 'order' })
    else if (leg.latest > addDays(leg.earliest, MAX_WINDOW_DAYS))
      ctx.addIssue({ code: 'custom', path: ['latest'], message: 'window' })
    if (leg.aircraft === OTHER_AIRCRAFT && !leg.aircraftName)
      ctx.addIssue({ code: 'custom', path: ['aircraftName'], message: 'required' })
  })

export type LegEditorValues = z.output<typeof legEditorSchema>

/** What the store keeps of a leg's form. */
export interface LegDraft {
  from: string
  to: string
  earliest: string
  latest: string
  aircraftId: string
  aircraftName: string
  burnGalPerHour: number | null
  seats: number
  priceEur: number | null
  noteFr: string
  noteEn: string
}

export function legDraftOf(values: LegEditorValues): LegDraft {
  const other = values.aircraft === OTHER_AIRCRAFT
  return {
    from: values.from,
    to: values.to,
    earliest: values.earliest,
    latest: values.latest,
    aircraftId: other ? '' : values.aircraft,
    aircraftName: other ? values.aircraftName : '',
    burnGalPerHour: other ? (values.burn ?? null) : null,
    seats: values.seats,
    priceEur: values.price,
    noteFr: values.noteFr,
    noteEn: values.noteEn,
  }
}

/** A stored leg as the editor's default values. */
export function legEditorValuesOf(draft: LegDraft) {
  return {
    from: draft.from,
    to: draft.to,
    earliest: draft.earliest,
    latest: draft.latest,
    aircraft: draft.aircraftId || OTHER_AIRCRAFT,
    aircraftName: draft.aircraftName,
    burn: draft.burnGalPerHour === null ? '' : String(draft.burnGalPerHour),
    seats: String(draft.seats),
    price: draft.priceEur === null ? '' : String(draft.priceEur),
    noteFr: draft.noteFr,
    noteEn: draft.noteEn,
  }
}

export const legWithdrawSchema = z.object({ confirm: z.literal(true, { error: 'confirm' }) })

/** A place as the visitor types it: an airport code, a city or a country (resolved by the server). */
const placeText = singleLineText(80, false)

/** The visitor's alert: an e-mail, a departure and/or an arrival, an optional radius. */
export const alertSubscribeSchema = z
  .object({
    email: requiredEmail(),
    from: placeText,
    to: placeText,
    radius: whole(MIN_RADIUS_KM, MAX_RADIUS_KM, 'radius').optional(),
  })
  .superRefine((alert, ctx) => {
    if (!alert.from && !alert.to) ctx.addIssue({ code: 'custom', path: ['from'], message: 'place' })
  })

export type AlertSubscribeValues = z.output<typeof alertSubscribeSchema>
