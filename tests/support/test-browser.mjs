// The browsers the end-to-end tests drive (decision 126). CHROME_PATH, when set, is used for all.
// Otherwise most specs run in Debian's chromium-headless-shell (Chromium's own headless build, the
// one Playwright drives by default): it opens no browser window per test context, which halved a
// spec's time (foundation.spec.ts: 57 s against 108 s). The specs about the page before its scripts
// run in Debian's full chromium: the shell sends a page a pointermove at load, from a mouse nobody
// moved, and that move would start the scripts before the visitor's first gesture.
import { accessSync, constants } from 'node:fs'

export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'
export const FULL_CHROMIUM = '/usr/bin/chromium'

/** Chromium's flags here: no sandbox (root), no GPU, and quiet offline (no network of its own). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
]

const executable = (file) => {
  try {
    accessSync(file, constants.X_OK)
    return true
  } catch {
    return false
  }
}

/** The browsers to drive (the shell falls back to the full browser), and those not found. */
export function testBrowsers() {
  const full = process.env.CHROME_PATH || FULL_CHROMIUM
  const shell = process.env.CHROME_PATH || (executable(HEADLESS_SHELL) ? HEADLESS_SHELL : full)
  return { shell, full, missing: [...new Set([shell, full])].filter((file) => !executable(file)) }
}
