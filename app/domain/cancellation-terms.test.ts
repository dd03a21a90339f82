import { describe, expect, it } from 'vitest'
import { cancellationCharge } from './cancellation-terms'

describe('the cancellation schedule (terms 2026-11)', () => {
  const departure = new Date('2027-03-10T09:00:00Z')
  const before = (hours: number) => new Date(departure.getTime() - hours * 3_600_000)

  it('keeps 20 %, 50 % or 100 % of the charter price by how long before departure', () => {
    expect(cancellationCharge('2026-11', 2_450_000, departure, before(20 * 24))).toEqual({
      keptPercent: 20,
      keptCents: 490_000,
    })
    expect(cancellationCharge('2026-11', 2_450_000, departure, before(14 * 24))).toEqual({
      keptPercent: 50,
      keptCents: 1_225_000,
    })
    expect(cancellationCharge('2026-11', 2_450_000, departure, before(73))).toMatchObject({ keptPercent: 50 })
    expect(cancellationCharge('2026-11', 2_450_000, departure, before(72))).toMatchObject({ keptPercent: 100 })
    expect(cancellationCharge('2026-11', 2_450_000, departure, before(-1))).toMatchObject({ keptPercent: 100 })
  })
})
