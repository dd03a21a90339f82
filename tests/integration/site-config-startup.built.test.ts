import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  assertBuilt,
  freePort,
  PROCESS_SECRETS,
  REPO_ROOT,
  startServerProcess,
  type ServerProcess,
} from '../support/server-process'
import { TEST_SITE_CONFIG_PATH, testSite } from '../support/site-fixture'

/**
 * docs/product.md §13: the production build refuses to start while the operator facts are placeholders,
 * naming SITE_CONFIG; with a real file, the pages show its values. Real `node server.js` processes.
 */

/** Runs `node server.js` until it exits (or 20 s); returns its exit code and what it wrote. */
async function runUntilExit(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  assertBuilt()
  const port = await freePort()
  const dataDir = mkdtempSync(path.join(tmpdir(), 'herra-site-config-'))
  const child = spawn(process.execPath, ['server.js'], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      ...PROCESS_SECRETS,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')))
  const timer = setTimeout(() => child.kill('SIGKILL'), 20_000)
  const code = await new Promise<number | null>((resolve) => child.once('exit', (c) => resolve(c)))
  clearTimeout(timer)
  rmSync(dataDir, { recursive: true, force: true })
  return { code, output }
}

describe('production start with the operator facts (SITE_CONFIG)', () => {
  it('refuses to start with the placeholder example file, naming SITE_CONFIG and each placeholder', async () => {
    const { code, output } = await runUntilExit({ SITE_CONFIG: 'config/site.example.json' })
    expect(code).not.toBe(0)
    expect(output).toContain('SITE_CONFIG (config/site.example.json) still holds placeholders')
    expect(output).toContain('legal.siren (000 000 000)')
    expect(output).toContain('offices.paris.email (contact@example.com)')
    expect(output).not.toContain('listening')
  }, 30_000)

  it('refuses to start without SITE_CONFIG', async () => {
    const { code, output } = await runUntilExit({ SITE_CONFIG: '' })
    expect(code).not.toBe(0)
    expect(output).toContain('Refusing to start in production without SITE_CONFIG')
  }, 30_000)

  describe('with a real file', () => {
    let server: ServerProcess
    beforeAll(async () => {
      server = await startServerProcess('site-config', { SITE_CONFIG: TEST_SITE_CONFIG_PATH })
    }, 40_000)
    afterAll(async () => {
      await server?.stop()
    })

    it('the footer of every page shows both offices from the file', async () => {
      for (const page of ['/', '/fleet?lang=en']) {
        const html = await (await fetch(`${server.url}${page}`)).text()
        const footer = /<footer[\s\S]*<\/footer>/.exec(html)?.[0] ?? ''
        for (const fact of [
          testSite.offices.paris.street,
          testSite.offices.paris.phone,
          testSite.offices.paris.email,
          testSite.offices.dubai.street,
          testSite.offices.dubai.phone,
          testSite.offices.dubai.email,
        ]) {
          expect(footer).toContain(fact)
        }
        expect(html).not.toMatch(/example\.com|99 00|Exemple|à compléter/)
      }
    })

    it('the legal notice shows the publisher, registration numbers and host from the file', async () => {
      for (const lang of ['fr', 'en']) {
        const html = await (await fetch(`${server.url}/legal?lang=${lang}`)).text()
        const main = /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? ''
        for (const fact of [
          testSite.legal.owner,
          testSite.legal.siren,
          testSite.legal.siret,
          testSite.legal.rcs,
          testSite.legal.vat,
          testSite.host.name,
          testSite.host.address,
          testSite.privacyEmail,
          testSite.offices.paris.street,
        ]) {
          expect(main).toContain(fact.replace(/&/g, '&amp;'))
        }
        expect(html).not.toMatch(/example\.com|99 00|Exemple|à compléter|000 000 000/)
      }
    })
  })
})
