import { describe, expect, it } from 'vitest'
import { backoffMs } from './outbox-worker.server'

describe('retry backoff', () => {
  it('doubles from the base, between half and all of the ceiling', () => {
    expect(backoffMs(1, 1000, 60_000, () => 0)).toBe(500)
    expect(backoffMs(1, 1000, 60_000, () => 1)).toBe(1000)
    expect(backoffMs(2, 1000, 60_000, () => 1)).toBe(2000)
    expect(backoffMs(4, 1000, 60_000, () => 1)).toBe(8000)
    expect(backoffMs(4, 1000, 60_000, () => 0.5)).toBe(6000)
  })

  it('is capped, even after very many attempts', () => {
    expect(backoffMs(40, 1000, 60_000, () => 1)).toBe(60_000)
    expect(backoffMs(1_000, 1000, 60_000, () => 0)).toBe(30_000)
  })
})
