/** The headers every subscription message carries (newsletter, empty-leg alerts): one-click unsubscribe (RFC 2369, RFC 8058). */
export function unsubscribeHeaders(unsubscribeUrl: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
}
