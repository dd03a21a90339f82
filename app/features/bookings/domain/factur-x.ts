import { XMLBuilder } from 'fast-xml-parser'
import type { InvoiceDocument } from './invoice-document'
import type { InvoiceLineKind } from './invoice-model'

/**
 * The invoice as UN/CEFACT Cross Industry Invoice XML, profile EN 16931 (Factur-X's "EN 16931"
 * profile; docs/decisions/092): written by fast-xml-parser's builder from the issued document, the
 * same figures the PDF prints. The TSBA is its own line, exempt of VAT with the reason stated; the
 * exempt international share of the charter shares that VAT category. Pure.
 */

export const FACTURX_PROFILE = 'urn:cen.eu:en16931:2017'

const LINE_NAMES: Record<InvoiceLineKind, string> = {
  charter_taxable: 'Affrètement — part nationale (TVA)',
  charter_exempt: 'Affrètement — part internationale',
  extras: 'Prestations annexes',
  tsba: 'Taxe de solidarité sur les billets d’avion (TSBA)',
}

/** Whether a document has an exempt international share (the charter's or the extras), not only the TSBA. */
export const hasInternationalShare = (doc: Pick<InvoiceDocument, 'lines'>) =>
  doc.lines.some((l) => l.category === 'E' && l.kind !== 'tsba')

const INTERNATIONAL_REASON = 'Exonération de TVA : transport international de passagers (CGI art. 262 II 4°)'
const TSBA_REASON = 'TSBA (CGI art. 302 bis K) hors base de TVA'

/** The exempt category's reason: the international transport only when the invoice has such a share. */
export function exemptionReason(doc: Pick<InvoiceDocument, 'lines'>): string {
  const tsba = doc.lines.some((l) => l.kind === 'tsba')
  if (!hasInternationalShare(doc)) return TSBA_REASON
  return tsba ? `${INTERNATIONAL_REASON} ; ${TSBA_REASON}` : INTERNATIONAL_REASON
}

/** Cents → `1234.56`. */
export const amount = (cents: number) => {
  const sign = cents < 0 ? '-' : ''
  const abs = Math.abs(cents)
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
}

const day = (iso: string) => ({ 'udt:DateTimeString': { '@_format': '102', '#text': iso.replace(/-/g, '') } })

const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  format: true,
  suppressEmptyNode: true,
  processEntities: true,
})

