import { data } from 'react-router'
import { requireStaff } from '~/desk-kit/services/staff-auth.server'
import { invoicePdf } from '../services/invoice-issue.server'
import type { Route } from './+types/desk-invoice-pdf'

/** An issued invoice or credit note as it was sent (`/desk/invoices/F-2026-0001.pdf`), staff only. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { runtime } = context
  await requireStaff(runtime, request)
  const number = /^(F-\d{4}-\d{4,})\.pdf$/.exec(params.file)?.[1]
  const found = number ? await invoicePdf(runtime.database.db, number) : undefined
  if (!found) throw data(null, { status: 404, headers: { 'Cache-Control': 'no-store' } })
  return new Response(new Uint8Array(found.pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${found.number}.pdf"`,
      'Cache-Control': 'no-store',
      'X-Robots-Tag': 'noindex, nofollow',
    },
  })
}
