import { readFileSync } from 'node:fs'
import path from 'node:path'
import v8 from 'node:v8'
import vm from 'node:vm'
import { afterAll, describe, expect, it } from 'vitest'
import { createWorldAirports, worldAirports } from '~/services/airports/world-airports.server'
import { assertBuilt, REPO_ROOT } from '../support/server-process'

/**
 * Decision 030: the production server keeps the airport search index in a worker thread
 * (`build/server/airport-search-worker.js`, started by server.js). The built worker must answer
 * exactly as the index in the server's own thread does, and a worker that cannot start must not
 * take the suggestions down with it.
 */

const WORKER = path.join(REPO_ROOT, 'build', 'server', 'airport-search-worker.js')
const rows = () =>
  (JSON.parse(readFileSync(path.join(REPO_ROOT, 'app/services/airports/world-airports.json'), 'utf8')) as { rows: [] })
    .rows

const QUERIES = [
  'LBG',
  'lfpb',
  'cdg',
  'KTEB',
  'paris',
  'Paris Le Bourget',
  'charles de g',
  'new york j',
  'londres',
  'London City',
  'Genève',
  'geneve',
  'dubai',
  'Dubaï',
  'courchevel',
  'st tro',
  'nice côte',
  'zurich',
  'Zürich',
  'mykonos',
  'teterboro',
  'parsi', // a typo
  'londn',
  'émirats',
  'pa',
  'a b c d e',
  "'-S#",
  'x'.repeat(200),
]

describe('airport search in its own thread (the production build)', () => {
  assertBuilt()
  const failures: Error[] = []
  const threaded = createWorldAirports(rows(), { searchThread: WORKER, onSearchThreadFailure: (e) => failures.push(e) })
  const local = worldAirports()
  afterAll(() => expect(failures).toEqual([]))

  it.each(QUERIES)('%j: the same suggestions, in the same order, as the index in this thread', async (query) => {
    const fromThread = (await threaded.suggest(query)).map((a) => a.code)
    expect(fromThread).toEqual(local.search(query).map((a) => a.code))
  })

  it('answers many searches at once, each to its own question', async () => {
    const answers = await Promise.all(['cdg', 'LHR', 'JFK', 'DXB', 'NCE', 'GVA'].map((q) => threaded.suggest(q)))
    expect(answers.map((found) => found[0]?.code)).toEqual(['CDG', 'LHR', 'JFK', 'DXB', 'NCE', 'GVA'])
  })
})

describe("the server's own heap", () => {
  // Every major collection of the server's thread marks what its heap holds: the index is most of it.
  v8.setFlagsFromString('--expose-gc')
  const gc = vm.runInNewContext('gc') as () => void
  const heapAfter = (build: () => unknown) => {
    gc()
    const before = process.memoryUsage().heapUsed
    const kept = build()
    gc()
    const grown = process.memoryUsage().heapUsed - before
    expect(kept).toBeDefined()
    return grown
  }

  it('does not hold the search index when it has a search thread (MiniSearch: ~30 MB here)', async () => {
    const inThisThread = heapAfter(() => createWorldAirports(rows()))
    let threaded: ReturnType<typeof createWorldAirports> | undefined
    const withThread = heapAfter(() => (threaded = createWorldAirports(rows(), { searchThread: WORKER })))
    expect((await threaded!.suggest('cdg'))[0]?.code).toBe('CDG')
    expect(inThisThread).toBeGreaterThan(20e6)
    expect(withThread).toBeLessThan(inThisThread / 3)
  })
})

describe('a search thread that cannot start', () => {
  it('is reported once, and suggestions come from this thread instead', async () => {
    const failures: Error[] = []
    const world = createWorldAirports(rows(), {
      searchThread: path.join(REPO_ROOT, 'build', 'server', 'no-such-worker.js'),
      onSearchThreadFailure: (e) => failures.push(e),
    })
    // Asked before and after the failure is known: both answer.
    expect((await world.suggest('paris'))[0]?.city).toBe('Paris')
    await expect.poll(() => failures.length).toBe(1)
    expect((await world.suggest('cdg'))[0]?.code).toBe('CDG')
    expect(failures).toHaveLength(1)
  })
})
