// @ts-check
/**
 * One request of the hostile-input suite (issue 13), timed from the client: sent by its load
 * workers (hostile-load.mjs).
 */
import { performance } from 'node:perf_hooks'

/** An answer whose text shows a stack frame ("    at fn (file:12:34)"): something leaked. */
export const STACK_TRACE = /\n\s+at [^\n]+:\d+:\d+/

/**
 * @param {string} baseUrl
 * @param {{ method: string, target: string, headers: Record<string, string>, body?: BodyInit, label: string }} request
 */
export async function sendHostile(baseUrl, request) {
  const started = performance.now()
  try {
    const res = await fetch(`${baseUrl}${request.target}`, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      redirect: 'manual',
      signal: AbortSignal.timeout(15_000),
    })
    const text = await res.text()
    const ms = performance.now() - started
    return {
      status: res.status,
      ms,
      at: performance.timeOrigin + started,
      label: request.label,
      stackTrace: STACK_TRACE.test(text),
    }
  } catch (error) {
    const ms = performance.now() - started
    return {
      status: 0,
      ms,
      at: performance.timeOrigin + started,
      label: request.label,
      stackTrace: false,
      error: String(error),
    }
  }
}
