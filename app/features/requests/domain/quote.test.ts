import { isHoneypotFilled } from '~/domain/forms/form-result'
import { describe, expect, it } from 'vitest'
import { formErrorOf } from '~/domain/forms/lead-fields'
import { EMPTY_QUOTE_VALUES, parseQuote, QUOTE_FIELDS, QUOTE_PASSENGER_CHOICES, quoteSchema } from './quote'
import { parseForm } from '~/domain/forms/submission'

const minimal = { firstName: 'Jean', lastName: 'Martin', email: 'jean.martin@example.com' }

function errorsOf(input: unknown) {
  const result = parseQuote(input)
  if (result.success) throw new Error('expected a failure')
  return result
}

describe('quote schema', () => {
  it('first name, last name and e-mail are enough; the rest defaults to empty', () => {
    const result = parseQuote(minimal)
    expect(result.success).toBe(true)
    if (!result.success) return
    expect(result.data).toMatchObject({ ...minimal, phone: '', departure: '', returnDate: '', specialRequests: '' })
    expect(result.data.passengers).toBeUndefined()
    expect(result.data.budget).toBeUndefined()
  })

  it.each(['firstName', 'lastName', 'email'])('%s is enforced', (field) => {
    const result = errorsOf({ ...minimal, [field]: ' ' })
    expect(result.formError).toBe('required')
    expect(result.fieldErrors[field as 'email']).toBe('required')
  })

  it('checks every optional field when given', () => {
    expect(errorsOf({ ...minimal, email: 'jean@' }).formError).toBe('email')
    expect(errorsOf({ ...minimal, passengers: '20' }).fieldErrors.passengers).toBe('pax')
    expect(errorsOf({ ...minimal, aircraftType: 'zeppelin' }).fieldErrors.aircraftType).toBe('invalid')
    expect(errorsOf({ ...minimal, budget: '1M' }).fieldErrors.budget).toBe('invalid')
    expect(errorsOf({ ...minimal, departureDate: '2026-13-01' }).fieldErrors.departureDate).toBe('date')
    expect(errorsOf({ ...minimal, departureDate: '2026-06-10', returnDate: '2026-06-01' }).fieldErrors.returnDate).toBe(
      'dateOrder',
    )
    expect(errorsOf({ ...minimal, admin: true }).fieldErrors._form).toBe('invalid')
  })

  it('accepts the full form', () => {
    const form = new URLSearchParams({
      ...EMPTY_QUOTE_VALUES,
      ...minimal,
      phone: '+33 6 00 00 00 00',
      departure: 'Paris Le Bourget',
      destination: 'Nice',
      departureDate: '2026-06-10',
      returnDate: '2026-06-14',
      passengers: '4',
      aircraftType: 'helicopter',
      budget: '25k-50k',
      specialRequests: 'Champagne à bord',
      lang: 'fr',
    })
    const result = parseForm(form, quoteSchema, (errors) => formErrorOf(errors, QUOTE_FIELDS))
    expect(result.success).toBe(true)
    if (result.success) {
      expect(result.data.passengers).toBe(4)
      expect(result.data.aircraftType).toBe('helicopter')
    }
  })

  it('honeypot and passenger choices', () => {
    expect(isHoneypotFilled('x')).toBe(true)
    expect(isHoneypotFilled('  ')).toBe(false)
    expect(QUOTE_PASSENGER_CHOICES[0]).toBe(1)
    expect(QUOTE_PASSENGER_CHOICES.at(-1)).toBe(19)
    expect(QUOTE_PASSENGER_CHOICES).toHaveLength(19)
  })
})
