// Per-file JavaScript of a page as Chromium downloads it (compressed, headers included), largest first,
// with when each file was requested: before hydration (critical) or after (on interaction/idle).
// Usage: node bench/js-files.mjs [/path ...] (expects a fresh build; loopback only).
import { startServer } from './lib.mjs'
import { startFakeOpenMeteo } from '../tests/support/fake-open-meteo.mjs'

const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/']
const weather = await startFakeOpenMeteo()
const server = await startServer({ port: Number(process.env.BENCH_PORT ?? 5310), env: { OPEN_METEO_URL: weather.url } })
const { chromium } = await import('@playwright/test')
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
})
try {
  for (const pagePath of paths) {
    const context = await browser.newContext()
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    const urls = new Map()
    const rows = []
    cdp.on('Network.responseReceived', (e) => {
      if (e.type === 'Script') urls.set(e.requestId, new URL(e.response.url).pathname)
    })
    cdp.on('Network.loadingFinished', (e) => {
      const url = urls.get(e.requestId)
      if (url) rows.push({ url, kb: +(e.encodedDataLength / 1024).toFixed(1) })
    })
    await page.goto(`${server.url}${pagePath}`, { waitUntil: 'networkidle' })
    await page.keyboard.press('Shift') // the first gesture starts the scripts (decision 070)
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, { timeout: 20_000 })
    await page.waitForLoadState('networkidle')
    rows.sort((a, b) => b.kb - a.kb)
    const total = rows.reduce((s, r) => s + r.kb, 0)
    console.log(`${pagePath}: ${rows.length} files, ${total.toFixed(1)} KB`)
    for (const r of rows) console.log(`  ${String(r.kb).padStart(6)} KB  ${r.url}`)
    await context.close()
  }
} finally {
  await browser.close()
  await server.stop()
  await weather.close()
}
