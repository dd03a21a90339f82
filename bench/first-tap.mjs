// The first tap on a phone (docs/decisions/100-the-first-tap-answers.md): tap → visible response
// for the phone menu and a disclosure, and the first airport suggestion after "nic" typed in a
// field tapped as the page's first interaction (and once the page is hydrated), on a phone profile:
// 390 px, touch, CPU ×4 (CDP Emulation.setCPUThrottlingRate) and a slow network (CDP
// Network.emulateNetworkConditions). With `base` (BENCH_BASE), the base commit's build is measured
// in the same run, its runs alternated with this tree's.
//
// How a response is timed, in the page: the tap's `pointerdown` (or the last key's `keydown`)
// timestamp, then the first animation frame in which the answer is there (the menu or the
// disclosure's content visible, an option in the list): that frame is the one that paints it.
// `node bench/first-tap.mjs` alone (needs a build), or `benchFirstTap()` from bench/run.mjs.
import { chromium } from '@playwright/test'
import { startServer } from './lib.mjs'

const RUNS = Number(process.env.BENCH_TAP_RUNS ?? 3)
const MENU_TARGET_MS = 200
const SUGGESTION_TARGET_MS = 1000
const WAIT_MS = 20_000

/** Network profiles: DevTools' "Slow 3G", and Lighthouse's mobile one (the issue's 150 ms, 1.6 Mbit/s). */
const NETWORKS = {
  'slow 3G (2,000 ms, 400 kbit/s)': { latency: 2000, downloadThroughput: 50_000, uploadThroughput: 50_000 },
  'mobile (150 ms, 1.6 Mbit/s)': { latency: 150, downloadThroughput: 200_000, uploadThroughput: 93_750 },
}

/** Installed before the page's own scripts: records the gesture and waits for the answer's frame. */
function probe() {
  const w = window
  w.__tap = { start: null, frame: null }
  const mark = (e) => {
    if (w.__tap.want === 'key' ? e.type === 'keydown' : e.type === 'pointerdown') w.__tap.start = e.timeStamp
  }
  addEventListener('pointerdown', mark, { capture: true, passive: true })
  addEventListener('keydown', mark, { capture: true, passive: true })
  w.__watch = (selector) => {
    w.__tap.frame = null
    const tick = (time) => {
      const el = document.querySelector(selector)
      if (el && el.checkVisibility()) w.__tap.frame = time
      else requestAnimationFrame(tick)
    }
    requestAnimationFrame(tick)
  }
}

const CASES = [
  ...['/', '/fleet', '/contact'].map((path) => ({
    name: `menu ${path}`,
    path,
    target: MENU_TARGET_MS,
    async act(page) {
      await page.evaluate(() => window.__watch('[data-testid="mobile-menu"] a'))
      await page.locator('header button[aria-controls]').tap()
    },
  })),
  {
    name: 'disclosure /fleet (a card’s estimator)',
    path: '/fleet',
    target: MENU_TARGET_MS,
    async act(page) {
      await page.evaluate(() => window.__watch('[data-testid="card-estimator"][open] > div'))
      await page.locator('[data-testid="card-estimator"] summary').first().tap()
    },
  },
  ...[
    { path: '/', field: '[data-testid="home-estimator"] input[name="from"]' },
    { path: '/contact', field: '#flight-simulator input[name="from"]' },
  ].flatMap(({ path, field }) =>
    [false, true].map((hydrated) => ({
      name: `first suggestion ${path} after "nic", ${hydrated ? 'page already hydrated' : 'field tapped first'}`,
      path,
      hydrated,
      target: SUGGESTION_TARGET_MS,
      key: true,
      async act(page) {
        await page.locator(field).tap()
        await page.evaluate(() => {
          window.__tap.want = 'key'
          window.__watch('[role="listbox"]:not([hidden]) [role="option"]')
        })
        await page.locator(field).fill('')
        await page.keyboard.type('nic', { delay: 120 })
      },
    })),
  ),
]

async function measureOnce(browser, url, testCase, network) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })
  await context.addInitScript(probe)
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  try {
    await cdp.send('Network.enable')
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
    if (testCase.hydrated) {
      // The page used before: loaded at full speed and hydrated, then the phone profile.
      await page.goto(`${url}${testCase.path}?lang=fr`, { waitUntil: 'load' })
      await page.keyboard.press('Shift')
      await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: 60_000 })
    }
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...network })
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    if (!testCase.hydrated) await page.goto(`${url}${testCase.path}?lang=fr`, { waitUntil: 'load', timeout: 120_000 })
    await page.waitForTimeout(500) // the page at rest, as a reader sees it
    await testCase.act(page)
    const deadline = Date.now() + WAIT_MS
    for (;;) {
      const tap = await page.evaluate(() => window.__tap)
      if (tap.frame !== null && tap.start !== null) return Math.max(0, Math.round(tap.frame - tap.start))
      if (Date.now() > deadline) return null
      await page.waitForTimeout(100)
    }
  } finally {
    await context.close()
  }
}

const median = (values) => {
  const known = values.filter((v) => v !== null).sort((a, b) => a - b)
  if (known.length < values.length / 2) return null // most runs saw nothing
  return known[Math.floor(known.length / 2)]
}
const show = (ms) => (ms === null ? `none in ${WAIT_MS / 1000} s` : `${ms.toLocaleString('en')} ms`)

/** Lines for bench/run.mjs. */
export async function benchFirstTap({ port = 4820, base = null } = {}) {
  const server = await startServer({ port, env: { RATE_LIMIT_MAX: '1000000', OPEN_METEO_URL: 'http://127.0.0.1:9' } })
  const baseServer = base
    ? await startServer({
        port: port + 1,
        cwd: base.dir,
        env: { RATE_LIMIT_MAX: '1000000', OPEN_METEO_URL: 'http://127.0.0.1:9' },
      })
    : null
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  })
  const lines = [
    `Tap → visible response at 390 px, touch, CPU ×4; median of ${RUNS} runs${base ? `, alternated with ${base.sha.slice(0, 7)}` : ''}. No gesture before the tap unless said.`,
    '',
    `| case | network | this tree | ${base ? `${base.sha.slice(0, 7)} | ` : ''}target |`,
    `| --- | --- | --- | ${base ? '--- | ' : ''}--- |`,
  ]
  try {
    for (const [networkName, network] of Object.entries(NETWORKS)) {
      for (const testCase of CASES) {
        const mine = []
        const theirs = []
        for (let i = 0; i < RUNS; i++) {
          mine.push(await measureOnce(browser, server.url, testCase, network))
          if (baseServer) theirs.push(await measureOnce(browser, baseServer.url, testCase, network))
        }
        const m = median(mine)
        const met = m !== null && m <= testCase.target ? 'met' : 'NOT met'
        const line = `| ${testCase.name} | ${networkName} | ${show(m)} (${mine.map((v) => v ?? '–').join(', ')}) | ${
          baseServer ? `${show(median(theirs))} (${theirs.map((v) => v ?? '–').join(', ')}) | ` : ''
        }≤ ${testCase.target.toLocaleString('en')} ms: ${met} |`
        console.log(line)
        lines.push(line)
      }
    }
  } finally {
    await browser.close()
    await server.stop()
    await baseServer?.stop()
  }
  return lines
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { prepareBase } = await import('./base.mjs')
  const base = process.env.BENCH_BASE ? prepareBase(process.env.BENCH_BASE) : null
  for (const line of await benchFirstTap({ port: Number(process.env.BENCH_PORT ?? 4820), base })) console.log(line)
}
