import { z } from 'zod'
import { isEmail } from '~/domain/forms/field-rules'

/**
 * Every environment variable the server reads, parsed once at start (docs/product.md §13).
 * A bad value stops the server with a message naming the variable; defaults make a fresh clone run.
 * Development defaults for secrets are refused when NODE_ENV=production.
 */

export const DEV_CLUB_ACCESS_CODE = 'HERRA-DEV-2026'
/** The development SESSION_SECRET of earlier versions: public, so refused in production. */
export const DEV_SESSION_SECRET = 'dev-session-secret-change-me-in-production'
export const DEV_PUBLIC_API_TOKEN = 'dev-public-token'

const boolish = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .transform((v) => v === 'true' || v === '1' || v === 'yes')

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  SITE_URL: z.url().default('http://localhost:3000'),
  /** Path of the JSON file of operator facts (operator-config.server.ts); unset: placeholders (refused in production). */
  SITE_CONFIG: z
    .string()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: boolish.default(false),
  /**
   * Signs the club cookie. Unset outside production: a random one is generated on first start
   * and kept in DATA_DIR/session-secret (see resolveSessionSecret). Required in production.
   */
  SESSION_SECRET: z
    .string()
    .min(16, 'must be at least 16 characters')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  CLUB_ACCESS_CODE: z.string().min(4, 'must be at least 4 characters').default(DEV_CLUB_ACCESS_CODE),
  PUBLIC_API_TOKEN: z.string().min(8, 'must be at least 8 characters').default(DEV_PUBLIC_API_TOKEN),
  OPEN_METEO_URL: z.url().default('https://api.open-meteo.com'),
  OPEN_METEO_API_KEY: z.string().optional(),
  /** One weather request's limit (headers and body), then it counts as failed. */
  OPEN_METEO_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(4000),
  /** Consecutive failed weather requests that open the circuit breaker (decision 045). */
  OPEN_METEO_BREAKER_FAILURES: z.coerce.number().int().min(1).max(100).default(3),
  /** How long the breaker stays open before one request probes the provider again. */
  OPEN_METEO_BREAKER_RETRY_MS: z.coerce.number().int().min(100).max(3_600_000).default(30_000),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  MAIL_FROM: z.string().min(3).default('HERRA <no-reply@example.com>'),
  NOTIFY_EMAIL: z.email().default('leads@example.com'),
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_WINDOW_S: z.coerce.number().int().min(1).default(600),
  GATE_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(5),
  GATE_RATE_LIMIT_WINDOW_S: z.coerce.number().int().min(1).default(900),
  ESTIMATE_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(60),
  ESTIMATE_RATE_LIMIT_WINDOW_S: z.coerce.number().int().min(1).default(600),
  AIRPORT_SEARCH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(1000),
  AIRPORT_SEARCH_RATE_LIMIT_WINDOW_S: z.coerce.number().int().min(1).default(600),
  /**
   * Embedded database: `off` answers commits before their log reaches the disk. For the bench only
   * (it measures what the fsync costs, decision 081); production never sets it.
   */
  PGLITE_DURABLE: z.enum(['on', 'off']).default('on'),
  /** Offer PDFs (`/offer/<token>/pdf`) per client address and window, counted in memory (decision 079). */
  OFFER_PDF_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(20),
  OFFER_PDF_RATE_LIMIT_WINDOW_S: z.coerce.number().int().min(1).default(600),
  /** How long requests in flight may take to finish after SIGTERM before their connections are cut. */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  /**
   * The desk's staff (docs/product.md §9): comma-separated addresses that may sign in at /desk,
   * each by the one e-mail rule of the sign-in form (docs/decisions/034-one-email-rule.md).
   */
  STAFF_EMAILS: z
    .string()
    .default('')
    .transform((value) => [
      ...new Set(
        value
          .split(',')
          .map((e) => e.trim().toLowerCase())
          .filter(Boolean),
      ),
    ])
    .pipe(z.array(z.string().refine(isEmail, { error: 'must be comma-separated e-mail addresses' }))),
  /** Desk sign-in requests per client address and window. */
  DESK_SIGN_IN_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(5),
  DESK_SIGN_IN_RATE_LIMIT_WINDOW_S: z.coerce.number().int().min(1).default(900),
  /** Desk form actions per staff member and minute (staffFormLimits); the hostile suite lifts it. */
  DESK_ACTION_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(120),
  /** Confirmation and sign-in e-mails one address may receive a day (confirmation-mail-cap.server.ts). */
  CONFIRMATION_MAILS_PER_ADDRESS_MAX: z.coerce.number().int().min(1).default(3),
  /** The booking's payment schedule (docs/product.md §17): the whole amount at once when the first leg is within this many days. */
  BOOKING_FULL_PAYMENT_DAYS: z.coerce.number().int().min(0).max(365).default(30),
  /** Otherwise a deposit of this percent of the total on acceptance… */
  BOOKING_DEPOSIT_PERCENT: z.coerce.number().int().min(0).max(100).default(30),
  /** …and the balance this many days before the first departure. */
  BOOKING_BALANCE_DAYS_BEFORE: z.coerce.number().int().min(0).max(365).default(30),
  /** Passengers (docs/product.md §18): their rows are erased this many days after the last leg. */
  TRIP_PASSENGER_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  /** Destinations (ISO 3166-1 alpha-2, comma-separated) that ask a document valid six months beyond the stay. */
  TRIP_SIX_MONTH_COUNTRIES: z
    .string()
    .default('AE,BH,CN,EG,ID,IN,JO,KE,KW,MY,OM,PH,QA,SA,SG,TH,TR,TZ,VN')
    .transform((value) => [
      ...new Set(
        value
          .split(',')
          .map((c) => c.trim().toUpperCase())
          .filter(Boolean),
      ),
    ])
    .pipe(z.array(z.string().regex(/^[A-Z]{2}$/, { error: 'must be comma-separated ISO country codes (AE,TR)' }))),
})

export type Env = z.infer<typeof schema>

/** The configuration as the running server holds it: SESSION_SECRET is always there (configured or generated). */
export type RuntimeEnv = Env & { SESSION_SECRET: string }

export class EnvError extends Error {
  override name = 'EnvError'
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = schema.safeParse(source)
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.') || '(root)'}: ${issue.message}`)
    throw new EnvError(`Invalid environment configuration:\n${lines.join('\n')}`)
  }
  const env = result.data
  if (env.NODE_ENV === 'production') {
    const refused: string[] = []
    if (env.SESSION_SECRET === undefined || env.SESSION_SECRET === DEV_SESSION_SECRET) refused.push('SESSION_SECRET')
    if (env.CLUB_ACCESS_CODE === DEV_CLUB_ACCESS_CODE) refused.push('CLUB_ACCESS_CODE')
    if (env.PUBLIC_API_TOKEN === DEV_PUBLIC_API_TOKEN) refused.push('PUBLIC_API_TOKEN')
    if (refused.length > 0) {
      throw new EnvError(
        `Refusing to start in production with missing or development values for: ${refused.join(', ')}. Set them in the environment (see .env.example).`,
      )
    }
  }
  return env
}

let cached: Env | undefined

/** The process environment, parsed once. */
export function getEnv(): Env {
  cached ??= parseEnv(process.env)
  return cached
}
