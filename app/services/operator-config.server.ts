import { readFileSync } from 'node:fs'
import path from 'node:path'
import { findPlaceholders, operatorConfigSchema, type OperatorConfig } from '~/config/operator-config'
import { placeholderOperatorConfig } from '~/config/operator-placeholders'
import { EnvError, type Env } from './env.server'

/**
 * The operator's facts, read once at start from the JSON file named by `SITE_CONFIG` and checked
 * with the site schema. Without `SITE_CONFIG` the placeholders are used (development). With
 * NODE_ENV=production the server refuses to start while any placeholder remains, naming the
 * setting, as it does for the development secrets.
 */
export function loadOperatorConfig(env: Pick<Env, 'NODE_ENV' | 'SITE_CONFIG'>): OperatorConfig {
  const production = env.NODE_ENV === 'production'
  let config: OperatorConfig
  if (!env.SITE_CONFIG) {
    if (production) {
      throw new EnvError(
        'Refusing to start in production without SITE_CONFIG: the built-in operator facts are placeholders. ' +
          'Set SITE_CONFIG to a JSON file of your own facts (see config/site.example.json and README "Configuration").',
      )
    }
    config = placeholderOperatorConfig
  } else {
    config = readOperatorConfigFile(env.SITE_CONFIG)
  }
  if (production) {
    const placeholders = findPlaceholders(config)
    if (placeholders.length > 0) {
      throw new EnvError(
        `Refusing to start in production: SITE_CONFIG (${env.SITE_CONFIG}) still holds placeholders:\n` +
          placeholders.map((p) => `  ${p}`).join('\n') +
          '\nReplace them with the operator’s real facts.',
      )
    }
  }
  return config
}

function readOperatorConfigFile(file: string): OperatorConfig {
  let raw: string
  try {
    raw = readFileSync(path.resolve(file), 'utf8')
  } catch (error) {
    const reason = error instanceof Error && 'code' in error ? String(error.code) : String(error)
    throw new EnvError(`Invalid SITE_CONFIG: cannot read ${file} (${reason}).`)
  }
  let json: unknown
  try {
    json = JSON.parse(raw)
  } catch (error) {
    throw new EnvError(
      `Invalid SITE_CONFIG: ${file} is not valid JSON (${error instanceof Error ? error.message : error}).`,
    )
  }
  const result = operatorConfigSchema.safeParse(json)
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.') || '(root)'}: ${issue.message}`)
    throw new EnvError(`Invalid SITE_CONFIG (${file}):\n${lines.join('\n')}`)
  }
  return result.data
}
