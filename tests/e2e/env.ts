/** Ports and configuration shared by the Playwright config and the specs. */
const port = Number(process.env.E2E_PORT ?? 4173)
const fakePort = Number(process.env.E2E_FAKE_PORT ?? 4599)
const weatherPort = Number(process.env.E2E_WEATHER_PORT ?? 4597)
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 4598)

export const E2E = {
  baseUrl: `http://127.0.0.1:${port}`,
  /** Control API of the fake services (tests/support/fake-services.mjs): GET /__mail lists caught e-mail. */
  fakeServicesUrl: `http://127.0.0.1:${fakePort}`,
  dataDir: `test-results/e2e-data-${port}`,
  /** Only for tests: the production server refuses development defaults. */
  clubCode: 'E2E-CLUB-CODE-7421',
  publicToken: 'e2e-public-token-5581',
  staff: ['anne.desk@example.com', 'bruno.desk@example.com'] as const,
  /** Staff of the trip specs, one per language: a sign-in link is read from the mails of its address. */
  tripStaff: { fr: 'chloe.desk@example.com', en: 'david.desk@example.com' } as const,
  /** Staff of the passengers spec (a booking's trip), one per language. */
  passengerStaff: { fr: 'eve.desk@example.com', en: 'fay.desk@example.com' } as const,
  /** Staff of the reply editor's spec: sets a profile of their own (desk-reply-editor.spec.ts). */
  replyStaff: 'gaelle.desk@example.com',
  serverEnv: {
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    SITE_URL: `http://127.0.0.1:${port}`,
    // Production refuses the placeholder operator facts: the tests' own (tests/support/site-fixture.ts).
    SITE_CONFIG: 'tests/fixtures/site-config.json',
    DATA_DIR: `test-results/e2e-data-${port}`,
    ...(process.env.BUILD_DIR ? { BUILD_DIR: process.env.BUILD_DIR } : {}),
    LOG_LEVEL: 'warn',
    SESSION_SECRET: 'e2e-session-secret-0123456789abcdef',
    CLUB_ACCESS_CODE: 'E2E-CLUB-CODE-7421',
    PUBLIC_API_TOKEN: 'e2e-public-token-5581',
    OPEN_METEO_URL: `http://127.0.0.1:${weatherPort}`,
    // The weather breaker (decision 045) probes again after 1 s, not 30: a fault test leaves it open briefly.
    OPEN_METEO_BREAKER_RETRY_MS: '1000',
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    NOTIFY_EMAIL: 'desk@example.com',
    // Each test sends its own X-Forwarded-For, so rate limits are per test, as per client.
    TRUST_PROXY: 'true',
    RATE_LIMIT_MAX: '20',
    // A dozen specs sign staff in to the desk, several times each; the sign-in limit (5 per 15 min
    // per address by default) is the integration tests' subject, not theirs.
    DESK_SIGN_IN_RATE_LIMIT_MAX: '1000',
    // The estimator specs estimate and search many times per test (one client each): room enough.
    ESTIMATE_RATE_LIMIT_MAX: '1000',
    AIRPORT_SEARCH_RATE_LIMIT_MAX: '100000',
    // The desk's staff (desk.spec.ts signs in with these; trip.spec.ts with the last two).
    STAFF_EMAILS:
      'anne.desk@example.com,bruno.desk@example.com,chloe.desk@example.com,david.desk@example.com,eve.desk@example.com,fay.desk@example.com,gaelle.desk@example.com',
  },
  port,
  fakePort,
  weatherPort,
  smtpPort,
} as const
