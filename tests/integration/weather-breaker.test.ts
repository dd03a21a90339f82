import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { EstimateResult } from '~/domain/estimator/types'
import { daysFromToday } from '../support/test-app'
import { startTestApp, type TestApp } from '../support/test-app'
import { startFakeOpenMeteo, type FakeOpenMeteo } from '../support/fake-open-meteo.mjs'

/**
 * The weather provider's circuit breaker on the production build (decision 045): a provider that
 * accepts connections and never answers. Once the breaker is open, estimates are answered in
 * conservative mode, saying the provider is unavailable, without a request to it (the fake counts
 * them); /healthz shows the breaker, the log has one line per change; once the provider answers
 * again, a probe closes the breaker and real weather returns.
 */

let weather: FakeOpenMeteo
let app: TestApp

const RETRY_MS = 3_000
const date = daysFromToday(3)
const estimate = (from: string, to: string) =>
  `/api/estimate?from=${from}&to=${to}&aircraft=falcon7x&date=${date}&time=12:00&pax=4&trip=oneway`

beforeAll(async () => {
  weather = await startFakeOpenMeteo()
  app = await startTestApp({
    OPEN_METEO_URL: weather.url,
    // Long enough for each request to reach the fake before it is given up on, on a busy machine.
    OPEN_METEO_TIMEOUT_MS: '1000',
    OPEN_METEO_BREAKER_FAILURES: '3',
    OPEN_METEO_BREAKER_RETRY_MS: String(RETRY_MS),
    ESTIMATE_RATE_LIMIT_MAX: '1000',
  })
}, 120_000)
afterAll(async () => {
  await app?.close()
  await weather?.close()
})

async function get<T>(path: string): Promise<{ status: number; body: T }> {
  const res = await fetch(`${app.url}${path}`)
  return { status: res.status, body: (await res.json()) as T }
}

const health = () => get<{ ok: boolean; weather: { breaker: { state: string } } }>('/healthz')
const breakerLines = () =>
  app
    .logs()
    .filter((line) => line.breaker === 'weather')
    .map((line) => line.state)

describe('a weather provider that hangs', () => {
  it('opens the breaker: estimates are conservative at once, the provider is not asked; then it comes back', async () => {
    weather.setMode('hang')
    // Two estimates, two look-ups each, all timing out: the breaker opens.
    for (const [from, to] of [
      ['LBG', 'DXB'],
      ['LBG', 'NCE'],
    ]) {
      const { status, body } = await get<EstimateResult>(estimate(from!, to!))
      expect(status).toBe(200)
      expect(body.conservative).toBe(true)
    }
    const asked = weather.requests.length
    expect(asked).toBeGreaterThan(0)

    // Open: eight estimates on other routes, none asks the provider, each says why.
    const routes = ['GVA', 'LTN', 'NCE', 'FAB', 'OLB', 'SZG', 'MXP', 'JFK']
    for (const to of routes) {
      const { status, body } = await get<EstimateResult>(estimate('DXB', to))
      expect(status).toBe(200)
      expect(body).toMatchObject({ conservative: true, weatherStatus: 'provider-unavailable' })
      expect(body.weather).toEqual({ departure: null, arrival: null })
    }
    expect(weather.requests).toHaveLength(asked)
    const open = await health()
    expect(open.status).toBe(200) // the database decides 200 or 503, not the weather
    expect(open.body.weather.breaker.state).toBe('open')
    expect(breakerLines()).toEqual(['open'])

    // The provider answers again: after the retry delay, one probe, and real weather returns,
    // even for the route whose failure was remembered.
    weather.setMode('ok')
    await new Promise((resolve) => setTimeout(resolve, RETRY_MS + 200))
    const back = await get<EstimateResult>(estimate('LBG', 'DXB'))
    expect(back.body).toMatchObject({ conservative: false, weatherStatus: 'ok' })
    expect(back.body.weather.departure).not.toBeNull()
    expect(weather.requests.length).toBeGreaterThan(asked)
    expect((await health()).body.weather.breaker.state).toBe('closed')
    expect(breakerLines()).toEqual(['open', 'half-open', 'closed'])
  })
})
