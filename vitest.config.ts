import { configDefaults, defineConfig } from 'vitest/config'
import { fileURLToPath } from 'node:url'

export default defineConfig({
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
  test: {
    include: [
      'app/**/*.test.ts',
      'app/**/*.test.tsx',
      'server/**/*.test.ts',
      'scripts/**/*.test.ts',
      'tests/integration/**/*.test.ts',
    ],
    // Timed against the production server: run alone, after the others (vitest.hostile.config.ts).
    exclude: [...configDefaults.exclude, 'tests/integration/hostile-*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
})
