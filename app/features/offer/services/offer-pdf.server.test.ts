import { writeFileSync } from 'node:fs'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { describe, expect, it } from 'vitest'
import { offerCopy } from '../content/offer-copy'
import { formatTonnes, formatWhen, money } from '../content/offer-format'
import type { OfferContent } from '../domain/offer-model'
import { printable, renderOfferPdf } from './offer-pdf.server'

/** A version as the desk would send it: Paris → Genève → Dubaï, two options, accented names. */
const content: OfferContent = {
  reference: 'HERRA-2026-0042',
  version: 2,
  language: 'fr',
  clientName: 'Éloïse Château-Thierry',
  passengers: 4,
  currency: 'EUR',
  issuedAt: '2026-11-25T20:00:00.000Z',
  expiresAt: '2026-11-27T20:00:00.000Z',
  termsVersion: '2026-11',
  message: 'Avec nos hommages : le dégivrage est prévu à Genève.',
  legs: [
    {
      from: {
        code: 'LBG',
        name: 'Paris–Le Bourget Airport',
        city: 'Paris',
        countryCode: 'FR',
        timeZone: 'Europe/Paris',
      },
      to: {
        code: 'GVA',
        name: 'Geneva Cointrin International Airport',
        city: 'Geneva',
        cityFr: 'Genève',
        countryCode: 'CH',
        timeZone: 'Europe/Zurich',
      },
      departureLocal: '2026-12-24T11:00',
      departureUtc: '2026-12-24T10:00:00.000Z',
      arrivalUtc: '2026-12-24T11:05:00.000Z',
      blockMinutes: 65,
      distanceKm: 411,
    },
    {
      from: {
        code: 'GVA',
        name: 'Geneva Cointrin International Airport',
        city: 'Geneva',
        cityFr: 'Genève',
        countryCode: 'CH',
        timeZone: 'Europe/Zurich',
      },
      to: {
        code: 'DXB',
        name: 'Dubai International Airport',
        city: 'Dubai',
        cityFr: 'Dubaï',
        countryCode: 'AE',
        timeZone: 'Asia/Dubai',
      },
      departureLocal: '2026-12-26T09:30',
      departureUtc: '2026-12-26T08:30:00.000Z',
      arrivalUtc: '2026-12-26T14:50:00.000Z',
      blockMinutes: 380,
      distanceKm: 4824,
    },
  ],
  options: [
    {
      number: 1,
      aircraft: { id: 'falcon7x', name: 'Falcon 7X' },
      operator: 'Société Aérienne Élysée',
      registration: 'F-HELY',
      seats: 12,
      lines: [
        { kind: 'charter', amountEur: 98_000 },
        {
          kind: 'tsba',
          amountEur: 1680,
          parts: [{ band: 'europe', passengers: 4, perPassengerEur: 420 }],
          computedEur: 1680,
          reason: null,
        },
        { kind: 'other', label: 'Dégivrage à Genève', amountEur: 1200 },
      ],
      totalEur: 100_880,
      co2: { kg: 26_719, perPassengerKg: 6_680, burnGalPerHour: 385 },
    },
    {
      number: 2,
      aircraft: { id: null, name: 'Legacy 650' },
      operator: 'Air Bréguet',
      registration: null,
      seats: 13,
      lines: [
        { kind: 'charter', amountEur: 86_500 },
        {
          kind: 'tsba',
          amountEur: 1680,
          parts: [{ band: 'europe', passengers: 4, perPassengerEur: 420 }],
          computedEur: 1680,
          reason: null,
        },
      ],
      totalEur: 88_180,
      co2: { kg: 20_150, perPassengerKg: 5_038, burnGalPerHour: 290 },
    },
  ],
}

