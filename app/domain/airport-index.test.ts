import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { buildCompactIndex } from './airport-index'

/** Levenshtein distance, the textbook way: what the index's pruned scan must agree with. */
function levenshtein(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const next = [i]
    for (let j = 1; j <= b.length; j++) {
      next[j] = Math.min(
        (row[j] as number) + 1,
        (next[j - 1] as number) + 1,
        (row[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1),
      )
    }
    row = next
  }
  return row[b.length] as number
}

/** An index of documents given as their fields' texts, words searched as written. */
const indexOf = (docs: readonly (readonly string[])[], fields = 1) =>
  buildCompactIndex(
    docs.length,
    fields,
    (doc, field) => docs[doc]?.[field] ?? '',
    (word) => word,
  )

// Small alphabets make near words (and shared prefixes, which the scan reuses) common.
const word = fc.string({ unit: fc.constantFrom('a', 'b', 'c', 'é'), minLength: 1, maxLength: 9 })
const documents = fc.array(fc.array(word, { minLength: 0, maxLength: 4 }), { minLength: 1, maxLength: 30 })

describe('buildCompactIndex', () => {
  it('finds a word exactly, as a prefix and within the typo allowance, as a plain scan would', () => {
    fc.assert(
      fc.property(documents, word, fc.boolean(), fc.integer({ min: 0, max: 2 }), (docs, term, prefix, fuzzy) => {
        const index = indexOf(docs.map((words) => [words.join(' ')]))
        const found = index.match({ term, prefix, fuzzy }, [1])
        const expected = new Set(
          docs.flatMap((words, doc) =>
            words.some((w) => w === term || (prefix && w.startsWith(term)) || levenshtein(w, term) <= fuzzy)
              ? [doc]
              : [],
          ),
        )
        expect(new Set(found.keys())).toEqual(expected)
        for (const match of found.values()) expect(match.score).toBeGreaterThan(0)
      }),
      { numRuns: 500 },
    )
  })

  it('scores an exact word above a prefix or a typo; a rarer word above a common one', () => {
    const index = indexOf([['paris'], ['parisian'], ['parjs'], ['nice'], ['nice'], ['nice']])
    const scores = index.match({ term: 'paris', prefix: true, fuzzy: 1 }, [1])
    expect(scores.get(0)!.score).toBeGreaterThan(scores.get(1)!.score)
    expect(scores.get(0)!.score).toBeGreaterThan(scores.get(2)!.score)
    const nice = index.match({ term: 'nice', prefix: false, fuzzy: 0 }, [1]).get(3)!.score
    expect(index.match({ term: 'parjs', prefix: false, fuzzy: 0 }, [1]).get(2)!.score).toBeGreaterThan(nice)
  })

  it('weighs each field by its boost, a field of boost 0 not at all, and says which fields matched', () => {
    const index = indexOf(
      [
        ['lbg', 'le bourget'],
        ['xyz', 'lbg'],
      ],
      2,
    )
    const found = index.match({ term: 'lbg', prefix: false, fuzzy: 0 }, [4, 1])
    expect(found.get(0)!.score).toBeGreaterThan(found.get(1)!.score)
    expect([...found.get(0)!.words.values()]).toEqual([0b01])
    expect([...found.get(1)!.words.values()]).toEqual([0b10])
    expect([...index.match({ term: 'lbg', prefix: false, fuzzy: 0 }, [4, 0]).keys()]).toEqual([0])
  })
})
