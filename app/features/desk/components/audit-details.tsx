import { deskCopy } from '~/desk-kit/content/desk'
import { deskQueueCopy } from '~/features/desk/content/desk-queue'
import { isReplyTemplate } from '~/features/desk/domain/replies'
import type { AuditAction } from '~/desk-kit/domain/audit-actions'
import { isLeadStatus } from '~/desk-kit/domain/desk-model'
import { useCopy } from '~/i18n/language-context'

/** An audit entry's details in words: "Nouvelle → En cours", "— → anne@…", counts. */
export function AuditDetails({ action, details }: { action: AuditAction; details: Record<string, unknown> | null }) {
  const t = useCopy(deskCopy)
  const q = useCopy(deskQueueCopy)
  if (!details) return null
  if (action === 'reply')
    return isReplyTemplate(details.template) ? (
      <span className="text-parchment">({q.replies.names[details.template]})</span>
    ) : null
  if (action === 'status') {
    const word = (v: unknown) => (isLeadStatus(v) ? t.statuses[v] : '—')
    return (
      <span className="text-parchment">
        ({word(details.from)} → {word(details.to)})
      </span>
    )
  }
  if (action === 'owner') {
    const who = (v: unknown) => (typeof v === 'string' && v ? v : t.request.nobody)
    return (
      <span className="text-parchment">
        ({who(details.from)} → {who(details.to)})
      </span>
    )
  }
  const parts = Object.entries(details)
    .filter(([key]) => key !== 'leadIds' && key !== 'noteId' && key !== 'outboxId')
    .map(([key, value]) => `${key}: ${Array.isArray(value) ? value.length : String(value)}`)
  return parts.length > 0 ? <span className="text-mist">({parts.join(', ')})</span> : null
}
