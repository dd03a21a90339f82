// A real SMTP server on 127.0.0.1 (the `smtp-server` package) that keeps every message it
// receives, parsed. Used by the integration tests and, through fake-services.mjs, by the e2e tests.
import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

/**
 * @typedef {{ from: string, to: string[], subject: string, text: string, html: string, replyTo: string, raw: string, receivedAt: string }} CaughtMail
 * @param {{ port?: number, host?: string }} [options]
 * @returns {Promise<{ port: number, url: string, messages: CaughtMail[], setDown(down: boolean): void, clear(): void, close(): Promise<void> }>}
 */
export async function startSmtpCatcher(options = {}) {
  /** @type {CaughtMail[]} */
  const messages = []
  let down = false
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onConnect(_session, callback) {
      if (down) return callback(new Error('421 Service not available (test: SMTP down)'))
      callback()
    },
    onData(stream, session, callback) {
      const chunks = []
      stream.on('data', (c) => chunks.push(c))
      stream.on('end', async () => {
        const raw = Buffer.concat(chunks).toString('utf8')
        try {
          const parsed = await simpleParser(raw)
          messages.push({
            from: parsed.from?.text ?? '',
            to: session.envelope.rcptTo.map((r) => r.address),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            replyTo: parsed.replyTo?.text ?? '',
            raw,
            receivedAt: new Date().toISOString(),
          })
          callback()
        } catch (error) {
          callback(/** @type {Error} */ (error))
        }
      })
    },
  })
  const host = options.host ?? '127.0.0.1'
  await new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject)
      resolve(undefined)
    })
  })
  // Once listening, a client that vanishes mid-session (a server killed with SIGKILL in the
  // multi-instance test) resets its connection: smtp-server reports it as an 'error' event,
  // which without a listener would be an uncaught exception in the test process.
  server.on('error', () => {})
  const address = server.server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return {
    port,
    url: `smtp://${host}:${port}`,
    messages,
    setDown(value) {
      down = value
    },
    clear() {
      messages.length = 0
    },
    close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  }
}
