import { isTicked, type LeadFieldErrorCode } from '~/domain/forms/field-rules'
import { maxChars, optionalText, requiredEmail, requiredText } from '~/domain/forms/lead-fields'
import { z } from '~/domain/forms/zod'
import { LEAD_KINDS, LEAD_STATUSES, SEARCH_MAX_LENGTH } from '~/desk-kit/domain/desk-model'
import { QUEUE_SORTS } from './queue'

/**
 * The desk's forms, one zod schema each, shared by the browser (Conform, through
 * `useConformForm`) and the server's form handler (the authority), like every public form
 * (docs/decisions/016-one-form-pattern.md). The messages are the codes of every form
 * (`LeadFieldErrorCode`: `required`, `email`, `oneLine`, `consent`, `tooLong`, `invalid`); the
 * desk's screens say them in the staff member's language. A page with several forms tells them
 * apart by their `intent`.
 */

/** A staff member's address: the one e-mail rule, lower-cased (STAFF_EMAILS is). */
const email = requiredEmail().transform((value) => value.toLowerCase())

/** An owner as posted: a staff address or '' (nobody); the server checks it against STAFF_EMAILS. */
const owner = optionalText(254).transform((value) => value.toLowerCase())

const status = z.enum(LEAD_STATUSES, { error: 'invalid' })

export const signInSchema = z.object({ email })

/**
 * The request's handling, status and owner saved together, with what the page showed when it was
 * opened (`seenStatus`, `seenOwner`): a save over values someone changed meanwhile is refused
 * (docs/decisions/035-desk-edits-carry-what-they-saw.md).
 */
export const handlingSchema = z.object({
  intent: z.literal('handling'),
  status,
  owner,
  seenStatus: status,
  seenOwner: owner,
})

export const NOTE_MAX = 2000

export const noteSchema = z.object({ intent: z.literal('note'), note: requiredText(NOTE_MAX, 'many') })

/**
 * "Take this request": the signed-in staff member becomes its owner and a new request moves to
 * in progress, saved together over what the page showed (decision 035), like the handling form.
 */
export const takeSchema = z.object({ intent: z.literal('take'), seenStatus: status, seenOwner: owner })

/** The request page's forms, by intent (a reply has its editor: `replyEditorSchema`). */
export const REQUEST_FORMS = { handling: handlingSchema, note: noteSchema, take: takeSchema }

export const REPLY_SUBJECT_MAX = 200
export const REPLY_BODY_MAX = 5000
export const REPLY_INTENTS = ['preview', 'send'] as const

/**
 * The reply editor (docs/product.md §9): a template's text as the staff member changed it, previewed
 * or sent. The subject is one line without control characters (no header can be slipped into the
 * mail), the body keeps its line breaks; both are required and bounded. The template it started from
 * is the page's (its address), for the audit log.
 */
export const replyEditorSchema = z.object({
  intent: z.enum(REPLY_INTENTS, { error: 'invalid' }),
  subject: requiredText(REPLY_SUBJECT_MAX),
  body: requiredText(REPLY_BODY_MAX, 'many'),
})

export const lookupSchema = z.object({ intent: z.literal('lookup'), email })

export const eraseSchema = z.object({
  intent: z.literal('erase'),
  email,
  confirm: z.preprocess(isTicked, z.literal(true, { error: 'consent' })),
})

export const purgeSchema = z.object({ intent: z.literal('purge') })

/** The privacy page's forms, by intent. */
export const PRIVACY_FORMS = { lookup: lookupSchema, erase: eraseSchema, purge: purgeSchema }

/** The JSON export of one person's data (its own route: the answer is a file). */
export const exportSchema = z.object({ email })

export const retrySchema = z.object({
  id: z.number({ error: 'invalid' }).int({ error: 'invalid' }).positive({ error: 'invalid' }),
})

/** The inbox's filters (a GET form: the loader reads the query string, `parseInboxFilters`). */
export const inboxFilterSchema = z.object({
  kind: z.enum(LEAD_KINDS, { error: 'invalid' }).optional(),
  status: status.optional(),
  owner: z.string({ error: 'invalid' }).check(maxChars(254, 'invalid')).optional(),
  q: z.string({ error: 'invalid' }).check(maxChars(SEARCH_MAX_LENGTH, 'tooLong')).optional(),
  sort: z.enum(QUEUE_SORTS, { error: 'invalid' }).optional(),
  newsletter: z.enum(['1', 'on'], { error: 'invalid' }).optional(),
})

/** What a desk form can answer: the codes of every form, and the refusals of the desk's own. */
export type DeskFormError = LeadFieldErrorCode | 'conflict' | 'missing'

export type HandlingForm = z.output<typeof handlingSchema>
export type NoteForm = z.output<typeof noteSchema>
export type TakeForm = z.output<typeof takeSchema>
export type ReplyEditorForm = z.output<typeof replyEditorSchema>
export type PrivacyForm = z.output<typeof lookupSchema> | z.output<typeof eraseSchema> | z.output<typeof purgeSchema>
