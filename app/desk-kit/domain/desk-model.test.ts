import { describe, expect, it } from 'vitest'
import {
  decodeCursor,
  encodeCursor,
  firstResponseMinutes,
  inboxSearch,
  likeEscape,
  parseInboxFilters,
} from './desk-model'

const id = '0b6c4f0e-8d3e-4f5a-9a51-2f7f3c1d9e10'

describe('inbox filters', () => {
  it('reads known values and ignores the rest', () => {
    const params = new URLSearchParams({ kind: 'quote', status: 'won', owner: 'A@EXAMPLE.COM', q: ' LBG ', extra: 'x' })
    expect(parseInboxFilters(params, ['a@example.com'])).toEqual({
      kind: 'quote',
      status: 'won',
      owner: 'a@example.com',
      q: 'lbg',
    })
    expect(
      parseInboxFilters(new URLSearchParams({ kind: 'x', status: 'y', owner: 'z@example.com', q: 'ab' }), []),
    ).toEqual({})
  })

  it('round-trips a cursor and refuses a forged one', () => {
    const cursor = { at: '2026-11-24T05:00:00.123Z', id }
    expect(decodeCursor(encodeCursor(cursor))).toEqual(cursor)
    expect(decodeCursor(`${cursor.at}~not-a-uuid`)).toBeUndefined()
    expect(decodeCursor(`yesterday~${id}`)).toBeUndefined()
    expect(decodeCursor(`${cursor.at}~${id}~x`)).toBeUndefined()
    const filters = parseInboxFilters(new URLSearchParams(inboxSearch({ kind: 'contact', before: cursor })), [])
    expect(filters).toEqual({ kind: 'contact', before: cursor })
  })

  it('escapes LIKE wildcards', () => {
    expect(likeEscape('50%_a\\b')).toBe('50\\%\\_a\\\\b')
  })

  it('measures the first response in whole minutes', () => {
    expect(firstResponseMinutes(new Date('2026-01-01T10:00:00Z'), new Date('2026-01-01T10:42:20Z'))).toBe(42)
    expect(firstResponseMinutes(new Date('2026-01-01T10:00:00Z'), null)).toBeNull()
  })
})
