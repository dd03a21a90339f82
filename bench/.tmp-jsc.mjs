import { chromium } from '@playwright/test'
const [base, ...pages] = process.argv.slice(2)
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] })
for (const p of pages) {
  const ctx = await browser.newContext(); const page = await ctx.newPage()
  const cdp = await ctx.newCDPSession(page); await cdp.send('Network.enable')
  const types = new Map(); let js = 0, n = 0, enc = new Set()
  cdp.on('Network.responseReceived', (e) => { types.set(e.requestId, e.type); if (e.type === 'Script') enc.add(e.response.headers['content-encoding'] ?? e.response.headers['Content-Encoding']) })
  cdp.on('Network.loadingFinished', (e) => { if (types.get(e.requestId) === 'Script') { js += e.encodedDataLength; n++ } })
  await page.goto(base + p, { waitUntil: 'load' }); await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true'); await page.waitForTimeout(500)
  console.log(p, 'JS as Chromium downloads it:', (js / 1024).toFixed(1), 'KB', n, 'files', [...enc].join(','))
  await ctx.close()
}
await browser.close()
