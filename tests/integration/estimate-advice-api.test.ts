import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getAircraft } from '~/domain/aircraft'
import type { EstimateAdvice } from '~/domain/estimator/advice'
import type { EstimateResult } from '~/domain/estimator/types'
import { worldAirports } from '~/services/airports/world-airports.server'
import { estimatePage, resolvePlace } from '~/features/estimator/services/estimate-page.server'
import { daysFromToday, startTestApp, type TestApp } from '../support/test-app'
import { startFakeOpenMeteo, type FakeOpenMeteo } from '../support/fake-open-meteo.mjs'

/**
 * The advice beside an estimate (docs/decisions/049-home-estimate-and-advice.md), over HTTP: named
 * fuel stops and other aircraft of the fleet in `/api/estimate`'s answer; and the /estimate page's
 * service, which answers the hero's form without JavaScript.
 */
let weather: FakeOpenMeteo
let api: TestApp
const date = daysFromToday(4)

beforeAll(async () => {
  weather = await startFakeOpenMeteo()
  api = await startTestApp({
    OPEN_METEO_URL: weather.url,
    ESTIMATE_RATE_LIMIT_MAX: '3',
    // Each request says its own client address (as behind the house's proxy).
    TRUST_PROXY: 'true',
    AIRPORT_SEARCH_RATE_LIMIT_MAX: '100000',
  })
})
afterAll(async () => {
  await api?.close()
  await weather?.close()
})

async function estimate(query: string, ip: string) {
  const res = await fetch(`${api.url}/api/estimate?${query}`, { headers: { 'x-forwarded-for': ip } })
  return { status: res.status, body: (await res.json()) as EstimateResult & { advice: EstimateAdvice } }
}

describe('GET /api/estimate: the advice', () => {
  it('Paris–New York in a Challenger 300: the fuel stop named in the request’s language, the aircraft that fly it non-stop', async () => {
    const query = `from=LBG&to=JFK&aircraft=challenger300&date=${date}&time=12:00&pax=6&trip=oneway`
    const fr = await estimate(`${query}&lang=fr`, '10.1.0.1')
    const en = await estimate(`${query}&lang=en`, '10.1.0.2')
    expect(fr.status).toBe(200)
    expect(fr.body.fuelStops).toBe(1)
    expect(fr.body.advice.fuelStops).toHaveLength(1)
    const stop = fr.body.advice.fuelStops[0]!
    expect(en.body.advice.fuelStops[0]!.code).toBe(stop.code)
    const airport = worldAirports().find(stop.code)!
    expect(airport.type).not.toBe('small')
    // Within the Challenger 300's usable leg (4,680 km) of both ends.
    expect(airport.lon).toBeLessThan(-45)
    const first = fr.body.advice.alternatives[0]!
    expect(first).toMatchObject({ nonStop: true, fuelStops: 0 })
    expect(getAircraft(first.aircraft)!.pax).toBeGreaterThanOrEqual(6)
    expect(first.lowHT).toBeGreaterThan(fr.body.pricing.lowHT)
  })

  it('a short trip in the smallest jet: no stop to name, nothing to suggest', async () => {
    const { body } = await estimate(`from=LBG&to=LHR&aircraft=cj1&date=${date}&pax=2&lang=fr`, '10.1.0.3')
    expect(body.advice).toEqual({ fuelStops: [], alternatives: [] })
  })
})

describe('the /estimate page', () => {
  const context = () => ({
    runtime: api.runtime,
    lang: 'fr' as const,
    clientIp: `10.2.${Math.floor(Math.random() * 250)}.1`,
  })

  it('understands places typed without the suggestion list, as the combobox would', () => {
    expect(resolvePlace('lbg')?.code).toBe('LBG')
    expect(resolvePlace('LFPB')?.code).toBe('LBG')
    expect(resolvePlace('Genève')?.code).toBe('GVA')
    expect(resolvePlace('Le Bourget')?.code).toBe('LBG')
    expect(resolvePlace('XYZ')).toBeUndefined()
    expect(resolvePlace('a')).toBeUndefined()
  })

  it('suggests the smallest fitting aircraft, dates a week ahead, and answers with the estimate and its advice', async () => {
    const now = Date.UTC(2026, 5, 1, 10)
    const page = await estimatePage(new URLSearchParams({ from: 'Le Bourget', to: 'Nice', pax: '3', aircraft: '' }), {
      ...context(),
      now,
    })
    expect(page.values).toMatchObject({ from: 'LBG', to: 'NCE', date: '2026-06-08', pax: '3', aircraft: '' })
    expect(page.answer.status).toBe('result')
    if (page.answer.status !== 'result') return
    expect(page.answer.suggested).toBe(true)
    expect(page.answer.result.aircraft.id).toBe('cj1')
    expect(page.answer.result.advice).toEqual({ fuelStops: [], alternatives: [] })
  })

  it('a chosen aircraft bounds the passengers; unknown places, aircraft and half-filled forms say so', async () => {
    const chosen = await estimatePage(
      new URLSearchParams({ from: 'LBG', to: 'GVA', pax: '40', aircraft: 'phenom300', date }),
      context(),
    )
    expect(chosen.values.pax).toBe('9')
    expect(chosen.answer.status === 'result' && chosen.answer.suggested).toBe(false)
    const none = await estimatePage(new URLSearchParams(), context())
    expect(none.answer).toEqual({ status: 'empty' })
    const half = await estimatePage(new URLSearchParams({ from: 'LBG' }), context())
    expect(half.answer).toEqual({ status: 'missing' })
    const unknown = await estimatePage(new URLSearchParams({ from: 'LBG', to: 'XYZ' }), context())
    expect(unknown.answer).toEqual({ status: 'error', code: 'AIRPORT_UNKNOWN' })
    const plane = await estimatePage(new URLSearchParams({ from: 'LBG', to: 'GVA', aircraft: 'concorde' }), context())
    expect(plane.answer).toEqual({ status: 'error', code: 'AIRCRAFT_UNKNOWN' })
    const past = await estimatePage(new URLSearchParams({ from: 'LBG', to: 'GVA', date: '2001-01-01' }), context())
    expect(past.answer).toEqual({ status: 'error', code: 'DATE_INVALID' })
  })

  it('a runway that cannot take the aircraft answers with the nearest airports that can', async () => {
    // Courchevel's 537 m altiport takes no aircraft of the fleet.
    const page = await estimatePage(new URLSearchParams({ from: 'LBG', to: 'CVF', aircraft: 'cj1', date }), context())
    expect(page.answer.status).toBe('refused')
    if (page.answer.status === 'refused') expect(page.answer.refusal.alternatives.length).toBeGreaterThan(0)
  })

  it('counts against the estimate limit per client, like the API', async () => {
    const ip = { ...context(), clientIp: '10.3.0.1' }
    const query = () => new URLSearchParams({ from: 'LBG', to: 'GVA', date })
    for (let i = 0; i < 3; i++) expect((await estimatePage(query(), ip)).answer.status).toBe('result')
    expect((await estimatePage(query(), ip)).answer).toEqual({ status: 'error', code: 'RATE_LIMITED' })
  })
})
