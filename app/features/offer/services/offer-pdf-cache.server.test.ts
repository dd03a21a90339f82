import { describe, expect, it } from 'vitest'
import type { OfferContent } from '../domain/offer-model'
import type { PdfAcceptance } from './offer-pdf.server'
import { createOfferPdfCache, offerPdfKey, type PdfRequest } from './offer-pdf-cache.server'

const content = (version: number) => ({ version, reference: 'HERRA-2026-0001' }) as unknown as OfferContent
const acceptance: PdfAcceptance = {
  option: 2,
  fullName: 'Léa',
  acceptedAt: new Date('2026-11-27T10:00:00Z'),
  contentSha256: 'ab'.repeat(32),
}
const request = (over: Partial<PdfRequest> = {}): PdfRequest => ({
  offerId: 'o1',
  content: content(1),
  lang: 'fr',
  acceptance: null,
  ...over,
})

/** A drawing that counts its calls and takes a turn of the event loop, like pdfkit. */
function counting(size = 100) {
  const calls: string[] = []
  const render = async (c: OfferContent, lang: string, a: PdfAcceptance | null) => {
    calls.push(`${c.version}:${lang}:${a ? 'accepted' : 'open'}`)
    await new Promise((resolve) => setTimeout(resolve, 5))
    return Buffer.alloc(size, calls.length)
  }
  return { calls, render }
}

describe('the offer PDF cache', () => {
  it('one document per offer, version, language and acceptance state', () => {
    const keys = new Set([
      offerPdfKey(request()),
      offerPdfKey(request({ offerId: 'o2' })),
      offerPdfKey(request({ content: content(2) })),
      offerPdfKey(request({ lang: 'en' })),
      offerPdfKey(request({ acceptance })),
    ])
    expect(keys.size).toBe(5)
    expect(offerPdfKey(request())).toBe(offerPdfKey(request()))
  })

  it('draws a document once, and once only for readers asking at the same time', async () => {
    const { calls, render } = counting()
    const cache = createOfferPdfCache(10_000, render)
    const together = await Promise.all([1, 2, 3, 4].map(() => cache.pdf(request())))
    expect(calls).toEqual(['1:fr:open'])
    expect(together.every((b) => b.equals(together[0]!))).toBe(true)
    await cache.pdf(request())
    await cache.pdf(request({ lang: 'en' }))
    await cache.pdf(request({ acceptance }))
    expect(calls).toEqual(['1:fr:open', '1:en:open', '1:fr:accepted'])
  })

  it('is bounded by bytes: the least recently read goes first; a document larger than the cache is served, not kept', async () => {
    const { calls, render } = counting(400)
    const cache = createOfferPdfCache(1_000, render)
    await cache.pdf(request({ offerId: 'a' }))
    await cache.pdf(request({ offerId: 'b' }))
    await cache.pdf(request({ offerId: 'a' }))
    await cache.pdf(request({ offerId: 'c' }))
    expect(cache.size()).toEqual({ documents: 2, bytes: 800 })
    await cache.pdf(request({ offerId: 'a' }))
    await cache.pdf(request({ offerId: 'b' }))
    expect(calls.length).toBe(4)

    const big = counting(2_000)
    const small = createOfferPdfCache(1_000, big.render)
    expect((await small.pdf(request())).length).toBe(2_000)
    expect(small.size()).toEqual({ documents: 0, bytes: 0 })
  })
})
