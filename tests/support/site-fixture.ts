import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { operatorConfigSchema } from '~/config/operator-config'

/**
 * The operator facts the tests' production servers start with (SITE_CONFIG): real-looking values,
 * no placeholder, so NODE_ENV=production accepts them. Tests read them back from the pages.
 */
export const TEST_SITE_CONFIG_PATH = 'tests/fixtures/site-config.json'
export const testSite = operatorConfigSchema.parse(
  JSON.parse(readFileSync(fileURLToPath(new URL('../fixtures/site-config.json', import.meta.url)), 'utf8')),
)
