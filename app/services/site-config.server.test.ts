import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { placeholderSiteConfig } from '~/config/site-config'
import { loadSiteConfig } from './site-config.server'

const FIXTURE = 'tests/fixtures/site-config.json'
const dir = mkdtempSync(path.join(tmpdir(), 'herra-site-config-'))
function file(name: string, content: string): string {
  const target = path.join(dir, name)
  writeFileSync(target, content)
  return target
}

describe('loadSiteConfig', () => {
  it('development without SITE_CONFIG: the placeholders', () => {
    expect(loadSiteConfig({ NODE_ENV: 'development', SITE_CONFIG: undefined })).toBe(placeholderSiteConfig)
  })

  it('production without SITE_CONFIG: refuses, naming the setting', () => {
    expect(() => loadSiteConfig({ NODE_ENV: 'production', SITE_CONFIG: undefined })).toThrow(/without SITE_CONFIG/)
  })

  it('production with placeholders: refuses, naming the setting and each placeholder', () => {
    const example = 'config/site.example.json'
    expect(() => loadSiteConfig({ NODE_ENV: 'production', SITE_CONFIG: example })).toThrow(
      /SITE_CONFIG \(config\/site\.example\.json\) still holds placeholders:[\s\S]*legal\.siren \(000 000 000\)[\s\S]*offices\.dubai\.phone \(\+971 4 000 0000\)/,
    )
  })

  it('development accepts placeholders from a file', () => {
    expect(loadSiteConfig({ NODE_ENV: 'development', SITE_CONFIG: 'config/site.example.json' })).toEqual(
      placeholderSiteConfig,
    )
  })

  it('production with real facts: the file’s values', () => {
    const config = loadSiteConfig({ NODE_ENV: 'production', SITE_CONFIG: FIXTURE })
    expect(config.legal.siren).toBe('912 345 674')
    expect(config.offices.dubai.phone).toBe('+971 4 355 2718')
  })

  it('a missing file, bad JSON or a bad value: a message naming SITE_CONFIG', () => {
    expect(() => loadSiteConfig({ NODE_ENV: 'development', SITE_CONFIG: path.join(dir, 'absent.json') })).toThrow(
      /Invalid SITE_CONFIG: cannot read .*absent\.json \(ENOENT\)/,
    )
    expect(() => loadSiteConfig({ NODE_ENV: 'development', SITE_CONFIG: file('broken.json', '{"legal": ') })).toThrow(
      /Invalid SITE_CONFIG: .*broken\.json is not valid JSON/,
    )
    const wrong = { ...placeholderSiteConfig, contactEmail: 'nobody' }
    expect(() =>
      loadSiteConfig({ NODE_ENV: 'development', SITE_CONFIG: file('wrong.json', JSON.stringify(wrong)) }),
    ).toThrow(/Invalid SITE_CONFIG \(.*wrong\.json\):\n {2}contactEmail: must be an e-mail address/)
  })
})
