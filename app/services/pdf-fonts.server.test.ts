import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import { FONT_FILES, pdfFonts, woffToSfnt } from './pdf-fonts.server'

const require = createRequire(import.meta.url)

describe('the PDF’s fonts', () => {
  it('unpacks each WOFF into a TrueType font fontkit reads as such, with the same glyphs', () => {
    const fontkit = require('fontkit') as {
      create(data: Uint8Array): { type: string; numGlyphs: number; hasGlyphForCodePoint(c: number): boolean }
    }
    for (const file of Object.values(FONT_FILES)) {
      const woff = readFileSync(require.resolve(file))
      const sfnt = woffToSfnt(woff)
      const original = fontkit.create(woff)
      const unpacked = fontkit.create(sfnt)
      expect(unpacked.type).toBe('TTF')
      expect(unpacked.numGlyphs).toBe(original.numGlyphs)
      for (const c of 'éèàçÉœ€’«»'.split('').map((ch) => ch.codePointAt(0)!))
        expect(unpacked.hasGlyphForCodePoint(c)).toBe(true)
    }
    expect(Object.keys(pdfFonts())).toEqual(Object.keys(FONT_FILES))
  })

  it('refuses what is not a WOFF', () => {
    expect(() => woffToSfnt(Buffer.from('not a font at all, really not'))).toThrow('not a WOFF font')
  })
})
