import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { woffToSfnt, type ParsedFont } from '~/services/pdf-fonts.server'

/**
 * Names in any script on the offer's PDF (docs/decisions/050-offer-pdf-and-airport-time-zones.md,
 * docs/decisions/084-abuse-limits-and-names-in-any-script.md): the
 * site's faces cover Latin only, so a client called محمد بن راشد, דוד לוי, 王小明 or Zoë 👋 gets
 * Noto faces for what they lack — Noto Sans Arabic, Noto Sans Hebrew, Noto Emoji (monochrome) and
 * Noto Sans SC — from their @fontsource packages (WOFF: pdfkit reads no WOFF2), split by the
 * packages' own unicode ranges, each file loaded the first time a text needs it, and embedded as a
 * subset by pdfkit. fontkit shapes Arabic (joining forms) and lays a right-to-left run out in
 * visual order; the PDF's lines stay left-to-right (the offer is French or English), each run of
 * another script drawn whole, so its words keep their order and the text around it its place.
 */

const require = createRequire(import.meta.url)
const fontkit = require('fontkit') as { create(data: Uint8Array): ParsedFont & FontCoverage }

interface FontCoverage {
  hasGlyphForCodePoint(codePoint: number): boolean
}

/** The fallback packages, in the order they are tried (their CSS: one @font-face per file). */
const FALLBACKS = [
  '@fontsource/noto-sans-arabic/400.css',
  '@fontsource/noto-sans-hebrew/400.css',
  '@fontsource/noto-emoji/400.css',
  '@fontsource/noto-sans-sc/400.css',
] as const

interface Face {
  /** The name pdfkit registers it under. */
  key: string
  file: string
  ranges: Array<[number, number]>
  font?: ParsedFont & FontCoverage
}

let faces: Face[] | undefined

/** Each @font-face of the packages' CSS: its WOFF file and its unicode ranges. */
function fallbackFaces(): Face[] {
  faces ??= FALLBACKS.flatMap((css) => {
    const cssFile = require.resolve(css)
    const text = readFileSync(cssFile, 'utf8')
    return [...text.matchAll(/@font-face\s*{([^}]*)}/g)].flatMap((block, i) => {
      const body = block[1] ?? ''
      const woff = /url\(([^)]+\.woff)\) format\('woff'\)/.exec(body)?.[1]
      const range = /unicode-range:\s*([^;]+);/.exec(body)?.[1]
      if (!woff || !range) return []
      const ranges = range.split(',').map((part): [number, number] => {
        const [from, to] = part.trim().replace(/^U\+/i, '').split('-')
        const start = Number.parseInt(from ?? '0', 16)
        return [start, to ? Number.parseInt(to, 16) : start]
      })
      return [
        {
          key: `fallback-${path.basename(css, '.css')}-${css.split('/')[1]}-${i}`,
          file: path.resolve(path.dirname(cssFile), woff),
          ranges,
        },
      ]
    })
  })
  return faces
}

function loaded(face: Face): ParsedFont & FontCoverage {
  face.font ??= fontkit.create(woffToSfnt(readFileSync(face.file)))
  return face.font
}

/** The fallback face that draws `codePoint`, if any. */
function faceFor(codePoint: number): Face | undefined {
  for (const face of fallbackFaces()) {
    if (!face.ranges.some(([a, b]) => codePoint >= a && codePoint <= b)) continue
    if (loaded(face).hasGlyphForCodePoint(codePoint)) return face
  }
  return undefined
}

/** A piece of text and the face that draws it: `undefined` for the document's own face. */
export interface FontRun {
  text: string
  face?: { key: string; font: ParsedFont }
}

/** Joiners and variation selectors follow the character before them (emoji sequences). */
const isAttached = (ch: string) => {
  const cp = ch.codePointAt(0) ?? 0
  return cp === 0x200d || cp === 0xfe0e || cp === 0xfe0f || (cp >= 0x1f3fb && cp <= 0x1f3ff)
}
/** Spaces and punctuation: drawn by the face of the run they stand inside. */
const NEUTRAL = /[\s.,;:'"’«»()\-–—]/u

/**
 * Splits `text` into runs: what `base` draws stays in it; each character it lacks goes to the
 * first fallback face that has it; a space or punctuation between two characters of the same
 * fallback face stays in that run (a name of several words is laid out whole).
 */
export function fontRuns(text: string, base: FontCoverage): FontRun[] {
  const chars = [...text]
  const owner: Array<Face | null | 'neutral'> = chars.map((ch) => {
    const cp = ch.codePointAt(0) ?? 0
    if (isAttached(ch)) return 'neutral'
    if (NEUTRAL.test(ch)) return 'neutral'
    if (base.hasGlyphForCodePoint(cp)) return null
    return faceFor(cp) ?? null
  })
  // Neutrals take the face of the characters around them when both sides agree; else the base face.
  const resolved = owner.map((o, i) => {
    if (o !== 'neutral') return o
    const ch = chars[i] ?? ''
    const before = owner
      .slice(0, i)
      .reverse()
      .find((x) => x !== 'neutral')
    if (isAttached(ch)) return before ?? null
    const after = owner.slice(i + 1).find((x) => x !== 'neutral')
    return before && before === after ? before : null
  })
  const runs: FontRun[] = []
  resolved.forEach((face, i) => {
    const last = runs.at(-1)
    const key = face ? face.key : undefined
    if (last && last.face?.key === key) last.text += chars[i]
    else runs.push({ text: chars[i] ?? '', face: face ? { key: face.key, font: loaded(face) } : undefined })
  })
  return runs
}
