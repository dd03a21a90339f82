import type { Worker } from 'node:worker_threads'

/** The worker's next message; rejects if the worker fails or exits first. */
export function nextMessage<T>(worker: Worker): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const fail = (error: unknown) =>
      reject(error instanceof Error ? error : new Error(`worker exited (${String(error)})`))
    worker.once('error', fail)
    worker.once('exit', fail)
    worker.once('message', (message: T) => {
      worker.off('error', fail)
      worker.off('exit', fail)
      resolve(message)
    })
  })
}
