// Helpers of the benchmark: start the built server, load it with autocannon, measure JS and Lighthouse.
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import autocannon from 'autocannon'

export const BENCH_SECRETS = {
  SESSION_SECRET: 'bench-session-secret-0123456789abcdef',
  CLUB_ACCESS_CODE: 'BENCH-CLUB-CODE-9917',
  PUBLIC_API_TOKEN: 'bench-public-token-4412',
  SITE_CONFIG: 'tests/fixtures/site-config.json',
}

/** Starts `node server.js` (production build; of another checkout with `cwd`) and waits for /healthz. */
export async function startServer({ port, env = {}, cwd = process.cwd() }) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'herra-bench-'))
  const child = spawn(process.execPath, ['server.js'], {
    cwd,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      SITE_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      ...BENCH_SECRETS,
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 180_000
  for (;;) {
    try {
      const res = await fetch(`${url}/healthz`)
      if (res.ok) break
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error('server did not start within 180 s')
    await new Promise((r) => setTimeout(r, 250))
  }
  return {
    url,
    pid: child.pid,
    /** CPU time (user + system) the server process has used so far, in ms. */
    cpuMs: () => cpuMsOf(child.pid),
    rssMb() {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8')
      const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0)
      return Math.round(kb / 1024)
    },
    /** Stops the server; its own data folder (not one given in `env`) is removed once it has exited. */
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => {
          rmSync(dataDir, { recursive: true, force: true })
          resolve()
        })
        child.kill('SIGTERM')
      }),
  }
}

/** CPU time (user + system) a process has used so far, in ms (from /proc; clock ticks of 10 ms). */
export function cpuMsOf(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
  return (Number(fields[11]) + Number(fields[12])) * 10
}

/** autocannon on loopback; returns req/s (mean) and latency percentiles in ms. */
export async function load({ url, connections = 10, duration = 10, method = 'GET', headers, body, requests }) {
  const result = await autocannon({ url, connections, duration, method, headers, body, requests })
  return {
    reqPerSec: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    total: result.requests.total,
  }
}

/** Gzipped bytes of every script a page loads (module scripts and modulepreloads). */
export async function jsSizeOfPage(baseUrl, pagePath) {
  const html = await (await fetch(`${baseUrl}${pagePath}`)).text()
  const srcs = new Set()
  for (const m of html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="([^"]+)"/g))
    srcs.add(m[1])
  for (const m of html.matchAll(/import\(?\s*"(\/assets\/[^"]+\.js)"/g)) srcs.add(m[1])
  for (const m of html.matchAll(/import\s+[^"']*["'](\/assets\/[^"']+\.js)["']/g)) srcs.add(m[1])
  // The module list the page preloads after its first paint (decision 011).
  for (const list of html.matchAll(/\[("\/assets\/[^"\]]+\.js"(?:,"\/assets\/[^"\]]+\.js")*)\]/g)) {
    for (const m of list[1].matchAll(/"([^"]+)"/g)) srcs.add(m[1])
  }
  let gzip = 0
  let raw = 0
  for (const src of srcs) {
    const buf = Buffer.from(await (await fetch(new URL(src, baseUrl))).arrayBuffer())
    raw += buf.length
    gzip += gzipSync(buf, { level: 9 }).length
  }
  return { files: srcs.size, rawKb: +(raw / 1024).toFixed(1), gzipKb: +(gzip / 1024).toFixed(1) }
}

/** What Chromium sends: the encodings it accepts, in its order. */
export const CHROMIUM_ACCEPT_ENCODING = 'gzip, deflate, br, zstd'

/**
 * The JavaScript Chromium downloads for each page (bytes on the wire, headers included), at two
 * moments: `atLoad`, once the page has loaded and the network is quiet, before any gesture (the
 * page's scripts start at the first one, decision 070; a build without that hydrates on its own);
 * and `used`, after a first gesture (a key press) has hydrated it and, where the page has an
 * estimator form, its first field has been focused (the home estimator loads its live code then).
 */
export async function jsAsChromiumDownloads(baseUrl, paths) {
  const { chromium } = await import('@playwright/test')
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  })
  const results = {}
  try {
    for (const pagePath of paths) {
      const context = await browser.newContext()
      const page = await context.newPage()
      const cdp = await context.newCDPSession(page)
      await cdp.send('Network.enable')
      const types = new Map()
      let bytes = 0
      let files = 0
      const encodings = new Set()
      cdp.on('Network.responseReceived', (e) => {
        types.set(e.requestId, e.type)
        if (e.type === 'Script')
          encodings.add(e.response.headers['content-encoding'] ?? e.response.headers['Content-Encoding'] ?? 'none')
      })
      cdp.on('Network.loadingFinished', (e) => {
        if (types.get(e.requestId) !== 'Script') return
        bytes += e.encodedDataLength
        files++
      })
      await page.goto(`${baseUrl}${pagePath}`, { waitUntil: 'networkidle' })
      await page.waitForTimeout(500)
      const atLoad = { kb: +(bytes / 1024).toFixed(1), files }
      await page.keyboard.press('Shift')
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, { timeout: 20_000 })
      const field = page.locator('form[data-estimator-form] input[name="from"]').first()
      if (await field.count()) await field.focus()
      await page.waitForLoadState('networkidle')
      await page.waitForTimeout(500)
      results[pagePath] = {
        atLoad,
        kb: +(bytes / 1024).toFixed(1),
        files,
        encodings: [...encodings].join(','),
      }
      await context.close()
    }
  } finally {
    await browser.close()
  }
  return results
}

