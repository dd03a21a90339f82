/** Largest accepted form body: the club's form B at its longest is well under this. */
export const MAX_FORM_BYTES = 64 * 1024

/**
 * A url-encoded or multipart form body, read up to `maxBytes` (a bigger body is refused without
 * being read to the end). Returns the text fields, or null when too large or not a (well-formed) form.
 */
export async function readFormBody(
  request: Request,
  maxBytes: number = MAX_FORM_BYTES,
): Promise<URLSearchParams | null> {
  const declared = Number(request.headers.get('Content-Length'))
  if (Number.isFinite(declared) && declared > maxBytes) return null
  const type = request.headers.get('Content-Type') ?? ''
  if (!request.body) return new URLSearchParams()
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBytes) {
      await reader.cancel()
      return null
    }
    chunks.push(value)
  }
  const bytes = Buffer.concat(chunks)
  if (type.startsWith('application/x-www-form-urlencoded')) return new URLSearchParams(bytes.toString('utf8'))
  if (type.startsWith('multipart/form-data')) {
    let form: FormData
    try {
      form = await new Response(bytes, { headers: { 'Content-Type': type } }).formData()
    } catch {
      return null // a broken multipart body is no form
    }
    const params = new URLSearchParams()
    for (const [key, value] of form.entries()) if (typeof value === 'string') params.append(key, value)
    return params
  }
  return null
}
