import type { Sent } from './hostile-send.mjs'

/** Types of what `hostile-load.mjs` (a worker thread: started, not imported) posts back; see that file. */

/** One request's answer, and the second look's if it was sent again (decision 033). */
export interface Answer extends Sent {
  again?: Sent
}

/** /healthz probes: `slow` counts those not answered within `limitMs`. */
export interface Probes {
  count: number
  worstMs: number
  failures: string[]
  slow: number
}

/** The worker's last message: every endpoint's answers, in the order of its requests, and /healthz. */
export interface LoadAnswer {
  endpoints: Array<{ name: string; results: Answer[] }>
  /** Probed while the requests ran; `again`: during the second look. */
  health: Probes & { again: Probes }
}
