import fc from 'fast-check'
import { CAMT053_NAMESPACE, MAX_STATEMENT_BYTES } from '~/features/bookings/domain/camt053'
import { camt053, type TestCredit } from './camt053'
import { hostileText, type HostileRequest } from './hostile-bodies'

/**
 * Hostile bank statements for the desk's camt.053 upload (docs/decisions/091): files the import
 * must refuse whole — a document type or an entity declared (external entities, entity expansion,
 * a remote DTD), another namespace (or the right one where the root does not have it), no
 * statement, broken or non-XML bytes — each with credits that would pay, if read, so that a file
 * let through shows as something stored. Every file is refused by construction.
 */

export const CAMT = 'urn:iso:std:iso:20022:tech:xsd:camt.053.001.08'
const DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n'

const xmlText = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** The statement's XML after its declaration (for a prolog of one's own). */
const withoutDeclaration = (xml: string) => xml.replace(/^<\?xml[^>]*\?>\s*/, '')

/** Credits shaped as a bank writes them, with hostile payers and remittance texts. */
const credits: fc.Arbitrary<TestCredit[]> = fc.array(
  fc.record({
    amount: fc.oneof(
      fc.integer({ min: 1, max: 10_000_000 }).map((c) => `${Math.floor(c / 100)}.${String(c % 100).padStart(2, '0')}`),
      fc.constantFrom('0.00', '-5.00', '1e9', '12,50', ''),
    ),
    remittance: fc.oneof(hostileText, fc.constantFrom('RF18 B260 0011', 'RF91B2600011 &xxe;', '&lol9;')),
    acctSvcrRef: fc.stringMatching(/^[A-Z0-9]{1,16}$/),
    debtor: hostileText,
    currency: fc.constantFrom('EUR', 'EUR', 'USD', 'eur', ''),
  }),
  { minLength: 1, maxLength: 4 },
)

const statementId = fc.stringMatching(/^[A-Z0-9-]{1,20}$/).map((id) => `HOSTILE-${id}`)

/** A statement that would import (right namespace, an id, credits), before the test spoils it. */
const goodStatement = fc.tuple(statementId, credits).map(([id, c]) => camt053(id, c))

const DOCTYPES = [
  '<!DOCTYPE Document [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>',
  '<!DOCTYPE Document [<!ENTITY xxe SYSTEM "http://127.0.0.1:9/leak">]>',
  '<!doctype Document SYSTEM "http://127.0.0.1:9/camt.dtd">',
  '<!DoCtYpE Document PUBLIC "-//X//Y" "camt.dtd">',
  '<!DOCTYPE d [<!ENTITY % p SYSTEM "http://127.0.0.1:9/p.dtd"> %p;]>',
  `<!DOCTYPE lolz [<!ENTITY lol "lol">${Array.from(
    { length: 9 },
    (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i === 0 ? '' : i};`.repeat(10)}">`,
  ).join('')}]>`,
  '<!DOCTYPE Document [<!ELEMENT Document ANY><!ATTLIST Document xmlns CDATA #FIXED "urn:evil">]>',
]

/** A document type or entity declaration: before the root, after a comment, or an entity alone inside. */
const withDoctype = fc
  .tuple(goodStatement, fc.constantFrom(...DOCTYPES), fc.constantFrom('prolog', 'after-comment', 'entity-inside'))
  .map(([xml, doctype, where]) => {
    const body = withoutDeclaration(xml).replace('<BkToCstmrStmt>', '<BkToCstmrStmt><!-- &xxe; -->')
    if (where === 'entity-inside') return xml.replace('<BkToCstmrStmt>', '<!ENTITY xxe "x"><BkToCstmrStmt>')
    if (where === 'after-comment') return `${DECLARATION}<!-- the bank -->\n${doctype}\n${body}`
    return `${DECLARATION}${doctype}\n${body}`
  })

const WRONG_NAMESPACES = [
  'urn:iso:std:iso:20022:tech:xsd:camt.052.001.08',
  'urn:iso:std:iso:20022:tech:xsd:camt.054.001.08',
  'urn:iso:std:iso:20022:tech:xsd:camt.053.001.8',
  'urn:iso:std:iso:20022:tech:xsd:camt.053.001.080',
  'urn:iso:std:iso:20022:tech:xsd:camt.053.001.08 ',
  'URN:ISO:STD:ISO:20022:TECH:XSD:CAMT.053.001.08',
  'urn:iso:std:iso:20022:tech:xsd:pain.001.001.09',
  'http://evil.example/camt.053.001.08',
  '',
]

/** The right namespace nowhere on the root: another one, none, or the right one only where the root is not. */
const wrongNamespace = fc.oneof(
  fc
    .tuple(
      statementId,
      credits,
      fc.oneof(
        fc.constantFrom(...WRONG_NAMESPACES),
        hostileText.map((t) => t.replace(/[\ud800-\udfff]/g, '')),
      ),
    )
    .filter(([, , ns]) => !CAMT053_NAMESPACE.test(ns))
    .map(([id, c, ns]) => camt053(id, c, xmlText(ns))),
  // The right namespace in a comment before the root, whose own is another.
  goodStatement.map((xml) =>
    xml.replace('<Document xmlns="', `<!-- <Document xmlns="${CAMT}"> -->\n<Document xmlns="urn:evil" data-was="`),
  ),
  // The root's prefix bound to another namespace, the right one as the default.
  goodStatement.map((xml) =>
    xml.replace('<Document xmlns=', '<x:Document xmlns:x="urn:evil" xmlns=').replace('</Document>', '</x:Document>'),
  ),
  // The right namespace only on a child.
  goodStatement.map((xml) =>
    xml.replace(`<Document xmlns="${CAMT}"`, '<Document').replace('<BkToCstmrStmt>', `<BkToCstmrStmt xmlns="${CAMT}">`),
  ),
)

