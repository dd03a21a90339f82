import { describe, expect, it } from 'vitest'
import { simulatorStart } from './simulator-start'

describe('where the simulator starts', () => {
  it('from the trip the visitor estimated: Nice, 2 passengers, the Citation CJ1+, the date', () => {
    const start = simulatorStart(
      new URLSearchParams({ from: 'LBG', to: 'NCE', date: '2026-12-04', aircraft: 'Citation CJ1+', passengers: '2' }),
    )
    expect(start).toMatchObject({ from: 'LBG', to: 'NCE', pax: 2, date: '2026-12-04' })
    expect(start.aircraft.id).toBe('cj1')
  })

  it('with the defaults when the address carries nothing, and passengers within the seats', () => {
    expect(simulatorStart(new URLSearchParams())).toMatchObject({ from: 'LBG', to: 'DXB', pax: 8, date: '' })
    expect(simulatorStart(new URLSearchParams({ aircraft: 'cj1', passengers: '12' })).pax).toBe(6)
  })
})
