/**
 * The house's own constants: its names, the certifications its copy claims, the copyright year
 * and the privacy policy's version. These are product, not operator data: they change with the
 * code. The operator's facts (legal names, registration numbers, addresses, phones, e-mails,
 * host) are configuration: the file `SITE_CONFIG` names (app/config/operator-config.ts), read
 * through `useOperatorConfig()` in components and `runtime.site` on the server.
 */
export const house = {
  brand: 'HERRA',
  brandLong: 'HERRA Aviation',
  clubName: 'Club HERRA',
  /** Version of the privacy policy whose consent is recorded with each request. */
  privacyPolicyVersion: '2024-01',
  /** The copyright's first year (the footer runs it to the current year). */
  copyrightYear: 2024,
  certifications: ['EASA', 'FAA', 'DGAC'] as const,
} as const

export type House = typeof house

/** `tel:` href from a displayed number. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, '')}`
}

/** `https://wa.me/` link of a displayed number (digits only, no +). */
export function whatsappHref(phone: string): string {
  return `https://wa.me/${phone.replace(/\D/g, '')}`
}
