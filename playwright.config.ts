import { defineConfig, devices } from '@playwright/test'
import { E2E } from './tests/e2e/env'
import { CHROMIUM_ARGS, testBrowsers } from './tests/support/test-browser.mjs'

/**
 * End-to-end tests drive the PRODUCTION build (`npm run build` first) in Debian's Chromium
 * (its headless shell where installed, the full browser for the page before its scripts:
 * tests/support/test-browser.mjs, decision 126), with the weather API and the SMTP server replaced by
 * real local servers on 127.0.0.1.
 */
const chromium = { ...devices['Desktop Chrome'], channel: undefined }
const browsers = testBrowsers()
const launchOptions = (executablePath: string) => ({ executablePath, args: CHROMIUM_ARGS })
/** The specs about the page before its scripts run: the full browser (see test-browser.mjs). */
const BEFORE_SCRIPTS = /(before-scripts|first-tap|early-input)\.spec\.ts/
/** These switch the SHARED fake weather server into a fault mode: alone, after all the others. */
const WEATHER_FAULTS = /estimator-weather\.spec\.ts/

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 8_000 },
  reporter: 'list',
  outputDir: `test-results/e2e-${E2E.port}`,
  use: {
    baseURL: E2E.baseUrl,
    // Scroll-driven reveals (app.css) move a section while Playwright scrolls to it: a click's
    // mousedown and mouseup can land on different elements, and the click then goes to their
    // common ancestor (seen on the fleet cards' disclosures, ~2 % of clicks). Tests run with
    // reduced motion; motion.spec.ts checks the reveal with and without the preference.
    reducedMotion: 'reduce',
    // A trace records every action's DOM and screen: about a tenth of the suite's time when kept for
    // every test. In CI a failed test runs again (`retries`) and that run is traced; locally, a failed
    // test keeps its trace.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: { ...chromium, launchOptions: launchOptions(browsers.shell) },
      testIgnore: [BEFORE_SCRIPTS, WEATHER_FAULTS],
    },
    {
      name: 'before-scripts',
      use: { ...chromium, launchOptions: launchOptions(browsers.full) },
      testMatch: BEFORE_SCRIPTS,
    },
    {
      name: 'weather-faults',
      use: { ...chromium, launchOptions: launchOptions(browsers.shell) },
      testMatch: WEATHER_FAULTS,
      dependencies: ['chromium', 'before-scripts'],
    },
  ],
  webServer: [
    {
      command: `node tests/support/fake-services.mjs`,
      env: {
        E2E_FAKE_PORT: String(E2E.fakePort),
        E2E_SMTP_PORT: String(E2E.smtpPort),
        E2E_WEATHER_PORT: String(E2E.weatherPort),
      },
      url: `${E2E.fakeServicesUrl}/__health`,
      reuseExistingServer: false,
      timeout: 20_000,
      stdout: 'ignore',
    },
    {
      command: `rm -rf ${E2E.dataDir} && node server.js`,
      url: `${E2E.baseUrl}/healthz`,
      reuseExistingServer: false,
      timeout: 180_000,
      env: { ...E2E.serverEnv },
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
})
