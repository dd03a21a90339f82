/**
 * A compact full-text index for the airport search (docs/decisions/071): every word of every
 * field, sorted, in one string; the documents holding each word in typed arrays. ~9,000 airports
 * take ~2 MB here, against ~27 MB of nested Maps in a general-purpose index, and a garbage
 * collection has almost nothing in it to mark (a handful of objects, not ~100,000).
 *
 * Scoring is BM25+ per field, with exact words weighing 1, prefixes 0.375 and typos 0.45, each
 * fading with the distance to the typed word (the weights and formula of MiniSearch 7, which this
 * index replaced, so the ranking stayed the same).
 *
 * Pure: no I/O. The caller gives each field's text and how a written word is searched (`termOf`);
 * the index answers, for one typed word, the documents it matches with their score and the fields
 * and words matched.
 */

/** BM25+ parameters (k, b, d) and match weights, as MiniSearch 7's defaults. */
const K = 1.2
const B = 0.7
const D = 0.5
const PREFIX_WEIGHT = 0.375
const FUZZY_WEIGHT = 0.45

/** Words of a field as written: letters and digits ("Saint-Tropez" → Saint, Tropez). */
const SEPARATORS = /[^\p{L}\p{N}]+/u

/** One typed word's matches in one document. */
export interface WordMatch {
  score: number
  /** Index words matched (positions in the sorted dictionary) and, for each, the fields (bit mask). */
  words: Map<number, number>
}

export interface WordQuery {
  term: string
  prefix: boolean
  /** Largest edit distance allowed (0: none). */
  fuzzy: number
}

export interface CompactIndex {
  /** Documents matching the typed word, with their score. */
  match(query: WordQuery, boosts: readonly number[]): Map<number, WordMatch>
  /** The dictionary's word at `position` starts with `prefix`. */
  wordStartsWith(position: number, prefix: string): boolean
}

/**
 * Indexes `docCount` documents of `fieldCount` fields each: `fieldText(doc, field)` gives a
 * field's text, `termOf(word)` the searched form of each of its words (null: not searched).
 * Built with as little garbage as it can: the server builds it at start, and what it leaves
 * behind stays in the heap until V8 next collects (decision 071).
 */
