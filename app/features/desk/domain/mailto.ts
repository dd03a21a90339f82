/**
 * The desk's reply link: `mailto:` + the client's address + its subject (and body), each part
 * percent-encoded with encodeURIComponent, so nothing a visitor typed can add a recipient, a
 * header or a second query (docs/decisions/034-one-email-rule.md). The one e-mail rule already
 * refuses such addresses; this keeps an address stored before the rule, or imported, harmless.
 * The '@' between the local part and the domain stays as it is (some mail programs do not
 * decode `%40` there); everything else is encoded.
 */
export function mailtoHref(address: string, fields: { subject?: string; body?: string } = {}): string {
  const at = address.lastIndexOf('@')
  const to =
    at > 0
      ? `${encodeURIComponent(address.slice(0, at))}@${encodeURIComponent(address.slice(at + 1))}`
      : encodeURIComponent(address)
  const query = (['subject', 'body'] as const)
    .filter((name) => fields[name] !== undefined)
    .map((name) => `${name}=${encodeURIComponent(fields[name] ?? '')}`)
  return `mailto:${to}${query.length ? `?${query.join('&')}` : ''}`
}

/**
 * A tap-to-call link: `tel:` and the number's digits with its leading `+` (spaces, dots, dashes and
 * brackets dropped), or null when nothing dialable is left.
 */
export function telHref(phone: string | null | undefined): string | null {
  const trimmed = (phone ?? '').trim()
  const digits = trimmed.replace(/\D/g, '')
  if (digits.length < 4 || digits.length > 20) return null
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`
}
