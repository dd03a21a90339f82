import { data, redirect } from 'react-router'
import { lookupSchema } from '~/domain/desk/desk-forms'
import { readFormBody } from '~/services/form-body.server'
import { recordAudit } from '~/services/desk/audit.server'
import { exportPerson } from '~/services/desk/privacy.server'
import { requireStaffAction } from '~/services/desk/staff-auth.server'
import type { Route } from './+types/desk-privacy-export'

/** Everything held about one address, as a JSON download (a POST: the address stays out of URLs and logs). */
export async function action({ request, context }: Route.ActionArgs) {
  const { runtime } = context
  const staff = await requireStaffAction(runtime, request)
  const form = (await readFormBody(request, 1024)) ?? new URLSearchParams()
  const parsed = lookupSchema.safeParse({ intent: 'lookup', email: form.get('email') ?? '' })
  if (!parsed.success) return data({ error: 'invalid' }, { status: 400 })
  const document = await exportPerson(runtime.database.db, parsed.data.email)
  const requests = Array.isArray(document.requests) ? document.requests.length : 0
  await recordAudit(runtime.database.db, { actor: staff.email, action: 'privacy_export', details: { requests } })
  return new Response(JSON.stringify(document, null, 2), {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="herra-data-export-${new Date().toISOString().slice(0, 10)}.json"`,
      'Cache-Control': 'no-store',
      'X-Robots-Tag': 'noindex, nofollow',
    },
  })
}

export function loader() {
  throw redirect('/desk/privacy')
}
