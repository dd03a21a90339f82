import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

/**
 * The integration tests that need the production build (decision 042): they render pages through
 * `startTestApp(env, { pages: true })` or spawn `node server.js` for start-up and exit behaviour.
 * `npm test` runs them after `npm run build` (`npm run test:built`); `npm run test:unit` runs
 * everything else without a build. The hostile suite has its own config (vitest.hostile.config.ts).
 */
export const BUILT_TESTS = [
  'tests/integration/address-limits.test.ts',
  'tests/integration/airport-table-build.test.ts',
  'tests/integration/data-dir-modes.test.ts',
  'tests/integration/desk-actions-fuzz.test.ts',
  'tests/integration/empty-legs-http.test.ts',
  'tests/integration/field-rules-fuzz.test.ts',
  'tests/integration/first-start.test.ts',
  'tests/integration/form-actions-fuzz.test.ts',
  'tests/integration/link-pages.test.ts',
  'tests/integration/multi-instance.test.ts',
  'tests/integration/offer-http.test.ts',
  'tests/integration/render-footprint.test.ts',
  'tests/integration/request-hardening.test.ts',
  'tests/integration/request-origin-and-address.test.ts',
  'tests/integration/shutdown-log-pipe.test.ts',
  'tests/integration/shutdown.test.ts',
  'tests/integration/site-config-startup.test.ts',
  'tests/integration/trips-http.test.ts',
]

export default defineConfig({
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
  test: {
    include: BUILT_TESTS,
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
})
