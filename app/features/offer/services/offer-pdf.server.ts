import PDFDocument from 'pdfkit'
import type { Language } from '~/i18n/language'
import { formatIsoDate } from '~/i18n/format'
import { offerCopy } from '../content/offer-copy'
import {
  airportLine,
  formatBlock,
  formatKm,
  formatLocal,
  formatTonnes,
  formatUtc,
  formatWhen,
  lineLabel,
  money,
} from '../content/offer-format'
import { termsOf } from '../content/offer-terms'
import type { OfferContent } from '../domain/offer-model'
import { FONT_FILES, pdfFonts, type FontName } from '~/services/pdf-fonts.server'
import { fontRuns } from './offer-pdf-scripts.server'

/**
 * The offer as a PDF (docs/product.md §11, decision 050): A4, text (searchable, copyable), the
 * site's fonts embedded as subsets — Cormorant Garamond for titles and figures, Inter for the
 * text — in the page's language, with the acceptance when there is one. pdfkit writes it on the
 * server only; nothing of it reaches a browser bundle.
 */

const INK = '#141a24'
const MUTED = '#5b5f68'
const GOLD = '#8a6d35'
const RULE = '#c9a96a'

/**
 * Text as the fonts can draw it: their Latin subsets have no narrow no-break space (Intl's French
 * thousands separator), no arrow and no subscript two; a no-break space, a dash and "CO2" stand in.
 */
export function printable(text: string): string {
  return text
    .replace(/\u202f/g, '\u00a0')
    .replace(/→/g, '–')
    .replace(/₂/g, '2')
}

export interface PdfAcceptance {
  option: number
  fullName: string
  acceptedAt: Date
  contentSha256: string
}

