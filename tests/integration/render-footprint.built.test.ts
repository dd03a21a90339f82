import { expect, it } from 'vitest'
import { startTestApp } from '../support/test-app'

/**
 * Memory: a finished server render leaves nothing behind. The render's abort timer
 * (`streamTimeout`, app/entry.server.tsx) used to stay armed for 6 s after every page, holding
 * the whole render — request, router context, HTML — in memory: under load, hundreds of finished
 * renders at once (about 60 MB of the embedded default's heap after 3,000 page views).
 */
const timers = () => process.getActiveResourcesInfo().filter((kind) => kind === 'Timeout').length

it('pages rendered per request leave no timer armed once they are sent', async () => {
  const app = await startTestApp({}, { pages: true })
  try {
    // Warm: the first render of each route loads its module and may start the app's own timers.
    const pages = ['/contact', '/contact?lang=en', '/member-login', '/club-herra-private', '/no-such-page']
    for (const page of pages) await (await fetch(`${app.url}${page}`)).text()
    await new Promise((resolve) => setTimeout(resolve, 200))
    const before = timers()
    for (let round = 0; round < 6; round++)
      for (const page of pages) {
        const res = await fetch(`${app.url}${page}`)
        expect(res.headers.get('content-type')).toContain('text/html')
        await res.text()
      }
    await new Promise((resolve) => setTimeout(resolve, 200))
    // 30 renders: none may still hold a timer (a little slack for the server's own periodic work).
    expect(timers() - before).toBeLessThan(5)
  } finally {
    await app.close()
  }
}, 60_000)
