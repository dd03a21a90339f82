import { exportSchema, PRIVACY_FORMS, type DeskFormError, type PrivacyForm } from '~/features/desk/domain/desk-forms'
import { firstProblem, parseByIntent, parseForm } from '~/domain/forms/submission'
import type { FormSpec } from '~/services/form-submission.server'
import type { Runtime } from '~/services/runtime-types'
import { recordAudit } from '~/desk-kit/services/audit.server'
import { erasePerson, exportPerson, lookupPerson, purgeExpired, type PersonLookup } from './privacy.server'
import { staffFormLimits, type Staff } from '~/desk-kit/services/staff-auth.server'

/**
 * The privacy page's forms for the one form handler (docs/decisions/016-one-form-pattern.md):
 * look-up, erasure and purge (each audited), and the JSON export of one person's data. The
 * session is checked by the route.
 */

/** What the look-up, erasure or purge found, for the page. */
export interface PrivacyDone {
  email?: string
  found?: PersonLookup
  erased?: number
  purged?: number
}

export function privacyFormSpec(
  runtime: Runtime,
  staff: Staff,
): FormSpec<URLSearchParams, PrivacyForm, DeskFormError, PrivacyDone> {
  const db = runtime.database.db
  return {
    name: 'desk-privacy',
    unreadable: 'invalid',
    ...staffFormLimits(staff),
    post: { fields: ['intent', 'email'], maxBytes: 2048 },
    parse: (form) => parseByIntent(form, PRIVACY_FORMS, firstProblem),
    store: async (request) => {
      if (request.intent === 'lookup') {
        const found = await lookupPerson(db, request.email)
        const details = { requests: found.requests, subscribed: found.subscribed }
        await recordAudit(db, { actor: staff.email, action: 'privacy_lookup', details })
        return { value: { email: request.email, found } }
      }
      if (request.intent === 'erase')
        return { value: { erased: (await erasePerson(db, staff.email, request.email)).requests } }
      return { value: { purged: (await purgeExpired(db, staff.email)).requests } }
    },
  }
}

/** Everything held about one address, as a JSON document (`value`); the export is audited. */
export function exportFormSpec(
  runtime: Runtime,
  staff: Staff,
): FormSpec<URLSearchParams, { email: string }, DeskFormError, Record<string, unknown>> {
  const db = runtime.database.db
  return {
    name: 'desk-privacy-export',
    unreadable: 'invalid',
    ...staffFormLimits(staff),
    post: { fields: [], maxBytes: 1024 },
    parse: (form) => parseForm(form, exportSchema, firstProblem),
    store: async ({ email }) => {
      const document = await exportPerson(db, email)
      const requests = Array.isArray(document.requests) ? document.requests.length : 0
      await recordAudit(db, { actor: staff.email, action: 'privacy_export', details: { requests } })
      return { value: document }
    },
  }
}
