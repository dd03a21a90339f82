import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { dataDirProblem, loadOrCreateSessionSecret, prepareDataDir } from '../../app/services/data-dir.server'
import { DEV_SESSION_SECRET, EnvError, parseEnv } from '../../app/services/env.server'
import { createLogger } from '../../app/services/logger.server'
import { createRuntime } from '~/runtime.server'

const scratch = mkdtempSync(path.join(tmpdir(), 'herra-data-dir-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

describe('SESSION_SECRET when none is configured', () => {
  it('is generated on first start, kept in DATA_DIR (owner-only), and the same on the next start', async () => {
    const dataDir = path.join(scratch, 'fresh')
    const env = parseEnv({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', SMTP_URL: 'smtp://127.0.0.1:9' })
    const first = await createRuntime(env, createLogger('silent'), { outboxWorker: false })
    const secret = first.env.SESSION_SECRET
    await first.close()
    expect(secret).not.toBe(DEV_SESSION_SECRET)
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43,}$/)
    const file = path.join(dataDir, 'session-secret')
    expect(readFileSync(file, 'utf8').trim()).toBe(secret)
    expect(statSync(file).mode & 0o077).toBe(0)

    // The next start reads it back; another installation gets another one.
    expect(await loadOrCreateSessionSecret(dataDir)).toBe(secret)
    const other = await loadOrCreateSessionSecret(path.join(scratch, 'other'))
    expect(other).toMatch(/^[A-Za-z0-9_-]{43,}$/)
    expect(other).not.toBe(secret)
  }, 90_000)

  it('an explicit SESSION_SECRET is used as is; production refuses to start without one, or with the old public one', () => {
    expect(parseEnv({ SESSION_SECRET: 'explicit-secret-0123456789abcdef' }).SESSION_SECRET).toBe(
      'explicit-secret-0123456789abcdef',
    )
    const production = {
      NODE_ENV: 'production',
      CLUB_ACCESS_CODE: 'PROD-CODE-1234',
      PUBLIC_API_TOKEN: 'prod-token-123456',
    }
    expect(() => parseEnv(production)).toThrow(EnvError)
    expect(() => parseEnv(production)).toThrow(/SESSION_SECRET/)
    expect(() => parseEnv({ ...production, SESSION_SECRET: '' })).toThrow(/SESSION_SECRET/)
    expect(() => parseEnv({ ...production, SESSION_SECRET: DEV_SESSION_SECRET })).toThrow(/SESSION_SECRET/)
    expect(parseEnv({ ...production, SESSION_SECRET: 'prod-secret-0123456789abcdefghij' }).SESSION_SECRET).toBe(
      'prod-secret-0123456789abcdefghij',
    )
  })
})

describe('an unusable DATA_DIR', () => {
  it('is one sentence naming the folder and the cause', async () => {
    const blocker = path.join(scratch, 'a-file')
    writeFileSync(blocker, 'x')
    const dataDir = path.join(blocker, 'data')
    await expect(prepareDataDir(dataDir)).rejects.toThrow(
      `Cannot use the data folder ${dataDir} (DATA_DIR): a part of that path is a file, not a folder (ENOTDIR).`,
    )
  })

  it('names a read-only file system, a full disk, a refused permission', () => {
    const fsError = (code: string) => Object.assign(new Error(`${code}: failed, open '/srv/herra/x'`), { code })
    expect(dataDirProblem('/srv/herra', fsError('EROFS')).message).toBe(
      'Cannot use the data folder /srv/herra (DATA_DIR): the file system is read-only (EROFS).',
    )
    expect(dataDirProblem('/srv/herra', fsError('ENOSPC')).message).toBe(
      'Cannot use the data folder /srv/herra (DATA_DIR): the disk is full (ENOSPC).',
    )
    expect(dataDirProblem('/srv/herra', fsError('EACCES')).message).toMatch(/permission denied/)
    expect(dataDirProblem('/srv/herra', new Error('something\nelse')).message).toBe(
      'Cannot use the data folder /srv/herra (DATA_DIR): something.',
    )
  })

  it('a writable folder is created and left clean', async () => {
    const dataDir = path.join(scratch, 'new', 'nested')
    await prepareDataDir(dataDir)
    expect(statSync(dataDir).isDirectory()).toBe(true)
    expect(readdirSync(dataDir)).toEqual([])
  })
})

describe('DATA_DIR modes (decision 046)', () => {
  it('a new DATA_DIR is 0700; an open tree (0755 folders, 0666 files) is tightened with one warning; links are left alone', async () => {
    const fresh = path.join(scratch, 'modes-fresh', 'data')
    await prepareDataDir(fresh)
    expect(statSync(fresh).mode & 0o777).toBe(0o700)

    const open = path.join(scratch, 'modes-open')
    mkdirSync(path.join(open, 'outbox', 'nested'), { recursive: true })
    writeFileSync(path.join(open, 'outbox', 'a.eml'), 'x')
    writeFileSync(path.join(open, 'outbox', 'nested', 'b.eml'), 'x')
    writeFileSync(path.join(open, 'run.sh'), 'x')
    const outside = path.join(scratch, 'outside.txt')
    writeFileSync(outside, 'not DATA_DIR’s')
    chmodSync(outside, 0o644)
    symlinkSync(outside, path.join(open, 'link'))
    for (const folder of [open, path.join(open, 'outbox'), path.join(open, 'outbox', 'nested')])
      chmodSync(folder, 0o755)
    chmodSync(path.join(open, 'outbox', 'a.eml'), 0o666)
    chmodSync(path.join(open, 'outbox', 'nested', 'b.eml'), 0o644)
    chmodSync(path.join(open, 'run.sh'), 0o775)

    const warnings: Array<{ fields: Record<string, unknown>; msg: string }> = []
    const logger = { warn: (fields: Record<string, unknown>, msg: string) => warnings.push({ fields, msg }) }
    await prepareDataDir(open, logger)
    const mode = (entry: string) => statSync(path.join(open, entry)).mode & 0o777
    expect(mode('.')).toBe(0o700)
    expect(mode('outbox')).toBe(0o700)
    expect(mode('outbox/nested')).toBe(0o700)
    expect(mode('outbox/a.eml')).toBe(0o600)
    expect(mode('outbox/nested/b.eml')).toBe(0o600)
    expect(mode('run.sh')).toBe(0o700)
    expect(statSync(outside).mode & 0o777).toBe(0o644)
    expect(warnings).toHaveLength(1)
    expect(warnings[0]!.fields).toMatchObject({ folders: 3, files: 3 })

    // Already tight: nothing to say.
    await prepareDataDir(open, logger)
    expect(warnings).toHaveLength(1)
  })
})
