// The browser the end-to-end tests drive (decision 126): CHROME_PATH when set, else Debian's
// chromium-headless-shell (Chromium's own headless build, the one Playwright itself drives by default),
// else Debian's full chromium. The same engine either way; the shell opens no browser window per test
// context, which halved the suite's time (foundation.spec.ts: 57 s against 108 s).
import { accessSync, constants } from 'node:fs'

export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'
export const FULL_CHROMIUM = '/usr/bin/chromium'

const executable = (file) => {
  try {
    accessSync(file, constants.X_OK)
    return true
  } catch {
    return false
  }
}

/** The path of the browser to drive, and whether it exists. */
export function testBrowser() {
  const path = process.env.CHROME_PATH || (executable(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM)
  return { path, found: executable(path) }
}
