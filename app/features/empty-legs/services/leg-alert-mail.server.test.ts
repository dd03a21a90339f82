import { describe, expect, it } from 'vitest'
import type { EmptyLeg } from '../domain/leg-model'
import { alertConfirmMail, alertDigestMail, interestLabel } from './leg-alert-mail.server'
import { resolveLegEnd } from './leg-places.server'

const leg = (over: Partial<EmptyLeg>): EmptyLeg => ({
  id: '6f1c1a52-0000-4000-8000-000000000001',
  from: resolveLegEnd('LBG')!,
  to: resolveLegEnd('GVA')!,
  earliest: '2026-06-10',
  latest: '2026-06-12',
  aircraftId: 'cl350',
  aircraftName: '',
  burnGalPerHour: null,
  seats: 9,
  priceEur: 12_000,
  noteFr: 'Champagne offert',
  noteEn: 'Champagne on board',
  withdrawnAt: null,
  createdAt: new Date(),
  ...over,
})

const paris = { kind: 'city', city: 'paris', label: 'Paris', countryCode: 'FR', lat: 48.85, lon: 2.35 } as const

describe('the alert e-mails, in the subscriber’s language', () => {
  it('the digest groups the legs, in French with French city names, each with its request link', () => {
    const mail = alertDigestMail(
      'fr',
      { from: paris, to: null, radiusKm: null },
      [leg({}), leg({ id: '6f1c1a52-0000-4000-8000-000000000002', priceEur: null })],
      { site: 'https://herra.example/', unsubscribe: 'https://herra.example/u' },
    )
    expect(mail.subject).toBe('2 vols à vide pour vous — HERRA')
    expect(mail.text).toContain('Paris → Genève (LBG → GVA)')
    expect(mail.text).toContain('Sur demande')
    expect(mail.text).toContain('Champagne offert')
    expect(mail.text).toContain('https://herra.example/quote-form?leg=6f1c1a52-0000-4000-8000-000000000002')
    expect(mail.text).toContain('https://herra.example/u')
    expect(mail.html).not.toContain('<script')
  })
  it('in English: English names, English links, the interest said', () => {
    const mail = alertDigestMail('en', { from: paris, to: null, radiusKm: 100 }, [leg({})], {
      site: 'https://herra.example',
      unsubscribe: 'https://herra.example/u',
    })
    expect(mail.subject).toBe('An empty leg for you — HERRA')
    expect(mail.text).toContain('Paris → Geneva (LBG → GVA)')
    expect(mail.text).toContain('Champagne on board')
    expect(mail.text).toContain('/empty-legs?lang=en')
    expect(interestLabel('en', { from: paris, to: null, radiusKm: 100 })).toBe('Paris → anywhere (within 100 km)')
  })
  it('the confirmation says the route and carries both links', () => {
    const mail = alertConfirmMail(
      'fr',
      { from: null, to: paris, radiusKm: null },
      {
        confirm: 'https://herra.example/c',
        unsubscribe: 'https://herra.example/u',
      },
    )
    expect(mail.text).toContain('partout → Paris')
    expect(mail.text).toContain('https://herra.example/c')
    expect(mail.text).toContain('https://herra.example/u')
  })
})
