import { describe, expect, it } from 'vitest'
import { isEditable, linkAnswer, offerState, versionState } from './offer-state'

const now = new Date('2026-11-25T12:00:00Z')
const v = (over: Partial<{ expiresAt: Date; supersededAt: Date | null; firstViewedAt: Date | null }> = {}) => ({
  id: 'v1',
  expiresAt: new Date('2026-11-27T12:00:00Z'),
  supersededAt: null,
  firstViewedAt: null,
  ...over,
})
const open = { withdrawnAt: null, acceptedVersionId: null }

describe('offer states', () => {
  it('draft before any version, then sent, viewed, expired', () => {
    expect(offerState(null, open, now)).toBe('draft')
    expect(offerState(v(), open, now)).toBe('sent')
    expect(offerState(v({ firstViewedAt: now }), open, now)).toBe('viewed')
    expect(offerState(v({ expiresAt: now }), open, now)).toBe('expired')
  })

  it('accepted wins over expiry; another version than the accepted one is superseded', () => {
    expect(versionState(v({ expiresAt: new Date(0) }), { ...open, acceptedVersionId: 'v1' }, now)).toBe('accepted')
    expect(versionState(v(), { ...open, acceptedVersionId: 'v0' }, now)).toBe('superseded')
  })

  it('withdrawn and superseded refuse the link', () => {
    expect(linkAnswer(versionState(v(), { ...open, withdrawnAt: now }, now))).toBe('withdrawn')
    expect(linkAnswer(versionState(v({ supersededAt: now }), open, now))).toBe('superseded')
    expect(linkAnswer(versionState(v({ firstViewedAt: now }), open, now))).toBe('open')
  })

  it('accepted and withdrawn offers are closed to the desk', () => {
    expect(isEditable('draft')).toBe(true)
    expect(isEditable('expired')).toBe(true)
    expect(isEditable('accepted')).toBe(false)
    expect(isEditable('withdrawn')).toBe(false)
  })
})
