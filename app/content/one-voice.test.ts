import { describe, expect, it } from 'vitest'
import { otherPromises, wrongSeatRanges, type Finding } from '../../tests/support/one-voice'

/**
 * Decision 026: the same rules as tests/e2e/one-voice.spec.ts, over every string of
 * every copy catalogue, including texts only shown after an action (an estimate's result, a
 * toast, an e-mail) that a page crawl does not see.
 */
const catalogues = import.meta.glob<Record<string, unknown>>(['./*.ts', '!./*.test.ts'], { eager: true })

/** Every string of a value, each object's strings in order (a card's title before its figures). */
function strings(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value)
  else if (Array.isArray(value)) for (const item of value) strings(item, out)
  else if (value && typeof value === 'object') for (const item of Object.values(value)) strings(item, out)
  return out
}

describe('one voice in every catalogue', () => {
  it('reads every catalogue', () => {
    expect(Object.keys(catalogues).length).toBeGreaterThan(15)
  })

  for (const [file, module] of Object.entries(catalogues)) {
    it(`${file}: one quote promise, the fleet's passenger ranges`, () => {
      const found: Finding[] = []
      for (const [name, value] of Object.entries(module)) {
        const lines = strings(value)
        found.push(...otherPromises(`${file} ${name}`, lines), ...wrongSeatRanges(`${file} ${name}`, lines))
      }
      expect(found).toEqual([])
    })
  }
})