export function facturXml(doc: InvoiceDocument): string {
  const eur = (cents: number) => ({ '@_currencyID': 'EUR', '#text': amount(cents) })
  const xml = {
    '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' },
    'rsm:CrossIndustryInvoice': {
      '@_xmlns:rsm': 'urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100',
      '@_xmlns:ram': 'urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100',
      '@_xmlns:qdt': 'urn:un:unece:uncefact:data:standard:QualifiedDataType:100',
      '@_xmlns:udt': 'urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100',
      'rsm:ExchangedDocumentContext': {
        'ram:GuidelineSpecifiedDocumentContextParameter': { 'ram:ID': FACTURX_PROFILE },
      },
      'rsm:ExchangedDocument': {
        'ram:ID': doc.number,
        'ram:TypeCode': doc.kind === 'invoice' ? '380' : '381',
        'ram:IssueDateTime': day(doc.issuedOn),
        'ram:IncludedNote': [
          { 'ram:Content': `Réservation ${doc.bookingReference} — ${doc.service.route}` },
          {
            'ram:Content': `${doc.seller.name}, ${doc.seller.legalForm}, ${doc.seller.rcs}, SIREN ${doc.seller.siren}`,
            'ram:SubjectCode': 'REG',
          },
        ],
      },
      'rsm:SupplyChainTradeTransaction': {
        'ram:IncludedSupplyChainTradeLineItem': doc.lines.map((line, i) => ({
          'ram:AssociatedDocumentLineDocument': { 'ram:LineID': String(i + 1) },
          'ram:SpecifiedTradeProduct': { 'ram:Name': LINE_NAMES[line.kind] },
          'ram:SpecifiedLineTradeAgreement': {
            'ram:NetPriceProductTradePrice': { 'ram:ChargeAmount': amount(line.netCents) },
          },
          'ram:SpecifiedLineTradeDelivery': { 'ram:BilledQuantity': { '@_unitCode': 'C62', '#text': '1' } },
          'ram:SpecifiedLineTradeSettlement': {
            'ram:ApplicableTradeTax': {
              'ram:TypeCode': 'VAT',
              'ram:CategoryCode': line.category,
              'ram:RateApplicablePercent': String(line.ratePercent),
            },
            'ram:SpecifiedTradeSettlementLineMonetarySummation': { 'ram:LineTotalAmount': amount(line.netCents) },
          },
        })),
        'ram:ApplicableHeaderTradeAgreement': {
          'ram:BuyerReference': doc.bookingReference,
          'ram:SellerTradeParty': {
            'ram:Name': doc.seller.name,
            'ram:SpecifiedLegalOrganization': {
              'ram:ID': { '@_schemeID': '0002', '#text': doc.seller.siren.replace(/\s/g, '') },
            },
            'ram:PostalTradeAddress': {
              'ram:PostcodeCode': doc.seller.postcode,
              'ram:LineOne': doc.seller.street,
              'ram:CityName': doc.seller.city,
              'ram:CountryID': doc.seller.countryCode,
            },
            'ram:SpecifiedTaxRegistration': {
              'ram:ID': { '@_schemeID': 'VA', '#text': doc.seller.vat.replace(/\s/g, '') },
            },
          },
          'ram:BuyerTradeParty': {
            'ram:Name': doc.buyer.name,
            'ram:PostalTradeAddress': { 'ram:CountryID': doc.buyer.countryCode },
            'ram:URIUniversalCommunication': { 'ram:URIID': { '@_schemeID': 'EM', '#text': doc.buyer.email } },
          },
        },
        'ram:ApplicableHeaderTradeDelivery': {
          'ram:ActualDeliverySupplyChainEvent': { 'ram:OccurrenceDateTime': day(doc.service.departureOn) },
        },
        'ram:ApplicableHeaderTradeSettlement': {
          'ram:PaymentReference': doc.paymentReference,
          'ram:InvoiceCurrencyCode': 'EUR',
          'ram:SpecifiedTradeSettlementPaymentMeans': {
            'ram:TypeCode': '58',
            'ram:PayeePartyCreditorFinancialAccount': { 'ram:IBANID': doc.seller.iban.replace(/\s/g, '') },
          },
          'ram:ApplicableTradeTax': doc.breakdown.map((b) => ({
            'ram:CalculatedAmount': amount(b.vatCents),
            'ram:TypeCode': 'VAT',
            ...(b.category === 'E' ? { 'ram:ExemptionReason': exemptionReason(doc) } : {}),
            'ram:BasisAmount': amount(b.baseCents),
            'ram:CategoryCode': b.category,
            'ram:RateApplicablePercent': String(b.ratePercent),
          })),
          'ram:SpecifiedTradePaymentTerms': {
            'ram:Description':
              doc.kind === 'invoice'
                ? `Payée le ${doc.settledOn} par virement SEPA (référence ${doc.paymentReference}).`
                : `Remboursement par virement SEPA le ${doc.settledOn}.`,
          },
          'ram:SpecifiedTradeSettlementHeaderMonetarySummation': {
            'ram:LineTotalAmount': amount(doc.netCents),
            'ram:TaxBasisTotalAmount': amount(doc.netCents),
            'ram:TaxTotalAmount': eur(doc.vatCents),
            'ram:GrandTotalAmount': amount(doc.totalCents),
            'ram:TotalPrepaidAmount': amount(doc.totalCents),
            'ram:DuePayableAmount': amount(0),
          },
          ...(doc.creditedNumber
            ? { 'ram:InvoiceReferencedDocument': { 'ram:IssuerAssignedID': doc.creditedNumber } }
            : {}),
        },
      },
    },
  }
  return builder.build(xml) as string
}
