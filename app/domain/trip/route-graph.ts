/**
 * The shortest path around the no-fly outlines (docs/decisions/038-closed-airspace-routing.md):
 * a visibility graph whose nodes are the outlines' convex corners and whose edges are the
 * great-circle arcs tangent to the outline at both ends that cross no outline — built once — plus,
 * per query, the arcs from each end to the corners it sees; A* finds the shortest path. Pure.
 */
import { avoidanceRings, closedZoneOutlines, type SphereRing } from './airspace-zones'
import { angleBetween, arcKm, arcsCross, cross, normalize, orientation, type Cap, type Vec } from './sphere'

/** Edges per bounding cap: an arc is tested against a chunk's edges only when it may reach its cap. */
const CHUNK = 12
const SOUTH_POLE: Vec = { x: 0, y: 0, z: -1 }

/** A cap with its radius's cosine and sine, for culling by dot products only. */
interface FastCap extends Cap {
  cos: number
  sin: number
}

interface Chunk {
  start: number
  end: number
  cap: FastCap
}

interface IndexedRing extends SphereRing {
  chunks: Chunk[]
  fastCap: FastCap
}

const fastCap = (cap: Cap): FastCap => ({ ...cap, cos: Math.cos(cap.radius), sin: Math.sin(cap.radius) })

interface Corner {
  ring: number
  index: number
  v: Vec
}

export interface RouteGraph {
  rings: IndexedRing[]
  zoneRings: IndexedRing[]
  corners: Corner[]
  /** adjacency[i] = [corner, km, corner, km, …] */
  adjacency: number[][]
}

function indexRing(ring: SphereRing): IndexedRing {
  const chunks: Chunk[] = []
  const n = ring.points.length
  for (let start = 0; start < n; start += CHUNK) {
    const end = Math.min(n, start + CHUNK)
    const points: Vec[] = []
    for (let i = start; i <= end; i++) points.push(ring.points[i % n] as Vec)
    let sx = 0
    let sy = 0
    let sz = 0
    for (const p of points) {
      sx += p.x
      sy += p.y
      sz += p.z
    }
    const centre = normalize({ x: sx, y: sy, z: sz })
    let radius = 0
    for (const p of points) radius = Math.max(radius, angleBetween(centre, p))
    chunks.push({ start, end, cap: fastCap({ centre, radius }) })
  }
  return { ...ring, chunks, fastCap: fastCap(ring.cap) }
}

/** A query arc with what the culling needs. */
interface Arc {
  p: Vec
  q: Vec
  n: Vec
  unit: Vec
  mid: Vec
  half: number
  cosHalf: number
  sinHalf: number
}

function arcOf(p: Vec, q: Vec): Arc {
  const n = cross(p, q)
  const half = angleBetween(p, q) / 2
  return {
    p,
    q,
    n,
    unit: normalize(n),
    mid: normalize({ x: p.x + q.x, y: p.y + q.y, z: p.z + q.z }),
    half,
    cosHalf: Math.cos(half),
    sinHalf: Math.sin(half),
  }
}

const SLACK = 1e-9

/**
 * Whether the arc may reach the cap (false: it surely does not): the cap must lie within its
 * radius of the arc's great circle, and within radius + half-length of the arc's middle.
 */
function mayReach(arc: Arc, cap: FastCap): boolean {
  const { centre } = cap
  if (cap.radius < Math.PI / 2) {
    const off = arc.unit.x * centre.x + arc.unit.y * centre.y + arc.unit.z * centre.z
    if (Math.abs(off) > cap.sin + SLACK) return false
  }
  // angle(mid, centre) > radius + half  ⇔  cos(angle) < cos(radius + half), when radius + half < π.
  if (cap.radius + arc.half >= Math.PI) return true
  const cosSum = cap.cos * arc.cosHalf - cap.sin * arc.sinHalf
  return arc.mid.x * centre.x + arc.mid.y * centre.y + arc.mid.z * centre.z >= cosSum - SLACK
}

/**
 * Crossings of the arc with the ring's edges, skipping the two edges at vertex `skipA` and at
 * `skipB` (the arc's own corners); stops counting past `limit`.
 */
function crossings(arc: Arc, ring: IndexedRing, skipA: number, skipB: number, limit: number): number {
  if (!mayReach(arc, ring.fastCap)) return 0
  const n = ring.points.length
  let count = 0
  for (const chunk of ring.chunks) {
    if (!mayReach(arc, chunk.cap)) continue
    for (let i = chunk.start; i < chunk.end; i++) {
      const j = (i + 1) % n
      if (i === skipA || j === skipA || i === skipB || j === skipB) continue
      if (arcsCross(arc.p, arc.q, arc.n, ring.points[i] as Vec, ring.points[j] as Vec, ring.normals[i] as Vec)) {
        if (++count > limit) return count
      }
    }
  }
  return count
}

