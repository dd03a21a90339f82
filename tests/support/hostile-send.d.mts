import type { Agent } from 'node:http'

/** Types of `hostile-send.mjs` (one timed request of the hostile-input suite; see that file). */

export declare const STACK_TRACE: RegExp

/** What the client saw: status 0 is no answer (`error` says why). */
export interface Sent {
  status: number
  ms: number
  /** When it was sent: ms since the epoch (`performance.timeOrigin` + the thread's clock). */
  at: number
  label: string
  stackTrace: boolean
  error?: string
}

/** A request already turned into the bytes fetch would send, sent with node:http (the load workers). */
export declare function sendWire(
  baseUrl: string,
  request: { method: string; target: string; headers: Record<string, string>; body?: Uint8Array; label: string },
  agent: Agent,
): Promise<Sent>
