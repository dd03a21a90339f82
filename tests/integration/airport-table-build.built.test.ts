import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { assertBuilt, BUILD_ENTRY, REPO_ROOT } from '../support/server-process'

/**
 * The world airport table is read from its file at start (decision 071): the server build carries
 * it beside the bundle, and nothing of it reaches the browser's files (decision 012).
 */
const SOURCE = path.join(REPO_ROOT, 'app/services/airports/world-airports.json')
const SERVER = path.dirname(BUILD_ENTRY)
const CLIENT = path.join(SERVER, '..', 'client')

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name)
    return statSync(file).isDirectory() ? filesUnder(file) : [file]
  })
}

describe('the airport table in the build', () => {
  assertBuilt()

  it('is beside the server bundle, as generated', () => {
    const built = readFileSync(path.join(SERVER, 'world-airports.json'))
    expect(built.equals(readFileSync(SOURCE))).toBe(true)
  })

  it("is nowhere in the browser's files", () => {
    // An airport no page names: only the world table holds it.
    const onlyInTable = 'Sitka Rocky Gutierrez'
    expect(readFileSync(SOURCE, 'utf8')).toContain(onlyInTable)
    const files = filesUnder(CLIENT)
    expect(files.length).toBeGreaterThan(10)
    expect(files.filter((file) => path.basename(file).startsWith('world-airports'))).toEqual([])
    const holding = files.filter(
      (file) => /\.(js|json|html|txt)$/.test(file) && readFileSync(file, 'utf8').includes(onlyInTable),
    )
    expect(holding).toEqual([])
  })
})