async function textOf(pdf: Buffer): Promise<{ text: string; pages: number }> {
  const document = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, isEvalSupported: false })
    .promise
  const parts: string[] = []
  for (let n = 1; n <= document.numPages; n++) {
    const page = await document.getPage(n)
    const items = (await page.getTextContent()).items as Array<{ str: string; hasEOL?: boolean; fontName?: string }>
    parts.push(items.map((i) => i.str + (i.hasEOL ? '\n' : '')).join(''))
  }
  const pages = document.numPages
  await document.destroy()
  return { text: parts.join('\n').replace(/\s+/g, ' '), pages }
}

const flat = (s: string) => printable(s).replace(/\s+/g, ' ')

describe('the offer PDF', () => {
  it('is an A4 text PDF with the site’s fonts embedded', async () => {
    const pdf = await renderOfferPdf(content, 'fr')
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
    const raw = pdf.toString('latin1')
    // A4 in points, and embedded font programs (FontFile2), subset-named after the site's faces.
    expect(raw).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/)
    expect(raw).toMatch(/\/FontFile2/)
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+CormorantGaramond/)
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+Inter/)
  })

  it('reads back the reference, the client, each leg, each option’s total and CO₂, accents intact', async () => {
    const { text } = await textOf(await renderOfferPdf(content, 'fr'))
    const t = offerCopy.fr
    for (const expected of [
      'HERRA-2026-0042',
      'Éloïse Château-Thierry',
      'Avec nos hommages : le dégivrage est prévu à Genève.',
      'Paris–Le Bourget Airport (LBG)',
      'Geneva Cointrin International Airport (GVA)',
      'Dubai International Airport (DXB)',
      'Genève, Suisse',
      'Dubaï, Émirats arabes unis',
      'Société Aérienne Élysée',
      'Air Bréguet',
      'Dégivrage à Genève',
      t.option(1),
      t.option(2),
      money('fr', 100_880),
      money('fr', 88_180),
      formatTonnes('fr', 26_719),
      formatTonnes('fr', 20_150),
      'Conditions d’affrètement et d’annulation',
    ]) {
      expect(text).toContain(flat(expected))
    }
  })

  it('speaks English when asked, and prints the acceptance', async () => {
    const { text } = await textOf(
      await renderOfferPdf(content, 'en', {
        option: 2,
        fullName: 'Éloïse Château-Thierry',
        acceptedAt: new Date('2026-11-26T09:15:00Z'),
        contentSha256: 'a'.repeat(64),
      }),
    )
    expect(text).toContain('Accepted: option 2, by Éloïse Château-Thierry')
    expect(text).toContain('Geneva, Switzerland')
    expect(text).toContain(flat(money('en', 88_180)))
    expect(text).toContain('a'.repeat(64))
  })
})

describe('the offer PDF for names in any script (decision 084)', () => {
  const names = ['محمد بن راشد', 'דוד לוי', '王小明', 'Zoë 👋']
  it.each(names)('prints %s as the client and in the acceptance line, with its date', async (name) => {
    const acceptedAt = new Date('2026-11-26T09:15:00.000Z')
    const pdf = await renderOfferPdf({ ...content, clientName: name }, 'fr', {
      option: 1,
      fullName: name,
      acceptedAt,
      contentSha256: 'b'.repeat(64),
    })
    if (process.env.OFFER_PDF_OUT) writeFileSync(`${process.env.OFFER_PDF_OUT}/${names.indexOf(name)}.pdf`, pdf)
    const { text } = await textOf(pdf)
    // Read back in reading order, compared without spaces and direction marks (a text extractor
    // puts spaces, or control characters, where an Arabic word's marks sit) and in NFKC (a joined letter may read back
    // as its presentation form). "Préparée pour …" and "Acceptée : option 1, par …, le <date>."
    const bare = (s: string) =>
      flat(s)
        .normalize('NFKC')
        .replace(/[\s\p{Cc}\u200b-\u200f\u202a-\u202e\u2066-\u2069]+/gu, '')
    expect(bare(text), text.slice(0, 300)).toContain(bare(`Préparée pour ${name}`))
    expect(bare(text)).toContain(bare(`par ${name}, le ${formatWhen('fr', acceptedAt.toISOString())}`))
  })
})
