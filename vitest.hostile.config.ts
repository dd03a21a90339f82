import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

/**
 * The hostile-input suite sends 2,000 generated requests per endpoint to the production server
 * process (it needs `npm run build`), so it runs alone, last (`npm run test:built`): no other
 * test file competes for the cores, and its times, printed by `npm run bench`, stay meaningful.
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
