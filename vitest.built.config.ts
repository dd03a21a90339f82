import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

/**
 * The tests that need the production build (decision 042) are named `*.built.test.ts`: they render
 * pages through `startTestApp(env, { pages: true })` or spawn `node server.js` for start-up and exit
 * behaviour. `npm test` runs them after `npm run build` (`npm run test:built`); `npm run test:unit`
 * runs everything else without a build. The hostile suite (`hostile-*.test.ts`) has its own config.
 */
export const BUILT_TESTS = ['app/**/*.built.test.ts', 'tests/**/*.built.test.ts']

export default defineConfig({
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
  test: {
    include: BUILT_TESTS,
    exclude: ['tests/integration/hostile-*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Each file starts its own server on a free port and waits on it: two files at a time keep both
    // cores busy (one at a time used 1.1 of them: 429 s real for 485 s of processor time).
    maxWorkers: 2,
  },
})
