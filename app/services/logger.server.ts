import { pino, type Logger } from 'pino'

export type { Logger }

/** Structured JSON lines on stdout. Secrets and personal data are never logged. */
export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { service: 'herra-web' },
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'apikey', '*.apikey', 'code', 'password'],
      censor: '[redacted]',
    },
  })
}
