import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { findPlaceholders, operatorConfigSchema, type OperatorConfig } from './operator-config'
import { placeholderOperatorConfig } from './operator-placeholders'

const fixture = operatorConfigSchema.parse(JSON.parse(readFileSync('tests/fixtures/site-config.json', 'utf8')))
const clone = (c: OperatorConfig): OperatorConfig => structuredClone(c)

describe('site configuration schema', () => {
  it('accepts the development placeholders and the documented example file, which are the same', () => {
    expect(operatorConfigSchema.parse(placeholderOperatorConfig)).toEqual(placeholderOperatorConfig)
    const example: unknown = JSON.parse(readFileSync('config/site.example.json', 'utf8'))
    expect(operatorConfigSchema.parse(example)).toEqual(placeholderOperatorConfig)
  })

  it('names the setting of each bad value', () => {
    const bad = clone(fixture) as unknown as Record<string, unknown> & { offices: { dubai: Record<string, unknown> } }
    bad.contactEmail = 'not-an-address'
    bad.offices.dubai.phone = '04 355 2718'
    bad.unknownKey = 1
    const result = operatorConfigSchema.safeParse(bad)
    expect(result.success).toBe(false)
    const paths = result.error!.issues.map((i) => i.path.join('.'))
    expect(paths).toEqual(expect.arrayContaining(['contactEmail', 'offices.dubai.phone', '']))
  })

  it('rejects malformed registration numbers', () => {
    const bad = clone(fixture)
    bad.legal.siren = '12345'
    bad.legal.siret = '912 345 674'
    expect(operatorConfigSchema.safeParse(bad).error?.issues.map((i) => i.path.join('.'))).toEqual([
      'legal.siren',
      'legal.siret',
    ])
  })
})

describe('placeholders', () => {
  it('finds every placeholder of the development default', () => {
    const found = findPlaceholders(placeholderOperatorConfig).map((p) => p.split(' ')[0])
    expect(found).toEqual([
      'legal.owner',
      'legal.siren',
      'legal.siret',
      'legal.rcs',
      'legal.vat',
      'legal.publicationDirector',
      'host.name',
      'host.address',
      'host.website',
      'offices.paris.street',
      'offices.paris.phone',
      'offices.paris.email',
      'offices.dubai.street',
      'offices.dubai.phone',
      'offices.dubai.email',
      'contactEmail',
      'privacyEmail',
      'phone',
      'bank.bankName',
      'bank.iban',
      'bank.bic',
    ])
  })

  it('finds none in real-looking facts', () => {
    expect(findPlaceholders(fixture)).toEqual([])
  })

  it.each([
    ['contactEmail', 'bureau@example.org'],
    ['privacyEmail', 'privacy@herra.test'],
    ['phone', '+33 1 99 00 12 34'],
    ['offices.dubai.phone', '+971 4 000 0000'],
    ['offices.paris.street', '3 rue de l’Exemple'],
    ['legal.owner', 'To be completed'],
    ['legal.siren', '000000000'],
    ['host.website', 'https://www.example.com/hosting'],
  ])('one placeholder left (%s = %s) is found', (path, value) => {
    const config = clone(fixture) as unknown as Record<string, unknown>
    const keys = path.split('.')
    let target = config
    for (const key of keys.slice(0, -1)) target = target[key] as Record<string, unknown>
    target[keys.at(-1)!] = value
    expect(findPlaceholders(config as unknown as OperatorConfig)).toEqual([`${path} (${value})`])
  })
})
