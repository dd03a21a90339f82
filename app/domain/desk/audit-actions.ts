/** What the desk's audit log records (one code per staff action). */
export const AUDIT_ACTIONS = [
  'sign_in',
  'sign_out',
  'status',
  'owner',
  'note',
  'outbox_retry',
  'privacy_lookup',
  'privacy_export',
  'privacy_erase',
  'purge',
  'csv_export',
] as const
export type AuditAction = (typeof AUDIT_ACTIONS)[number]
