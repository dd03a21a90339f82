import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { csvCell, toCsv, UTF8_BOM } from './csv'

describe('toCsv', () => {
  it('starts with the BOM, quotes every cell, doubles quotes, ends lines with CRLF', () => {
    const csv = toCsv(
      ['Nom', 'Note'],
      [
        ['Élodie "Lou" Durand', 'a,b'],
        ['Zoë', null],
      ],
    )
    expect(csv).toBe(`${UTF8_BOM}"Nom","Note"\r\n"Élodie ""Lou"" Durand","a,b"\r\n"Zoë",""\r\n`)
  })

  it('defuses cells that a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`)
    expect(csvCell('+33 1 99 00 00 00')).toBe(`"'+33 1 99 00 00 00"`)
    expect(csvCell('@SUM(A1)')).toBe(`"'@SUM(A1)"`)
  })

  it('every cell reads back as what was written (after the formula guard)', () => {
    fc.assert(
      fc.property(fc.array(fc.array(fc.string(), { minLength: 2, maxLength: 2 }), { maxLength: 5 }), (rows) => {
        const csv = toCsv(['a', 'b'], rows)
        // Parse: quoted fields only.
        const body = csv.slice(1)
        const cells: string[] = []
        const re = /"((?:[^"]|"")*)"(,|\r\n)/g
        let m: RegExpExecArray | null
        while ((m = re.exec(body))) cells.push((m[1] ?? '').replace(/""/g, '"'))
        const oneLine = (s: string) => s.replace(/[\r\n\t\u2028\u2029]/g, ' ')
        const expected = [
          'a',
          'b',
          ...rows
            .flat()
            .map(oneLine)
            .map((s) => (/^\s*[=+\-@]/.test(s) ? `'${s}` : s)),
        ]
        expect(cells).toEqual(expected)
      }),
    )
  })

  it('one request, one line: line breaks and tabs in a cell never split a row', () => {
    expect(csvCell('Camille\r\nBcc: x@evil.example')).toBe('"Camille  Bcc: x@evil.example"')
    expect(csvCell('\t=1+1')).toBe(`"' =1+1"`)
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.string({ unit: 'binary' }), { minLength: 3, maxLength: 3 }), { maxLength: 6 }),
        (rows) => {
          const csv = toCsv(['a', 'b', 'c'], rows)
          expect(csv.split('\r\n')).toHaveLength(rows.length + 2)
          expect(csv.replace(/\r\n/g, '')).not.toMatch(/[\r\n\u2028\u2029]/)
        },
      ),
    )
  })
})
