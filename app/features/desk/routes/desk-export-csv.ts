import { deskCopy } from '~/desk-kit/content/desk'
import { toCsv } from '~/features/desk/domain/csv'
import { firstResponseMinutes, parseInboxFilters } from '~/desk-kit/domain/desk-model'
import { parseQueueView } from '~/features/desk/domain/queue'
import { recordAudit } from '~/desk-kit/services/audit.server'
import { eachInboxRow } from '~/features/desk/services/inbox.server'
import { requireStaff } from '~/desk-kit/services/staff-auth.server'
import type { Route } from './+types/desk-export-csv'

/** The filtered inbox as CSV (UTF-8 with BOM, so spreadsheet programs read French accents). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { runtime } = context
  const staff = await requireStaff(runtime, request)
  const url = new URL(request.url)
  const { before: _b, after: _a, ...chosen } = parseInboxFilters(url.searchParams, runtime.env.STAFF_EMAILS)
  // As the queue shows them: newsletter sign-ups only when asked for (docs/decisions/057-desk-queue.md).
  const filters = { ...chosen, hideNewsletter: !parseQueueView(url.searchParams).newsletter }
  const t = deskCopy[context.lang]
  const lines: Array<Array<string | number | null>> = []
  for await (const r of eachInboxRow(runtime.database.db, filters)) {
    lines.push([
      r.receivedAt.toISOString(),
      t.kinds[r.kind],
      r.fullName,
      r.email,
      r.phone,
      r.departure,
      r.destination,
      r.aircraft,
      t.statuses[r.status],
      r.owner,
      firstResponseMinutes(r.receivedAt, r.firstResponseAt),
      r.estimateEur,
      r.id,
    ])
  }
  await recordAudit(runtime.database.db, {
    actor: staff.email,
    action: 'csv_export',
    details: {
      rows: lines.length,
      ...(filters.kind ? { kind: filters.kind } : {}),
      ...(filters.status ? { status: filters.status } : {}),
    },
  })
  return new Response(toCsv(t.csv.header, lines), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="herra-requests-${new Date().toISOString().slice(0, 10)}.csv"`,
      'Cache-Control': 'no-store',
      'X-Robots-Tag': 'noindex, nofollow',
    },
  })
}
