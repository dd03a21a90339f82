import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { computeEstimate, planRoute } from '~/domain/estimator/estimate'
import type { RoutePlan } from '~/domain/estimator/types'
import { startFakeOpenMeteo, type FakeOpenMeteo } from '../../../tests/support/fake-open-meteo.mjs'
import { createWeatherClient } from '../weather.server'
import { createProviderBreaker, PROVIDER_DOWN, ProviderFailure } from './provider-breaker.server'

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

function recordingLogger() {
  const lines: Array<{ level: string; msg: string; fields: Record<string, unknown> }> = []
  return {
    lines,
    warn: (fields: Record<string, unknown>, msg: string) => lines.push({ level: 'warn', msg, fields }),
    info: (fields: Record<string, unknown>, msg: string) => lines.push({ level: 'info', msg, fields }),
    states: () => lines.filter((l) => l.fields.breaker === 'weather').map((l) => l.fields.state),
  }
}

describe('the provider breaker (decision 045)', () => {
  const fail = () => Promise.reject(new ProviderFailure('failed'))

  it('opens after the consecutive failures: then answers at once without calling', async () => {
    const logger = recordingLogger()
    const breaker = createProviderBreaker({ failures: 3, retryAfterMs: 60_000, logger })
    let calls = 0
    const counted = () => {
      calls++
      return fail()
    }
    expect(await breaker.run(counted)).toBe('failed')
    expect(await breaker.run(() => Promise.resolve('ok'))).toBe('ok') // a success resets the count
    for (let i = 0; i < 3; i++) expect(await breaker.run(counted)).toBe('failed')
    expect(calls).toBe(4)
    expect(breaker.health().state).toBe('open')
    expect(await breaker.run(counted)).toBe(PROVIDER_DOWN)
    expect(calls).toBe(4)
    expect(logger.states()).toEqual(['open'])
    expect(logger.lines[0]!.level).toBe('warn')
  })

  it('half-open after retryAfterMs: one probe; the calls meanwhile wait for it; it answers → closed', async () => {
    const logger = recordingLogger()
    let closed = 0
    const breaker = createProviderBreaker({ failures: 1, retryAfterMs: 50, logger, onClosed: () => closed++ })
    await breaker.run(fail)
    expect(breaker.health().state).toBe('open')
    await pause(80)
    let probes = 0
    const slowAnswer = async () => {
      probes++
      await pause(30)
      return 'weather'
    }
    const [first, second] = await Promise.all([breaker.run(slowAnswer), breaker.run(slowAnswer)])
    expect([first, second]).toEqual(['weather', 'weather'])
    expect(probes).toBe(2) // the probe, then the waiting call once it closed
    expect(breaker.health().state).toBe('closed')
    expect(closed).toBe(1)
    expect(logger.states()).toEqual(['open', 'half-open', 'closed'])
  })

  it('a failed probe opens it again; an error that is not a provider failure is thrown, not counted', async () => {
    const breaker = createProviderBreaker({ failures: 1, retryAfterMs: 500 })
    await breaker.run(fail)
    await pause(550)
    expect(await breaker.run(fail)).toBe('failed')
    expect(breaker.health().state).toBe('open')
    expect(await breaker.run(() => Promise.resolve('never called'))).toBe(PROVIDER_DOWN)

    const healthy = createProviderBreaker({ failures: 1 })
    await expect(healthy.run(() => Promise.reject(new TypeError('a bug')))).rejects.toThrow('a bug')
    expect(healthy.health().state).toBe('closed')
  })
})

describe('the weather client against a provider that hangs', () => {
  let fake: FakeOpenMeteo
  beforeAll(async () => {
    fake = await startFakeOpenMeteo()
  })
  afterAll(async () => {
    await fake.close()
  })
  beforeEach(() => fake.reset())

  const date = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
  function plan(from: string, to: string, days: number): RoutePlan {
    const planned = planRoute({
      from,
      to,
      aircraft: 'falcon7x',
      date: date(days),
      time: '12:00',
      pax: 4,
      trip: 'oneway',
    })
    if (!planned.ok) throw new Error(planned.code)
    return planned.plan
  }

  it('opens after three timeouts, answers conservatively without asking, and real weather returns after a probe', async () => {
    const logger = recordingLogger()
    const client = createWeatherClient({
      baseUrl: fake.url,
      // Long enough for each request to reach the fake before it is given up on, on a busy machine.
      timeoutMs: 1_000,
      breaker: { failures: 3, retryAfterMs: 1_500 },
      logger,
    })
    fake.setMode('hang')
    const parisDubai = plan('LBG', 'DXB', 3)
    // Two estimates: four requests that time out (two each, in parallel); the breaker opens.
    const first = await client.getInputs(parisDubai)
    expect(computeEstimate(parisDubai, first).weatherStatus).toBe('unavailable')
    await client.getInputs(plan('LBG', 'NCE', 3))
    expect(client.health().breaker.state).toBe('open')
    const asked = fake.requests.length
    expect(asked).toBeGreaterThan(0)

    // Open: other routes are answered without a request, flagged, and say why.
    for (const [from, to] of [
      ['LBG', 'GVA'],
      ['NCE', 'LTN'],
      ['DXB', 'LBG'],
    ] as const) {
      const inputs = await client.getInputs(plan(from, to, 4))
      expect(inputs.providerUnavailable).toBe(true)
      const estimate = computeEstimate(plan(from, to, 4), inputs)
      expect(estimate.conservative).toBe(true)
      expect(estimate.weatherStatus).toBe('provider-unavailable')
    }
    expect(fake.requests).toHaveLength(asked)

    // The provider answers again: after retryAfterMs a probe closes the breaker, and even the route
    // whose failure was remembered gets real weather at once.
    fake.setMode('ok')
    await pause(1_600)
    const back = await client.getInputs(parisDubai)
    expect(back.providerUnavailable).toBeUndefined()
    expect(back.wind.every((w) => w !== null)).toBe(true)
    expect(back.surface.every((s) => s !== null)).toBe(true)
    const estimate = computeEstimate(parisDubai, back)
    expect(estimate.conservative).toBe(false)
    expect(estimate.weatherStatus).toBe('ok')
    expect(client.health().breaker.state).toBe('closed')
    expect(logger.states()).toEqual(['open', 'half-open', 'closed'])
  })

  it('a 4xx is an answer, not a failure: the breaker stays closed', async () => {
    const client = createWeatherClient({ baseUrl: fake.url, breaker: { failures: 1 }, failureTtlMs: 0 })
    const far = plan('LBG', 'DXB', 40) // past the horizon: the provider answers 400
    await client.getInputs(far)
    await client.getInputs(far)
    expect(fake.requests).toHaveLength(4)
    expect(client.health().breaker.state).toBe('closed')
  })
})
