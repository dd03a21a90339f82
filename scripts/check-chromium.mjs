// Fails at once, naming the fix, when the browser the end-to-end tests need is missing.
import { testBrowser } from '../tests/support/test-browser.mjs'

const browser = testBrowser()
if (!browser.found) {
  console.error(
    `\nThe end-to-end tests need Chromium, and none was found at ${browser.path}.\n` +
      "Fix: install Debian's build (as root: apt-get update && apt-get install -y chromium-headless-shell),\n" +
      'or point CHROME_PATH at an existing Chromium or Chrome binary.\n',
  )
  process.exit(1)
}
console.log(`end-to-end browser: ${browser.path}`)
