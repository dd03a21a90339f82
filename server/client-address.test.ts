import { describe, expect, it } from 'vitest'
import { clientKey } from './client-address'

describe('clientKey (rate-limit key of a client address)', () => {
  it('keeps an IPv4 address, and the IPv4 inside an IPv4-mapped IPv6 address', () => {
    expect(clientKey('203.0.113.9')).toBe('203.0.113.9')
    expect(clientKey('::ffff:203.0.113.9')).toBe('203.0.113.9')
    expect(clientKey('::ffff:cb00:7109')).toBe('203.0.113.9')
  })

  it('keys every address of one IPv6 /64 alike, and different /64s apart', () => {
    const a = clientKey('2001:db8:1:2::1')
    expect(a).toBe('2001:db8:1:2::/64')
    expect(clientKey('2001:0db8:0001:0002:ffff:eeee:dddd:cccc')).toBe(a)
    expect(clientKey('2001:db8:1:2:a:b:c:d')).toBe(a)
    expect(clientKey('2001:db8:1:3::1')).not.toBe(a)
    expect(clientKey('::1')).toBe('0:0:0:0::/64')
    expect(clientKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64')
    expect(clientKey('2001:db8::192.0.2.1')).toBe('2001:db8:0:0::/64')
  })

  it('anything else is "unknown"', () => {
    expect(clientKey(undefined)).toBe('unknown')
    expect(clientKey('')).toBe('unknown')
    expect(clientKey('not an address')).toBe('unknown')
  })
})
