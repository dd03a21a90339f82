/** What every lead form hands to the lead core (submit-lead.server.ts) and its e-mail. */

export type LeadKind = 'contact' | 'quote' | 'club_inline' | 'club_modal' | 'empty-leg'

export interface LeadSubmission {
  kind: LeadKind
  language: 'fr' | 'en'
  fullName: string
  email: string
  phone?: string | null
  /** Validated fields as submitted (stored as JSON). */
  fields: Record<string, unknown>
  /** Human-readable lines for the staff e-mail, in order (label → value), already in French. */
  summary: ReadonlyArray<{ label: string; value: string }>
  /** E-mail subject for the staff, e.g. "Demande de vol — LBG → DXB, 01/12/2026, 8 pax". */
  subject: string
  estimateEur?: number | null
  clientIp?: string
  userAgent?: string
  idempotencyKey?: string
}
