import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { camt053 } from '../../../../tests/support/camt053'
import { amountToCents, MAX_STATEMENT_BYTES, parseCamt053 } from './camt053'

const fixture = readFileSync(
  new URL('../../../../tests/fixtures/camt053/statement-2026-11-27.xml', import.meta.url),
  'utf8',
)

describe('reading a camt.053 statement', () => {
  it('keeps the booked credits with their amount in cents, payer, remittance and references', () => {
    const result = parseCamt053(fixture)
    if (!result.ok) throw new Error(result.error)
    const [stmt] = result.statements
    expect(stmt!.id).toBe('STMT-2026-11-27-0331')
    expect(stmt!.iban).toBe('FR7630006000011234567890189')
    expect(stmt!.skipped).toBe(1) // the debit
    expect(stmt!.credits.map((c) => [c.key, c.amountCents, c.currency, c.references.slice(0, 1)])).toEqual([
      ['STMT-2026-11-27-0331|2026112700001', 3_600_000, 'EUR', ['RF84B2604211']],
      ['STMT-2026-11-27-0331|2026112700002', 100_050, 'EUR', ['RF08B2604221']],
      ['STMT-2026-11-27-0331|2026112700003', 500_000, 'GBP', ['RF84B2604211']],
      ['STMT-2026-11-27-0331|2026112700004', 25_000, 'EUR', []],
      ['STMT-2026-11-27-0331|2026112700006/1', 10_000, 'EUR', []],
      ['STMT-2026-11-27-0331|2026112700006/2', 20_000, 'EUR', []],
    ])
    expect(stmt!.credits[0]).toMatchObject({ debtor: 'M. JEAN DUPONT', bookedOn: '2026-11-27' })
    expect(stmt!.credits[1]!.debtor).toBe('SOCIETE EXEMPLE SAS')
  })

  it('reads the later versions’ shape (payer under Pty) the same way', () => {
    const result = parseCamt053(camt053('S-1', [{ amount: '12.3', reference: 'RF84B2604211', acctSvcrRef: 'A1' }]))
    expect(result.ok && result.statements[0]!.credits[0]).toMatchObject({
      amountCents: 1230,
      debtor: 'CHATEAU ELOISE',
    })
    expect(result.ok && result.statements[0]!.credits[0]!.references).toContain('RF84B2604211')
  })

  it('turns decimal amounts into cents exactly', () => {
    expect(amountToCents('0.1')).toBe(10)
    expect(amountToCents('120000.01')).toBe(12_000_001)
    expect(amountToCents('1.234')).toBeNull()
    expect(amountToCents('-5')).toBeNull()
  })

  it('refuses a document type declaration (entity tricks) before reading anything', () => {
    const xxe = `<?xml version="1.0"?><!DOCTYPE d [<!ENTITY x SYSTEM "file:///etc/passwd">]>${fixture.replace(/^<\?xml[^>]*>/, '')}`
    expect(parseCamt053(xxe)).toEqual({ ok: false, error: 'doctype' })
    const bomb = `<!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;">]><Document/>`
    expect(parseCamt053(bomb)).toEqual({ ok: false, error: 'doctype' })
  })

  it('refuses another namespace (a camt.054, a pain.001) and says which', () => {
    expect(parseCamt053(camt053('S', [], 'urn:iso:std:iso:20022:tech:xsd:camt.054.001.08'))).toEqual({
      ok: false,
      error: 'namespace',
      detail: 'urn:iso:std:iso:20022:tech:xsd:camt.054.001.08',
    })
  })

  it('reads the namespace on the root itself: not on a `<Document` in a comment before it, nor on a child', () => {
    const camt = 'urn:iso:std:iso:20022:tech:xsd:camt.053.001.08'
    const good = camt053('S-2', [{ amount: '12.30', reference: 'RF84B2604211', acctSvcrRef: 'A1' }])
    const disguised = good.replace(
      '<Document xmlns="',
      `<!-- <Document xmlns="${camt}"> -->\n<Document xmlns="urn:evil" a="`,
    )
    expect(parseCamt053(disguised)).toEqual({ ok: false, error: 'namespace', detail: 'urn:evil' })
    const onChild = good
      .replace(`<Document xmlns="${camt}"`, '<Document')
      .replace('<BkToCstmrStmt>', `<BkToCstmrStmt xmlns="${camt}">`)
    expect(parseCamt053(onChild)).toEqual({ ok: false, error: 'namespace', detail: '(none)' })
    // A prolog of comments and processing instructions before the right root is still read.
    const withProlog = good.replace('<Document', '<!-- bank export -->\n<?producer x?>\n<Document')
    expect(parseCamt053(withProlog).ok).toBe(true)
  })

  it('refuses what is not XML, or too large', () => {
    expect(parseCamt053('%PDF-1.7 not xml').ok).toBe(false)
    expect(parseCamt053('<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><a></Document>').ok).toBe(
      false,
    )
    expect(parseCamt053(' '.repeat(MAX_STATEMENT_BYTES + 1))).toEqual({ ok: false, error: 'too_large' })
  })
})
