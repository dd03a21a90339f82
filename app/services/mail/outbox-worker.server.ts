import { sql } from 'drizzle-orm'
import type { Db } from '../db/client.server'
import type { Logger } from '../logger.server'
import type { Mailer } from './mailer.server'

/**
 * Delivers the outbox: every instance of the server runs one worker; they share the table.
 *
 * - Claiming: `UPDATE … WHERE id IN (SELECT … FOR UPDATE SKIP LOCKED) RETURNING` sets
 *   `locked_until`, so two workers (two processes, two machines) never take the same row; a
 *   worker that dies mid-send loses its claim when the lock expires and another one retries.
 * - Failures: the row goes back to `pending` with `next_attempt_at` pushed by exponential
 *   backoff with jitter (capped), forever: a stored request is never dropped.
 * - Restarts and SMTP outages: the state is in the table. The only thing held in memory is the
 *   list of messages sent while the database was unreachable, recorded as soon as it answers
 *   again (before the claim expires), so a database outage sends nothing twice.
 * - Delivery is at least once: a process killed between the SMTP server's acceptance and the
 *   record of it leaves the row to be sent again by another worker, with the same Message-ID
 *   (mail clients and most servers fold such copies).
 * - `notify()` wakes the worker at once (a lead was just stored in this process); otherwise it
 *   polls. `stop()` finishes the messages in hand and returns.
 */

export interface OutboxWorkerOptions {
  /** Poll period when idle (ms). */
  pollIntervalMs?: number
  /** Rows claimed per round. */
  batchSize?: number
  /** Messages sent at once. */
  concurrency?: number
  /** How long a claim holds a row (s); must exceed the worst SMTP send. */
  lockSeconds?: number
  /** First retry delay (ms); doubles on each attempt. */
  baseBackoffMs?: number
  /** Longest delay between two attempts (ms). */
  maxBackoffMs?: number
  /** Name in the logs (several workers in one process, tests). */
  name?: string
}

export interface OutboxWorker {
  start(): void
  /** A message was queued: look now rather than at the next poll. */
  notify(): void
  /** One claim-and-send round; returns how many messages were delivered. */
  runOnce(): Promise<{ claimed: number; sent: number; failed: number }>
  /** Finishes the round in progress and stops. */
  stop(): Promise<void>
  readonly running: boolean
}

interface OutboxRow {
  id: number | string
  lead_id: string | null
  created_at: string | Date
  to_address: string
  reply_to: string | null
  subject: string
  text_body: string
  html_body: string
  attempts: number
  headers: Record<string, string> | string | null
  attachments: StoredAttachment[] | string | null
}

/** An attachment as the outbox stores it (decision 052): its bytes in base64. */
interface StoredAttachment {
  filename: string
  contentType: string
  base64: string
}

function attachmentsOf(value: OutboxRow['attachments']) {
  const list = typeof value === 'string' ? (JSON.parse(value) as StoredAttachment[]) : value
  return list?.map((a) => ({
    filename: a.filename,
    contentType: a.contentType,
    content: Buffer.from(a.base64, 'base64'),
  }))
}

const DEFAULTS = {
  pollIntervalMs: 5_000,
  batchSize: 25,
  concurrency: 4,
  lockSeconds: 120,
  baseBackoffMs: 5_000,
  maxBackoffMs: 5 * 60_000,
} satisfies Required<Omit<OutboxWorkerOptions, 'name'>>

/**
 * Delay before attempt `attempt + 1` after `attempt` failures: base × 2^(attempt−1), capped,
 * then "equal jitter" (between half and all of it) so a fleet of workers does not retry in step.
 */
export function backoffMs(attempt: number, baseMs: number, maxMs: number, random: () => number = Math.random): number {
  const exponent = Math.min(Math.max(attempt - 1, 0), 30)
  const ceiling = Math.min(maxMs, baseMs * 2 ** exponent)
  return Math.round(ceiling / 2 + random() * (ceiling / 2))
}

/** The header that marks a request's receipt to the client (set by lead-receipt.server.ts). */
export const RECEIPT_HEADER = 'X-Herra-Mail-Kind'

function headersOf(value: OutboxRow['headers']): Record<string, string> | undefined {
  return typeof value === 'string' ? (JSON.parse(value) as Record<string, string>) : (value ?? undefined)
}

/**
 * A Message-ID that is the same on every attempt (a message sent twice after a crash is folded by
 * mail clients) and unique across databases (the lead's UUID; else row id and creation time).
 */
function messageIdOf(row: OutboxRow): string {
  // A request's receipt to the client (docs/decisions/106-request-receipt.md) shares the lead with the desk's notification.
  if (row.lead_id)
    return `<lead-${row.lead_id}${headersOf(row.headers)?.[RECEIPT_HEADER] ? '-receipt' : ''}@herra.mail>`
  return `<outbox-${row.id}-${new Date(row.created_at).getTime()}@herra.mail>`
}

function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? []) as T[]
}

function errorText(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error)
  return text.slice(0, 500)
}

