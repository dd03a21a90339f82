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

export declare function sendHostile(
  baseUrl: string,
  request: { method: string; target: string; headers: Record<string, string>; body?: BodyInit; label: string },
): Promise<Sent>
