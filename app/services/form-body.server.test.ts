import { describe, expect, it } from 'vitest'
import { readFormBody } from './form-body.server'

describe('readFormBody', () => {
  it('reads url-encoded and multipart bodies, refuses oversized, broken and non-form ones', async () => {
    const urlencoded = new Request('http://x/', { method: 'POST', body: new URLSearchParams({ a: '1', b: 'é' }) })
    expect((await readFormBody(urlencoded))?.get('b')).toBe('é')
    const data = new FormData()
    data.append('a', 'x')
    const multipart = new Request('http://x/', { method: 'POST', body: data })
    expect((await readFormBody(multipart))?.get('a')).toBe('x')
    const big = new Request('http://x/', { method: 'POST', body: new URLSearchParams({ a: 'x'.repeat(70_000) }) })
    expect(await readFormBody(big)).toBeNull()
    const json = new Request('http://x/', {
      method: 'POST',
      body: '{}',
      headers: { 'Content-Type': 'application/json' },
    })
    expect(await readFormBody(json)).toBeNull()
    const broken = new Request('http://x/', {
      method: 'POST',
      body: 'not multipart',
      headers: { 'Content-Type': 'multipart/form-data; boundary=zz' },
    })
    expect(await readFormBody(broken)).toBeNull()
  })
})