/** Whether the point lies inside the ring (crossings of the arc to the South Pole, outside every zone). */
export function insideRing(v: Vec, ring: IndexedRing): boolean {
  if (angleBetween(v, ring.cap.centre) > ring.cap.radius) return false
  if (v.z > 0.9999) return false
  return crossings(arcOf(v, SOUTH_POLE), ring, -1, -1, Number.POSITIVE_INFINITY) % 2 === 1
}

function neighbours(graph: RouteGraph, corner: Corner): [Vec, Vec] {
  const points = graph.rings[corner.ring]?.points ?? []
  const n = points.length
  return [points[(corner.index - 1 + n) % n] as Vec, points[(corner.index + 1) % n] as Vec]
}

/** The arc from the corner towards `target` only grazes the outline there (both neighbours on one side). */
function tangentAt(graph: RouteGraph, corner: Corner, target: Vec): boolean {
  const [previous, next] = neighbours(graph, corner)
  const a = orientation(corner.v, target, previous)
  const b = orientation(corner.v, target, next)
  // A neighbour on the line (the arc runs along an edge) counts as neither side.
  return Math.abs(a) < 1e-12 || Math.abs(b) < 1e-12 || a * b > 0
}

let built: RouteGraph | null = null

/** The visibility graph of the no-fly outlines, built on first use (≈ a tenth of a second). */
export function routeGraph(): RouteGraph {
  if (built) return built
  const rings = avoidanceRings().map(indexRing)
  const zoneRings = closedZoneOutlines().flatMap((z) => z.rings.map(indexRing))
  const corners: Corner[] = []
  rings.forEach((ring, r) => {
    const n = ring.points.length
    ring.points.forEach((v, i) => {
      const previous = ring.points[(i - 1 + n) % n] as Vec
      const next = ring.points[(i + 1) % n] as Vec
      // Convex seen from outside: the interior is on the left, so the path turns left here.
      if (orientation(previous, v, next) > 0) corners.push({ ring: r, index: i, v })
    })
  })
  const graph: RouteGraph = { rings, zoneRings, corners, adjacency: corners.map(() => []) }
  for (let a = 0; a < corners.length; a++) {
    const ca = corners[a] as Corner
    for (let b = a + 1; b < corners.length; b++) {
      const cb = corners[b] as Corner
      if (!tangentAt(graph, ca, cb.v) || !tangentAt(graph, cb, ca.v)) continue
      const arc = arcOf(ca.v, cb.v)
      let clear = true
      for (let r = 0; r < rings.length && clear; r++) {
        const skipA = ca.ring === r ? ca.index : -1
        const skipB = cb.ring === r ? cb.index : -1
        if (crossings(arc, rings[r] as IndexedRing, skipA, skipB, 0) > 0) clear = false
      }
      if (!clear) continue
      const km = arcKm(ca.v, cb.v)
      graph.adjacency[a]?.push(b, km)
      graph.adjacency[b]?.push(a, km)
    }
  }
  built = graph
  return graph
}

/** One end of a route: its vector, the no-fly outline it lies in (margin only) and the zones it lies in. */
export interface RouteEnd {
  v: Vec
  ring: number
  zones: ReadonlySet<number>
}

export function routeEnd(graph: RouteGraph, v: Vec): RouteEnd {
  const ring = graph.rings.findIndex((r) => insideRing(v, r))
  const zones = new Set<number>()
  if (ring >= 0) graph.zoneRings.forEach((z, i) => insideRing(v, z) && zones.add(i))
  return { v, ring, zones }
}

/**
 * Whether the arc from a route end to `to` (a corner, or the other end) may be flown: it crosses no
 * outline, except to leave the one an end lies in (an airport within the margin of a closed zone),
 * and then it must not cross a closed zone itself.
 */
