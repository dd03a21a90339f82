import { parseWithZod } from '@conform-to/zod/v4'
import { describe, expect, it } from 'vitest'
import {
  blockTimeText,
  draftOf,
  editorValuesOf,
  offerAcceptSchema,
  offerEditorSchema,
  parseBlockTime,
  parseEuros,
} from './offer-form'

function post(entries: Record<string, string>) {
  return parseWithZod(new URLSearchParams(entries), { schema: offerEditorSchema })
}

/** The errors of a refused post (none for a success). */
function errorsOf(submission: { status?: string; error?: unknown }) {
  return submission.status === 'success' ? undefined : (submission.error as Record<string, string[]> | undefined)
}

const base = {
  clientName: 'Éloïse Château',
  language: 'fr',
  passengers: '4',
  validityHours: '48',
  'legs[0].from': 'lbg',
  'legs[0].to': 'NCE',
  'legs[0].date': '2026-12-24',
  'legs[0].time': '11:00',
  'legs[0].block': '1:35',
  'options[0].aircraft': 'cl350',
  'options[0].operator': 'Opérateur Un',
  'options[0].seats': '9',
  'options[0].charter': '20 000',
  'options[1].aircraft': 'other',
  'options[1].aircraftName': 'Legacy 650',
  'options[1].burn': '290',
  'options[1].operator': 'Opérateur Deux',
  'options[1].registration': 'f-hbcd',
  'options[1].seats': '13',
  'options[1].charter': '18500',
  'options[1].vat': '0',
  'options[1].vatReason': 'Vol sanitaire',
  'options[1].lines[0].label': 'Remise fidélité',
  'options[1].lines[0].amount': '-500',
}

describe('the offer editor form', () => {
  it('reads nested legs, options and lines into a draft', () => {
    const submission = post(base)
    expect(submission.status).toBe('success')
    if (submission.status !== 'success') return
    const draft = draftOf(submission.value)
    expect(draft.legs).toEqual([{ from: 'LBG', to: 'NCE', date: '2026-12-24', time: '11:00', blockMinutes: 95 }])
    expect(draft.options[0]).toMatchObject({ aircraftId: 'cl350', charterEur: 20_000, registration: '', lines: [] })
    expect(draft.options[1]).toMatchObject({
      aircraftId: '',
      aircraftName: 'Legacy 650',
      burnGalPerHour: 290,
      registration: 'F-HBCD',
      vatOverride: { amountEur: 0, reason: 'Vol sanitaire' },
      lines: [{ label: 'Remise fidélité', amountEur: -500 }],
    })
    // And back: the editor's values of the draft post the same draft.
    const values = editorValuesOf(draft)
    expect(values.legs[0]!.block).toBe('1:35')
  })

  it('says what is wrong, field by field', () => {
    const submission = post({
      ...base,
      'legs[0].from': 'PARIS!',
      'legs[0].block': '95',
      'options[0].charter': 'vingt mille',
      'options[1].vatReason': '',
      'options[1].burn': '',
      clientName: 'Éloïse\r\nBcc: x@example.com',
    })
    expect(submission.status).toBe('error')
    expect(errorsOf(submission)).toMatchObject({
      'legs[0].from': ['airport'],
      'legs[0].block': ['block'],
      'options[0].charter': ['amount'],
      'options[1].vatReason': ['reason'],
      'options[1].burn': ['burn'],
      clientName: ['oneLine'],
    })
  })

  it('refuses an aircraft with fewer seats than passengers', () => {
    expect(errorsOf(post({ ...base, 'options[0].seats': '3' }))).toEqual({ 'options[0].seats': ['seats'] })
  })

  it('needs one to three options and one to six legs', () => {
    const { ['options[0].aircraft']: _a, ...rest } = base
    const four = {
      ...base,
      ...Object.fromEntries(
        ['2', '3'].flatMap((i) => [
          [`options[${i}].aircraft`, 'cj1'],
          [`options[${i}].operator`, 'X'],
          [`options[${i}].seats`, '5'],
          [`options[${i}].charter`, '1'],
        ]),
      ),
    }
    expect(errorsOf(post(four))?.options).toEqual(['count'])
    expect(post(rest).status).toBe('error')
  })
})

describe('amounts and block times as typed', () => {
  it('reads euros with spaces, a sign and the € sign; refuses decimals and words', () => {
    expect(parseEuros('20 000 €')).toBe(20_000)
    expect(parseEuros('12\u202f345')).toBe(12_345)
    expect(parseEuros('-500')).toBe(-500)
    expect(parseEuros('20000,50')).toBeNull()
    expect(parseEuros('1e6')).toBeNull()
    expect(parseEuros('99999999')).toBeNull()
  })

  it('reads h:mm and 6h45, and writes h:mm', () => {
    expect(parseBlockTime('6:45')).toBe(405)
    expect(parseBlockTime('6h45')).toBe(405)
    expect(parseBlockTime('0:00')).toBeNull()
    expect(parseBlockTime('1:75')).toBeNull()
    expect(blockTimeText(405)).toBe('6:45')
    expect(blockTimeText(55)).toBe('0:55')
  })
})

describe('the acceptance form', () => {
  it('needs an option, a name and the terms box', () => {
    const ok = parseWithZod(new URLSearchParams({ option: '2', fullName: ' Éloïse Château ', terms: 'on' }), {
      schema: offerAcceptSchema,
    })
    expect(ok.status).toBe('success')
    if (ok.status === 'success') expect(ok.value).toEqual({ option: 2, fullName: 'Éloïse Château', terms: true })
    const bad = parseWithZod(new URLSearchParams({ option: '4', fullName: 'É' }), { schema: offerAcceptSchema })
    expect(errorsOf(bad)).toMatchObject({ option: ['option'], fullName: ['name'], terms: ['terms'] })
  })
})
