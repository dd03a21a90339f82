import { LRUCache } from 'lru-cache'
import type { Language } from '~/i18n/language'
import { createMemoryRateLimiter, type MemoryRateLimiter } from '~/services/memory-rate-limit.server'
import type { Runtime } from '~/services/runtime-types'
import type { OfferContent } from '../domain/offer-model'
import { renderOfferPdf, type PdfAcceptance } from './offer-pdf.server'

/**
 * The offer's PDF kept as bytes (docs/decisions/079-offer-pdf-cache-and-limit.md): a version's
 * document never changes once sent, so it is drawn once per offer version, language and acceptance
 * state, and kept in a least-recently-used cache bounded by bytes. Readers asking for the same
 * document while it is being drawn share that one drawing (lru-cache's `fetch`).
 */

/** What the cache may hold at most, in bytes (a PDF is some 60–200 kB: hundreds of documents). */
export const OFFER_PDF_CACHE_BYTES = 32 * 1024 * 1024

export interface PdfRequest {
  offerId: string
  content: OfferContent
  lang: Language
  acceptance: PdfAcceptance | null
}

/** One document: the offer, its version, the language, and the acceptance it shows (or none). */
export function offerPdfKey({ offerId, content, lang, acceptance }: PdfRequest): string {
  const accepted = acceptance
    ? `accepted:${acceptance.option}:${acceptance.acceptedAt.toISOString()}:${acceptance.contentSha256}`
    : 'open'
  return `${offerId}:v${content.version}:${lang}:${accepted}`
}

export interface OfferPdfCache {
  pdf(request: PdfRequest): Promise<Buffer>
  /** Documents and bytes held now. */
  size(): { documents: number; bytes: number }
}

type Render = (content: OfferContent, lang: Language, acceptance: PdfAcceptance | null) => Promise<Buffer>

export function createOfferPdfCache(maxBytes = OFFER_PDF_CACHE_BYTES, render: Render = renderOfferPdf): OfferPdfCache {
  const cache = new LRUCache<string, Buffer, PdfRequest>({
    maxSize: maxBytes,
    sizeCalculation: (bytes) => Math.max(1, bytes.length),
    // A document larger than the whole cache is drawn and served, not kept.
    maxEntrySize: maxBytes,
    fetchMethod: (_key, _stale, { context }) => render(context.content, context.lang, context.acceptance),
  })
  return {
    async pdf(request) {
      const bytes = await cache.fetch(offerPdfKey(request), { context: request })
      // Not kept (larger than the cache): drawn for this reader alone.
      return bytes ?? render(request.content, request.lang, request.acceptance)
    },
    size: () => ({ documents: cache.size, bytes: cache.calculatedSize }),
  }
}

/** Per running server: the PDF's limit per client address and its cache. */
const perRuntime = new WeakMap<object, { limiter: MemoryRateLimiter; cache: OfferPdfCache }>()

export function offerPdfServices(runtime: Pick<Runtime, 'env'>): { limiter: MemoryRateLimiter; cache: OfferPdfCache } {
  let services = perRuntime.get(runtime)
  if (!services) {
    services = {
      limiter: createMemoryRateLimiter(runtime.env.OFFER_PDF_RATE_LIMIT_MAX, runtime.env.OFFER_PDF_RATE_LIMIT_WINDOW_S),
      cache: createOfferPdfCache(),
    }
    perRuntime.set(runtime, services)
  }
  return services
}
