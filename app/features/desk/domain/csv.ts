/**
 * CSV for spreadsheet programs (RFC 4180): comma-separated, CRLF line ends, every field quoted,
 * quotes doubled, and a UTF-8 byte-order mark first so Excel reads French accents. One request,
 * one line: line breaks and tabs inside a cell (a value stored before the one-line rule, docs/
 * decisions/034-one-email-rule.md) become spaces. A cell that starts like a formula (= + - @, after blanks) is
 * prefixed with an apostrophe: opening the file never runs what a visitor typed (CSV injection).
 */
export const UTF8_BOM = '\uFEFF'

const LINE_BREAKS = /[\r\n\t\u2028\u2029]/g

export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value).replace(LINE_BREAKS, ' ')
  if (/^\s*[=+\-@]/.test(text)) text = `'${text}`
  return `"${text.replace(/"/g, '""')}"`
}

export function toCsv(
  header: readonly string[],
  rows: ReadonlyArray<ReadonlyArray<string | number | null | undefined>>,
): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(','))
  return `${UTF8_BOM}${lines.join('\r\n')}\r\n`
}
