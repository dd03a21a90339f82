import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { inflateSync } from 'node:zlib'

/**
 * The PDF's fonts (decision 050): the site's faces from their npm packages, as WOFF, turned once into
 * plain TrueType (SFNT) and parsed once by fontkit. fontkit reads a WOFF table by inflating it again
 * at every access with its own JavaScript inflate; the subsetter reads the glyph table glyph by glyph,
 * and that was most of a PDF's time (measured: the document's end — subset and embed — took 1–2 s on
 * this loaded machine from WOFF). Node's zlib unpacks each table once here instead.
 */

const require = createRequire(import.meta.url)

export const FONT_FILES = {
  display: '@fontsource/cormorant-garamond/files/cormorant-garamond-latin-500-normal.woff',
  displayBold: '@fontsource/cormorant-garamond/files/cormorant-garamond-latin-700-normal.woff',
  text: '@fontsource/inter/files/inter-latin-400-normal.woff',
  textBold: '@fontsource/inter/files/inter-latin-600-normal.woff',
} as const
export type FontName = keyof typeof FONT_FILES

/** WOFF 1.0 (W3C) → the SFNT it wraps: the same tables, unpacked, behind an SFNT table directory. */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('not a WOFF font')
  const flavor = woff.readUInt32BE(4)
  const numTables = woff.readUInt16BE(12)
  const tables: Array<{ tag: number; checksum: number; data: Buffer }> = []
  for (let i = 0; i < numTables; i++) {
    const at = 44 + i * 20
    const offset = woff.readUInt32BE(at + 4)
    const compLength = woff.readUInt32BE(at + 8)
    const origLength = woff.readUInt32BE(at + 12)
    const stored = woff.subarray(offset, offset + compLength)
    const data = compLength < origLength ? inflateSync(stored) : Buffer.from(stored)
    if (data.length !== origLength) throw new Error('WOFF table of the wrong length')
    tables.push({ tag: woff.readUInt32BE(at), checksum: woff.readUInt32BE(at + 16), data })
  }
  const entrySelector = Math.floor(Math.log2(numTables))
  const searchRange = 2 ** entrySelector * 16
  const header = Buffer.alloc(12 + numTables * 16)
  header.writeUInt32BE(flavor, 0)
  header.writeUInt16BE(numTables, 4)
  header.writeUInt16BE(searchRange, 6)
  header.writeUInt16BE(entrySelector, 8)
  header.writeUInt16BE(numTables * 16 - searchRange, 10)
  const bodies: Buffer[] = []
  let offset = header.length
  tables.forEach((table, i) => {
    const at = 12 + i * 16
    header.writeUInt32BE(table.tag, at)
    header.writeUInt32BE(table.checksum, at + 4)
    header.writeUInt32BE(offset, at + 8)
    header.writeUInt32BE(table.data.length, at + 12)
    const padded = Buffer.alloc((table.data.length + 3) & ~3)
    table.data.copy(padded)
    bodies.push(padded)
    offset += padded.length
  })
  return Buffer.concat([header, ...bodies])
}

/** A font as fontkit parses it (what pdfkit embeds); only its being one matters here. */
export type ParsedFont = { layout: (...args: never[]) => unknown; type?: string }
const fontkit = require('fontkit') as { create(data: Uint8Array): ParsedFont }

let fonts: Record<FontName, ParsedFont> | undefined

/** The four faces, read, unpacked and parsed once. */
export function pdfFonts(): Record<FontName, ParsedFont> {
  fonts ??= Object.fromEntries(
    Object.entries(FONT_FILES).map(([name, file]) => [
      name,
      fontkit.create(woffToSfnt(readFileSync(require.resolve(file)))),
    ]),
  ) as Record<FontName, ParsedFont>
  return fonts
}
