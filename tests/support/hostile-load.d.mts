import type { Sent } from './hostile-send.mjs'

/** Types of what `hostile-load.mjs` (a worker thread: started, not imported) posts back; see that file. */

/** One request's answer. */
export type Answer = Sent

/** /healthz probes while the requests ran. */
export interface Probes {
  count: number
  worstMs: number
  failures: string[]
}

/** The worker's last message: every endpoint's answers, in the order of its requests, and /healthz. */
export interface LoadAnswer {
  endpoints: Array<{ name: string; results: Answer[] }>
  health: Probes
}
