import { XMLParser } from 'fast-xml-parser'
import { MAX_STATEMENT_BYTES } from './booking-forms'
import { referencesIn } from './payment-reference'

/**
 * The bank's end-of-day statement, ISO 20022 camt.053 (docs/product.md §17, decision 091): the
 * credits it books, each with its amount in cents, currency, booking date, payer and remittance
 * text, and the payment references found in it. Read safely: a document type declaration (where
 * entity tricks live) is refused before parsing, the parser expands no entity but XML's five, and a
 * document of another namespace is refused with what it is. Pure: text in, statements out.
 */

export const CAMT053_NAMESPACE = /^urn:iso:std:iso:20022:tech:xsd:camt\.053\.001\.\d{2}$/
export { MAX_STATEMENT_BYTES } from './booking-forms'

export type CamtError = 'too_large' | 'not_xml' | 'doctype' | 'namespace' | 'no_statement'

export interface CamtCredit {
  /** Statement id + the bank's entry reference (AcctSvcrRef, else NtryRef, else its position). */
  key: string
  amountCents: number
  currency: string
  bookedOn: string | null
  debtor: string | null
  remittance: string
  references: string[]
}

export interface CamtStatement {
  id: string
  iban: string | null
  credits: CamtCredit[]
  /** Debits and pending entries are not payments: counted, not kept. */
  skipped: number
}

export type CamtResult = { ok: true; statements: CamtStatement[] } | { ok: false; error: CamtError; detail?: string }

type Node = Record<string, unknown>

const ARRAYS = new Set(['Stmt', 'Ntry', 'TxDtls', 'Ustrd', 'Strd'])

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  processEntities: true,
  htmlEntities: false,
  isArray: (name) => ARRAYS.has(name),
})

const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && !Array.isArray(v)
const child = (n: unknown, ...path: string[]): unknown =>
  path.reduce<unknown>((at, key) => (isNode(at) ? at[key] : undefined), n)
const textOf = (v: unknown): string | null => {
  if (typeof v === 'string') return v
  if (isNode(v) && typeof v['#text'] === 'string') return v['#text']
  return null
}
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : v === undefined ? [] : [v])

/** A decimal amount as ISO 20022 writes it (`1234.5`) → integer cents, exactly (no float). */
export function amountToCents(text: string): number | null {
  const m = /^(\d{1,13})(?:\.(\d{1,2}))?$/.exec(text.trim())
  if (!m) return null
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'))
}

function remittanceOf(tx: unknown): string {
  const parts: string[] = []
  for (const u of list(child(tx, 'RmtInf', 'Ustrd'))) {
    const t = textOf(u)
    if (t) parts.push(t)
  }
  for (const s of list(child(tx, 'RmtInf', 'Strd'))) {
    const t = textOf(child(s, 'CdtrRefInf', 'Ref'))
    if (t) parts.push(t)
  }
  const e2e = textOf(child(tx, 'Refs', 'EndToEndId'))
  if (e2e && e2e !== 'NOTPROVIDED') parts.push(e2e)
  return parts.join(' ').slice(0, 1000)
}

function debtorOf(tx: unknown): string | null {
  return textOf(child(tx, 'RltdPties', 'Dbtr', 'Nm')) ?? textOf(child(tx, 'RltdPties', 'Dbtr', 'Pty', 'Nm')) ?? null
}

/** Where the root element starts: after the declaration, processing instructions, comments and spaces. */
function rootStart(xml: string): number {
  let at = xml.startsWith('\ufeff') ? 1 : 0
  for (;;) {
    while (at < xml.length && /\s/.test(xml[at]!)) at++
    const close = xml.startsWith('<?', at) ? '?>' : xml.startsWith('<!--', at) ? '-->' : null
    if (!close) return at
    const end = xml.indexOf(close, at + (close === '-->' ? 4 : 2))
    if (end < 0) return xml.length
    at = end + close.length
  }
}

/**
 * The namespace of the root `Document` element (the parser drops prefixes and their declarations):
 * the root's own start tag, after the prolog — never a `<Document` written in a comment before it.
 */
