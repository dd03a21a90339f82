import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testDatabases } from '../../../../tests/support/databases'
import { accessCookieValue, isAccessValueValid, type GateRuntime } from '~/services/club-access.server'
import { clubGateFormSpec } from './club-gate.server'
import { parseEnv } from '~/services/env.server'
import { handleSubmission } from '~/services/form-submission.server'
import { createLogger } from '~/services/logger.server'

/** One attempt at the gate as its page posts it, through the one form handler. */
function attempt(runtime: GateRuntime, code: string | undefined, clientIp: string) {
  const form = new URLSearchParams(code === undefined ? {} : { code })
  return handleSubmission(runtime, clubGateFormSpec(runtime), { clientIp }, async () => ({ input: form }))
}

for (const backend of testDatabases) {
  describe(`the club gate on the form handler (${backend.name})`, () => {
    let database: Awaited<ReturnType<typeof backend.open>>
    let runtime: GateRuntime

    beforeAll(async () => {
      database = await backend.open()
      const env = parseEnv({
        DATA_DIR: 'memory://',
        CLUB_ACCESS_CODE: 'MAISON-7421',
        GATE_RATE_LIMIT_MAX: '3',
        GATE_RATE_LIMIT_WINDOW_S: '900',
      })
      runtime = {
        env: { ...env, SESSION_SECRET: 'gate-test-session-secret-0123456789' },
        logger: createLogger('silent'),
        database,
      }
    })
    afterAll(async () => {
      await database.close()
      await database.drop()
    })

    it('takes at least a second, lets the right code in, refuses a wrong or empty one', async () => {
      let started = Date.now()
      const wrong = await attempt(runtime, 'nope', '192.0.2.1')
      expect(wrong).toMatchObject({ status: 'refused', refused: 'invalid', httpStatus: 403 })
      expect(Date.now() - started).toBeGreaterThanOrEqual(990)

      started = Date.now()
      const right = await attempt(runtime, 'maison-7421', '192.0.2.1')
      expect(right.status).toBe('success')
      expect(Date.now() - started).toBeGreaterThanOrEqual(990)
      const cookie = right.status === 'success' ? String(right.value) : ''
      const value = accessCookieValue(cookie.split(';')[0])
      const config = { secret: runtime.env.SESSION_SECRET, code: 'MAISON-7421', secure: false }
      expect(value !== undefined && isAccessValueValid(config, value)).toBe(true)

      expect(await attempt(runtime, '   ', '192.0.2.1')).toMatchObject({
        status: 'invalid',
        fieldErrors: { code: 'required' },
      })
    })

    it('counts every attempt per address before reading it; past the limit even the right code is refused', async () => {
      const ip = '192.0.2.77'
      for (let i = 0; i < 3; i++) expect((await attempt(runtime, 'WRONG', ip)).status).toBe('refused')
      const blocked = await attempt(runtime, 'MAISON-7421', ip)
      expect(blocked.status).toBe('rate_limited')
      if (blocked.status === 'rate_limited') expect(blocked.retryAfterS).toBeGreaterThan(800)
      // Another address is not affected.
      expect((await attempt(runtime, 'MAISON-7421', '192.0.2.78')).status).toBe('success')
    }, 20_000)
  })
}
