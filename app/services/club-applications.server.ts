import { clubCopy } from '~/content/club'
import { clubApplicationCopy } from '~/content/club-application'
import {
  CLUB_INTERESTS,
  clubInlineInputFromForm,
  parseClubInline,
  type ClubInlineApplication,
  type ClubInlineFormError,
} from '~/domain/forms/club-inline'
import {
  clubModalInputFromForm,
  parseClubModal,
  type ClubModalApplication,
  type ClubModalFormError,
} from '~/domain/forms/club-modal'
import { cleanIdempotencyKey } from '~/domain/forms/lead-fields'
import type { Language } from '~/i18n/language'
import { holdUntil, MIN_ANSWER_MS } from './club-access.server'
import { LeadStoreUnavailableError, submitLead, type LeadSubmission } from './leads/submit-lead.server'
import { hitRateLimit } from './rate-limit.server'
import type { Runtime } from './runtime.server'

/**
 * The two Club HERRA applications (form A inline, form B in the modal), posted to route actions,
 * with or without JavaScript. Order: body size (`readFormBody`, by the route), rate limit, validation with the same schema as the
 * browser, honeypot, then the lead core (stored with its language and consent time, notification
 * queued in the same transaction). Every answer takes at least the spec's 1 second.
 */

/** Name of the hidden trap field (form A has a real `company` field). */
export const HONEYPOT_FIELD = 'website'
/** Hidden field carrying the idempotency key the loader handed to the form. */
export const FORM_KEY_FIELD = 'formKey'

export type ClubFormOutcome<E extends string> =
  | { status: 'success' }
  | { status: 'invalid'; formError: E; fields: string[] }
  | { status: 'limited'; retryAfterS: number }
  | { status: 'failed' }

export const CLUB_OUTCOME_HTTP_STATUS: Record<ClubFormOutcome<string>['status'], number> = {
  success: 200,
  invalid: 400,
  limited: 429,
  failed: 503,
}

export interface ClubRequestMeta {
  lang: Language
  clientIp: string
  userAgent?: string
}

function isTrap(form: URLSearchParams): boolean {
  return (form.get(HONEYPOT_FIELD) ?? '').trim() !== ''
}

async function checkRate(runtime: Runtime, kind: string, clientIp: string) {
  try {
    return await hitRateLimit(runtime.database.db, `club-form:${kind}:${clientIp}`, runtime.env.RATE_LIMIT_MAX, runtime.env.RATE_LIMIT_WINDOW_S)
  } catch (error) {
    runtime.logger.error({ err: error, kind }, 'club application: rate limit unavailable (database)')
    return null
  }
}

async function store(runtime: Runtime, lead: LeadSubmission): Promise<ClubFormOutcome<never>> {
  try {
    await submitLead(runtime, lead)
    return { status: 'success' }
  } catch (error) {
    if (!(error instanceof LeadStoreUnavailableError)) {
      runtime.logger.error({ err: error, kind: lead.kind }, 'club application: unexpected failure')
    }
    return { status: 'failed' }
  }
}

/** Shared path of both forms; `build` turns the validated data into the lead. */
async function handle<E extends string, D>(
  runtime: Runtime,
  form: URLSearchParams | null,
  meta: ClubRequestMeta,
  options: {
    kind: 'club_inline' | 'club_modal'
    parse: (form: URLSearchParams) => { success: true; data: D } | { success: false; formError: E; fieldErrors: Record<string, unknown> }
    tooLong: E
    build: (data: D, idempotencyKey: string | undefined) => LeadSubmission
  },
): Promise<ClubFormOutcome<E>> {
  const startedAt = Date.now()
  const outcome = await (async (): Promise<ClubFormOutcome<E>> => {
    const limit = await checkRate(runtime, options.kind, meta.clientIp)
    if (!limit) return { status: 'failed' }
    if (!limit.allowed) return { status: 'limited', retryAfterS: limit.retryAfterS }
    if (!form) return { status: 'invalid', formError: options.tooLong, fields: [] }
    const parsed = options.parse(form)
    if (!parsed.success) {
      return { status: 'invalid', formError: parsed.formError, fields: Object.keys(parsed.fieldErrors).filter((f) => f !== '_form') }
    }
    if (isTrap(form)) {
      // Answered like a success; nothing stored, nothing sent.
      runtime.logger.info({ kind: options.kind }, 'club application: honeypot filled, dropped')
      return { status: 'success' }
    }
    return store(runtime, options.build(parsed.data, cleanIdempotencyKey(form.get(FORM_KEY_FIELD))))
  })()
  await holdUntil(startedAt, MIN_ANSWER_MS)
  return outcome
}

