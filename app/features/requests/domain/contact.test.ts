import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  applyContactPrefill,
  contactBodyFromValues,
  CONTACT_FIELDS,
  contactSchema,
  contactPrefillFromQuery,
  EMPTY_CONTACT_VALUES,
  isContactTrap,
  normalizeContactAircraft,
  parseContact,
} from './contact'
import { formErrorOf } from '~/domain/forms/lead-fields'
import { parseForm } from '~/domain/forms/submission'

const valid = {
  firstName: 'Camille',
  lastName: 'Durand',
  email: 'camille.durand@example.com',
  phone: '+33 6 12 34 56 78',
  departure: 'LBG',
  destination: 'DXB',
  date: '2026-12-01',
  pax: 6,
  message: 'Vol aller simple, départ en fin de matinée.',
  aircraft: 'N/A',
  consent: true,
  company: '',
}

function errorsOf(input: unknown) {
  const result = parseContact(input)
  if (result.success) throw new Error('expected a failure')
  return result
}

describe('contact schema', () => {
  it('accepts the product’s body and trims text', () => {
    const result = parseContact({ ...valid, firstName: '  Camille  ', est: 123456, lang: 'en' })
    expect(result.success).toBe(true)
    if (!result.success) return
    expect(result.data.firstName).toBe('Camille')
    expect(result.data.est).toBe(123456)
    expect(result.data.aircraft).toBe('N/A')
  })

  it('aircraft defaults to N/A and accepts options, fleet ids and names', () => {
    const { aircraft: _omit, ...withoutAircraft } = valid
    const parsed = parseContact(withoutAircraft)
    expect(parsed.success && parsed.data.aircraft).toBe('N/A')
    expect(normalizeContactAircraft('heavy')).toBe('heavy')
    expect(normalizeContactAircraft('Falcon 7X')).toBe('Falcon 7X')
    expect(normalizeContactAircraft('falcon7x')).toBe('Falcon 7X')
    expect(normalizeContactAircraft('g650')).toBe('G650')
    expect(normalizeContactAircraft('Concorde')).toBeUndefined()
    expect(errorsOf({ ...valid, aircraft: 'Concorde' }).fieldErrors.aircraft).toBe('aircraft')
  })

  it.each(['firstName', 'lastName', 'departure', 'destination', 'date'])(
    '%s empty after trimming → required',
    (field) => {
      const result = errorsOf({ ...valid, [field]: '   ' })
      expect(result.formError).toBe('required')
      expect(result.fieldErrors[field as 'email']).toBe('required')
    },
  )

  it('an e-mail OR a phone number: either alone is enough, neither → reachable on both', () => {
    expect(parseContact({ ...valid, phone: '' }).success).toBe(true)
    expect(parseContact({ ...valid, email: '  ' }).success).toBe(true)
    const { email: _e, phone: _p, ...neither } = valid
    const result = errorsOf(neither)
    expect(result.formError).toBe('reachable')
    expect(result.fieldErrors.email).toBe('reachable')
    expect(result.fieldErrors.phone).toBe('reachable')
    // Said together with the other fields' problems: an empty form names every one at once.
    const empty = errorsOf({ ...valid, firstName: '', email: '', phone: '', date: '' })
    expect(empty.formError).toBe('required')
    expect(empty.fieldErrors).toMatchObject({ firstName: 'required', date: 'required', email: 'reachable' })
    expect(errorsOf(null).formError).toBe('invalid')
    // A wrong one is still wrong when the other is given.
    expect(errorsOf({ ...valid, email: 'nope' }).fieldErrors.email).toBe('email')
    expect(errorsOf({ ...valid, email: '', phone: 'call me' }).fieldErrors.phone).toBe('phone')
  })

  it('the message and the aircraft are optional', () => {
    const { message: _m, aircraft: _a, ...bare } = valid
    const parsed = parseContact(bare)
    expect(parsed.success).toBe(true)
    if (parsed.success) expect(parsed.data.message).toBe('')
  })

  it('missing pax → required; pax outside 1..19 or not whole → pax', () => {
    const { pax: _omit, ...withoutPax } = valid
    expect(errorsOf(withoutPax).formError).toBe('required')
    for (const pax of [0, 20, 2.5, -1]) expect(errorsOf({ ...valid, pax }).fieldErrors.pax).toBe('pax')
    expect(parseContact({ ...valid, pax: 1 }).success).toBe(true)
    expect(parseContact({ ...valid, pax: 19 }).success).toBe(true)
    expect(parseContact({ ...valid, pax: '7' }).success).toBe(true)
  })

  it('consent must be true (spec message), after the required fields', () => {
    expect(errorsOf({ ...valid, consent: false }).formError).toBe('consent')
    expect(errorsOf({ ...valid, consent: 'true' }).formError).toBe('consent')
    expect(errorsOf({ ...valid, consent: false, firstName: '' }).formError).toBe('required')
  })

  it('rejects bad e-mail, phone and date, unknown keys and wrong types', () => {
    expect(errorsOf({ ...valid, email: 'not-an-email' }).formError).toBe('email')
    expect(errorsOf({ ...valid, phone: 'call me' }).formError).toBe('phone')
    expect(errorsOf({ ...valid, date: '2026-02-30' }).formError).toBe('date')
    expect(errorsOf({ ...valid, extra: 1 }).fieldErrors._form).toBe('invalid')
    expect(errorsOf({ ...valid, firstName: 42 }).fieldErrors.firstName).toBe('invalid')
    expect(errorsOf({ ...valid, message: 'x'.repeat(5001) }).fieldErrors.message).toBe('tooLong')
    expect(errorsOf({ ...valid, est: -5 }).fieldErrors.est).toBe('estimate')
    expect(errorsOf(null).formError).toBe('invalid')
    expect(errorsOf([valid]).formError).toBe('invalid')
  })

  it('the honeypot is detected', () => {
    expect(isContactTrap({ company: 'ACME' })).toBe(true)
    expect(isContactTrap({ company: '  ' })).toBe(false)
    expect(isContactTrap({})).toBe(false)
  })

  it('property: any object missing one required field fails with the required message', () => {
    const required = ['firstName', 'lastName', 'departure', 'destination', 'date', 'pax'] as const
    fc.assert(
      fc.property(fc.constantFrom(...required), fc.constantFrom(undefined, '', '   ', null), (field, blank) => {
        const body: Record<string, unknown> = { ...valid, [field]: blank }
        if (blank === undefined) delete body[field]
        const result = parseContact(body)
        return !result.success && result.formError === 'required'
      }),
    )
  })
})

