import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

// No import cycle in app/ and server/, type imports included (docs/decisions/058-names-and-module-map.md).
// ESLint's import-x/no-cycle skips `import type`, so this walks every import and re-export itself,
// resolving `~/…` (app/) and relative specifiers as TypeScript does; packages, `?raw`/`?url` assets
// and the generated React Router `+types` are outside the graph.
const root = fileURLToPath(new URL('../..', import.meta.url))
const EXTENSIONS = ['.ts', '.tsx']

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name)
    if (statSync(file).isDirectory()) return sourceFiles(file)
    return EXTENSIONS.some((ext) => name.endsWith(ext)) && !name.includes('.test.') ? [file] : []
  })
}

function resolve(from: string, specifier: string): string | undefined {
  if (specifier.includes('?') || specifier.includes('+types')) return undefined
  let base: string
  if (specifier.startsWith('~/')) base = path.join(root, 'app', specifier.slice(2))
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier)
  else return undefined
  const candidates = [
    base,
    ...EXTENSIONS.map((ext) => base + ext),
    ...EXTENSIONS.map((ext) => base.replace(/\.js$/, ext)),
    ...EXTENSIONS.map((ext) => path.join(base, 'index' + ext)),
  ]
  return candidates.find((file) => EXTENSIONS.some((ext) => file.endsWith(ext)) && existsSync(file))
}

function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>()
  for (const file of [...sourceFiles(path.join(root, 'app')), ...sourceFiles(path.join(root, 'server'))]) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true)
    const targets = importedFiles.flatMap(({ fileName }) => resolve(file, fileName) ?? [])
    graph.set(file, [...new Set(targets)])
  }
  return graph
}

/** Every cycle's files, found by a depth-first walk (one cycle reported per back edge). */
function cycles(graph: Map<string, string[]>): string[][] {
  const found: string[][] = []
  const state = new Map<string, 'open' | 'done'>()
  const stack: string[] = []
  const visit = (file: string) => {
    state.set(file, 'open')
    stack.push(file)
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') found.push(stack.slice(stack.indexOf(next)))
      else if (!state.has(next)) visit(next)
    }
    stack.pop()
    state.set(file, 'done')
  }
  for (const file of graph.keys()) if (!state.has(file)) visit(file)
  return found.map((cycle) => cycle.map((file) => path.relative(root, file)))
}

describe('import cycles', () => {
  it('finds one in a graph that has one (the walk works)', () => {
    const graph = new Map([
      ['/a.ts', ['/b.ts']],
      ['/b.ts', ['/c.ts']],
      ['/c.ts', ['/a.ts']],
    ])
    expect(cycles(graph)).toHaveLength(1)
  })

  it('app/ and server/ have none, type imports included', () => {
    const graph = importGraph()
    expect(graph.size).toBeGreaterThan(100)
    expect(cycles(graph)).toEqual([])
    // The walk does see type-only imports: a service names the runtime it is given.
    expect(graph.get(path.join(root, 'app/desk-kit/services/staff-auth.server.ts'))).toContain(
      path.join(root, 'app/services/runtime-types.ts'),
    )
  })
})
