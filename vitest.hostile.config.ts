import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

/**
 * The hostile-input suite sends HOSTILE_RUNS generated requests per endpoint to the production server
 * process (it needs `npm run build`). Its files run one at a time. `npm run bench` runs it alone with
 * 2,000 per endpoint, so no other test competes for the cores and its printed times stay meaningful;
 * `npm test` runs it with 200 beside the built tests (decision 126).
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