describe('form post and browser body', () => {
  it('converts a plain form post', () => {
    const form = new URLSearchParams({
      ...Object.fromEntries(Object.entries(valid).map(([k, v]) => [k, String(v)])),
      consent: 'on',
      est: '123456',
      intent: 'ignored',
    })
    const parsed = parseForm(form, contactSchema, (errors) => formErrorOf(errors, CONTACT_FIELDS))
    expect(parsed.submission.payload).not.toHaveProperty('intent')
    expect(parsed.success).toBe(true)
    if (parsed.success) {
      expect(parsed.data.pax).toBe(6)
      expect(parsed.data.est).toBe(123456)
    }
    const noConsent = new URLSearchParams(form)
    noConsent.delete('consent')
    const refused = parseForm(noConsent, contactSchema, (errors) => formErrorOf(errors, CONTACT_FIELDS))
    expect(!refused.success && refused.formError).toBe('consent')
  })

  it('builds the product’s JSON body from the values', () => {
    const body = contactBodyFromValues(
      { ...EMPTY_CONTACT_VALUES, pax: '8', est: '99000', consent: true },
      { lang: 'fr' },
    )
    expect(body).toMatchObject({ pax: 8, aircraft: 'N/A', consent: true, company: '', est: 99000, lang: 'fr' })
  })
})

