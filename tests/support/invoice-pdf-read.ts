import { XMLParser } from 'fast-xml-parser'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'

/**
 * What an invoice PDF says, read as a client's software would: its text (pdf.js) and its embedded
 * `factur-x.xml` (pdf.js's `getAttachments()`), with the XML's totals, VAT and TSBA line.
 */
export async function readInvoicePdf(pdf: Uint8Array) {
  const document = await getDocument({ data: pdf, useSystemFonts: false, isEvalSupported: false }).promise
  const parts: string[] = []
  for (let n = 1; n <= document.numPages; n++) {
    const page = await document.getPage(n)
    const items = (await page.getTextContent()).items as Array<{ str: string; hasEOL?: boolean }>
    parts.push(items.map((i) => i.str + (i.hasEOL ? '\n' : '')).join(''))
  }
  const attachments = ((await document.getAttachments()) ?? {}) as Record<
    string,
    { filename: string; content: Uint8Array }
  >
  const file = Object.values(attachments).find((a) => a.filename === 'factur-x.xml')
  const xml = file ? Buffer.from(file.content).toString('utf8') : ''
  const parsed = new XMLParser({ removeNSPrefix: true, ignoreAttributes: false, parseTagValue: false }).parse(xml) as {
    CrossIndustryInvoice?: {
      ExchangedDocument: { ID: string; TypeCode: string }
      SupplyChainTradeTransaction: {
        IncludedSupplyChainTradeLineItem:
          | Array<{
              SpecifiedTradeProduct: { Name: string }
              SpecifiedLineTradeSettlement: {
                SpecifiedTradeSettlementLineMonetarySummation: { LineTotalAmount: string }
              }
            }>
          | {
              SpecifiedTradeProduct: { Name: string }
              SpecifiedLineTradeSettlement: {
                SpecifiedTradeSettlementLineMonetarySummation: { LineTotalAmount: string }
              }
            }
        ApplicableHeaderTradeSettlement: {
          SpecifiedTradeSettlementHeaderMonetarySummation: {
            LineTotalAmount: string
            TaxBasisTotalAmount: string
            TaxTotalAmount: { '#text': string }
            GrandTotalAmount: string
          }
        }
      }
    }
  }
  const cii = parsed.CrossIndustryInvoice
  const items = cii ? [cii.SupplyChainTradeTransaction.IncludedSupplyChainTradeLineItem].flat() : []
  const sums =
    cii?.SupplyChainTradeTransaction.ApplicableHeaderTradeSettlement.SpecifiedTradeSettlementHeaderMonetarySummation
  const cents = (s: string | undefined) => (s === undefined ? NaN : Math.round(Number(s) * 100))
  const tsba = items.find((i) => i.SpecifiedTradeProduct.Name.includes('TSBA'))
  return {
    text: parts.join('\n'),
    attachmentNames: Object.values(attachments).map((a) => a.filename),
    xml,
    number: cii?.ExchangedDocument.ID,
    typeCode: cii?.ExchangedDocument.TypeCode,
    netCents: cents(sums?.LineTotalAmount),
    vatCents: cents(sums?.TaxTotalAmount['#text']),
    totalCents: cents(sums?.GrandTotalAmount),
    tsbaCents: tsba
      ? cents(tsba.SpecifiedLineTradeSettlement.SpecifiedTradeSettlementLineMonetarySummation.LineTotalAmount)
      : 0,
  }
}