export function buildCompactIndex(
  docCount: number,
  fieldCount: number,
  fieldText: (doc: number, field: number) => string,
  termOf: (word: string) => string | null,
): CompactIndex {
  const fieldLength = new Uint8Array(docCount * fieldCount)
  const totalLength = new Array<number>(fieldCount).fill(0)
  // Postings (word id, field, document, frequency) in document order, as flat arrays of small
  // integers: no array or map per word. Each written word is folded once.
  const wordIds = new Map<string, number>()
  const postWord: number[] = []
  const postField: number[] = []
  const postDoc: number[] = []
  const postFreq: number[] = []
  const termCache = new Map<string, string | null>()
  const raw: string[] = []
  const terms: string[] = []
  for (let doc = 0; doc < docCount; doc++) {
    for (let field = 0; field < fieldCount; field++) {
      raw.length = 0
      terms.length = 0
      // index loops: this runs once, before V8 optimises it, and each for…of step would allocate
      const words = fieldText(doc, field).split(SEPARATORS)
      for (let w = 0; w < words.length; w++) {
        const word = words[w] as string
        if (!word) continue
        // its distinct words as written weigh in the score (BM25's field length)
        if (!raw.includes(word)) raw.push(word)
        let term = termCache.get(word)
        if (term === undefined) termCache.set(word, (term = termOf(word)))
        if (term) terms.push(term)
      }
      const length = Math.min(255, raw.length)
      fieldLength[doc * fieldCount + field] = length
      totalLength[field] = (totalLength[field] as number) + length
      for (let t = 0; t < terms.length; t++) {
        const term = terms[t] as string
        if (terms.indexOf(term) !== t) continue
        let count = 0
        for (let o = t; o < terms.length; o++) if (terms[o] === term) count++
        let id = wordIds.get(term)
        if (id === undefined) wordIds.set(term, (id = wordIds.size))
        postWord.push(id)
        postField.push(field)
        postDoc.push(doc)
        postFreq.push(Math.min(255, count))
      }
    }
  }
  termCache.clear()
  const avgLength = totalLength.map((total) => total / Math.max(1, docCount))

  // The dictionary: the words sorted, in one string, each word's start in `wordStart`.
  const byId = [...wordIds.keys()]
  wordIds.clear()
  const wordCount = byId.length
  const order = Array.from(byId.keys()).sort((a, b) => {
    const x = byId[a] as string
    const y = byId[b] as string
    return x < y ? -1 : x > y ? 1 : 0
  })
  const rankOf = new Uint32Array(wordCount)
  order.forEach((id, rank) => (rankOf[id] = rank))
  const text = order.map((id) => byId[id]).join('')
  const wordStart = new Uint32Array(wordCount + 1)
  order.forEach((id, rank) => (wordStart[rank + 1] = (wordStart[rank] as number) + (byId[id] as string).length))
  byId.length = 0

  // Each word's postings together, in field then document order (a counting sort).
  const postingCount = postWord.length
  const postingStart = new Uint32Array(wordCount + 1)
  for (const id of postWord) {
    const next = (rankOf[id] as number) + 1
    postingStart[next] = (postingStart[next] as number) + 1
  }
  for (let i = 0; i < wordCount; i++)
    postingStart[i + 1] = (postingStart[i + 1] as number) + (postingStart[i] as number)
  const cursor = postingStart.slice(0, wordCount)
  const postingDoc = new Uint32Array(postingCount)
  const postingField = new Uint8Array(postingCount)
  const postingFreq = new Uint8Array(postingCount)
  for (let field = 0; field < fieldCount; field++) {
    for (let p = 0; p < postingCount; p++) {
      if (postField[p] !== field) continue
      const rank = rankOf[postWord[p] as number] as number
      const at = cursor[rank] as number
      cursor[rank] = at + 1
      postingField[at] = field
      postingDoc[at] = postDoc[p] as number
      postingFreq[at] = postFreq[p] as number
    }
  }
  const maxWordLength = wordStart.reduce(
    (max, start, i) => (i === 0 ? 0 : Math.max(max, start - (wordStart[i - 1] as number))),
    0,
  )

  const lengthOf = (i: number) => (wordStart[i + 1] as number) - (wordStart[i] as number)

  /** Compares the dictionary's word `i` with `term`: <0, 0, >0. */
  function compare(i: number, term: string): number {
    const start = wordStart[i] as number
    const length = lengthOf(i)
    const n = Math.min(length, term.length)
    for (let c = 0; c < n; c++) {
      const d = text.charCodeAt(start + c) - term.charCodeAt(c)
      if (d !== 0) return d
    }
    return length - term.length
  }

  /** First dictionary position whose word is ≥ term. */
  function lowerBound(term: string): number {
    let lo = 0
    let hi = wordCount
    while (lo < hi) {
      const mid = (lo + hi) >>> 1
      if (compare(mid, term) < 0) lo = mid + 1
      else hi = mid
    }
    return lo
  }

  function wordStartsWith(i: number, prefix: string): boolean {
    if (lengthOf(i) < prefix.length) return false
    const start = wordStart[i] as number
    for (let c = 0; c < prefix.length; c++) if (text.charCodeAt(start + c) !== prefix.charCodeAt(c)) return false
    return true
  }

  function addWord(i: number, weight: number, boosts: readonly number[], into: Map<number, WordMatch>) {
    const from = postingStart[i] as number
    const to = postingStart[i + 1] as number
    let p = from
    while (p < to) {
      const field = postingField[p] as number
      let end = p
      while (end < to && postingField[end] === field) end++
      const boost = boosts[field] ?? 0
      if (boost > 0) {
        // documents holding the word in this field (BM25's document frequency)
        const matching = end - p
        const idf = Math.log(1 + (docCount - matching + 0.5) / (matching + 0.5))
        const avg = avgLength[field] || 1
        for (let q = p; q < end; q++) {
          const doc = postingDoc[q] as number
          const freq = postingFreq[q] as number
          const length = fieldLength[doc * fieldCount + field] as number
          const score = weight * boost * idf * (D + (freq * (K + 1)) / (freq + K * (1 - B + (B * length) / avg)))
          let found = into.get(doc)
          if (!found) into.set(doc, (found = { score: 0, words: new Map() }))
          found.score += score
          found.words.set(i, (found.words.get(i) ?? 0) | (1 << field))
        }
      }
      p = end
    }
  }

  /** Dictionary positions within `max` edits of `term` (Levenshtein), with their distance. */
  function withinDistance(term: string, max: number): Map<number, number> {
    const found = new Map<number, number>()
    const n = term.length
    // rows[d]: the edit distances between the first d letters of the current word and each prefix of `term`
    const rows: Int32Array[] = [Int32Array.from({ length: n + 1 }, (_, j) => j)]
    for (let d = 1; d <= maxWordLength; d++) rows.push(new Int32Array(n + 1))
    let previous = -1
    // rows[0..computed] hold the previous word's first letters; `dead`: the depth past the allowance
    let computed = 0
    let dead = -1
    for (let i = 0; i < wordCount; i++) {
      const start = wordStart[i] as number
      const length = lengthOf(i)
      let shared = 0
      if (previous >= 0) {
        const previousStart = wordStart[previous] as number
        const limit = Math.min(computed, length)
        while (shared < limit && text.charCodeAt(start + shared) === text.charCodeAt(previousStart + shared)) shared++
        // starts with letters already too far from the typed word
        if (dead >= 0 && shared >= dead) continue
      }
      dead = -1
      previous = i
      for (let depth = shared + 1; depth <= length; depth++) {
        const above = rows[depth - 1] as Int32Array
        const row = rows[depth] as Int32Array
        const letter = text.charCodeAt(start + depth - 1)
        // Only the cells within `max` of the diagonal can stay within `max`; the others hold max + 1.
        const lo = Math.max(1, depth - max)
        const hi = Math.min(n, depth + max)
        row[lo - 1] = lo === 1 ? depth : max + 1
        let least = lo === 1 ? depth : max + 1
        for (let j = lo; j <= hi; j++) {
          const cost = letter === term.charCodeAt(j - 1) ? 0 : 1
          const value = Math.min((above[j] as number) + 1, (row[j - 1] as number) + 1, (above[j - 1] as number) + cost)
          row[j] = value
          if (value < least) least = value
        }
        if (hi < n) row[hi + 1] = max + 1
        if (least > max) {
          dead = depth
          break
        }
      }
      computed = dead >= 0 ? dead : length
      if (dead < 0) {
        const distance = (rows[length] as Int32Array)[n] as number
        if (distance <= max) found.set(i, distance)
      }
    }
    return found
  }

  return {
    wordStartsWith,
    match({ term, prefix, fuzzy }, boosts) {
      const results = new Map<number, WordMatch>()
      if (!term) return results
      const first = lowerBound(term)
      const exact = first < wordCount && compare(first, term) === 0 ? first : -1
      if (exact >= 0) addWord(exact, 1, boosts, results)
      const prefixed = new Set<number>()
      if (prefix) {
        for (let i = exact >= 0 ? first + 1 : first; i < wordCount && wordStartsWith(i, term); i++) {
          const length = lengthOf(i)
          const distance = length - term.length
          prefixed.add(i)
          addWord(i, (PREFIX_WEIGHT * length) / (length + 0.3 * distance), boosts, results)
        }
      }
      if (fuzzy > 0) {
        for (const [i, distance] of withinDistance(term, fuzzy)) {
          // the exact word and the prefixes are scored as such
          if (distance === 0 || prefixed.has(i)) continue
          const length = lengthOf(i)
          addWord(i, (FUZZY_WEIGHT * length) / (length + distance), boosts, results)
        }
      }
      return results
    },
  }
}
