import { MAX_STATEMENT_BYTES } from '../domain/camt053'

/**
 * The statement's upload (docs/product.md §17): a multipart form with the file in `statement`, or
 * the raw XML itself (`Content-Type: application/xml`), read up to the statement's limit — a bigger
 * body is cut off unread. Returns the XML text, `too_large`, or null for anything else.
 */
export async function readStatementBody(request: Request): Promise<{ xml: string } | 'too_large' | null> {
  const limit = MAX_STATEMENT_BYTES + 64 * 1024 // the multipart envelope around the file
  const declared = Number(request.headers.get('Content-Length'))
  if (Number.isFinite(declared) && declared > limit) return 'too_large'
  if (!request.body) return null
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      await reader.cancel()
      return 'too_large'
    }
    chunks.push(value)
  }
  const bytes = Buffer.concat(chunks)
  // The multipart boundary is case-sensitive: only the media type is compared in lower case.
  const type = request.headers.get('Content-Type') ?? ''
  const media = type.toLowerCase()
  if (media.startsWith('application/xml') || media.startsWith('text/xml')) return { xml: bytes.toString('utf8') }
  if (!media.startsWith('multipart/form-data')) return null
  try {
    const form = await new Response(bytes, { headers: { 'Content-Type': type } }).formData()
    const file = form.get('statement')
    if (file === null || typeof file === 'string') return null
    if (file.size > MAX_STATEMENT_BYTES) return 'too_large'
    return { xml: await file.text() }
  } catch {
    return null
  }
}
