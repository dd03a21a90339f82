import { stringify } from 'csv-stringify/sync'

/**
 * The GAR's rows (domain/gar.ts) as CSV (RFC 4180, CRLF). A cell a spreadsheet would read as a
 * formula (=, +, -, @) gets a leading apostrophe: the file is opened by people, in Excel.
 */
export function garCsv(rows: string[][]): string {
  const safe = rows.map((row) => row.map((cell) => (/^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell)))
  return stringify(safe, { record_delimiter: 'windows' })
}