/**
 * What the visitor typed, to fill the form again when the page is rendered by the server after a
 * refused post (no JavaScript). Only the form's own fields; never the trap or the key.
 */
export function echoFormValues(
  form: URLSearchParams | null,
  fields: readonly string[],
  lists: readonly string[] = [],
): Record<string, string | string[]> {
  const values: Record<string, string | string[]> = {}
  if (!form) return values
  for (const field of fields) {
    if (lists.includes(field)) values[field] = form.getAll(field).map((v) => v.slice(0, 200))
    else {
      const value = form.get(field)
      if (value !== null) values[field] = value.slice(0, 5000)
    }
  }
  return values
}

const yes = 'Oui'
const none = '—'
const languageNames: Record<Language, string> = { fr: 'Français', en: 'Anglais' }

/** Form A (become-a-member page). */
export function submitClubInline(runtime: Runtime, form: URLSearchParams | null, meta: ClubRequestMeta) {
  const labels = clubCopy.fr.inlineForm.labels
  const interests = clubCopy.fr.inlineForm.interests
  return handle<ClubInlineFormError, ClubInlineApplication>(runtime, form, meta, {
    kind: 'club_inline',
    tooLong: 'tooLong',
    parse: (form) => parseClubInline(clubInlineInputFromForm(form)),
    build: (data, idempotencyKey) => ({
      kind: 'club_inline',
      language: meta.lang,
      fullName: `${data.firstName} ${data.lastName}`,
      email: data.email,
      phone: data.phone,
      fields: data,
      summary: [
        { label: labels.firstName, value: data.firstName },
        { label: labels.lastName, value: data.lastName },
        { label: labels.email, value: data.email },
        { label: labels.phone, value: data.phone },
        { label: labels.company, value: data.company || none },
        { label: labels.country, value: data.country },
        {
          label: labels.interests,
          value: data.interests.length
            ? CLUB_INTERESTS.filter((i) => data.interests.includes(i)).map((i) => interests[i]).join(', ')
            : none,
        },
        { label: labels.message, value: data.message },
        { label: 'Examen confidentiel accepté', value: yes },
        { label: 'Consentement RGPD', value: yes },
        { label: 'Langue du site', value: languageNames[meta.lang] },
        { label: 'Provenance', value: 'Page « Devenir membre »' },
      ],
      subject: `Candidature Club HERRA — ${data.firstName} ${data.lastName} (${data.country})`,
      clientIp: meta.clientIp,
      userAgent: meta.userAgent,
      idempotencyKey,
    }),
  })
}

/** Form B (modal of the private club page). */
export function submitClubModal(runtime: Runtime, form: URLSearchParams | null, meta: ClubRequestMeta) {
  const t = clubApplicationCopy.fr
  const labels = t.labels
  return handle<ClubModalFormError, ClubModalApplication>(runtime, form, meta, {
    kind: 'club_modal',
    tooLong: 'tooLong',
    parse: (form) => parseClubModal(clubModalInputFromForm(form)),
    build: (data, idempotencyKey) => ({
      kind: 'club_modal',
      language: meta.lang,
      fullName: data.fullName,
      email: data.email,
      phone: data.phone,
      fields: data,
      summary: [
        { label: labels.fullName, value: data.fullName },
        { label: labels.nationality, value: data.nationality },
        { label: labels.residence, value: data.residence },
        { label: labels.email, value: data.email },
        { label: labels.phone, value: data.phone },
        { label: labels.currentTitle, value: data.currentTitle },
        { label: labels.organization, value: data.organization },
        { label: labels.sector, value: data.sector ? t.sectors[data.sector] : none },
        { label: labels.networks, value: data.networks || none },
        { label: labels.achievements, value: data.achievements },
        { label: labels.motivation, value: data.motivation },
        { label: labels.contribution, value: data.contribution },
        { label: labels.expectations, value: data.expectations },
        { label: labels.sponsor, value: data.sponsor || none },
        { label: labels.references, value: data.references || none },
        { label: labels.travelFrequency, value: data.travelFrequency ? t.travelFrequencies[data.travelFrequency] : none },
        { label: labels.destinations, value: data.destinations || none },
        { label: labels.interests, value: data.interests || none },
        { label: 'Clause de confidentialité acceptée', value: yes },
        { label: 'Langue du site', value: languageNames[meta.lang] },
        { label: 'Provenance', value: 'Espace privé du Club (dossier complet)' },
      ],
      subject: `Candidature Club HERRA, dossier complet — ${data.fullName} (${data.organization})`,
      clientIp: meta.clientIp,
      userAgent: meta.userAgent,
      idempotencyKey,
    }),
  })
}
