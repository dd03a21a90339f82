// Fails at once, naming the fix, when the browser the end-to-end tests need is missing.
import { accessSync, constants } from 'node:fs'

const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium'
try {
  accessSync(chrome, constants.X_OK)
} catch {
  console.error(
    `\nThe end-to-end tests need Chromium, and none was found at ${chrome}.\n` +
      "Fix: install Debian's build (as root: apt-get update && apt-get install -y chromium),\n" +
      'or point CHROME_PATH at an existing Chromium or Chrome binary.\n',
  )
  process.exit(1)
}
