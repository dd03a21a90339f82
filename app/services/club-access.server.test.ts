import { describe, expect, it } from 'vitest'
import {
  CLUB_ACCESS_COOKIE,
  CLUB_ACCESS_TTL_MS,
  accessCookieValue,
  grantAccessCookie,
  hasClubAccess,
  holdAtLeast,
  isAccessCodeCorrect,
  isAccessValueValid,
  normaliseAccessCode,
  revokeAccessCookie,
  signAccess,
  type ClubAccessConfig,
} from './club-access.server'

const config: ClubAccessConfig = { secret: 'test-secret-0123456789abcdef', code: 'Maison-7421', secure: false }
const now = Date.UTC(2026, 0, 15, 12)

function requestWith(cookie?: string): Request {
  return new Request('http://localhost/club-herra-content', { headers: cookie ? { Cookie: cookie } : {} })
}

describe('access code', () => {
  it('is compared trimmed and upper-cased, as the field types it', () => {
    expect(normaliseAccessCode('  maison-7421 ')).toBe('MAISON-7421')
    expect(isAccessCodeCorrect('maison-7421', config.code)).toBe(true)
    expect(isAccessCodeCorrect(' MAISON-7421 ', config.code)).toBe(true)
  })

  it('refuses anything else, whatever its length or type', () => {
    for (const wrong of ['', ' ', 'MAISON-742', 'MAISON-74210', 'X'.repeat(500), 'MAISON 7421']) {
      expect(isAccessCodeCorrect(wrong, config.code), wrong).toBe(false)
    }
    expect(isAccessCodeCorrect(undefined, config.code)).toBe(false)
    expect(isAccessCodeCorrect(['MAISON-7421'], config.code)).toBe(false)
  })
})

describe('access cookie', () => {
  it('is HttpOnly, SameSite=Lax, for the whole site, a session cookie; Secure only when asked', () => {
    const cookie = grantAccessCookie(config, now)
    expect(cookie.startsWith(`${CLUB_ACCESS_COOKIE}=v1.`)).toBe(true)
    expect(cookie).toContain('HttpOnly')
    expect(cookie).toContain('SameSite=Lax')
    expect(cookie).toContain('Path=/')
    expect(cookie).not.toMatch(/Max-Age|Expires/i)
    expect(cookie).not.toContain('Secure')
    expect(grantAccessCookie({ ...config, secure: true }, now)).toContain('; Secure')
  })

  it('never carries the code', () => {
    const cookie = grantAccessCookie(config, now)
    expect(cookie.toUpperCase()).not.toContain('MAISON')
  })

  it('is valid until its signed expiry, then no more', () => {
    const value = signAccess(config, now)
    expect(isAccessValueValid(config, value, now)).toBe(true)
    expect(isAccessValueValid(config, value, now + CLUB_ACCESS_TTL_MS - 1)).toBe(true)
    expect(isAccessValueValid(config, value, now + CLUB_ACCESS_TTL_MS)).toBe(false)
  })

  it('refuses a forged, altered or foreign value', () => {
    const value = signAccess(config, now)
    const [version, expires, mac] = value.split('.') as [string, string, string]
    // A later expiry with the old signature.
    expect(isAccessValueValid(config, `${version}.${Number(expires) + 60_000}.${mac}`, now)).toBe(false)
    // Another secret, another code.
    expect(isAccessValueValid({ ...config, secret: 'another-secret-0123456789' }, value, now)).toBe(false)
    expect(isAccessValueValid({ ...config, code: 'NEW-CODE-1' }, value, now)).toBe(false)
    for (const junk of [
      '',
      'true',
      'v1',
      'v1..',
      `v2.${expires}.${mac}`,
      `v1.${expires}.`,
      `v1.abc.${mac}`,
      `${value}.x`,
    ]) {
      expect(isAccessValueValid(config, junk, now), junk).toBe(false)
    }
    // An expiry beyond the lifetime cannot have been issued by us.
    const far = signAccess(config, now + 24 * 3600_000)
    expect(isAccessValueValid(config, far, now)).toBe(false)
  })

  it('is read from the Cookie header among others', () => {
    const value = signAccess(config, now)
    const header = `lang=en; ${CLUB_ACCESS_COOKIE}=${value}; other=1`
    expect(accessCookieValue(header)).toBe(value)
    expect(hasClubAccess(requestWith(header), config, now)).toBe(true)
    expect(hasClubAccess(requestWith('lang=en'), config, now)).toBe(false)
    expect(hasClubAccess(requestWith(), config, now)).toBe(false)
    expect(hasClubAccess(requestWith(`${CLUB_ACCESS_COOKIE}=true`), config, now)).toBe(false)
  })

  it('is removed by "Quitter"', () => {
    const cookie = revokeAccessCookie({ ...config, secure: true })
    expect(cookie).toMatch(new RegExp(`^${CLUB_ACCESS_COOKIE}=;`))
    expect(cookie).toContain('Max-Age=0')
    expect(cookie).toContain('HttpOnly')
    expect(cookie).toContain('Secure')
  })
})

describe('holdAtLeast', () => {
  it('waits for what remains of the minimum', async () => {
    const started = Date.now()
    await holdAtLeast(started, 120)
    expect(Date.now() - started).toBeGreaterThanOrEqual(119)
  })

  it('does not wait once the minimum is past', async () => {
    let waited = false
    const hold = holdAtLeast(Date.now() - 500, 120).then(() => (waited = true))
    // Settled within the current turn's microtasks: no timer was set.
    await Promise.resolve()
    await Promise.resolve()
    expect(waited).toBe(true)
    await hold
  })
})
