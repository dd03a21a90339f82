import { createHash } from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { Db } from './db/client.server'

/**
 * The cap on confirmation e-mails to one address (docs/decisions/084-abuse-limits-and-names-in-any-script.md):
 * whatever client addresses ask, an address receives at most `max` confirmation or sign-in e-mails
 * a day (empty-leg alerts, the newsletter, the desk's sign-in links alike), so nobody can use the
 * forms to flood a third party's mailbox. Counted in the database like every rate limit
 * (rate-limit.server.ts, one fixed window of a day per address, keyed by the address's SHA-256);
 * the visitor's answer never says the cap was reached (it would tell whether an address is in use).
 */

export const CONFIRMATION_CAP_WINDOW_S = 86_400

export function confirmationCapKey(email: string): string {
  return `confirm-mail:${createHash('sha256').update(email.trim().toLowerCase()).digest('hex')}`
}

/**
 * Counts one e-mail to `email` and answers whether it may be sent: call it in the transaction that
 * queues the e-mail, only when one would be queued.
 */
export async function takeConfirmationMail(db: Pick<Db, 'execute'>, email: string, max: number): Promise<boolean> {
  const result = await db.execute(sql`
    insert into rate_limits (key, window_start, count) values (${confirmationCapKey(email)}, now(), 1)
    on conflict (key) do update set
      count = case when rate_limits.window_start <= now() - make_interval(secs => ${CONFIRMATION_CAP_WINDOW_S}) then 1 else rate_limits.count + 1 end,
      window_start = case when rate_limits.window_start <= now() - make_interval(secs => ${CONFIRMATION_CAP_WINDOW_S}) then now() else rate_limits.window_start end
    returning count`)
  const count = Number((result as unknown as { rows: { count: number }[] }).rows[0]?.count ?? 1)
  return count <= max
}
