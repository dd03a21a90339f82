import PDFDocument from 'pdfkit'
import { FONT_FILES, pdfFonts, type FontName } from '~/services/pdf-fonts.server'
import { formatCents, formatDay, groupedIban } from '../content/booking-format'
import { invoiceCopy } from '../content/invoice-copy'
import type { InvoiceDocument } from '../domain/invoice-document'
import { facturXml, FACTURX_PROFILE, hasInternationalShare } from '../domain/factur-x'

/**
 * The invoice as a Factur-X PDF (docs/product.md §17, decision 092): PDF/A-3b written by pdfkit with
 * the site's fonts embedded, the EN 16931 CII XML attached as `factur-x.xml` (relationship
 * "Alternative", listed in the catalogue's AF array) and declared in the XMP metadata with the
 * Factur-X extension schema. The printed figures and the XML's come from the same issued document.
 */

const INK = '#141a24'
const MUTED = '#5b5f68'
const RULE = '#c9a96a'

/** The fonts' Latin subsets lack the narrow no-break space Intl puts in French numbers. */
const printable = (text: string) => text.replace(/\u202f/g, '\u00a0').replace(/→/g, '–')

const FACTURX_XMP = `
        <rdf:Description xmlns:fx="urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#" rdf:about="">
            <fx:DocumentType>INVOICE</fx:DocumentType>
            <fx:DocumentFileName>factur-x.xml</fx:DocumentFileName>
            <fx:Version>1.0</fx:Version>
            <fx:ConformanceLevel>EN 16931</fx:ConformanceLevel>
        </rdf:Description>
        <rdf:Description xmlns:pdfaExtension="http://www.aiim.org/pdfa/ns/extension/" xmlns:pdfaSchema="http://www.aiim.org/pdfa/ns/schema#" xmlns:pdfaProperty="http://www.aiim.org/pdfa/ns/property#" rdf:about="">
            <pdfaExtension:schemas>
                <rdf:Bag>
                    <rdf:li rdf:parseType="Resource">
                        <pdfaSchema:schema>Factur-X PDFA Extension Schema</pdfaSchema:schema>
                        <pdfaSchema:namespaceURI>urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#</pdfaSchema:namespaceURI>
                        <pdfaSchema:prefix>fx</pdfaSchema:prefix>
                        <pdfaSchema:property>
                            <rdf:Seq>
                                <rdf:li rdf:parseType="Resource"><pdfaProperty:name>DocumentFileName</pdfaProperty:name><pdfaProperty:valueType>Text</pdfaProperty:valueType><pdfaProperty:category>external</pdfaProperty:category><pdfaProperty:description>name of the embedded XML invoice file</pdfaProperty:description></rdf:li>
                                <rdf:li rdf:parseType="Resource"><pdfaProperty:name>DocumentType</pdfaProperty:name><pdfaProperty:valueType>Text</pdfaProperty:valueType><pdfaProperty:category>external</pdfaProperty:category><pdfaProperty:description>INVOICE</pdfaProperty:description></rdf:li>
                                <rdf:li rdf:parseType="Resource"><pdfaProperty:name>Version</pdfaProperty:name><pdfaProperty:valueType>Text</pdfaProperty:valueType><pdfaProperty:category>external</pdfaProperty:category><pdfaProperty:description>The actual version of the Factur-X XML schema</pdfaProperty:description></rdf:li>
                                <rdf:li rdf:parseType="Resource"><pdfaProperty:name>ConformanceLevel</pdfaProperty:name><pdfaProperty:valueType>Text</pdfaProperty:valueType><pdfaProperty:category>external</pdfaProperty:category><pdfaProperty:description>The conformance level of the embedded Factur-X data</pdfaProperty:description></rdf:li>
                            </rdf:Seq>
                        </pdfaSchema:property>
                    </rdf:li>
                </rdf:Bag>
            </pdfaExtension:schemas>
        </rdf:Description>`

