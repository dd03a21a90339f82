/**
 * The EPC QR code's text (EPC069-12, version 002, SEPA credit transfer): what a banking app reads
 * to pre-fill the transfer — beneficiary, IBAN, BIC, amount in euros and the structured creditor
 * reference. Pure; the image is drawn by the server (services/booking-qr.server.ts).
 */

export interface EpcTransfer {
  bic: string
  name: string
  iban: string
  amountCents: number
  reference: string
}

/** Cents → `EUR1234.56` (EPC069-12: 0.01 to 999 999 999.99, dot, no thousands separator). */
export function epcAmount(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 1 || cents > 99_999_999_999)
    throw new RangeError('EPC amount out of range')
  return `EUR${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`
}

export function epcPayload(t: EpcTransfer): string {
  return [
    'BCD',
    '002',
    '1', // UTF-8
    'SCT',
    t.bic.replace(/\s+/g, ''),
    t.name.slice(0, 70),
    t.iban.replace(/\s+/g, '').toUpperCase(),
    epcAmount(t.amountCents),
    '', // purpose
    t.reference, // structured creditor reference
  ].join('\n')
}
