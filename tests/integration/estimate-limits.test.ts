import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { daysFromToday, startTestApp, type TestApp } from '../support/test-app'
import { startFakeOpenMeteo, type FakeOpenMeteo } from '../support/fake-open-meteo.mjs'

/**
 * /api/estimate and /api/airports are bounded per client, dates are limited to
 * today .. one year ahead, and a failed weather look-up is not asked again at once.
 */
let weather: FakeOpenMeteo
let api: TestApp
let client = 0

beforeAll(async () => {
  weather = await startFakeOpenMeteo()
  api = await startTestApp({
    OPEN_METEO_URL: weather.url,
    TRUST_PROXY: 'true',
    ESTIMATE_RATE_LIMIT_MAX: '3',
    ESTIMATE_RATE_LIMIT_WINDOW_S: '600',
    AIRPORT_SEARCH_RATE_LIMIT_MAX: '5',
    AIRPORT_SEARCH_RATE_LIMIT_WINDOW_S: '600',
  })
})
afterAll(async () => {
  await api?.close()
  await weather?.close()
})
beforeEach(() => {
  weather.reset()
  api.runtime.weather.clearCache()
  client++
})

/** Each test is its own client (X-Forwarded-For, trusted here), so the limits do not leak between tests. */
async function get(path: string) {
  const res = await fetch(`${api.url}${path}`, { headers: { 'x-forwarded-for': `203.0.113.${client}` } })
  return {
    status: res.status,
    headers: res.headers,
    body: (await res.json()) as { error?: { code: string; message: string } },
  }
}

const estimate = (date: string) => `/api/estimate?from=LBG&to=DXB&aircraft=falcon7x&date=${date}&pax=2`

describe('rate limits', () => {
  it('ESTIMATE_RATE_LIMIT_MAX estimates per client and window, then 429 with Retry-After and a message', async () => {
    for (let i = 0; i < 3; i++) expect((await get(estimate(daysFromToday(3)))).status).toBe(200)
    const refused = await get(`${estimate(daysFromToday(3))}&lang=en`)
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(refused.body.error?.code).toBe('RATE_LIMITED')
    expect(refused.body.error?.message).toMatch(/try again/i)
  })

  it('AIRPORT_SEARCH_RATE_LIMIT_MAX searches per client and window, then 429', async () => {
    for (let i = 0; i < 5; i++) expect((await get('/api/airports?q=par')).status).toBe(200)
    expect((await get('/api/airports?q=par')).status).toBe(429)
  })
})

describe('dates', () => {
  it.each([
    ['a year and two days ahead', 367],
    ['far in the future', 'far'],
    ['two days ago', -2],
  ] as const)('%s → 400 DATE_INVALID', async (_name, days) => {
    const date = days === 'far' ? '2099-12-31' : daysFromToday(days)
    const { status, body } = await get(estimate(date))
    expect(status).toBe(400)
    expect(body.error?.code).toBe('DATE_INVALID')
  })

  it('today and a year ahead are estimated; past the forecast horizon nothing is asked upstream', async () => {
    expect((await get(estimate(daysFromToday(0)))).status).toBe(200)
    const before = weather.requests.length
    const far = await get(estimate(daysFromToday(364)))
    expect(far.status).toBe(200)
    expect(far.body).toMatchObject({ conservative: true, weatherStatus: 'beyond-horizon' })
    expect(weather.requests.length).toBe(before)
  })
})

describe('failed weather look-ups', () => {
  it('are remembered for a short time: a repeat costs nothing upstream', async () => {
    weather.setMode('status503')
    const first = await get(estimate(daysFromToday(4)))
    expect(first.body).toMatchObject({ conservative: true, weatherStatus: 'unavailable' })
    const upstream = weather.requests.length
    expect(upstream).toBe(2)
    const again = await get(estimate(daysFromToday(4)))
    expect(again.body).toMatchObject({ conservative: true, weatherStatus: 'unavailable' })
    expect(weather.requests.length).toBe(upstream)
  })
})

describe('caching of airport suggestions', () => {
  it('an answer that sets the language cookie is never Cache-Control: public', async () => {
    const res = await fetch(`${api.url}/api/airports?q=gen&lang=en`, { headers: { 'x-forwarded-for': '198.51.100.7' } })
    expect(res.status).toBe(200)
    expect(res.headers.get('set-cookie')).toMatch(/lang=en/)
    expect(res.headers.get('cache-control') ?? '').not.toMatch(/public/)
  })
})