function endArcClear(
  graph: RouteGraph,
  end: RouteEnd,
  to: Vec,
  corner: Corner | null,
  other: RouteEnd | null,
): boolean {
  const arc = arcOf(end.v, to)
  for (let r = 0; r < graph.rings.length; r++) {
    const allowed = (end.ring === r ? 1 : 0) + (other?.ring === r ? 1 : 0)
    const skip = corner && corner.ring === r ? corner.index : -1
    if (crossings(arc, graph.rings[r] as IndexedRing, skip, -1, allowed) > allowed) return false
  }
  if (end.ring < 0 && (other?.ring ?? -1) < 0) return true
  for (let z = 0; z < graph.zoneRings.length; z++) {
    if (end.zones.has(z) || other?.zones.has(z)) continue
    if (crossings(arc, graph.zoneRings[z] as IndexedRing, -1, -1, 0) > 0) return false
  }
  return true
}

/** Whether the direct great circle between the two ends may be flown. */
export function directClear(graph: RouteGraph, from: RouteEnd, to: RouteEnd): boolean {
  return endArcClear(graph, from, to.v, null, to)
}

/** The corners an end sees, with the distance to each: [corner, km, corner, km, …]. */
function visibleCorners(graph: RouteGraph, end: RouteEnd): number[] {
  const out: number[] = []
  graph.corners.forEach((corner, i) => {
    if (corner.ring !== end.ring && !tangentAt(graph, corner, end.v)) return
    if (endArcClear(graph, end, corner.v, corner, null)) out.push(i, arcKm(end.v, corner.v))
  })
  return out
}

/**
 * The shortest flyable path from `from` to `to` through the graph's corners (A*, the great-circle
 * distance to the arrival as heuristic): the corners' vectors in order, or null when none exists.
 */
export function shortestCornerPath(graph: RouteGraph, from: RouteEnd, to: RouteEnd): Vec[] | null {
  const count = graph.corners.length
  const start = count
  const goal = count + 1
  const fromEdges = visibleCorners(graph, from)
  const toEdges = visibleCorners(graph, to)
  const toGoal = new Map<number, number>()
  for (let i = 0; i < toEdges.length; i += 2) toGoal.set(toEdges[i] as number, toEdges[i + 1] as number)
  const vectorOf = (node: number): Vec => (node === start ? from.v : (graph.corners[node] as Corner).v)

  const best = new Float64Array(count + 2).fill(Number.POSITIVE_INFINITY)
  const previous = new Int32Array(count + 2).fill(-1)
  const done = new Uint8Array(count + 2)
  const heap = new MinHeap()
  best[start] = 0
  heap.push(start, arcKm(from.v, to.v))
  while (heap.size > 0) {
    const node = heap.pop()
    if (done[node]) continue
    done[node] = 1
    if (node === goal) break
    const base = best[node] as number
    const relax = (next: number, km: number) => {
      const candidate = base + km
      if (candidate < (best[next] as number)) {
        best[next] = candidate
        previous[next] = node
        heap.push(next, candidate + (next === goal ? 0 : arcKm((graph.corners[next] as Corner).v, to.v)))
      }
    }
    const edges = node === start ? fromEdges : (graph.adjacency[node] ?? [])
    for (let i = 0; i < edges.length; i += 2) relax(edges[i] as number, edges[i + 1] as number)
    if (node !== start) {
      const last = toGoal.get(node)
      if (last !== undefined) relax(goal, last)
    }
  }
  if (!done[goal]) return null
  const path: Vec[] = []
  for (let node = previous[goal] as number; node !== start && node >= 0; node = previous[node] as number) {
    path.push(vectorOf(node))
  }
  return path.reverse()
}

/** A binary min-heap of (node, priority). */
class MinHeap {
  private nodes: number[] = []
  private keys: number[] = []
  get size(): number {
    return this.nodes.length
  }
  push(node: number, key: number): void {
    const { nodes, keys } = this
    let i = nodes.length
    nodes.push(node)
    keys.push(key)
    while (i > 0) {
      const parent = (i - 1) >> 1
      if ((keys[parent] as number) <= key) break
      nodes[i] = nodes[parent] as number
      keys[i] = keys[parent] as number
      i = parent
    }
    nodes[i] = node
    keys[i] = key
  }
  pop(): number {
    const { nodes, keys } = this
    const top = nodes[0] as number
    const lastNode = nodes.pop() as number
    const lastKey = keys.pop() as number
    const n = nodes.length
    if (n > 0) {
      let i = 0
      for (;;) {
        let child = 2 * i + 1
        if (child >= n) break
        if (child + 1 < n && (keys[child + 1] as number) < (keys[child] as number)) child++
        if ((keys[child] as number) >= lastKey) break
        nodes[i] = nodes[child] as number
        keys[i] = keys[child] as number
        i = child
      }
      nodes[i] = lastNode
      keys[i] = lastKey
    }
    return top
  }
}
