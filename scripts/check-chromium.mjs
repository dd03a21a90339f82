// Fails at once, naming the fix, when a browser the end-to-end tests need is missing.
import { testBrowsers } from '../tests/support/test-browser.mjs'

const browsers = testBrowsers()
if (browsers.missing.length > 0) {
  console.error(
    `\nThe end-to-end tests need Chromium, and none was found at ${browsers.missing.join(', ')}.\n` +
      "Fix: install Debian's build (as root: apt-get update && apt-get install -y chromium chromium-headless-shell),\n" +
      'or point CHROME_PATH at an existing Chromium or Chrome binary.\n',
  )
  process.exit(1)
}
console.log(`end-to-end browsers: ${[...new Set([browsers.shell, browsers.full])].join(', ')}`)