function rootNamespace(xml: string): string {
  const tag = /^<(?:([A-Za-z_][\w.-]*):)?Document\b([^>]*)>/.exec(xml.slice(rootStart(xml)))
  if (!tag) return ''
  const attr = tag[1] ? `xmlns:${tag[1]}` : 'xmlns'
  const found = new RegExp(`\\s${attr.replace(/\./g, '\\.')}\\s*=\\s*(["'])([^"']*)\\1`).exec(tag[2] ?? '')
  return found?.[2] ?? ''
}

export function parseCamt053(xml: string): CamtResult {
  if (Buffer.byteLength(xml, 'utf8') > MAX_STATEMENT_BYTES) return { ok: false, error: 'too_large' }
  // A bank's statement never declares a document type: one here is refused, entities and all.
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) return { ok: false, error: 'doctype' }
  let doc: unknown
  try {
    doc = parser.parse(xml, true)
  } catch {
    return { ok: false, error: 'not_xml' }
  }
  const root = child(doc, 'Document')
  if (!isNode(root)) return { ok: false, error: 'not_xml' }
  const ns = rootNamespace(xml)
  if (!CAMT053_NAMESPACE.test(ns)) return { ok: false, error: 'namespace', detail: ns || '(none)' }
  const stmts = list(child(root, 'BkToCstmrStmt', 'Stmt'))
  if (stmts.length === 0) return { ok: false, error: 'no_statement' }
  const statements: CamtStatement[] = []
  for (const stmt of stmts) {
    const id = textOf(child(stmt, 'Id'))
    if (!id) return { ok: false, error: 'no_statement' }
    const iban = textOf(child(stmt, 'Acct', 'Id', 'IBAN'))
    const credits: CamtCredit[] = []
    let skipped = 0
    list(child(stmt, 'Ntry')).forEach((entry, index) => {
      const status = textOf(child(entry, 'Sts', 'Cd')) ?? textOf(child(entry, 'Sts'))
      if (textOf(child(entry, 'CdtDbtInd')) !== 'CRDT' || (status !== null && status !== 'BOOK')) {
        skipped++
        return
      }
      const entryRef = textOf(child(entry, 'AcctSvcrRef')) ?? textOf(child(entry, 'NtryRef')) ?? `#${index + 1}`
      const bookedOn =
        textOf(child(entry, 'BookgDt', 'Dt')) ?? textOf(child(entry, 'BookgDt', 'DtTm'))?.slice(0, 10) ?? null
      const entryAmount = child(entry, 'Amt')
      const txs = list(child(entry, 'NtryDtls', 'TxDtls'))
      // A batch booking: one credit per transaction that states its own amount.
      const split =
        txs.length > 1 && txs.every((tx) => textOf(child(tx, 'AmtDtls', 'TxAmt', 'Amt')) ?? textOf(child(tx, 'Amt')))
      const parts = split
        ? txs.map((tx, i) => ({
            tx,
            amount: child(tx, 'AmtDtls', 'TxAmt', 'Amt') ?? child(tx, 'Amt'),
            suffix: `/${i + 1}`,
          }))
        : [{ tx: txs[0], amount: entryAmount, suffix: '' }]
      for (const part of parts) {
        const cents = amountToCents(textOf(part.amount) ?? '')
        if (cents === null || cents <= 0) {
          skipped++
          continue
        }
        const currency = (
          isNode(part.amount) && typeof part.amount['@_Ccy'] === 'string' ? part.amount['@_Ccy'] : ''
        ).toUpperCase()
        const remittance = part.tx ? remittanceOf(part.tx) : ''
        credits.push({
          key: `${id}|${entryRef}${part.suffix}`,
          amountCents: cents,
          currency,
          bookedOn: bookedOn && /^\d{4}-\d{2}-\d{2}$/.test(bookedOn) ? bookedOn : null,
          debtor: part.tx ? debtorOf(part.tx) : null,
          remittance,
          references: referencesIn(remittance),
        })
      }
    })
    statements.push({ id, iban, credits, skipped })
  }
  return { ok: true, statements }
}
