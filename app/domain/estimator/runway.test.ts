import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { AIRCRAFT, getAircraft } from '../aircraft'
import { assessRunway, classifySurface, feetToMetres } from './runway'

const g650 = getAircraft('g650')! // 2,400 m, paved
const cj1 = getAircraft('cj1')! // 1,400 m, grass allowed

describe('classifySurface', () => {
  it.each([
    ['asphalt', 'paved'],
    ['Concrete', 'paved'],
    ['ASP', 'paved'],
    ['bitumen', 'paved'],
    ['tarmac', 'paved'],
    ['grass', 'unpaved'],
    ['Gravel', 'unpaved'],
    ['dirt', 'unpaved'],
    ['turf', 'unpaved'],
    ['sand', 'unpaved'],
    ['snow', 'unpaved'],
    ['ice', 'unpaved'],
    ['water', 'unpaved'],
    ['asphalt/grass', 'unpaved'],
    ['unknown', 'unknown'],
    ['metal', 'unknown'],
    ['', 'unknown'],
    [null, 'unknown'],
  ] as const)('%s → %s', (raw, expected) => {
    expect(classifySurface(raw)).toBe(expected)
  })
})

describe('assessRunway (docs/product.md §6)', () => {
  const paved = (lengthM: number | null) => ({ lengthM, surface: 'paved' as const })

  it('exactly the required length is ok; one metre less is limited', () => {
    expect(assessRunway(g650, paved(2400), 'medium').status).toBe('ok')
    expect(assessRunway(g650, paved(2399), 'medium').status).toBe('limited')
  })

  it('exactly 0.75 × the required length is limited; one metre less is unsuitable (too short)', () => {
    expect(assessRunway(g650, paved(1800), 'large').status).toBe('limited')
    const below = assessRunway(g650, paved(1799), 'large')
    expect(below).toMatchObject({ status: 'unsuitable', reason: 'short', lengthM: 1799, requiredM: 2400 })
  })

  it('an unpaved runway refuses an aircraft that needs a paved one, whatever its length', () => {
    expect(assessRunway(g650, { lengthM: 4000, surface: 'unpaved' }, 'large')).toMatchObject({
      status: 'unsuitable',
      reason: 'unpaved',
    })
    // ...and does not matter to one that does not
    expect(assessRunway(cj1, { lengthM: 1400, surface: 'unpaved' }, 'small').status).toBe('ok')
  })

  it('an unknown surface on a small airport is limited for a paved-runway aircraft, ok otherwise', () => {
    expect(assessRunway(g650, { lengthM: 3000, surface: 'unknown' }, 'small').status).toBe('limited')
    expect(assessRunway(cj1, { lengthM: 3000, surface: 'unknown' }, 'small').status).toBe('ok')
  })

  it('large and medium airports with an unknown surface count as paved', () => {
    expect(assessRunway(g650, { lengthM: 3000, surface: 'unknown' }, 'large').status).toBe('ok')
    expect(assessRunway(g650, { lengthM: 3000, surface: 'unknown' }, 'medium').status).toBe('ok')
  })

  it('no runway on record: ok on a large or medium airport, limited on a small one', () => {
    expect(assessRunway(g650, undefined, 'large').status).toBe('ok')
    expect(assessRunway(g650, { lengthM: null, surface: 'unknown' }, 'small').status).toBe('limited')
  })

  it('Courchevel (537 m of asphalt, small) takes no aircraft of the fleet', () => {
    for (const aircraft of AIRCRAFT) {
      expect(assessRunway(aircraft, { lengthM: 537, surface: 'paved' }, 'small').status).toBe('unsuitable')
    }
  })

  it('the verdict never improves as the runway gets shorter (property)', () => {
    const order = { ok: 0, limited: 1, unsuitable: 2 }
    fc.assert(
      fc.property(
        fc.constantFrom(...AIRCRAFT),
        fc.integer({ min: 0, max: 5000 }),
        fc.integer({ min: 0, max: 5000 }),
        fc.constantFrom('paved', 'unpaved', 'unknown' as const),
        fc.constantFrom('large', 'medium', 'small' as const),
        (aircraft, a, b, surface, type) => {
          const [short, long] = a < b ? [a, b] : [b, a]
          const s = assessRunway(aircraft, { lengthM: short, surface }, type).status
          const l = assessRunway(aircraft, { lengthM: long, surface }, type).status
          expect(order[s]).toBeGreaterThanOrEqual(order[l])
        },
      ),
    )
  })

  it('feet become whole metres (× 0.3048)', () => {
    expect(feetToMetres(1762)).toBe(537)
    expect(feetToMetres(10000)).toBe(3048)
    expect(feetToMetres(0)).toBeNull()
    expect(feetToMetres(null)).toBeNull()
  })
})
