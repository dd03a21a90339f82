import {
  airportCodeField,
  FLEET_IDS,
  isoDayField,
  OTHER_AIRCRAFT,
  parseWholeEuros,
  wholeNumber,
} from '~/domain/forms/desk-fields'
import { hasForbiddenChars } from '~/domain/forms/field-rules'
import { maxChars, singleLineText } from '~/domain/forms/lead-fields'
import { z } from '~/domain/forms/zod'
import {
  MAX_BLOCK_MINUTES,
  MAX_FREE_LINES,
  MAX_LEGS,
  MAX_LINE_EUR,
  MAX_OPTIONS,
  MAX_SEATS,
  MAX_VALIDITY_HOURS,
  MIN_VALIDITY_HOURS,
  type OfferDraft,
  type OptionSource,
} from './offer-model'

/**
 * The offer's forms, one zod schema each, run by the browser (Conform's check) and by the server's
 * form handler (the authority): the desk's editor (nested lists of legs, options and their lines,
 * which Conform names `legs[0].from`, `options[1].lines[0].amount`), send, withdraw, and the
 * client's acceptance. Messages are codes; content/offer-desk-copy.ts and offer-page-copy.ts say them.
 */

export const OFFER_ERROR_CODES = [
  'required',
  'invalid',
  'tooLong',
  'oneLine',
  'airport',
  'date',
  'time',
  'block',
  'amount',
  'seats',
  'reason',
  'burn',
  'order',
  'count',
  'pax',
  'validity',
  'terms',
  'name',
  'option',
  'confirm',
] as const
export type OfferErrorCode = (typeof OFFER_ERROR_CODES)[number]

export function offerErrorCode(message: unknown): OfferErrorCode {
  return (OFFER_ERROR_CODES as readonly unknown[]).includes(message) ? (message as OfferErrorCode) : 'invalid'
}

/** Whole euros as a broker types them: `20000`, `20 000`, `20 000 €`, `-500` (a discount line). */
export function parseEuros(value: string): number | null {
  return parseWholeEuros(value, { max: MAX_LINE_EUR, negative: true })
}

function euros(options: { negative: boolean }) {
  return z
    .string({ error: 'required' })
    .max(40, { error: 'amount' })
    .transform((value, ctx) => {
      const n = parseEuros(value)
      if (n === null || (!options.negative && n < 0)) {
        ctx.addIssue({ code: 'custom', message: 'amount' })
        return z.NEVER
      }
      return n
    })
}

/** Block time as `h:mm` (`6:45`, `6h45`, `0:55`), in minutes. */
export function parseBlockTime(value: string): number | null {
  const match = /^\s*(\d{1,2})\s*[:hH]\s*(\d{2})\s*$/.exec(value)
  if (!match) return null
  const minutes = Number(match[1]) * 60 + Number(match[2])
  return Number(match[2]) < 60 && minutes > 0 && minutes <= MAX_BLOCK_MINUTES ? minutes : null
}

