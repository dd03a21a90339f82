import { chromium } from '@playwright/test'
const [url, out, y, h, w] = process.argv.slice(2)
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] })
const page = await browser.newPage({ viewport: { width: Number(w ?? 390), height: 844 } })
await page.goto(url, { waitUntil: 'networkidle' })
await page.screenshot({ path: out, fullPage: true, clip: { x: 0, y: Number(y), width: Number(w ?? 390), height: Number(h) } })
await browser.close()
