import { randomBytes, randomUUID } from 'node:crypto'
import { mkdir, open, rename, rm } from 'node:fs/promises'
import path from 'node:path'
import nodemailer from 'nodemailer'
import type { Logger } from '../logger.server'

/**
 * Sends e-mail. With SMTP_URL: nodemailer over SMTP (pooled connections, bounded timeouts so a
 * hung server never holds an outbox row past its lock). Without it (the embedded default): each
 * message is written as an .eml file under `${DATA_DIR}/outbox/` and logged, so a fresh clone
 * shows the whole chain working. With DATA_DIR `memory://` (tests) nothing is written.
 *
 * Each .eml is named by its Message-ID and written atomically (a hidden temporary file, flushed,
 * then renamed): a reader never sees half a message, a failed write leaves nothing behind, and a
 * retry of the same message replaces its file instead of adding a copy.
 */

export interface MailMessage {
  to: string
  replyTo?: string | null
  subject: string
  text: string
  html: string
  /** Stable Message-ID: a message retried after a crash keeps its identity for the mail client. */
  messageId?: string
  /** Extra headers (List-Unsubscribe, List-Unsubscribe-Post on newsletter mail). */
  headers?: Record<string, string>
  /** Files sent with the message (the accepted offer's PDF), their bytes in hand. */
  attachments?: Array<{ filename: string; contentType: string; content: Buffer }>
}

export interface Mailer {
  readonly kind: 'smtp' | 'file' | 'memory'
  send(message: MailMessage): Promise<void>
  close(): void
}

export interface MailerOptions {
  smtpUrl?: string
  from: string
  dataDir: string
  logger: Logger
}

/** SMTP timeouts (ms): their sum stays well below the outbox lock. */
export const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 } as const

function mailOf(from: string, message: MailMessage) {
  return {
    from,
    to: message.to,
    replyTo: message.replyTo || undefined,
    subject: message.subject,
    text: message.text,
    html: message.html,
    messageId: message.messageId,
    headers: message.headers,
    attachments: message.attachments?.map((a) => ({
      filename: a.filename,
      contentType: a.contentType,
      content: a.content,
    })),
    // Bodies are ours; never let a message make the transport read files or URLs.
    disableFileAccess: true,
    disableUrlAccess: true,
  }
}

export function createMailer(options: MailerOptions): Mailer {
  const { logger } = options
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport({
      url: options.smtpUrl,
      pool: true,
      maxConnections: 4,
      maxMessages: 500,
      ...SMTP_TIMEOUTS,
    })
    return {
      kind: 'smtp',
      async send(message) {
        await transport.sendMail(mailOf(options.from, message))
      },
      close() {
        transport.close()
      },
    }
  }

  const memory = options.dataDir.startsWith('memory://')
  const folder = path.resolve(memory ? '.' : options.dataDir, 'outbox')
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
  return {
    kind: memory ? 'memory' : 'file',
    async send(message) {
      const info = await composer.sendMail(mailOf(options.from, message))
      const raw = info.message as Buffer
      if (memory) {
        logger.info(
          { messageId: message.messageId, bytes: raw.length },
          'mail composed (no SMTP_URL, in-memory data: not written)',
        )
        return
      }
      // Readable by the server's user only (decision 046).
      await mkdir(folder, { recursive: true, mode: 0o700 })
      const file = path.join(folder, emlFileName(message.messageId))
      await writeAtomically(file, raw)
      logger.info({ file }, 'mail written to the outbox folder (no SMTP_URL configured)')
    },
    close() {
      composer.close()
    },
  }
}

/** `<outbox-7@herra.mail>` → `outbox-7-herra-mail.eml`; without a Message-ID, a unique name. */
export function emlFileName(messageId: string | undefined): string {
  const safeId = (messageId ?? '')
    .replace(/[^A-Za-z0-9_-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 200)
  return `${safeId || `${Date.now()}-${randomUUID()}`}.eml`
}

/** Temporary file beside the target (same file system), flushed to disk, then renamed over it. */
async function writeAtomically(file: string, bytes: Buffer): Promise<void> {
  const temporary = path.join(
    path.dirname(file),
    `.${path.basename(file)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`,
  )
  try {
    const handle = await open(temporary, 'wx', 0o600)
    try {
      await handle.writeFile(bytes)
      await handle.sync()
    } finally {
      await handle.close()
    }
    await rename(temporary, file)
  } catch (error) {
    await rm(temporary, { force: true }).catch(() => {})
    throw error
  }
}
