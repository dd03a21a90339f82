import { describe, expect, it } from 'vitest'
import { CLUB_SECTORS, TRAVEL_FREQUENCIES, clubModalFormError, clubModalSchema, parseClubModal } from './club-modal'
import { parseForm } from '~/domain/forms/submission'

const valid = {
  fullName: 'Alexandre Morel',
  nationality: 'Française',
  residence: 'Genève, Suisse',
  email: 'a.morel@example.com',
  phone: '+41 (0)22 000 00 00',
  currentTitle: 'Président',
  organization: 'Morel & Associés',
  sector: 'finance',
  networks: '',
  achievements: 'Fondateur de deux maisons de gestion.',
  motivation: 'Voyager autrement.',
  contribution: 'Un réseau de collectionneurs.',
  expectations: 'Discrétion et disponibilité.',
  sponsor: '',
  references: '',
  travelFrequency: 'hebdomadaire',
  destinations: 'Dubaï, New York',
  interests: 'Art contemporain',
  confidentiality: true,
}

/** The required fields as docs/product.md names them (form B): the parser must refuse each one blank. */
const REQUIRED_BY_PRODUCT = [
  'fullName',
  'nationality',
  'residence',
  'email',
  'phone',
  'currentTitle',
  'organization',
  'achievements',
  'motivation',
  'contribution',
  'expectations',
] as const

describe('club form B schema', () => {
  it('accepts a complete file', () => {
    const result = parseClubModal(valid)
    expect(result.success).toBe(true)
  })

  it('a file with only the 11 fields docs/product.md requires (and the consent) is accepted', () => {
    const minimal: Record<string, unknown> = { confidentiality: true }
    for (const f of REQUIRED_BY_PRODUCT) minimal[f] = valid[f]
    const result = parseClubModal(minimal)
    expect(result.success).toBe(true)
    if (result.success) {
      expect(result.data.sector).toBe('')
      expect(result.data.travelFrequency).toBe('')
    }
  })

  it.each(REQUIRED_BY_PRODUCT)('a blank %s → "incomplete"', (field) => {
    const result = parseClubModal({ ...valid, [field]: ' ' })
    expect(!result.success && result.formError).toBe('incomplete')
    expect(!result.success && result.fieldErrors[field]).toBe('required')
  })

  it('confidentiality unticked → "confidentiality", before anything else', () => {
    const result = parseClubModal({ ...valid, confidentiality: false, fullName: '' })
    expect(!result.success && result.formError).toBe('confidentiality')
  })

  it('e-mail and phone', () => {
    expect(parseClubModal({ ...valid, email: 'a.morel' }).success).toBe(false)
    const email = parseClubModal({ ...valid, email: 'a.morel' })
    expect(!email.success && email.formError).toBe('email')
    const phone = parseClubModal({ ...valid, phone: '12-34' })
    expect(!phone.success && phone.formError).toBe('phone')
  })

  it('sectors and travel frequencies: the product’s values only', () => {
    for (const sector of CLUB_SECTORS) expect(parseClubModal({ ...valid, sector }).success).toBe(true)
    for (const travelFrequency of TRAVEL_FREQUENCIES) {
      expect(parseClubModal({ ...valid, travelFrequency }).success).toBe(true)
    }
    const sector = parseClubModal({ ...valid, sector: 'yachting' })
    expect(!sector.success && sector.formError).toBe('invalid')
    const freq = parseClubModal({ ...valid, travelFrequency: 'monthly' })
    expect(!freq.success && freq.formError).toBe('invalid')
  })

  it('reads a posted form', () => {
    const form = new URLSearchParams()
    for (const [k, v] of Object.entries(valid)) if (typeof v === 'string') form.append(k, v)
    form.append('confidentiality', 'on')
    const parsed = parseForm(form, clubModalSchema, clubModalFormError)
    expect(parsed.success && parsed.data.confidentiality).toBe(true)
    form.delete('confidentiality')
    const unticked = parseForm(form, clubModalSchema, clubModalFormError)
    expect(!unticked.success && unticked.formError).toBe('confidentiality')
  })
})