export function renderOfferPdf(
  content: OfferContent,
  lang: Language,
  acceptance: PdfAcceptance | null = null,
): Promise<Buffer> {
  const t = offerCopy[lang]
  const terms = termsOf(content.termsVersion)[lang]
  const parsed = pdfFonts()
  const doc = new PDFDocument({
    size: 'A4',
    // The text font from the start: pdfkit would otherwise load Helvetica's metrics for every document.
    font: parsed.text as never,
    margins: { top: 56, bottom: 64, left: 56, right: 56 },
    bufferPages: true,
    lang: lang === 'fr' ? 'fr-FR' : 'en-GB',
    displayTitle: true,
    info: { Title: printable(t.metaTitle(content.reference)), Author: 'HERRA', Subject: content.reference },
  })
  for (const name of Object.keys(FONT_FILES) as FontName[]) doc.registerFont(name, parsed[name] as never)
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })

  const colon = t.colon
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right
  const left = doc.page.margins.left
  /** Fallback faces registered in this document (offer-pdf-scripts.server.ts). */
  const registered = new Set<string>()
  /** A text in one of the document's faces; what that face cannot draw (a name in Arabic, an emoji) in a Noto face. */
  const say = (font: FontName, size: number, color: string, text: string, options: PDFKit.Mixins.TextOptions = {}) => {
    doc.fontSize(size).fillColor(color)
    const runs = fontRuns(printable(text), parsed[font] as unknown as Parameters<typeof fontRuns>[1])
    runs.forEach((run, i) => {
      if (run.face && !registered.has(run.face.key)) {
        doc.registerFont(run.face.key, run.face.font as never)
        registered.add(run.face.key)
      }
      doc.font(font)
      if (run.face) {
        // The base face's vertical metrics, so that both sit on one baseline and one line height.
        const current = doc as unknown as { _font: { ascender: number; descender: number; lineGap: number } }
        const { ascender, descender, lineGap } = current._font
        doc.font(run.face.key)
        Object.assign(current._font, { ascender, descender, lineGap })
      }
      // A fallback run is laid out whole (`features` set: pdfkit would otherwise shape it word by
      // word, and a right-to-left name would come out with its words in left-to-right order).
      doc.text(run.text, { ...options, ...(run.face ? { features: [] } : {}), continued: i < runs.length - 1 })
    })
    return doc
  }
  const rule = (gap = 10) => {
    doc.moveDown(0.4)
    const y = doc.y
    doc
      .moveTo(left, y)
      .lineTo(left + width, y)
      .lineWidth(0.6)
      .strokeColor(RULE)
      .stroke()
    doc.y = y + gap
  }
  const heading = (text: string) => {
    if (doc.y > doc.page.height - 160) doc.addPage()
    doc.moveDown(0.8)
    say('display', 17, GOLD, text)
    rule(8)
  }

  // Masthead and title.
  say('displayBold', 24, INK, 'HERRA', { characterSpacing: 6, continued: false })
  say('text', 8, MUTED, 'Paris · Dubaï', { characterSpacing: 1.5 })
  rule(16)
  say('text', 8, GOLD, t.eyebrow.toUpperCase(), { characterSpacing: 1.2 })
  doc.moveDown(0.3)
  say('display', 26, INK, content.reference)
  say('text', 10.5, INK, t.preparedFor(content.clientName))
  say(
    'text',
    9,
    MUTED,
    `${t.versionLine(content.version, formatWhen(lang, content.issuedAt))} · ${t.passengers(content.passengers)}`,
  )
  say('textBold', 9.5, INK, t.validUntil(formatWhen(lang, content.expiresAt)))

  if (content.message) {
    doc.moveDown(0.8)
    say('text', 8, GOLD, t.message.toUpperCase(), { characterSpacing: 1 })
    say('display', 12.5, INK, content.message, { width })
  }

  // The itinerary: each leg's times at its airports and in UTC, its block time.
  heading(t.itinerary)
  content.legs.forEach((leg, i) => {
    if (doc.y > doc.page.height - 150) doc.addPage()
    const from = airportLine(lang, leg.from)
    const to = airportLine(lang, leg.to)
    say('display', 13.5, INK, `${t.leg(i + 1)} · ${from.name} – ${to.name}`, { width })
    const row = (label: string, airport: { name: string; place: string }, iso: string, zone: string) =>
      say(
        'text',
        9,
        INK,
        `${label}${colon}${airport.place} — ${formatLocal(lang, iso, zone)} (${t.local}) · ${formatUtc(lang, iso, zone)}`,
        { width },
      )
    row(t.departure, from, leg.departureUtc, leg.from.timeZone)
    row(t.arrival, to, leg.arrivalUtc, leg.to.timeZone)
    say(
      'text',
      9,
      MUTED,
      `${t.blockTime}${colon}${formatBlock(lang, leg.blockMinutes)} · ${t.distance}${colon}${formatKm(lang, leg.distanceKm)}`,
    )
    doc.moveDown(0.6)
  })

  // The options: the aircraft, its lines, its total and CO₂.
  heading(t.options)
  say('text', 9, MUTED, t.optionsIntro, { width })
  for (const option of content.options) {
    if (doc.y > doc.page.height - 220) doc.addPage()
    doc.moveDown(0.8)
    const chosen = acceptance?.option === option.number
    say('display', 15, chosen ? GOLD : INK, `${t.option(option.number)} · ${option.aircraft.name}`)
    say(
      'text',
      9,
      MUTED,
      `${t.operator}${colon}${option.operator} · ${t.registration}${colon}${option.registration ?? t.registrationUnknown} · ${t.seats(option.seats)}`,
      { width },
    )
    if (option.operatedBy) {
      const o = option.operatedBy
      say('text', 9, INK, t.operatedBy(o.name, o.aocNumber, o.authority, formatIsoDate(lang, o.checkedOn)), { width })
    }
    doc.moveDown(0.3)
    for (const line of option.lines) {
      const { label, detail } = lineLabel(lang, line)
      const y = doc.y
      say('text', 9.5, INK, detail ? `${label} — ${detail}` : label, { width: width - 110 })
      const after = doc.y
      doc.y = y
      say('text', 9.5, INK, money(lang, line.amountEur), { width, align: 'right' })
      doc.y = Math.max(after, doc.y)
    }
    const y = doc.y + 3
    doc
      .moveTo(left, y)
      .lineTo(left + width, y)
      .lineWidth(0.4)
      .strokeColor(RULE)
      .stroke()
    doc.y = y + 4
    const totalY = doc.y
    say('displayBold', 13, INK, t.lines.total)
    doc.y = totalY
    say('displayBold', 13, INK, money(lang, option.totalEur), { width, align: 'right' })
    say(
      'text',
      9,
      MUTED,
      `${t.co2}${colon}${t.co2Value(formatTonnes(lang, option.co2.kg), formatTonnes(lang, option.co2.perPassengerKg))}`,
    )
  }
  doc.moveDown(0.8)
  say('text', 7.5, MUTED, `${t.taxesNote} ${t.co2Method}`, { width })

  if (acceptance) {
    heading(t.accepted.title)
    say(
      'textBold',
      10,
      INK,
      t.pdfAcceptance(acceptance.option, acceptance.fullName, formatWhen(lang, acceptance.acceptedAt)),
      { width },
    )
    say('text', 7.5, MUTED, `${t.accepted.fingerprint}${colon}${acceptance.contentSha256}`, { width })
  }

  heading(terms.title)
  terms.clauses.forEach((clause, i) => {
    say('text', 8.5, INK, `${i + 1}. ${clause}`, { width, paragraphGap: 4 })
  })

  // Every page's footer: reference, version, page n of N.
  const range = doc.bufferedPageRange()
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i)
    const bottom = doc.page.margins.bottom
    doc.page.margins.bottom = 0
    doc
      .font('text')
      .fontSize(7.5)
      .fillColor(MUTED)
      .text(
        printable(t.pdfFooter(content.reference, content.version, i + 1, range.count)),
        left,
        doc.page.height - 40,
        {
          width,
          align: 'center',
          lineBreak: false,
        },
      )
    doc.page.margins.bottom = bottom
  }
  doc.end()
  return done
}