describe('prefill from the query', () => {
  it('reads the estimator link', () => {
    const query = new URLSearchParams('from=lbg&to=DXB&date=2026-12-01&aircraft=Falcon%207X&passengers=6&est=123456.4')
    expect(contactPrefillFromQuery(query)).toEqual({
      departure: 'LBG',
      destination: 'DXB',
      date: '2026-12-01',
      pax: '6',
      aircraft: 'Falcon 7X',
      est: '123456',
    })
  })

  it('ignores unusable values and clamps passengers', () => {
    const query = new URLSearchParams('date=tomorrow&aircraft=Concorde&passengers=40&est=lots')
    expect(contactPrefillFromQuery(query)).toEqual({ pax: '19' })
  })

  it('info=<aircraft> selects it and writes a message, without overwriting what was typed', () => {
    const prefill = contactPrefillFromQuery(new URLSearchParams('info=Global%207500'))
    expect(prefill).toEqual({ aircraft: 'Global 7500', infoAircraft: 'Global 7500' })
    const message = (a: string) => `Info about ${a}`
    expect(applyContactPrefill(EMPTY_CONTACT_VALUES, prefill, message).message).toBe('Info about Global 7500')
    expect(applyContactPrefill({ ...EMPTY_CONTACT_VALUES, message: 'Mine' }, prefill, message).message).toBe('Mine')
  })

  it('a new query changes only the fields it carries', () => {
    const typed = { ...EMPTY_CONTACT_VALUES, firstName: 'Camille', departure: 'CDG' }
    const next = applyContactPrefill(typed, contactPrefillFromQuery(new URLSearchParams('est=45000')))
    expect(next).toEqual({ ...typed, est: '45000' })
  })
})

describe('a trip of several legs in the request', () => {
  const legs = ['LBG,NCE,2026-12-01,09:00', 'NCE,GVA,2026-12-02,15:30', 'GVA,LBG,2026-12-04,18:00']
  it('the simulator’s legs fill the trip, and the first leg the route and the date', () => {
    const query = new URLSearchParams(`${legs.map((l) => `leg=${l}`).join('&')}&from=CDG&pax=4`)
    const prefill = contactPrefillFromQuery(query)
    expect(prefill).toMatchObject({ trip: legs.join(';'), departure: 'LBG', destination: 'NCE', date: '2026-12-01' })
    expect(applyContactPrefill(EMPTY_CONTACT_VALUES, prefill).trip).toBe(legs.join(';'))
  })
  it('one leg, seven legs or a malformed leg carry no trip', () => {
    for (const bad of [[legs[0]!], [...legs, ...legs, legs[0]!], [legs[0]!, 'NCE,GVA,2026-13-40,15:30']])
      expect(contactPrefillFromQuery(new URLSearchParams(bad.map((l) => `leg=${l}`).join('&'))).trip).toBeUndefined()
  })
  it('the schema keeps a well-formed trip and refuses anything else in it', () => {
    expect(parseContact({ ...valid, trip: legs.join(';') }).success).toBe(true)
    expect(parseContact({ ...valid, trip: '' }).success).toBe(true)
    for (const trip of [legs[0], 'LBG;NCE', `${legs.join(';')};<script>`, 'x'.repeat(500)])
      expect(parseContact({ ...valid, trip }).success, trip).toBe(false)
  })
  it('a leg at a time that is no time of day (99:99, 24:00, 12:60) is refused at the trip (tripTime)', () => {
    for (const time of ['99:99', '24:00', '12:60']) {
      const trip = [legs[0], `NCE,GVA,2026-12-02,${time}`].join(';')
      const parsed = parseContact({ ...valid, trip })
      expect(parsed.success, time).toBe(false)
      if (!parsed.success) expect(parsed.fieldErrors).toEqual({ trip: 'tripTime' })
      expect(
        contactPrefillFromQuery(new URLSearchParams(`leg=${legs[0]}&leg=NCE,GVA,2026-12-02,${time}`)).trip,
      ).toBeUndefined()
    }
    expect(parseContact({ ...valid, trip: [legs[0], 'NCE,GVA,2026-12-02,23:59'].join(';') }).success).toBe(true)
  })
  it('the browser body carries the trip', () => {
    expect(contactBodyFromValues({ ...EMPTY_CONTACT_VALUES, trip: legs.join(';') }).trip).toBe(legs.join(';'))
    expect(contactBodyFromValues(EMPTY_CONTACT_VALUES)).not.toHaveProperty('trip')
  })
})
