import { sql } from 'drizzle-orm'
import { fallbackName, profileSchema, type ProfileForm, type StaffProfile } from '~/desk-kit/domain/staff-profile'
import { firstProblem, parseForm } from '~/domain/forms/submission'
import type { LeadFieldErrorCode } from '~/domain/forms/field-rules'
import type { Db } from '~/services/db/client.server'
import type { FormSpec } from '~/services/form-submission.server'
import type { Runtime } from '~/services/runtime-types'
import { recordAudit } from './audit.server'
import { rows } from './db-util.server'
import { staffFormLimits, type Staff } from './staff-auth.server'

/** A staff member's profile (docs/product.md §9), or the fallback name while none is saved. */
export async function getStaffProfile(db: Pick<Db, 'execute'>, email: string): Promise<StaffProfile> {
  const found = await rows<{ display_name: string; signature: string }>(
    db,
    sql`select display_name, signature from staff_profiles where email = ${email}`,
  )
  const row = found[0]
  return row
    ? { email, name: row.display_name, signature: row.signature, complete: true }
    : { email, name: fallbackName(email), signature: '', complete: false }
}

/** Saves the member's own name and signature (one row per address), audited (the fact, never the text). */
export async function saveStaffProfile(db: Db, email: string, profile: ProfileForm): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into staff_profiles (email, display_name, signature, updated_at)
      values (${email}, ${profile.displayName}, ${profile.signature}, now())
      on conflict (email) do update
        set display_name = excluded.display_name, signature = excluded.signature, updated_at = now()`)
    await recordAudit(tx, { actor: email, action: 'profile_edit' })
  })
}

/**
 * The profile form for the one form handler (docs/decisions/016-one-form-pattern.md): the member's
 * own allowance of desk posts, the schema, then the save. The session is checked by the route.
 */
export function profileFormSpec(
  runtime: Pick<Runtime, 'database'>,
  staff: Staff,
): FormSpec<URLSearchParams, ProfileForm, LeadFieldErrorCode> {
  return {
    name: 'desk-profile',
    unreadable: 'invalid',
    ...staffFormLimits(staff),
    post: { fields: ['displayName', 'signature'], maxBytes: 8192 },
    parse: (form) => parseForm(form, profileSchema, firstProblem),
    store: async (profile) => {
      await saveStaffProfile(runtime.database.db, staff.email, profile)
    },
  }
}