/**
 * A plain Node HTTP server in its own process answering every request with the same bytes and
 * headers: the ceiling of what any Node server can do for one page on this machine.
 */
export async function startStaticServer({ port, body, headers }) {
  const dir = mkdtempSync(path.join(tmpdir(), 'herra-static-'))
  const file = path.join(dir, 'body')
  writeFileSync(file, body)
  const code = `const http=require('node:http');const body=require('node:fs').readFileSync(${JSON.stringify(file)});const headers=${JSON.stringify({ ...headers, 'content-length': String(body.length) })};http.createServer((q,r)=>{r.writeHead(200,headers);r.end(body)}).listen(${port},'127.0.0.1',()=>process.send('up'))`
  const child = spawn(process.execPath, ['-e', code], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] })
  await new Promise((resolve, reject) => {
    child.once('message', resolve)
    child.once('exit', (c) => reject(new Error(`static server exited ${c}`)))
  })
  return {
    url: `http://127.0.0.1:${port}`,
    cpuMs: () => cpuMsOf(child.pid),
    /** Stops the server; its folder is removed once it has exited. */
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => {
          rmSync(dir, { recursive: true, force: true })
          resolve()
        })
        child.kill('SIGTERM')
      }),
  }
}

/**
 * A load run and the CPU time the serving process spent per request during it: unlike req/s, this
 * barely depends on what else the machine is doing.
 */
export async function loadWithCpu(target, options) {
  const before = target.cpuMs()
  const result = await load(options)
  return { ...result, cpuUsPerRequest: Math.round(((target.cpuMs() - before) * 1000) / Math.max(1, result.total)) }
}

/** The raw (still compressed) bytes and headers of one answer. */
export function rawGet(url, headers = {}) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks = []
        res.on('data', (c) => chunks.push(c))
        res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }))
      })
      .on('error', reject)
  })
}

function runLighthouse(url, chrome, cpuSlowdown) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      'npx',
      [
        'lighthouse',
        url,
        '--quiet',
        '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage',
        '--only-categories=performance,accessibility,best-practices,seo',
        '--output=json',
        '--output-path=stdout',
        ...(cpuSlowdown ? [`--throttling.cpuSlowdownMultiplier=${cpuSlowdown}`] : []),
      ],
      { env: { ...process.env, CHROME_PATH: chrome }, stdio: ['ignore', 'pipe', 'pipe'] },
    )
    let data = ''
    let errors = ''
    child.stdout.on('data', (c) => (data += c))
    child.stderr.on('data', (c) => (errors += c))
    child.on('exit', (code) =>
      code === 0
        ? resolve(data)
        : reject(new Error(`lighthouse exited ${code}: ${errors.trim().split('\n').slice(-3).join(' | ')}`)),
    )
  })
}

/**
 * One Lighthouse 12 run (mobile preset) in Debian's Chromium, tried up to 3 times; null if none
 * completed. `cpuSlowdown` replaces the preset's 4× CPU slowdown (a slower host, see run.mjs).
 */
export async function lighthouseOnce(url, failures = [], { cpuSlowdown } = {}) {
  const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium'
  // A run that fails (Chromium's first start on a fresh machine can time out; a trace sometimes
  // misses its navigation start, NO_NAVSTART) is tried again, up to 3 times; a run that never
  // completes is left out of the median and counted, and only no run at all is an error.
  for (let attempt = 1; attempt <= 3; attempt++) {
    try {
      const report = JSON.parse(await runLighthouse(url, chrome, cpuSlowdown))
      if (report.runtimeError) throw new Error(`${report.runtimeError.code}: ${report.runtimeError.message}`)
      return {
        ...Object.fromEntries(Object.entries(report.categories).map(([k, v]) => [k, Math.round(v.score * 100)])),
        // How fast Lighthouse found this host (its own CPU benchmark): the figure that tells a slow
        // host from a slow page. Mid-range phones are about 1,000; this machine kind 1,100–2,100.
        benchmarkIndex: Math.round(report.environment?.benchmarkIndex ?? 0),
        tbtMs: Math.round(report.audits?.['total-blocking-time']?.numericValue ?? 0),
      }
    } catch (error) {
      console.error(`lighthouse ${url}: ${error.message}${attempt < 3 ? '; trying again' : '; run left out'}`)
      if (attempt === 3) failures.push(error.message)
    }
  }
  return null
}

/** Medians of Lighthouse runs (scores, TBT, the host's benchmarkIndex), with every run kept. */
export function lighthouseMedians(scores, failures = []) {
  if (scores.length === 0) throw new Error(`no Lighthouse run completed (${failures.at(-1)})`)
  const median = (k) => {
    const v = scores.map((s) => s[k]).sort((a, b) => a - b)
    return v[Math.floor(v.length / 2)]
  }
  return {
    performance: median('performance'),
    accessibility: median('accessibility'),
    bestPractices: median('best-practices'),
    seo: median('seo'),
    tbtMs: median('tbtMs'),
    benchmarkIndex: median('benchmarkIndex'),
    runs: scores,
    failedRuns: failures.length,
  }
}
