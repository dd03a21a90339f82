import { data, redirect } from 'react-router'
import { submitForm } from '~/services/form-submission.server'
import { exportFormSpec } from '~/features/desk/services/privacy-forms.server'
import { requireStaff } from '~/desk-kit/services/staff-auth.server'
import type { Route } from './+types/desk-privacy-export'

/**
 * Everything held about one address, as a JSON download (a POST through the one form handler,
 * `exportFormSpec`: the address stays out of URLs and logs).
 */
export async function action(args: Route.ActionArgs) {
  const staff = await requireStaff(args.context.runtime, args.request)
  const { result, init, value: document } = await submitForm(args, exportFormSpec(args.context.runtime, staff))
  if (!document) return data(result, init)
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
