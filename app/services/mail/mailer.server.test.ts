import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { createLogger } from '../logger.server'
import { createMailer } from './mailer.server'

describe('mailer without SMTP_URL', () => {
  it('writes each message as an .eml file under DATA_DIR/outbox', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'herra-mailer-'))
    try {
      const mailer = createMailer({ from: 'HERRA <no-reply@example.com>', dataDir, logger: createLogger('silent') })
      expect(mailer.kind).toBe('file')
      await mailer.send({
        to: 'desk@example.com',
        replyTo: 'client@example.com',
        subject: 'Demande de vol — LBG → DXB',
        text: 'Bonjour',
        html: '<p>Bonjour</p>',
        messageId: '<outbox-7@herra.mail>',
      })
      mailer.close()
      const files = readdirSync(path.join(dataDir, 'outbox'))
      expect(files).toHaveLength(1)
      expect(files[0]).toMatch(/outbox-7-herra-mail\.eml$/)
      const eml = readFileSync(path.join(dataDir, 'outbox', files[0]!), 'utf8')
      expect(eml).toContain('To: desk@example.com')
      expect(eml).toContain('Reply-To: client@example.com')
      expect(eml).toContain('Message-ID: <outbox-7@herra.mail>')
      expect(eml).toMatch(/Subject: =\?UTF-8\?/)
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
  })

  it('a retry of the same message replaces its file: one .eml per Message-ID, never a copy', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'herra-mailer-'))
    try {
      const mailer = createMailer({ from: 'HERRA <no-reply@example.com>', dataDir, logger: createLogger('silent') })
      const message = {
        to: 'desk@example.com',
        subject: 'Demande',
        text: 'Bonjour',
        html: '<p>Bonjour</p>',
        messageId: '<outbox-9@herra.mail>',
      }
      await mailer.send(message)
      await new Promise((resolve) => setTimeout(resolve, 5))
      await mailer.send(message)
      await mailer.send({ ...message, messageId: '<outbox-10@herra.mail>' })
      mailer.close()
      const files = readdirSync(path.join(dataDir, 'outbox')).sort()
      expect(files).toEqual(['outbox-10-herra-mail.eml', 'outbox-9-herra-mail.eml'])
      for (const file of files) expect(statSync(path.join(dataDir, 'outbox', file)).size).toBeGreaterThan(100)
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
  })

  it('a write that fails leaves no .eml (not even an empty one) and no temporary file', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'herra-mailer-'))
    try {
      // The final name is taken by a non-empty folder: the last step (the rename) fails.
      const blocked = path.join(dataDir, 'outbox', 'outbox-11-herra-mail.eml')
      mkdirSync(blocked, { recursive: true })
      writeFileSync(path.join(blocked, 'keep'), 'x')
      const mailer = createMailer({ from: 'HERRA <no-reply@example.com>', dataDir, logger: createLogger('silent') })
      await expect(
        mailer.send({
          to: 'desk@example.com',
          subject: 'Demande',
          text: 'Bonjour',
          html: '<p>Bonjour</p>',
          messageId: '<outbox-11@herra.mail>',
        }),
      ).rejects.toThrow()
      mailer.close()
      expect(readdirSync(path.join(dataDir, 'outbox'))).toEqual(['outbox-11-herra-mail.eml'])
      expect(statSync(blocked).isDirectory()).toBe(true)
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
  })

  it('with in-memory data, composes and writes nothing', async () => {
    const mailer = createMailer({
      from: 'HERRA <no-reply@example.com>',
      dataDir: 'memory://',
      logger: createLogger('silent'),
    })
    expect(mailer.kind).toBe('memory')
    await expect(
      mailer.send({ to: 'desk@example.com', subject: 's', text: 't', html: '<p>t</p>' }),
    ).resolves.toBeUndefined()
  })
})
