import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { placeholderOperatorConfig } from '~/config/operator-placeholders'
import { loadOperatorConfig } from './operator-config.server'

const FIXTURE = 'tests/fixtures/site-config.json'
const dir = mkdtempSync(path.join(tmpdir(), 'herra-site-config-'))
function file(name: string, content: string): string {
  const target = path.join(dir, name)
  writeFileSync(target, content)
  return target
}

describe('loadOperatorConfig', () => {
  it('development without SITE_CONFIG: the placeholders', () => {
    expect(loadOperatorConfig({ NODE_ENV: 'development', SITE_CONFIG: undefined })).toBe(placeholderOperatorConfig)
  })

  it('production without SITE_CONFIG: refuses, naming the setting', () => {
    expect(() => loadOperatorConfig({ NODE_ENV: 'production', SITE_CONFIG: undefined })).toThrow(/without SITE_CONFIG/)
  })

  it('production with placeholders: refuses, naming the setting and each placeholder', () => {
    const example = 'config/site.example.json'
    expect(() => loadOperatorConfig({ NODE_ENV: 'production', SITE_CONFIG: example })).toThrow(
      /SITE_CONFIG \(config\/site\.example\.json\) still holds placeholders:[\s\S]*legal\.siren \(000 000 000\)[\s\S]*offices\.dubai\.phone \(\+971 4 000 0000\)/,
    )
  })

  it('development accepts placeholders from a file', () => {
    expect(loadOperatorConfig({ NODE_ENV: 'development', SITE_CONFIG: 'config/site.example.json' })).toEqual(
      placeholderOperatorConfig,
    )
  })

  it('production with real facts: the file’s values', () => {
    const config = loadOperatorConfig({ NODE_ENV: 'production', SITE_CONFIG: FIXTURE })
    expect(config.legal.siren).toBe('912 345 674')
    expect(config.offices.dubai.phone).toBe('+971 4 355 2718')
  })

  it('a missing file, bad JSON or a bad value: a message naming SITE_CONFIG', () => {
    expect(() => loadOperatorConfig({ NODE_ENV: 'development', SITE_CONFIG: path.join(dir, 'absent.json') })).toThrow(
      /Invalid SITE_CONFIG: cannot read .*absent\.json \(ENOENT\)/,
    )
    expect(() =>
      loadOperatorConfig({ NODE_ENV: 'development', SITE_CONFIG: file('broken.json', '{"legal": ') }),
    ).toThrow(/Invalid SITE_CONFIG: .*broken\.json is not valid JSON/)
    const wrong = { ...placeholderOperatorConfig, contactEmail: 'nobody' }
    expect(() =>
      loadOperatorConfig({ NODE_ENV: 'development', SITE_CONFIG: file('wrong.json', JSON.stringify(wrong)) }),
    ).toThrow(/Invalid SITE_CONFIG \(.*wrong\.json\):\n {2}contactEmail: must be an e-mail address/)
  })
})
