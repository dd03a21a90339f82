/** What the desk's audit log records (one code per staff action). */
export const AUDIT_ACTIONS = [
  'sign_in',
  'sign_out',
  // A staff member's own name and signature saved (docs/product.md §9; never their text).
  'profile_edit',
  'status',
  'owner',
  'note',
  // A reply template sent to the client through the outbox (docs/product.md §9).
  'reply',
  'outbox_retry',
  'privacy_lookup',
  'privacy_export',
  'privacy_erase',
  'purge',
  'csv_export',
  // The offer (docs/product.md §11): the desk's actions, and the client's view and acceptance (actor `client`).
  'offer_create',
  'offer_save',
  'offer_send',
  'offer_reissue',
  'offer_withdraw',
  // A draft never sent, deleted (docs/decisions/108-offer-send-confirmation.md).
  'offer_delete',
  'offer_view',
  'offer_accept',
  // Empty legs (docs/product.md §12).
  'leg_publish',
  'leg_edit',
  'leg_withdraw',
  // Operators and sourcing (docs/product.md §14): the desk's actions, the operator's opening and answers (actor `operator`).
  'operator_create',
  'operator_edit',
  'operator_aircraft_add',
  'operator_aircraft_remove',
  'rfq_send',
  'rfq_open',
  'rfq_answer',
  'rfq_decline',
  'rfq_option',
  // Bookings (docs/product.md §17): made on acceptance (actor `client`), then the desk's money work.
  'booking_create',
  'booking_statement_import',
  'booking_payment_record',
  'booking_invoice_issue',
  'booking_credit_note',
  'booking_cancel',
  // Passengers and the trip sheet (docs/product.md §18): every staff read and edit of passenger
  // data, the GAR's download, the trip details' changes, the daily erasure.
  'passenger_read',
  'passenger_edit',
  'gar_download',
  'trip_edit',
  'passenger_purge',
] as const
export type AuditAction = (typeof AUDIT_ACTIONS)[number]
