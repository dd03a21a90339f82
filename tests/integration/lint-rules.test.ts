import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { ESLint } from 'eslint'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

// The project's own ESLint configuration, fed code that breaks the layer rules (decision 023):
// they must fail the lint, through `~/…` aliases and extension-less relative imports alike.
const root = fileURLToPath(new URL('../..', import.meta.url))
const eslint = new ESLint({ cwd: root })
// The zone probes need the import rules only: without no-cycle (which walks the whole graph from
// each probe, about 10 s a probe) they answer in well under a second; the cycle case keeps it.
const zonesOnly = new ESLint({ cwd: root, overrideConfig: { rules: { 'import-x/no-cycle': 'off' } } })

async function ruleIdsFor(code: string, filePath: string) {
  const [result] = await zonesOnly.lintText(code, { filePath: path.join(root, filePath) })
  return result!.messages.map((m) => m.ruleId)
}

describe('layer and cycle rules (ESLint)', () => {
  it('refuses a domain module importing a component, by alias and by relative path', async () => {
    expect(await ruleIdsFor(`export { SiteHeader } from '~/components/site-header'\n`, 'app/domain/probe.ts')).toEqual([
      'import-x/no-restricted-paths',
    ])
    expect(await ruleIdsFor(`export { SiteHeader } from '../components/site-header'\n`, 'app/domain/probe.ts')).toEqual(
      ['import-x/no-restricted-paths'],
    )
  }, 60_000)

  it('refuses a component importing server-only code, and copy importing a component', async () => {
    expect(await ruleIdsFor(`export { createRuntime } from '~/runtime.server'\n`, 'app/components/probe.tsx')).toEqual([
      'import-x/no-restricted-paths',
    ])
    expect(await ruleIdsFor(`export { SiteHeader } from '~/components/site-header'\n`, 'app/content/probe.ts')).toEqual(
      ['import-x/no-restricted-paths'],
    )
  }, 60_000)

  it('accepts the allowed direction (route → component → domain)', async () => {
    expect(await ruleIdsFor(`export { SiteHeader } from '~/components/site-header'\n`, 'app/routes/probe.tsx')).toEqual(
      [],
    )
  }, 60_000)

  describe('feature boundaries (decision 072)', () => {
    const refused = ['import-x/no-restricted-paths']
    it('refuses a feature importing another feature', async () => {
      expect(
        await ruleIdsFor(
          `export { listLegs } from '~/features/empty-legs/services/legs-store.server'\n`,
          'app/features/offer/services/probe.server.ts',
        ),
      ).toEqual(refused)
      expect(
        await ruleIdsFor(`export * from '../../offer/domain/offer-model'\n`, 'app/features/desk/domain/probe.ts'),
      ).toEqual(refused)
    }, 60_000)

    it('refuses the shared kernel or the desk kit importing a feature', async () => {
      const feature = `export * from '~/features/offer/domain/offer-model'\n`
      for (const file of [
        'app/lib/probe.ts',
        'app/domain/probe.ts',
        'app/services/probe.server.ts',
        'app/components/probe.tsx',
        'app/content/probe.ts',
        'app/desk-kit/services/probe.server.ts',
      ]) {
        expect(await ruleIdsFor(feature, file), file).toContain('import-x/no-restricted-paths')
      }
    }, 60_000)

    it('refuses a feature or the kernel importing the composition (app/routes, the app root)', async () => {
      expect(
        await ruleIdsFor(
          `export { DeskShell } from '~/routes/desk/desk-shell'\n`,
          'app/features/desk/components/probe.tsx',
        ),
      ).toContain('import-x/no-restricted-paths')
      expect(
        await ruleIdsFor(`export { createRuntime } from '~/runtime.server'\n`, 'app/services/probe.server.ts'),
      ).toEqual(refused)
    }, 60_000)

    it('refuses the app root importing the HTTP edge', async () => {
      expect(await ruleIdsFor(`export * from '../server/post-guard'\n`, 'app/probe.ts')).toEqual(refused)
    }, 60_000)

    it('keeps the layer rules inside the desk kit', async () => {
      expect(
        await ruleIdsFor(`export * from '~/desk-kit/components/desk-ui'\n`, 'app/desk-kit/domain/probe.ts'),
      ).toContain('import-x/no-restricted-paths')
    }, 60_000)

    it('accepts a feature using the kernel and the desk kit, and composition combining features', async () => {
      expect(
        await ruleIdsFor(
          `export { recordAudit } from '~/desk-kit/services/audit.server'\nexport { queueMail } from '~/services/mail/queue-mail.server'\n`,
          'app/features/offer/services/probe.server.ts',
        ),
      ).toEqual([])
      expect(
        await ruleIdsFor(
          `export { LeadOffers } from '~/features/offer/components/lead-offers'\nexport { LeadLeg } from '~/features/empty-legs/components/lead-leg'\n`,
          'app/routes/desk/probe.tsx',
        ),
      ).toEqual([])
    }, 60_000)
  })

  describe('an import cycle', () => {
    const dir = path.join(root, 'app/lib', `lint-probe-${process.pid}`)
    beforeAll(() => {
      mkdirSync(dir, { recursive: true })
      writeFileSync(
        path.join(dir, 'first.ts'),
        `import { second } from './second'\nexport const first = () => second()\n`,
      )
      writeFileSync(
        path.join(dir, 'second.ts'),
        `import { first } from './first'\nexport const second = () => first()\n`,
      )
    })
    afterAll(() => rmSync(dir, { recursive: true, force: true }))

    it('fails the lint', async () => {
      const results = await eslint.lintFiles([path.join(dir, 'first.ts')])
      expect(results[0]!.messages.map((m) => m.ruleId)).toEqual(['import-x/no-cycle'])
    }, 60_000)
  })
})
