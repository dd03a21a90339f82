/**
 * The desk's vocabulary (docs/product.md §9): request kinds, statuses, and the inbox's filters as read from
 * a URL. Pure: no I/O, no React; the server and the screens share it.
 */

export const LEAD_KINDS = ['contact', 'quote', 'club_inline', 'club_modal', 'newsletter', 'empty-leg'] as const
export type DeskLeadKind = (typeof LEAD_KINDS)[number]

/** new → in_progress → quoted → won | lost, or spam at any point. */
export const LEAD_STATUSES = ['new', 'in_progress', 'quoted', 'won', 'lost', 'spam'] as const
export type LeadStatus = (typeof LEAD_STATUSES)[number]

/** Kinds whose answer time and outcome the figures measure (a newsletter address is not a request to answer). */
export const ANSWERED_KINDS = ['contact', 'quote', 'club_inline', 'club_modal', 'empty-leg'] as const

export function isLeadKind(value: unknown): value is DeskLeadKind {
  return typeof value === 'string' && (LEAD_KINDS as readonly string[]).includes(value)
}

export function isLeadStatus(value: unknown): value is LeadStatus {
  return typeof value === 'string' && (LEAD_STATUSES as readonly string[]).includes(value)
}

/** Where the inbox resumes: the (received_at, id) of the row beside the page's edge. */
export interface InboxCursor {
  at: string
  id: string
}

export interface InboxFilters {
  kind?: DeskLeadKind
  status?: LeadStatus
  /** A staff address, or `none` for requests nobody has taken. */
  owner?: string
  /** Name, e-mail or airport (at least 3 characters). */
  q?: string
  /** Older than this row (next page). */
  before?: InboxCursor
  /** Newer than this row (previous page). */
  after?: InboxCursor
  /** Leave newsletter sign-ups out (the queue's default, docs/decisions/057-desk-queue.md); a kind filter wins. */
  hideNewsletter?: boolean
}

export const SEARCH_MIN_LENGTH = 3
export const SEARCH_MAX_LENGTH = 100
export const INBOX_PAGE_SIZE = 50

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value)
}

/** `2026-11-24T05:00:00.123Z~<uuid>` ↔ cursor; anything malformed is no cursor. */
export function encodeCursor(cursor: InboxCursor): string {
  return `${cursor.at}~${cursor.id}`
}

export function decodeCursor(value: string | null | undefined): InboxCursor | undefined {
  if (!value) return undefined
  const [at, id, ...rest] = value.split('~')
  if (rest.length > 0 || !at || !isUuid(id)) return undefined
  const time = Date.parse(at)
  if (!Number.isFinite(time)) return undefined
  return { at: new Date(time).toISOString(), id: id.toLowerCase() }
}

/** The inbox's filters from its query string; unknown or malformed values are ignored. */
export function parseInboxFilters(params: URLSearchParams, staff: readonly string[]): InboxFilters {
  const filters: InboxFilters = {}
  const kind = params.get('kind')
  if (isLeadKind(kind)) filters.kind = kind
  const status = params.get('status')
  if (isLeadStatus(status)) filters.status = status
  const owner = params.get('owner')?.trim().toLowerCase()
  if (owner === 'none' || (owner && staff.includes(owner))) filters.owner = owner
  const q = params.get('q')?.trim().toLowerCase().slice(0, SEARCH_MAX_LENGTH)
  if (q && q.length >= SEARCH_MIN_LENGTH) filters.q = q
  const before = decodeCursor(params.get('before'))
  const after = decodeCursor(params.get('after'))
  if (before) filters.before = before
  else if (after) filters.after = after
  return filters
}

/** The query string of a set of filters (for links: pages, CSV export). */
export function inboxSearch(filters: InboxFilters): string {
  const params = new URLSearchParams()
  if (filters.kind) params.set('kind', filters.kind)
  if (filters.status) params.set('status', filters.status)
  if (filters.owner) params.set('owner', filters.owner)
  if (filters.q) params.set('q', filters.q)
  if (filters.before) params.set('before', encodeCursor(filters.before))
  if (filters.after) params.set('after', encodeCursor(filters.after))
  const text = params.toString()
  return text ? `?${text}` : ''
}

/** Escapes LIKE's wildcards so a search for `50%` means those characters. */
export function likeEscape(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`)
}

/** Minutes between receipt and first response, or null when not yet answered. */
export function firstResponseMinutes(receivedAt: Date, firstResponseAt: Date | null): number | null {
  if (!firstResponseAt) return null
  return Math.max(0, Math.round((firstResponseAt.getTime() - receivedAt.getTime()) / 60_000))
}