/** Minutes → `h:mm`, as the editor shows a block time. */
export function blockTimeText(minutes: number): string {
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`
}

const whole = (min: number, max: number, error: OfferErrorCode) => wholeNumber(min, max, error)
const airportCode = airportCodeField

const legSchema = z.object({
  from: airportCode,
  to: airportCode,
  date: isoDayField,
  time: z
    .string({ error: 'required' })
    .max(5, { error: 'time' })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'time' }),
  block: z
    .string({ error: 'required' })
    .max(10, { error: 'block' })
    .transform((value, ctx) => {
      const minutes = parseBlockTime(value)
      if (minutes === null) {
        ctx.addIssue({ code: 'custom', message: 'block' })
        return z.NEVER
      }
      return minutes
    }),
})

/** The aircraft choice: a type of the fleet, or `other` (its name and burn typed). */
export { FLEET_IDS, OTHER_AIRCRAFT } from '~/domain/forms/desk-fields'

/** An option's source (decision 088), carried through the editor as a hidden field of canonical JSON. */
const optionSourceSchema = z.object({
  operatorId: z.uuid(),
  answerId: z.number().int().min(1),
  carrier: z.string().min(1).max(120),
  aocNumber: z.string().min(1).max(60),
  aocAuthority: z.string().min(1).max(80),
  costCents: z.number().int().min(1).max(1_000_000_000),
  margin: z.object({ kind: z.enum(['percent', 'amount']), value: z.number().int().min(0).max(1_000_000_000) }),
})

export function parseOptionSource(text: string | undefined): OptionSource | null | undefined {
  if (!text) return null
  try {
    const parsed = optionSourceSchema.safeParse(JSON.parse(text))
    return parsed.success ? parsed.data : undefined
  } catch {
    return undefined
  }
}

const sourceField = z
  .string()
  .max(1000, { error: 'invalid' })
  .optional()
  .transform((value, ctx) => {
    const source = parseOptionSource(value)
    if (source === undefined) {
      ctx.addIssue({ code: 'custom', message: 'invalid' })
      return z.NEVER
    }
    return source
  })

const optionSchema = z
  .object({
    source: sourceField,
    aircraft: z.enum([OTHER_AIRCRAFT, ...FLEET_IDS], { error: 'required' }),
    aircraftName: singleLineText(80, false),
    burn: whole(30, 2000, 'burn').optional(),
    operator: singleLineText(120, true),
    registration: singleLineText(12, false).refine((v) => v === '' || /^[A-Za-z0-9-]{2,12}$/.test(v), {
      error: 'invalid',
    }),
    seats: whole(1, MAX_SEATS, 'seats'),
    charter: euros({ negative: false }),
    tsba: euros({ negative: false }).optional(),
    tsbaReason: singleLineText(200, false),
    vat: euros({ negative: false }).optional(),
    vatReason: singleLineText(200, false),
    lines: z
      .array(z.object({ label: singleLineText(80, true), amount: euros({ negative: true }) }), { error: 'invalid' })
      .max(MAX_FREE_LINES, { error: 'count' })
      .optional()
      .transform((v) => v ?? []),
  })
  .superRefine((o, ctx) => {
    if (o.aircraft === OTHER_AIRCRAFT) {
      if (!o.aircraftName) ctx.addIssue({ code: 'custom', path: ['aircraftName'], message: 'required' })
      if (o.burn === undefined) ctx.addIssue({ code: 'custom', path: ['burn'], message: 'burn' })
    }
    if (o.tsba !== undefined && !o.tsbaReason) ctx.addIssue({ code: 'custom', path: ['tsbaReason'], message: 'reason' })
    if (o.vat !== undefined && !o.vatReason) ctx.addIssue({ code: 'custom', path: ['vatReason'], message: 'reason' })
  })

export const offerEditorSchema = z
  .object({
    clientName: singleLineText(120, true),
    language: z.enum(['fr', 'en'], { error: 'required' }),
    passengers: whole(1, MAX_SEATS, 'pax'),
    validityHours: whole(MIN_VALIDITY_HOURS, MAX_VALIDITY_HOURS, 'validity'),
    message: z
      .string()
      .max(2000, { error: 'tooLong', abort: true })
      .trim()
      .check(maxChars(1000, 'tooLong'))
      .refine((v) => !hasForbiddenChars(v), { error: 'invalid' })
      .optional()
      .transform((v) => v ?? ''),
    legs: z.array(legSchema, { error: 'required' }).min(1, { error: 'required' }).max(MAX_LEGS, { error: 'count' }),
    options: z
      .array(optionSchema, { error: 'required' })
      .min(1, { error: 'required' })
      .max(MAX_OPTIONS, { error: 'count' }),
  })
  .superRefine((offer, ctx) => {
    offer.options.forEach((o, i) => {
      if (o.seats < offer.passengers) ctx.addIssue({ code: 'custom', path: ['options', i, 'seats'], message: 'seats' })
    })
  })

export type OfferEditorValues = z.output<typeof offerEditorSchema>

/** The editor's values as the draft the server stores. */
export function draftOf(values: OfferEditorValues): OfferDraft {
  return {
    language: values.language,
    clientName: values.clientName,
    passengers: values.passengers,
    validityHours: values.validityHours,
    message: values.message,
    legs: values.legs.map((l) => ({ from: l.from, to: l.to, date: l.date, time: l.time, blockMinutes: l.block })),
    options: values.options.map((o) => ({
      aircraftId: o.aircraft === OTHER_AIRCRAFT ? '' : o.aircraft,
      aircraftName: o.aircraft === OTHER_AIRCRAFT ? o.aircraftName : '',
      burnGalPerHour: o.aircraft === OTHER_AIRCRAFT ? (o.burn ?? null) : null,
      operator: o.operator,
      registration: o.registration.toUpperCase(),
      seats: o.seats,
      charterEur: o.charter,
      tsbaOverride: o.tsba === undefined ? null : { amountEur: o.tsba, reason: o.tsbaReason },
      vatOverride: o.vat === undefined ? null : { amountEur: o.vat, reason: o.vatReason },
      lines: o.lines.map((l) => ({ label: l.label, amountEur: l.amount })),
      ...(o.source ? { source: o.source } : {}),
    })),
  }
}

/** A draft as the editor's default values (what Conform fills the fields with). */
export function editorValuesOf(draft: OfferDraft) {
  return {
    clientName: draft.clientName,
    language: draft.language,
    passengers: String(draft.passengers),
    validityHours: String(draft.validityHours),
    message: draft.message,
    legs: draft.legs.map((l) => ({
      from: l.from,
      to: l.to,
      date: l.date,
      time: l.time,
      block: l.blockMinutes > 0 ? blockTimeText(l.blockMinutes) : '',
    })),
    options: draft.options.map((o) => ({
      aircraft: o.aircraftId || (o.aircraftName ? OTHER_AIRCRAFT : ''),
      aircraftName: o.aircraftName,
      burn: o.burnGalPerHour === null ? '' : String(o.burnGalPerHour),
      operator: o.operator,
      registration: o.registration,
      seats: o.seats > 0 ? String(o.seats) : '',
      charter: o.charterEur > 0 ? String(o.charterEur) : '',
      tsba: o.tsbaOverride ? String(o.tsbaOverride.amountEur) : '',
      tsbaReason: o.tsbaOverride?.reason ?? '',
      vat: o.vatOverride ? String(o.vatOverride.amountEur) : '',
      vatReason: o.vatOverride?.reason ?? '',
      lines: o.lines.map((l) => ({ label: l.label, amount: String(l.amountEur) })),
      source: o.source ? JSON.stringify(o.source) : '',
    })),
  }
}

/** Send (or re-issue): the number of versions the desk saw, so two clicks never send twice. */
/**
 * Send: only from the confirmation step (docs/decisions/108-offer-send-confirmation.md), whose form
 * carries the fingerprint of the draft it showed; a post without it is refused.
 */
export const offerSendSchema = z.object({
  versions: whole(0, 1000, 'invalid'),
  reviewed: z.string({ error: 'confirm' }).regex(/^[0-9a-f]{64}$/, { error: 'confirm' }),
})

/** Deleting a draft that was never sent (a sent offer is withdrawn instead). */
export const offerDeleteSchema = z.object({
  confirm: z.literal(true, { error: 'confirm' }),
})

export const offerWithdrawSchema = z.object({
  confirm: z.literal(true, { error: 'confirm' }),
})

/** The client's acceptance: the option, the full name typed, the terms box. */
export const offerAcceptSchema = z.object({
  option: whole(1, MAX_OPTIONS, 'option'),
  fullName: singleLineText(120, true).refine((v) => v.length >= 2, { error: 'name' }),
  terms: z.literal(true, { error: 'terms' }),
})

const CONFORM_FIELDS = new Set(['__intent__', '__state__'])

/**
 * The post's fields that belong to a schema, by their root name (`legs[0].from` is `legs`), and
 * Conform's own: the browser's check and the server's parse read the same fields, never a stranger's.
 */
export function ownNestedFields(form: FormData | URLSearchParams, schema: z.ZodObject): URLSearchParams {
  const names = new Set(Object.keys(schema.shape))
  const own = new URLSearchParams()
  for (const [name, value] of form) {
    if (typeof value !== 'string') continue
    const root = name.split(/[[.]/)[0] ?? name
    if (names.has(root) || CONFORM_FIELDS.has(name)) own.append(name, value)
  }
  return own
}
