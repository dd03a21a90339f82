import { chromium } from '@playwright/test'
const [base, ...pages] = process.argv.slice(2)
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] })
for (const p of pages) {
  const page = await browser.newPage()
  const problems = []
  page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') problems.push(m.text()) })
  page.on('pageerror', (e) => problems.push(String(e)))
  await page.goto(base + p)
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, { timeout: 15000 }).catch(() => problems.push('NOT HYDRATED'))
  const key = await page.locator('input[name="idempotencyKey"]').first().inputValue().catch(() => '')
  console.log(p, 'problems:', problems, 'key', key)
  await page.close()
}
await browser.close()
