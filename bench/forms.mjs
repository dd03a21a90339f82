import { BENCH_SECRETS, jsSizeOfPage, startServer } from './lib.mjs'

/**
 * The forms' figures (decision 016): the client JavaScript of the form pages (gzip), and the time
 * of the worst request the hostile suite found — an e-mail of `a@` + 30,000 dots + `@` — next to an
 * ordinary refused request of the same size, on the production build.
 */
export async function formsReport({ port = 4805 } = {}) {
  const server = await startServer({ port, env: { RATE_LIMIT_MAX: '1000000' } })
  try {
    const lines = ['## Forms', '', '| page | JS files | JS gzip (KB) |', '| --- | ---: | ---: |']
    for (const route of ['/contact', '/quote-form', '/herra/membre', '/news']) {
      const size = await jsSizeOfPage(server.url, route)
      lines.push(`| ${route} | ${size.files} | ${size.gzipKb} |`)
    }
    const token = BENCH_SECRETS.PUBLIC_API_TOKEN
    const body = (email, message = 'Bonjour') =>
      JSON.stringify({
        firstName: 'A',
        lastName: 'B',
        email,
        phone: '+33 6 12 34 56 78',
        departure: 'LBG',
        destination: 'DXB',
        date: '2026-12-01',
        pax: 2,
        message,
        consent: true,
      })
    const time = async (payload) => {
      const started = performance.now()
      await fetch(`${server.url}/api/send-contact`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: payload,
      })
      return performance.now() - started
    }
    await time(body('x@'))
    const ordinary = await time(body('x@', 'm'.repeat(30_000)))
    const worst = await time(body(`a@${'.'.repeat(30_000)}@`))
    lines.push(
      '',
      `Pathological e-mail (a@ + 30,000 dots + @) on /api/send-contact: ${worst.toFixed(1)} ms (an ordinary refused request of the same size: ${ordinary.toFixed(1)} ms).`,
    )
    return lines
  } finally {
    await server.stop()
  }
}
