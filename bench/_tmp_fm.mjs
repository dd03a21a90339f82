import { chromium } from '@playwright/test'
const url = process.argv[2]
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] })
const page = await browser.newPage({ viewport: { width: 390, height: 844 } })
await page.goto(url, { waitUntil: 'networkidle' })
const info = await page.evaluate(() => {
  const out = [['total', document.documentElement.scrollHeight]]
  for (const el of document.querySelectorAll('body > *, main > *, main > * > *')) {
    const r = el.getBoundingClientRect(); if (r.height > 150) out.push([el.tagName + '.' + (el.className||'').toString().slice(0,60) + (el.id?'#'+el.id:''), Math.round(r.top + scrollY), Math.round(r.height)])
  }
  return out
})
for (const i of info) console.log(i.join('  '))
if (process.argv[3]) await page.screenshot({ path: process.argv[3], fullPage: true })
await browser.close()
