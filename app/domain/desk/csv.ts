/**
 * CSV for spreadsheet programs (RFC 4180): comma-separated, CRLF line ends, every field quoted,
 * quotes doubled, and a UTF-8 byte-order mark first so Excel reads French accents. A cell that
 * starts like a formula (= + - @, tab, CR) is prefixed with an apostrophe: opening the file never
 * runs what a visitor typed (CSV injection).
 */
export const UTF8_BOM = '\uFEFF'

export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value)
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return `"${text.replace(/"/g, '""')}"`
}

export function toCsv(
  header: readonly string[],
  rows: ReadonlyArray<ReadonlyArray<string | number | null | undefined>>,
): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(','))
  return `${UTF8_BOM}${lines.join('\r\n')}\r\n`
}
