import type { DeskLeadKind, LeadStatus } from '~/desk-kit/domain/desk-model'

/** Where a request's notification e-mail stands. */
export type MailState = 'pending' | 'sent' | 'failed' | 'none'

/** One request of the inbox: `When` is a `Date` on the server, its ISO string once sent to the page. */
export interface InboxRow<When = Date> {
  id: string
  kind: DeskLeadKind
  receivedAt: When
  fullName: string
  email: string
  departure: string | null
  destination: string | null
  aircraft: string | null
  status: LeadStatus
  owner: string | null
  erased: boolean
  mail: MailState
  firstResponseAt: When | null
  phone: string | null
  estimateEur: number | null
  /** The flight's date (ISO day) and passengers, whichever form sent them. */
  flightDate: string | null
  passengers: number | null
}

/** What the inbox page shows of a row. */
export type InboxItem = Omit<InboxRow<string>, 'firstResponseAt' | 'phone' | 'estimateEur'>
