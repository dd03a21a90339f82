import { createRequire } from 'node:module'
import PDFDocument from 'pdfkit'
import type { Language } from '~/i18n/language'
import { tripCopy } from '../content/trip-copy'
import { airportWords, blockTime, localTime, parisWhen, utcTime } from '../content/trip-format'
import type { TripDetails } from '../domain/trip-model'
import type { TripBooking } from './trip-booking.server'

/**
 * The trip sheet as a PDF for the crew and the FBO (docs/product.md §18, decision 098): A4, text,
 * the site's fonts embedded (from their npm packages, like the offer's PDF), each leg with its local
 * and UTC times, terminals, handler, catering and ground transport, the passengers' count — and
 * their names only when the desk prints it (`names`), never from the shareable link.
 */

const require = createRequire(import.meta.url)
const FONTS = {
  display: '@fontsource/cormorant-garamond/files/cormorant-garamond-latin-500-normal.woff',
  text: '@fontsource/inter/files/inter-latin-400-normal.woff',
  textBold: '@fontsource/inter/files/inter-latin-600-normal.woff',
} as const
type Font = keyof typeof FONTS

const INK = '#141a24'
const MUTED = '#5b5f68'
const GOLD = '#8a6d35'

/** Text the fonts' Latin subsets can draw (no narrow no-break space, no arrow). */
export function printable(text: string): string {
  return text.replace(/\u202f/g, '\u00a0').replace(/→/g, '–')
}

export function renderTripPdf(
  sheet: { booking: TripBooking; details: TripDetails; updatedAt: Date },
  lang: Language,
  contact: { phone: string },
  names: readonly string[] | null = null,
): Promise<Buffer> {
  const t = tripCopy[lang].sheet
  const colon = tripCopy[lang].colon
  const { booking, details } = sheet
  const doc = new PDFDocument({
    size: 'A4',
    font: require.resolve(FONTS.text) as never,
    margins: { top: 48, bottom: 56, left: 52, right: 52 },
    lang: lang === 'fr' ? 'fr-FR' : 'en-GB',
    displayTitle: true,
    info: { Title: printable(t.pdfTitle(booking.reference)), Author: 'HERRA', Subject: booking.reference },
  })
  for (const [name, file] of Object.entries(FONTS)) doc.registerFont(name, require.resolve(file))
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right
  const say = (font: Font, size: number, color: string, text: string) =>
    doc.font(font).fontSize(size).fillColor(color).text(printable(text), { width })
  const field = (label: string, value: string) => say('text', 9.5, INK, `${label}${colon}${value || t.notYet}`)

  say('display', 22, INK, 'HERRA')
  say('text', 8, GOLD, t.eyebrow.toUpperCase())
  say('display', 20, INK, booking.reference)
  say('text', 9, MUTED, t.crewNote)
  doc.moveDown(0.6)
  field(t.operator, booking.operator)
  field(t.aircraft, booking.aircraft)
  field(t.registration, sheet.booking.registration)
  field(t.manifest, t.passengers(booking.passengers))
  booking.legs.forEach((leg, i) => {
    const d = details.legs[i]
    if (doc.y > doc.page.height - 200) doc.addPage()
    doc.moveDown(0.8)
    const from = airportWords(lang, leg.from)
    const to = airportWords(lang, leg.to)
    say('display', 15, GOLD, `${t.leg(leg.number)} · ${from.name} – ${to.name}`)
    field(
      t.departure,
      `${localTime(lang, leg.departureUtc, leg.from.timeZone)} (${t.local}) · ${utcTime(lang, leg.departureUtc, leg.from.timeZone)}`,
    )
    field(
      t.arrival,
      `${localTime(lang, leg.arrivalUtc, leg.to.timeZone)} (${t.local}) · ${utcTime(lang, leg.arrivalUtc, leg.to.timeZone)}`,
    )
    field(t.block, blockTime(lang, leg.blockMinutes))
    field(`${t.fbo} (${leg.from.code})`, d?.departureFbo ?? '')
    field(`${t.fbo} (${leg.to.code})`, d?.arrivalFbo ?? '')
    field(t.handler, d?.handler ?? '')
    field(t.catering, d?.catering ?? '')
    field(t.groundTransport, d?.groundTransport ?? '')
  })
  if (names && names.length > 0) {
    doc.moveDown(0.8)
    say('display', 15, GOLD, t.manifestNames)
    for (const name of names) say('text', 9.5, INK, name)
  }
  doc.moveDown(0.8)
  say('display', 15, GOLD, t.contacts)
  field(t.operatorPhone, details.operatorPhone)
  field(t.house, contact.phone)
  doc.moveDown(0.6)
  say('text', 8, MUTED, t.updated(parisWhen(lang, sheet.updatedAt)))
  doc.end()
  return done
}