/** Not a statement: none in the document, or one without its id. */
const noStatement = fc.oneof(
  goodStatement.map((xml) => xml.replace(/<Stmt>[\s\S]*<\/Stmt>/, '')),
  goodStatement.map((xml) => xml.replace(/<Id>HOSTILE-[^<]*<\/Id>/, '')),
  goodStatement.map((xml) =>
    xml.replace('<BkToCstmrStmt>', '<BkToCstmrNtfctn>').replace('</BkToCstmrStmt>', '</BkToCstmrNtfctn>'),
  ),
)

/** Not readable XML: cut short, broken, deeply nested, or not XML at all. */
const notXml = fc.oneof(
  fc
    .tuple(goodStatement, fc.double({ min: 0, max: 1, noNaN: true }))
    .map(([xml, at]) => xml.slice(0, Math.floor(xml.indexOf('</Document>') * at))),
  goodStatement.map((xml) => xml.replace('</Stmt>', '</Stmt></Stmt>')),
  goodStatement.map((xml) => xml.replace('<Ntry>', '<Ntry attr="1" attr="2">')),
  fc
    .integer({ min: 1_000, max: 12_000 })
    .map((n) => `${DECLARATION}<Document xmlns="${CAMT}">${'<a>'.repeat(n)}${'</a>'.repeat(n)}</Document>`),
  fc.integer({ min: 1_000, max: 12_000 }).map((n) => `<Document xmlns="${CAMT}">${'<a>'.repeat(n)}`),
  hostileText,
  fc.uint8Array({ maxLength: 2_000 }).map((bytes) => Buffer.from(bytes).toString('latin1')),
  fc.constantFrom('', ' ', '<', '<?xml version="1.0"?>', '{"Document":{}}', '<Document/>', '\ufeff'),
)

/** A camt.053 upload the import refuses, and why. */
export const refusedStatement: fc.Arbitrary<{ xml: string; why: string }> = fc.oneof(
  withDoctype.map((xml) => ({ xml, why: 'doctype' })),
  wrongNamespace.map((xml) => ({ xml, why: 'namespace' })),
  noStatement.map((xml) => ({ xml, why: 'no statement' })),
  notXml.map((xml) => ({ xml, why: 'not xml' })),
)

/**
 * The desk's upload (POST /desk/bookings, or its `.data` fetcher URL) of a refused statement: as
 * the page's multipart file, or the raw XML (`application/xml`, `text/xml`, odd charsets, UTF-16).
 */
export function statementUploads(path: string): fc.Arbitrary<HostileRequest> {
  return fc
    .record({
      statement: refusedStatement,
      fetcher: fc.boolean(),
      as: fc.constantFrom('file', 'file', 'raw', 'raw-utf16', 'file-field-twice'),
      type: fc.constantFrom(
        'application/xml',
        'text/xml',
        'text/xml; charset=iso-8859-1',
        'application/xml; charset=utf-16',
        'application/octet-stream',
      ),
      filename: fc.oneof(fc.constantFrom('releve.xml', '../../etc/passwd', 'a.exe', ''), hostileText),
    })
    .map(({ statement, fetcher, as, type, filename }): HostileRequest => {
      const target = fetcher ? `${path}.data` : path
      const label = `${target} ${as} ${statement.why} (${statement.xml.length} chars)`
      if (as === 'raw' || as === 'raw-utf16') {
        const body = as === 'raw' ? statement.xml : Buffer.from(statement.xml, 'utf16le')
        return { method: 'POST', target, headers: { 'content-type': type }, body, label }
      }
      const form = new FormData()
      const file = new Blob([statement.xml], { type })
      form.append('statement', file, filename.replace(/[\ud800-\udfff]/g, '') || 'releve.xml')
      if (as === 'file-field-twice') form.append('statement', new Blob([statement.xml], { type }), 'second.xml')
      return { method: 'POST', target, headers: {}, body: form, label }
    })
}

/** A statement of more than the import's 2 MB: a good one padded with a comment. */
export function oversizedStatement(id: string, extraBytes = 1): string {
  const xml = camt053(id, [{ amount: '100.00', reference: 'RF18B2600011', acctSvcrRef: 'BIG-1' }])
  const pad = MAX_STATEMENT_BYTES - Buffer.byteLength(xml) + extraBytes
  return xml.replace('<BkToCstmrStmt>', `<!--${'x'.repeat(Math.max(0, pad - 7))}--><BkToCstmrStmt>`)
}
