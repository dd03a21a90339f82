/**
 * The desk's queue (docs/product.md §9, docs/decisions/057-desk-queue.md): how the inbox is ordered
 * and what it shows by default, read from the query string like its filters (no JavaScript
 * needed), and a request's flight as the queue and the request page show it. Pure.
 */

export const QUEUE_SORTS = ['received', 'flight'] as const
export type QueueSort = (typeof QUEUE_SORTS)[number]

/** The queue's view: its order, whether newsletter sign-ups show, and its page (1-based). */
export interface QueueView {
  sort: QueueSort
  /** Newsletter sign-ups are not requests to answer: hidden unless asked for (or filtered by kind). */
  newsletter: boolean
  page: number
}

export const QUEUE_MAX_PAGE = 1000

export function parseQueueView(params: URLSearchParams): QueueView {
  const sort = params.get('sort')
  const page = Number(params.get('page'))
  return {
    sort: sort === 'flight' ? 'flight' : 'received',
    newsletter: ['1', 'on'].includes(params.get('newsletter') ?? ''),
    page: Number.isSafeInteger(page) && page >= 1 && page <= QUEUE_MAX_PAGE ? page : 1,
  }
}

/** The view's part of a query string (defaults left out), to append to the filters' own. */
export function queueViewParams(view: Partial<QueueView>): Array<[string, string]> {
  const params: Array<[string, string]> = []
  if (view.sort === 'flight') params.push(['sort', 'flight'])
  if (view.newsletter) params.push(['newsletter', '1'])
  if (view.page && view.page > 1) params.push(['page', String(view.page)])
  return params
}

/** A query string from the filters' own (`inboxSearch`) and a view. */
export function withView(search: string, view: Partial<QueueView>): string {
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search)
  for (const [name, value] of queueViewParams(view)) params.set(name, value)
  const text = params.toString()
  return text ? `?${text}` : ''
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/

/** What the desk shows of a request's flight: its date (ISO) and passengers, whichever form sent it. */
export interface FlightFacts {
  date: string | null
  returnDate: string | null
  passengers: number | null
}

function isoDate(value: unknown): string | null {
  return typeof value === 'string' && ISO_DATE.test(value) && Number.isFinite(Date.parse(value)) ? value : null
}

function count(value: unknown): number | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN
  return Number.isSafeInteger(n) && n > 0 ? n : null
}

/** The contact form says `date` / `pax`, the quote form `departureDate` / `passengers`. */
export function flightOf(fields: Record<string, unknown>): FlightFacts {
  return {
    date: isoDate(fields.date) ?? isoDate(fields.departureDate),
    returnDate: isoDate(fields.returnDate),
    passengers: count(fields.pax) ?? count(fields.passengers),
  }
}

/**
 * A stored value in words: option values ("light", "flight", "private-aviation") through the
 * catalogue's labels for that field, "N/A" / "none" / empty as the catalogue's "not given",
 * lists joined. Free text is returned as it is.
 */
export function valueInWords(
  key: string,
  value: unknown,
  words: { options: Record<string, Record<string, string>>; none: string; yes: string; no: string },
): string {
  if (Array.isArray(value))
    return value.length === 0 ? words.none : value.map((v) => valueInWords(key, v, words)).join(', ')
  if (value === null || value === undefined) return words.none
  if (typeof value === 'boolean') return value ? words.yes : words.no
  if (typeof value === 'object') return JSON.stringify(value)
  const text = String(value)
  if (text.trim() === '' || /^(n\/a|none)$/i.test(text.trim())) return words.none
  return words.options[key]?.[text] ?? text
}
