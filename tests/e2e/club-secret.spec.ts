import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { clubPrivateCopy } from '~/features/club/content/club-private.server'
import { DEV_CLUB_ACCESS_CODE } from '~/services/env.server'
import { E2E } from './env'
import { expect, test } from './fixtures'

/**
 * Decisions §2 / the access code appears in no file sent to a browser. Reads every file
 * of the client build (the one these e2e tests run against: BUILD_DIR, else build/) and searches
 * for the configured codes, plus the private page's texts (served only by the gated loader).
 */

const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build')
const clientDir = path.join(buildDir, 'client')
const serverDir = path.join(buildDir, 'server')

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    return statSync(full).isDirectory() ? filesUnder(full) : [full]
  })
}

function read(file: string): string {
  // Binary files (fonts, images) are searched as latin1 so that any ASCII run stays findable.
  return readFileSync(file).toString('latin1')
}

test('the client build holds neither the access code nor the private texts', () => {
  expect(existsSync(clientDir), `no client build in ${clientDir}: run \`npm run build\` first`).toBe(true)
  const files = filesUnder(clientDir)
  expect(files.length).toBeGreaterThan(5)
  const secrets = [E2E.clubCode, DEV_CLUB_ACCESS_CODE, E2E.serverEnv.SESSION_SECRET]
  const privateTexts = (['fr', 'en'] as const).flatMap((lang) => {
    const c = clubPrivateCopy[lang]
    return [
      c.privilege.text,
      c.hero.tagline,
      ...c.privileges.items.map((i) => i.text),
      ...c.process.steps.map((s) => s.text),
    ]
  })
  for (const file of files) {
    const content = read(file)
    const utf8 = readFileSync(file, 'utf8')
    for (const secret of secrets) {
      expect(content.includes(secret), `${secret} found in ${path.relative(buildDir, file)}`).toBe(false)
      expect(content.toLowerCase().includes(secret.toLowerCase()), `${secret} found in ${file}`).toBe(false)
    }
    for (const text of privateTexts) {
      expect(utf8.includes(text), `private text found in ${path.relative(buildDir, file)}: ${text}`).toBe(false)
    }
  }
})

test('the search is meaningful: the server build does hold the development default and the private texts', () => {
  expect(existsSync(serverDir), `no server build in ${serverDir}: run \`npm run build\` first`).toBe(true)
  const all = filesUnder(serverDir)
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n')
  expect(all).toContain(DEV_CLUB_ACCESS_CODE)
  expect(all).toContain(clubPrivateCopy.fr.privilege.text)
})
