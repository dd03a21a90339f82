import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { startServerProcess } from '../support/server-process'

/** A first start that cannot use DATA_DIR says so in one sentence, and stops. */

const scratch = mkdtempSync(path.join(tmpdir(), 'herra-first-start-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

describe('first start with an unusable DATA_DIR', () => {
  it('prints one sentence naming the folder and the cause, and exits 1', async () => {
    const blocker = path.join(scratch, 'not-a-folder')
    writeFileSync(blocker, 'a file where a folder should be')
    const dataDir = path.join(blocker, 'data')
    const error = await startServerProcess(
      'first-start',
      { DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
      { startTimeoutMs: 60_000 },
    ).then(
      () => undefined,
      (e: unknown) => e as Error,
    )
    expect(error?.message).toContain('exited during start (code 1)')
    const output = (error?.message ?? '').split('\n').slice(1).join('\n').trim()
    expect(output.split('\n')).toHaveLength(1)
    expect(output).toContain(dataDir)
    expect(output).toContain('DATA_DIR')
    expect(output).toMatch(/is a file, not a folder/)
    expect(output).not.toMatch(/\n\s+at /)
  }, 90_000)
})