export async function renderInvoicePdf(doc: InvoiceDocument, issuedAt: Date): Promise<{ pdf: Buffer; xml: string }> {
  const lang = doc.language
  const t = invoiceCopy[lang]
  const xml = facturXml(doc)
  const parsed = pdfFonts()
  const title = `${doc.kind === 'invoice' ? t.invoice : t.creditNote} ${doc.number}`
  const pdf = new PDFDocument({
    size: 'A4',
    font: parsed.text as never,
    pdfVersion: '1.7',
    subset: 'PDF/A-3b',
    margins: { top: 56, bottom: 56, left: 56, right: 56 },
    lang: lang === 'fr' ? 'fr-FR' : 'en-GB',
    displayTitle: true,
    info: {
      Title: title,
      Author: doc.seller.name,
      Subject: doc.bookingReference,
      CreationDate: issuedAt,
      Keywords: FACTURX_PROFILE,
    },
  })
  for (const name of Object.keys(FONT_FILES) as FontName[]) pdf.registerFont(name, parsed[name] as never)
  const chunks: Buffer[] = []
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)))
    pdf.on('error', reject)
  })
  pdf.file(Buffer.from(xml, 'utf8'), {
    name: 'factur-x.xml',
    type: 'text/xml',
    ...{ relationship: 'Alternative' },
    description: 'Factur-X invoice (EN 16931)',
    creationDate: issuedAt,
    modifiedDate: issuedAt,
    // Not in pdfkit's types, written by it (the AFRelationship of PDF/A-3's associated files).
  } as PDFKit.Mixins.PDFAttachmentOptions)
  pdf.appendXML(FACTURX_XMP)

  const left = pdf.page.margins.left
  const width = pdf.page.width - left - pdf.page.margins.right
  const say = (font: FontName, size: number, color: string, text: string, options: PDFKit.Mixins.TextOptions = {}) =>
    pdf.font(font).fontSize(size).fillColor(color).text(printable(text), options)
  const money = (cents: number) => formatCents(lang, cents)
  const rule = () => {
    pdf.moveDown(0.5)
    pdf
      .moveTo(left, pdf.y)
      .lineTo(left + width, pdf.y)
      .lineWidth(0.6)
      .strokeColor(RULE)
      .stroke()
    pdf.moveDown(0.6)
  }
  const row = (label: string, value: string, font: FontName = 'text', size = 10) => {
    const y = pdf.y
    pdf
      .font(font)
      .fontSize(size)
      .fillColor(INK)
      .text(printable(label), left, y, { width: width - 150 })
    const after = pdf.y
    pdf
      .font(font)
      .fontSize(size)
      .fillColor(INK)
      .text(printable(value), left + width - 140, y, { width: 140, align: 'right' })
    pdf.x = left
    pdf.y = Math.max(after, pdf.y)
  }

  say('display', 28, INK, 'HERRA')
  say('textBold', 16, INK, title)
  say(
    'text',
    10,
    MUTED,
    `${t.issuedOn}${t.colon}${formatDay(lang, doc.issuedOn)} · ${t.booking}${t.colon}${doc.bookingReference}`,
  )
  if (doc.creditedNumber) say('text', 10, INK, t.credits(doc.creditedNumber))
  rule()

  const top = pdf.y
  say('textBold', 9, MUTED, t.seller.toUpperCase(), { width: width / 2 - 10 })
  say('text', 10, INK, `${doc.seller.name}, ${doc.seller.legalForm}`, { width: width / 2 - 10 })
  say('text', 10, INK, `${doc.seller.street}, ${doc.seller.postcode} ${doc.seller.city}`, { width: width / 2 - 10 })
  say('text', 9, MUTED, `SIREN ${doc.seller.siren} · ${doc.seller.rcs}`, { width: width / 2 - 10 })
  say('text', 9, MUTED, t.vatNumber(doc.seller.vat), { width: width / 2 - 10 })
  const sellerEnd = pdf.y
  pdf.x = left + width / 2 + 10
  pdf.y = top
  say('textBold', 9, MUTED, t.buyer.toUpperCase(), { width: width / 2 - 10 })
  pdf.x = left + width / 2 + 10
  say('text', 10, INK, doc.buyer.name, { width: width / 2 - 10 })
  pdf.x = left + width / 2 + 10
  say('text', 9, MUTED, doc.buyer.email, { width: width / 2 - 10 })
  pdf.x = left
  pdf.y = Math.max(sellerEnd, pdf.y)
  rule()

  say('textBold', 9, MUTED, t.service.toUpperCase())
  say(
    'text',
    10,
    INK,
    t.serviceText(
      doc.service.aircraft,
      doc.service.route,
      formatDay(lang, doc.service.departureOn),
      doc.service.operator,
    ),
  )
  rule()

  row(t.description, t.amountExcl, 'textBold', 9)
  pdf.moveDown(0.3)
  for (const line of doc.lines) {
    const rate =
      line.category === 'S' ? `${t.vatRate} ${line.ratePercent} %` : line.kind === 'tsba' ? t.outsideBase : t.exempt
    row(`${t.lines[line.kind]} (${rate})`, money(line.netCents))
  }
  rule()
  say('textBold', 9, MUTED, t.vatSummary.toUpperCase())
  const international = hasInternationalShare(doc)
  for (const b of doc.breakdown) {
    row(
      b.category === 'S'
        ? `${t.vatAt(`${b.ratePercent} %`)} — ${t.base} ${money(b.baseCents)}`
        : `${international ? t.exemptBase : t.tsbaBase} — ${t.base} ${money(b.baseCents)}`,
      money(b.vatCents),
    )
  }
  rule()
  row(t.totalExcl, money(doc.netCents))
  row(t.tsbaLine, money(doc.tsbaCents))
  row(t.totalVat, money(doc.vatCents))
  pdf.moveDown(0.3)
  row(t.totalIncl, money(doc.totalCents), 'textBold', 13)
  rule()
  say(
    'text',
    9,
    INK,
    doc.kind === 'invoice'
      ? t.paid(formatDay(lang, doc.settledOn), doc.paymentReference)
      : t.refunded(formatDay(lang, doc.settledOn)),
  )
  pdf.moveDown(0.4)
  say('text', 8, MUTED, t.terms)
  pdf.moveDown(0.3)
  // The exemption's article only when an exempt international share is invoiced; the TSBA's whenever it is.
  const notes = [international ? t.exemption : '', doc.tsbaCents !== 0 ? t.tsbaNote : ''].filter(Boolean)
  if (notes.length > 0) {
    say('text', 8, MUTED, notes.join(' '))
    pdf.moveDown(0.3)
  }
  say('text', 8, MUTED, t.facturx)
  pdf.moveDown(1)
  say(
    'text',
    8,
    MUTED,
    t.legal(doc.seller.name, doc.seller.legalForm, doc.seller.rcs, doc.seller.siren, doc.seller.vat),
  )
  say('text', 8, MUTED, t.bank(groupedIban(doc.seller.iban), doc.seller.bic))
  pdf.end()
  return { pdf: await done, xml }
}