/** Runs `task` over `items` with at most `limit` in flight. */
async function eachLimited<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const item = items[next++] as T
      await task(item)
    }
  })
  await Promise.all(lanes)
}

export function createOutboxWorker(deps: {
  db: Db
  mailer: Mailer
  logger: Logger
  options?: OutboxWorkerOptions
}): OutboxWorker {
  const { db, mailer } = deps
  const o = { ...DEFAULTS, ...deps.options }
  const logger = deps.logger.child({ component: 'outbox', worker: deps.options?.name })

  let running = false
  let loop: Promise<void> | undefined
  let notified = false
  let wake: (() => void) | undefined
  let timer: ReturnType<typeof setTimeout> | undefined
  let consecutiveDbErrors = 0
  /**
   * Messages handed to the mailer but not yet recorded as sent, because the database failed in
   * between. They are recorded before anything else is claimed, while their claim still holds, so
   * that a database outage does not make them go out twice.
   */
  const unrecorded = new Set<number | string>()

  async function recordSent() {
    if (unrecorded.size === 0) return
    const ids = [...unrecorded]
    await db.execute(sql`
      update outbox set status = 'sent', sent_at = now(), locked_until = null, last_error = null
      where id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`)
    for (const id of ids) unrecorded.delete(id)
  }

  async function claim(): Promise<OutboxRow[]> {
    const result = await db.execute(sql`
      update outbox
      set locked_until = now() + make_interval(secs => ${o.lockSeconds}), attempts = attempts + 1
      where id in (
        select id from outbox
        where status = 'pending'
          and next_attempt_at <= now()
          and (locked_until is null or locked_until <= now())
        order by next_attempt_at, id
        limit ${o.batchSize}
        for update skip locked
      )
      returning id, lead_id, created_at, to_address, reply_to, subject, text_body, html_body, attempts, headers, attachments`)
    return rowsOf<OutboxRow>(result)
  }

  async function runOnce() {
    await recordSent()
    const rows = await claim()
    if (rows.length === 0) return { claimed: 0, sent: 0, failed: 0 }
    const sentIds: Array<number | string> = []
    const failures: Array<{ row: OutboxRow; error: unknown }> = []
    await eachLimited(rows, o.concurrency, async (row) => {
      try {
        await mailer.send({
          to: row.to_address,
          replyTo: row.reply_to,
          subject: row.subject,
          text: row.text_body,
          html: row.html_body,
          messageId: messageIdOf(row),
          headers: headersOf(row.headers),
          attachments: attachmentsOf(row.attachments),
        })
        sentIds.push(row.id)
        unrecorded.add(row.id)
      } catch (error) {
        failures.push({ row, error })
      }
    })
    await recordSent()
    for (const { row, error } of failures) {
      const delay = backoffMs(Number(row.attempts), o.baseBackoffMs, o.maxBackoffMs)
      const log = Number(row.attempts) >= 5 ? logger.error.bind(logger) : logger.warn.bind(logger)
      log(
        { outboxId: row.id, attempts: row.attempts, retryInMs: delay, err: errorText(error) },
        'mail not delivered, will retry',
      )
      await db.execute(sql`
        update outbox
        set next_attempt_at = now() + make_interval(secs => ${delay / 1000}), locked_until = null, last_error = ${errorText(error)}
        where id = ${row.id}`)
    }
    if (sentIds.length > 0) logger.debug({ sent: sentIds.length }, 'mail delivered')
    return { claimed: rows.length, sent: sentIds.length, failed: failures.length }
  }

  function sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      if (notified || !running) return resolve()
      wake = () => {
        wake = undefined
        if (timer) clearTimeout(timer)
        timer = undefined
        resolve()
      }
      timer = setTimeout(() => wake?.(), ms)
    })
  }

  async function main() {
    while (running) {
      notified = false
      let delay = o.pollIntervalMs
      try {
        const round = await runOnce()
        consecutiveDbErrors = 0
        // A full batch that went out may mean more is due: go again at once. A batch that all
        // failed means SMTP is down: wait (each row has its own backoff).
        if (round.claimed >= o.batchSize && round.sent > 0) continue
      } catch (error) {
        consecutiveDbErrors++
        delay = Math.min(o.maxBackoffMs, o.pollIntervalMs * 2 ** Math.min(consecutiveDbErrors - 1, 6))
        logger.error({ err: errorText(error), retryInMs: delay }, 'outbox: database unavailable')
      }
      if (!running) break
      await sleep(delay)
    }
  }

  return {
    get running() {
      return running
    },
    start() {
      if (running) return
      running = true
      loop = main()
      logger.info({ mailer: mailer.kind }, 'outbox worker started')
    },
    notify() {
      notified = true
      wake?.()
    },
    runOnce,
    async stop() {
      if (!running) return
      running = false
      wake?.()
      await loop
      loop = undefined
      await recordSent().catch((error: unknown) =>
        logger.error(
          { err: errorText(error), unrecorded: unrecorded.size },
          'outbox: sent messages not recorded at stop',
        ),
      )
      logger.info('outbox worker stopped')
    },
  }
}
