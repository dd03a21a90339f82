/**
 * The seam for card payments (docs/decisions/094): card capture is a licensed payment
 * institution's job, never HERRA's. A provider (its hosted payment page) would implement this; the
 * booking page would link to `checkoutUrl` and the provider's signed notice would record the
 * payment as `source: 'card'` through the same path as a bank credit (payment, then its invoice).
 * No implementation ships: no card number, expiry or code ever reaches HERRA's servers.
 */
export interface CardPaymentProvider {
  /** A hosted payment page for one due amount; the provider returns the client to `returnUrl`. */
  checkoutUrl(input: {
    paymentReference: string
    amountCents: number
    currency: 'EUR'
    language: 'fr' | 'en'
    returnUrl: string
  }): Promise<string>
  /** The provider's notice, its signature checked: the payment it reports, or null when forged. */
  verifyNotice(
    body: string,
    signature: string,
  ): Promise<{
    paymentReference: string
    amountCents: number
    providerRef: string
    paidAt: Date
  } | null>
}
