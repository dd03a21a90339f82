import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

/**
 * The hostile-input suite times every answer of the production server, so it runs
 * alone, after the other files (`npm run test:unit`): no other test file competes for the cores.
 */
export default defineConfig({
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
  test: {
    include: ['tests/integration/hostile-*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: 'forks',
    fileParallelism: false,
  },
})
