import { z } from 'zod'

/**
 * The operator's facts (docs/product.md §1): legal names, registration numbers, addresses, phones,
 * e-mails, host, publisher. They are data, not code: a JSON file named by `SITE_CONFIG`, read and
 * checked by the server at start (app/services/operator-config.server.ts) and handed to the pages
 * through the root loader. This module is pure: the schema, the development placeholders and the
 * rule that recognises a placeholder (production refuses to start while one remains).
 */

const text = z.string().trim().min(1, 'must not be empty')
const bilingual = z.object({ fr: text, en: text }).strict()
const phone = z
  .string()
  .trim()
  .regex(
    /^\+\d[\d ]{6,19}$/,
    'must be an international number: +, country code, digits and spaces (e.g. +33 1 23 45 67 89)',
  )
const email = z.email('must be an e-mail address')

/** An IBAN's MOD 97-10 check (ISO 13616), spaces ignored. */
export function isIban(value: string): boolean {
  const compact = value.replace(/\s+/g, '').toUpperCase()
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(compact)) return false
  const digits = `${compact.slice(4)}${compact.slice(0, 4)}`.replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55))
  let rest = 0
  for (let i = 0; i < digits.length; i += 7) rest = Number(String(rest) + digits.slice(i, i + 7)) % 97
  return rest === 1
}

const officeSchema = z
  .object({
    city: bilingual,
    street: text,
    /** Empty where the country has no postal codes (Dubai). */
    postalCode: z.string().trim(),
    locality: text,
    country: bilingual,
    countryCode: z.string().regex(/^[A-Z]{2}$/, 'must be an ISO 3166-1 alpha-2 code (FR, AE)'),
    phone,
    email,
  })
  .strict()

export const operatorConfigSchema = z
  .object({
    legal: z
      .object({
        tradingName: text,
        form: bilingual,
        owner: text,
        siren: z.string().regex(/^\d{3} ?\d{3} ?\d{3}$/, 'must be 9 digits (e.g. 123 456 789)'),
        siret: z.string().regex(/^\d{3} ?\d{3} ?\d{3} ?\d{5}$/, 'must be 14 digits (e.g. 123 456 789 00012)'),
        rcs: text,
        vat: z.string().regex(/^[A-Z]{2}[\dA-Z]{2} ?[\d ]{8,12}$/, 'must be an EU VAT number (e.g. FR12 345678901)'),
        activityCode: z.string().regex(/^\d{2}\.\d{2}[A-Z]$/, 'must be an APE code (e.g. 70.22Z)'),
        publicationDirector: text,
      })
      .strict(),
    host: z.object({ name: text, address: text, website: z.url('must be a URL') }).strict(),
    offices: z.object({ paris: officeSchema, dubai: officeSchema }).strict(),
    contactEmail: email,
    privacyEmail: email,
    /** The headquarters' number, shown as the house's main line. */
    phone,
    /** The WhatsApp number of the advisers (the confirmation panel's button); the main line when absent. */
    whatsapp: phone.optional(),
    /** The account clients pay by bank transfer (docs/product.md §17): on the booking page, e-mails, EPC QR codes and invoices. */
    bank: z
      .object({
        /** The account holder's name as the bank knows it (the EPC QR code's beneficiary, 70 characters at most). */
        holder: text.max(70, 'must be at most 70 characters (EPC QR code)'),
        bankName: text,
        iban: z
          .string()
          .trim()
          .refine(isIban, 'must be an IBAN with its check digits (e.g. FR76 3000 6000 0112 3456 7890 189)'),
        bic: z
          .string()
          .trim()
          .regex(/^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/, 'must be a BIC of 8 or 11 characters (e.g. AGRIFRPP)'),
      })
      .strict(),
  })
  .strict()

export type OperatorConfig = z.infer<typeof operatorConfigSchema>
export type Office = OperatorConfig['offices']['paris']

/** Words and domains no real operator fact contains. */
const PLACEHOLDER_TEXT = [
  /compl[ée]ter/i, // "(à compléter)"
  /to be completed/i,
  /\b(todo|tbd|lorem)\b/i,
  /\bex[ae]mple\b/i, // example.com, avenue de l'Exemple, Example Tower
  /\.(example|invalid|test|localhost)\b/i, // reserved top-level domains (RFC 2606)
]

const REGISTRATION_KEYS = new Set(['siren', 'siret', 'rcs', 'vat'])

function isPlaceholder(key: string, value: string): boolean {
  if (PLACEHOLDER_TEXT.some((pattern) => pattern.test(value))) return true
  const digits = value.replace(/\D/g, '')
  // Registration numbers made of zeros only (SIREN 000 000 000, FR00 000000000).
  if (REGISTRATION_KEYS.has(key) && digits.length > 0 && /^0+$/.test(digits)) return true
  // A bank account of zeros (FR76 0000 …) or a BIC of X (XXXXFRPP).
  if (key === 'iban' && /0{12,}/.test(digits)) return true
  if (key === 'bic' && /^X{4}/.test(value)) return true
  if (key === 'phone') {
    // +33 1 99 00 xx xx: the French range reserved for fiction; or a run of zeros (+971 4 000 0000).
    if (/^(33|0)19900/.test(digits) || /0{6,}/.test(digits)) return true
  }
  return false
}

/**
 * Every setting of the configuration that still holds a placeholder, as `path (value)`.
 * Empty for a configuration fit for production.
 */
export function findPlaceholders(config: OperatorConfig): string[] {
  const found: string[] = []
  const walk = (value: unknown, path: string[]) => {
    if (typeof value === 'string') {
      const key = path.at(-1) ?? ''
      if (isPlaceholder(key, value)) found.push(`${path.join('.')} (${value})`)
    } else if (value && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) walk(child, [...path, key])
    }
  }
  walk(config, [])
  return found
}
