// Estimator screens on a phone: the /fleet page height at 390 px, where the simulator's
// total sits under its result heading at 390 px, and the client JavaScript of /fleet and /contact.
import { chromium } from '@playwright/test'
import { jsSizeOfPage, startServer } from './lib.mjs'

/** Rows for bench/run.mjs: { area, metric, value, target, met }. */
export async function estimatorUi({ weatherUrl }) {
  const server = await startServer({
    port: Number(process.env.BENCH_ESTIMATOR_PORT ?? 4811),
    env: { OPEN_METEO_URL: weatherUrl, RATE_LIMIT_MAX: '1000000' },
  })
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  })
  const rows = []
  try {
    for (const path of ['/fleet', '/contact']) {
      const size = await jsSizeOfPage(server.url, path)
      rows.push({ area: 'Estimators', metric: `client JS ${path} (gzip)`, value: `${size.gzipKb} KB` })
    }
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } })
    await page.goto(`${server.url}/fleet?lang=fr`)
    await page.keyboard.press('Shift') // the first gesture starts the scripts (decision 070)
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
    const height = await page.evaluate(() => document.documentElement.scrollHeight)
    rows.push({
      area: 'Estimators',
      metric: '/fleet height at 390 px',
      value: `${height} px`,
      target: '≤ 9,100 px',
      met: height <= 9100,
    })
    await page.goto(`${server.url}/contact?lang=fr`)
    await page.keyboard.press('Shift') // the first gesture starts the scripts (decision 070)
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
    const sim = page.locator('#flight-simulator')
    await sim.locator('button[type=submit]').click()
    const total = sim.getByTestId('price-total')
    await total.waitFor()
    const heading = await sim.getByTestId('simulator-result').locator('h3').first().boundingBox()
    const box = await total.boundingBox()
    const offset = Math.round(box.y - heading.y)
    rows.push({
      area: 'Estimators',
      metric: 'simulator total below its heading at 390 px',
      value: `${offset} px`,
      target: '≤ 400 px',
      met: offset <= 400,
    })
  } finally {
    await browser.close()
    await server.stop()
  }
  return rows
}
