/**
 * One schema for PGlite and PostgreSQL (decision 002), imported only by server modules: one file per
 * area in `schema/` — the kernel (requests, the outbox, rate limits), the desk, then each feature's
 * tables. A new table goes in its area's file; this file re-exports them all (drizzle.config.ts reads
 * it, and `import * as schema` in client.server.ts).
 */
export * from './schema/kernel'
export * from './schema/newsletter'
export * from './schema/desk'
export * from './schema/offer'
export * from './schema/empty-legs'
export * from './schema/operators'
export * from './schema/bookings'
export * from './schema/trips'
