import { configDefaults, defineConfig } from 'vitest/config'
import { fileURLToPath } from 'node:url'
import { BUILT_TESTS } from './vitest.built.config'

export default defineConfig({
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
  test: {
    include: [
      'app/**/*.test.ts',
      'app/**/*.test.tsx',
      'server/**/*.test.ts',
      'scripts/**/*.test.ts',
      'tests/integration/**/*.test.ts',
      'tests/forms/**/*.test.ts',
    ],
    // No build needed here (`npm run test:unit`): what needs one runs after `npm run build`
    // (vitest.built.config.ts), and the hostile suite alone, last (vitest.hostile.config.ts).
    exclude: [...configDefaults.exclude, 'tests/integration/hostile-*.test.ts', ...BUILT_TESTS],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Most files wait on I/O (servers they start, PostgreSQL, SMTP, the club's 1 s): three at a time on
    // a 2-core machine (Vitest's default there is one), each in its own process. Alone, on one quiet
    // 2-core machine: 162 s with two, 137 s with three (decision 126).
    maxWorkers: 3,
  },
})
