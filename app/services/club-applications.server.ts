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
import { HONEYPOT_FIELD, type FormReader } from '~/domain/forms/form-result'
import type { Language } from '~/i18n/language'
import { MIN_ANSWER_MS } from './club-access.server'
import type { FormSpec } from './form-submission.server'
import { submitLead } from './leads/submit-lead.server'
import type { Runtime } from './runtime.server'

/**
 * The two Club HERRA applications (form A inline, form B in the modal), posted to route actions
 * with or without JavaScript, through the one form handler (form-submission.server.ts): rate
 * limit, body, the browser's own schema, the common honeypot, then the lead core (stored with its
 * language and consent time, notification queued in the same statement). Every answer takes at
 * least the spec's 1 second.
 */

export interface ClubRequestMeta {
  lang: Language
  clientIp: string
  userAgent?: string
}

const yes = 'Oui'
const none = '—'
const languageNames: Record<Language, string> = { fr: 'Français', en: 'Anglais' }

/** What both club forms share in the handler: their kind, the 1 s answer, the trap. */
function clubSpec(kind: 'club_inline' | 'club_modal') {
  return {
    name: kind,
    rateLimitKey: (clientIp: string) => `club-form:${kind}:${clientIp}`,
    minAnswerMs: MIN_ANSWER_MS,
    honeypot: (form: FormReader) => form.get(HONEYPOT_FIELD),
  }
}

/** Form A (become-a-member page). */
export function clubInlineFormSpec(
  runtime: Runtime,
  meta: ClubRequestMeta,
): FormSpec<FormReader, ClubInlineApplication, ClubInlineFormError> {
  const labels = clubCopy.fr.inlineForm.labels
  const interests = clubCopy.fr.inlineForm.interests
  return {
    ...clubSpec('club_inline'),
    unreadable: 'tooLong',
    parse: (form) => parseClubInline(clubInlineInputFromForm(form)),
    store: (data, { idempotencyKey }) => submitLead(runtime, {
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
  }
}

/** Form B (modal of the private club page). */
export function clubModalFormSpec(
  runtime: Runtime,
  meta: ClubRequestMeta,
): FormSpec<FormReader, ClubModalApplication, ClubModalFormError> {
  const t = clubApplicationCopy.fr
  const labels = t.labels
  return {
    ...clubSpec('club_modal'),
    unreadable: 'tooLong',
    parse: (form) => parseClubModal(clubModalInputFromForm(form)),
    store: (data, { idempotencyKey }) => submitLead(runtime, {
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
  }
}
