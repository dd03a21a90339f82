import { readFileSync, statSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { RestrictedList } from '~/domain/operators/legality'
import { isIsoDate } from '~/domain/dates'
import { z } from '~/domain/forms/zod'
import type { RuntimeEnv } from './env.server'

/**
 * The EU Air Safety List as the house keeps it (docs/product.md §14, decision 086): a JSON file named
 * `air-safety-list.json` beside the SITE_CONFIG file, or the repository's `config/air-safety-list.json`
 * without SITE_CONFIG. Read when it changed (its modification time), so staff can bring it up to date
 * without a restart; a file that does not parse is an error (a send is then refused, never let through).
 */

const entrySchema = z.object({
  name: z.string().max(200).optional(),
  aoc: z.string().max(60).optional(),
  country: z
    .string()
    .regex(/^[A-Za-z]{2}$/)
    .optional(),
})

const listSchema = z.object({
  updatedOn: z.string().refine(isIsoDate),
  source: z.string().max(500),
  entries: z.array(entrySchema).max(5000),
})

export function airSafetyListPath(env: Pick<RuntimeEnv, 'SITE_CONFIG'>): string {
  if (env.SITE_CONFIG) return join(dirname(env.SITE_CONFIG), 'air-safety-list.json')
  return fileURLToPath(new URL('../../config/air-safety-list.json', import.meta.url))
}

let kept: { path: string; mtimeMs: number; list: RestrictedList } | null = null

export function readAirSafetyList(path: string): RestrictedList {
  const mtimeMs = statSync(path).mtimeMs
  if (kept && kept.path === path && kept.mtimeMs === mtimeMs) return kept.list
  const parsed = listSchema.safeParse(JSON.parse(readFileSync(path, 'utf8')))
  if (!parsed.success) throw new Error(`air-safety-list: ${path} is not a valid list`)
  kept = { path, mtimeMs, list: parsed.data }
  return parsed.data
}

/** The list in force; an empty one dated never when the file is missing (the desk says so). */
export function airSafetyList(env: Pick<RuntimeEnv, 'SITE_CONFIG'>): RestrictedList & { missing: boolean } {
  const path = airSafetyListPath(env)
  try {
    statSync(path)
  } catch {
    return { updatedOn: '', source: '', entries: [], missing: true }
  }
  return { ...readAirSafetyList(path), missing: false }
}
