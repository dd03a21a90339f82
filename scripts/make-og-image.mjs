// Renders scripts/og-image.html to public/og-image.png (1200×630) with headless Chromium.
// Usage: node scripts/make-og-image.mjs   (CHROME_PATH overrides /usr/bin/chromium)
import { execFileSync } from 'node:child_process'
import { statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const source = pathToFileURL(path.join(root, 'scripts', 'og-image.html')).href
const output = path.join(root, 'public', 'og-image.png')
const chromium = process.env.CHROME_PATH ?? '/usr/bin/chromium'

execFileSync(
  chromium,
  [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--hide-scrollbars',
    '--allow-file-access-from-files',
    '--force-device-scale-factor=1',
    '--window-size=1200,630',
    '--virtual-time-budget=3000',
    `--screenshot=${output}`,
    source,
  ],
  { stdio: 'ignore' },
)
console.log(`wrote ${path.relative(root, output)} (${statSync(output).size} bytes)`)
