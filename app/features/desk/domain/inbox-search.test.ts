import { describe, expect, it } from 'vitest'
import { matchesSearch, searchTermsOf } from './inbox-search'

const request = { id: 'b57da2f8-1c2d-4e5f-8a9b-0c1d2e3f4a5b', phone: '+33 6 12 34 56 78' }
const finds = (query: string) => matchesSearch(searchTermsOf(query), request)

describe('the desk search by reference', () => {
  it('finds the reference whole, in any case, with or without its prefix and dashes', () => {
    for (const q of ['HERRA-R-B57D-A2F8', 'herra-r-b57d-a2f8', 'HERRAR-B57DA2F8', 'b57d-a2f8', 'B57DA2F8'])
      expect(finds(q), q).toBe(true)
  })

  it('finds it by 4 to 8 of its characters: the last four, the first four', () => {
    expect(searchTermsOf('A2F8').reference).toBe('A2F8')
    expect(finds('a2f8')).toBe(true)
    expect(finds('B57D')).toBe(true)
    expect(finds('7da2f')).toBe(true)
  })

  it('does not take 3 characters, 9 characters or a wrong suffix for a reference', () => {
    expect(searchTermsOf('a2f').reference).toBeNull()
    expect(searchTermsOf('b57da2f81').reference).toBeNull()
    expect(finds('A2F9')).toBe(false)
    expect(searchTermsOf('nice').reference).toBeNull()
  })
})

describe('the desk search by phone', () => {
  it('compares digits only, the national 0 or the country code alike', () => {
    expect(searchTermsOf('06 12 34 56 78').phoneDigits).toBe('612345678')
    expect(finds('06 12 34 56 78')).toBe(true)
    expect(finds('+33612345678')).toBe(true)
    expect(finds('(0)6.12.34.56.78')).toBe(true)
    expect(finds('34 56 78')).toBe(true)
  })

  it('needs six digits, and the right ones', () => {
    expect(searchTermsOf('56 78').phoneDigits).toBeNull()
    expect(finds('06 12 34 56 79')).toBe(false)
    expect(matchesSearch(searchTermsOf('612345678'), { ...request, phone: null })).toBe(false)
  })
})
