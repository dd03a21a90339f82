import { clubCopy } from '~/features/club/content/club'
import { clubApplicationCopy } from '~/features/club/content/club-application'
import {
  clubInlineFormError,
  clubInlineSchema,
  type ClubInlineApplication,
  type ClubInlineFormError,
} from '~/features/club/domain/club-inline'
import {
  clubModalFormError,
  clubModalSchema,
  type ClubModalApplication,
  type ClubModalFormError,
} from '~/features/club/domain/club-modal'
import { HONEYPOT_FIELD } from '~/domain/forms/form-result'
import { parseForm } from '~/domain/forms/submission'
import type { Language } from '~/i18n/language'
import { MIN_ANSWER_MS } from '~/services/club-access.server'
import type { FormSpec } from '~/services/form-submission.server'
import { summaryLines } from '~/services/leads/lead-outcome.server'
import type { LeadSubmission } from '~/services/leads/lead-types'
import { submitLead } from '~/services/leads/submit-lead.server'
import type { Runtime } from '~/services/runtime-types'

/**
 * The two Club HERRA applications (form A inline, form B in the modal), posted to route actions
 * with or without JavaScript, through the one form handler (form-submission.server.ts): rate
 * limit, body, the browser's own schema, the common honeypot, then the lead core (stored with its
 * language and consent time, notification queued in the same statement). Every answer takes at
 * least the product's 1 second.
 */

export interface ClubRequestMeta {
  lang: Language
  clientIp: string
  userAgent?: string
}

const yes = 'Oui'
const none = '—'
const languageNames: Record<Language, string> = { fr: 'Français', en: 'Anglais' }

/** What a club application tells the desk: who, its lines, where it came from. */
interface ClubLeadParts {
  fullName: string
  email: string
  phone: string
  fields: Record<string, unknown>
  lines: LeadSubmission['summary']
  origin: string
  subject: string
}

/**
 * What both club forms share in the handler: their kind, the 1 s answer, the common trap, and a
 * lead stored with the site's language and the form's origin.
 */
function clubFormSpec<D, E extends string>(
  kind: 'club_inline' | 'club_modal',
  runtime: Runtime,
  meta: ClubRequestMeta,
  parse: FormSpec<URLSearchParams, D, E | 'tooLong'>['parse'],
  describe: (data: D) => ClubLeadParts,
): FormSpec<URLSearchParams, D, E | 'tooLong'> {
  return {
    name: kind,
    rateLimitKey: (clientIp: string) => `club-form:${kind}:${clientIp}`,
    minAnswerMs: MIN_ANSWER_MS,
    honeypot: (form) => form.get(HONEYPOT_FIELD),
    unreadable: 'tooLong',
    parse,
    store: (data, { idempotencyKey }) => {
      const { lines, origin, ...lead } = describe(data)
      return submitLead(runtime, {
        kind,
        language: meta.lang,
        ...lead,
        summary: [
          ...lines,
          { label: 'Langue du site', value: languageNames[meta.lang] },
          { label: 'Provenance', value: origin },
        ],
        clientIp: meta.clientIp,
        userAgent: meta.userAgent,
        idempotencyKey,
      })
    },
  }
}

/** Form A (become-a-member page). */
export function clubInlineFormSpec(
  runtime: Runtime,
  meta: ClubRequestMeta,
): FormSpec<URLSearchParams, ClubInlineApplication, ClubInlineFormError> {
  const labels = clubCopy.fr.inlineForm.labels
  const interests = clubCopy.fr.inlineForm.interests
  const parse = (form: URLSearchParams) => parseForm(form, clubInlineSchema, clubInlineFormError)
  return clubFormSpec<ClubInlineApplication, ClubInlineFormError>('club_inline', runtime, meta, parse, (data) => ({
    fullName: `${data.firstName} ${data.lastName}`,
    email: data.email,
    phone: data.phone,
    fields: data,
    lines: [
      ...summaryLines(labels, data, ['firstName', 'lastName', 'email', 'phone', 'company', 'country'], none),
      { label: labels.interests, value: data.interests.map((i) => interests[i]).join(', ') || none },
      { label: labels.message, value: data.message },
      { label: 'Examen confidentiel accepté', value: yes },
      { label: 'Consentement RGPD', value: yes },
    ],
    origin: 'Page « Devenir membre »',
    subject: `Candidature Club HERRA — ${data.firstName} ${data.lastName} (${data.country})`,
  }))
}

/** Form B (modal of the private club page). */
export function clubModalFormSpec(
  runtime: Runtime,
  meta: ClubRequestMeta,
): FormSpec<URLSearchParams, ClubModalApplication, ClubModalFormError> {
  const t = clubApplicationCopy.fr
  const labels = t.labels
  const parseModal = (form: URLSearchParams) => parseForm(form, clubModalSchema, clubModalFormError)
  return clubFormSpec<ClubModalApplication, ClubModalFormError>('club_modal', runtime, meta, parseModal, (data) => ({
    fullName: data.fullName,
    email: data.email,
    phone: data.phone,
    fields: data,
    lines: [
      ...summaryLines(
        labels,
        data,
        ['fullName', 'nationality', 'residence', 'email', 'phone', 'currentTitle', 'organization'],
        none,
      ),
      { label: labels.sector, value: data.sector ? t.sectors[data.sector] : none },
      ...summaryLines(
        labels,
        data,
        ['networks', 'achievements', 'motivation', 'contribution', 'expectations', 'sponsor', 'references'],
        none,
      ),
      { label: labels.travelFrequency, value: data.travelFrequency ? t.travelFrequencies[data.travelFrequency] : none },
      ...summaryLines(labels, data, ['destinations', 'interests'], none),
      { label: 'Clause de confidentialité acceptée', value: yes },
    ],
    origin: 'Espace privé du Club (dossier complet)',
    subject: `Candidature Club HERRA, dossier complet — ${data.fullName} (${data.organization})`,
  }))
}
