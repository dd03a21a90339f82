import { isIPv4, isIPv6 } from 'node:net'
import type { NextFunction, Request, Response } from 'express'

/**
 * The key a client is counted under in the rate limits (and recorded with what it sends).
 * IPv4: the address itself. IPv4 mapped into IPv6 (`::ffff:192.0.2.1`): the IPv4 address.
 * IPv6: its /64 network (`2001:db8:1:2::/64`), because one subscriber line or one cloud host
 * holds a whole /64 and could otherwise take a fresh address for every request; the rate limits
 * also count its /48 (`app/services/rate-limit.server.ts`, decision 047).
 */
export function clientKey(address: string | undefined): string {
  if (!address) return 'unknown'
  const bare = address.replace(/%.*$/, '') // an IPv6 zone (`fe80::1%eth0`) names a local interface, not a client
  if (isIPv4(bare)) return bare
  if (!isIPv6(bare)) return 'unknown'
  const groups = expandIPv6(bare)
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    return `${groups[6]! >> 8}.${groups[6]! & 0xff}.${groups[7]! >> 8}.${groups[7]! & 0xff}`
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`
}

/** The eight 16-bit groups of a valid IPv6 address (`::` expanded, a trailing dotted IPv4 included). */
function expandIPv6(address: string): number[] {
  let text = address.toLowerCase()
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text)
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number]
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`
  }
  const [head = '', tail] = text.split('::')
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  const middle = tail === undefined ? [] : new Array<string>(8 - left.length - right.length).fill('0')
  return [...left, ...middle, ...right].map((g) => parseInt(g, 16))
}

/**
 * With TRUST_PROXY on, the client address is whatever X-Forwarded-For says. A request without
 * that header did not come through the proxy: the server is reachable directly, and anyone can
 * then send the header and pick the address the rate limits count (decision 047). Said once, as
 * a warning, at the first such request (the load balancer's own /healthz probes aside).
 */
export function proxyHeaderCheck(
  trustProxy: boolean,
  logger: { warn(obj: Record<string, unknown>, msg: string): void },
) {
  let warned = !trustProxy
  return (req: Request, _res: Response, next: NextFunction) => {
    if (!warned && req.headers['x-forwarded-for'] === undefined && req.path !== '/healthz') {
      warned = true
      logger.warn(
        { trustProxy: true, path: req.path.slice(0, 200) },
        'TRUST_PROXY is on but a request arrived without X-Forwarded-For: is the server reachable without the proxy? ' +
          'Then clients can choose the address the rate limits count: let only the proxy reach it, or unset TRUST_PROXY',
      )
    }
    next()
  }
}
