import { AIRCRAFT, DEFAULT_SIMULATOR_AIRCRAFT_ID, getAircraft } from '~/domain/aircraft'
import { isIsoDate } from '~/domain/dates'
import type { Aircraft } from '~/domain/estimator/types'

/** Simulator defaults (docs/product.md §4), when the page's address carries no trip. */
export const SIMULATOR_DEFAULTS = {
  from: 'LBG',
  to: 'DXB',
  pax: 8,
  aircraft: DEFAULT_SIMULATOR_AIRCRAFT_ID,
}

export interface SimulatorStart {
  from: string
  to: string
  pax: number
  aircraft: Aircraft
  /** '' when the address gives none (the field's own default then). */
  date: string
}

const CODE = /^[A-Z0-9]{3,4}$/

/**
 * Where the simulator starts (docs/product.md §14): the trip the visitor estimated — the request
 * page's address carries `from`, `to`, `date`, `aircraft` (id or name) and `passengers` — else the
 * defaults. Passengers are kept within the aircraft's seats. Pure.
 */
export function simulatorStart(query: URLSearchParams): SimulatorStart {
  const code = (name: string) => {
    const value = (query.get(name) ?? '').trim().toUpperCase()
    return CODE.test(value) ? value : ''
  }
  const asked = (query.get('aircraft') ?? '').trim().toLowerCase()
  const aircraft =
    getAircraft(asked) ??
    AIRCRAFT.find((a) => a.name.toLowerCase() === asked) ??
    getAircraft(SIMULATOR_DEFAULTS.aircraft) ??
    AIRCRAFT[0]!
  const paxText = (query.get('passengers') ?? query.get('pax') ?? '').trim()
  const pax = /^\d{1,2}$/.test(paxText) ? Math.min(Math.max(Number(paxText), 1), aircraft.pax) : SIMULATOR_DEFAULTS.pax
  const from = code('from')
  const to = code('to')
  const date = (query.get('date') ?? '').trim()
  const fromQuery = Boolean(from && to && from !== to)
  return {
    from: fromQuery ? from : SIMULATOR_DEFAULTS.from,
    to: fromQuery ? to : SIMULATOR_DEFAULTS.to,
    pax: Math.min(pax, aircraft.pax),
    aircraft,
    date: isIsoDate(date) ? date : '',
  }
}
