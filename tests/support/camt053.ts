/**
 * camt.053 statements shaped as a French bank sends them (ISO 20022, camt.053.001.08): a group
 * header, one statement with its account, balances and booked entries, each with its transaction
 * details, payer and remittance information. For the tests' imports.
 */

export interface TestCredit {
  amount: string
  currency?: string
  reference?: string
  /** Remittance text of one's own (default: the reference, spaced as banks print it). */
  remittance?: string
  acctSvcrRef: string
  debtor?: string
  debit?: boolean
  structured?: boolean
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

export function camt053(
  statementId: string,
  credits: TestCredit[],
  namespace = 'urn:iso:std:iso:20022:tech:xsd:camt.053.001.08',
): string {
  const entries = credits
    .map((c) => {
      const rmt = c.structured
        ? `<RmtInf><Strd><CdtrRefInf><Tp><CdOrPrtry><Cd>SCOR</Cd></CdOrPrtry><Issr>ISO</Issr></Tp><Ref>${esc(c.reference ?? '')}</Ref></CdtrRefInf></Strd></RmtInf>`
        : `<RmtInf><Ustrd>${esc(c.remittance ?? (c.reference ? c.reference.replace(/(.{4})(?=.)/g, '$1 ') : 'VIREMENT'))}</Ustrd></RmtInf>`
      return `
      <Ntry>
        <Amt Ccy="${c.currency ?? 'EUR'}">${c.amount}</Amt>
        <CdtDbtInd>${c.debit ? 'DBIT' : 'CRDT'}</CdtDbtInd>
        <Sts><Cd>BOOK</Cd></Sts>
        <BookgDt><Dt>2026-11-27</Dt></BookgDt>
        <ValDt><Dt>2026-11-27</Dt></ValDt>
        <AcctSvcrRef>${c.acctSvcrRef}</AcctSvcrRef>
        <BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>RCDT</Cd><SubFmlyCd>ESCT</SubFmlyCd></Fmly></Domn></BkTxCd>
        <NtryDtls>
          <TxDtls>
            <Refs><EndToEndId>NOTPROVIDED</EndToEndId></Refs>
            <Amt Ccy="${c.currency ?? 'EUR'}">${c.amount}</Amt>
            <CdtDbtInd>${c.debit ? 'DBIT' : 'CRDT'}</CdtDbtInd>
            <RltdPties><Dbtr><Pty><Nm>${esc(c.debtor ?? 'CHATEAU ELOISE')}</Nm></Pty></Dbtr></RltdPties>
            ${rmt}
          </TxDtls>
        </NtryDtls>
      </Ntry>`
    })
    .join('')
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="${namespace}" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
  <BkToCstmrStmt>
    <GrpHdr><MsgId>MSG-${statementId}</MsgId><CreDtTm>2026-11-27T20:00:00+01:00</CreDtTm></GrpHdr>
    <Stmt>
      <Id>${statementId}</Id>
      <ElctrncSeqNb>331</ElctrncSeqNb>
      <CreDtTm>2026-11-27T20:00:00+01:00</CreDtTm>
      <Acct><Id><IBAN>FR7630006000011234567890189</IBAN></Id><Ccy>EUR</Ccy></Acct>
      <Bal><Tp><CdOrPrtry><Cd>OPBD</Cd></CdOrPrtry></Tp><Amt Ccy="EUR">10000.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Dt><Dt>2026-11-27</Dt></Dt></Bal>
      ${entries}
    </Stmt>
  </BkToCstmrStmt>
</Document>
`
}
