// The outside services of the e2e run, all real servers on 127.0.0.1:
// - the fake Open-Meteo API (tests/support/fake-open-meteo.mjs) on E2E_WEATHER_PORT (default 4597),
// - an SMTP server catching the site's e-mail on E2E_SMTP_PORT (default 4598),
// - a small control API on E2E_FAKE_PORT (default 4599): GET /__health, GET /__mail, DELETE /__mail,
//   POST /__smtp/down, POST /__smtp/up.
import http from 'node:http'
import { existsSync } from 'node:fs'
import { startSmtpCatcher } from './smtp-catcher.mjs'

const controlPort = Number(process.env.E2E_FAKE_PORT ?? 4599)
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 4598)
const weatherPort = Number(process.env.E2E_WEATHER_PORT ?? 4597)

const smtp = await startSmtpCatcher({ port: smtpPort })

let weather
const weatherModule = new URL('./fake-open-meteo.mjs', import.meta.url)
if (existsSync(weatherModule)) {
  const { startFakeOpenMeteo } = await import(weatherModule.href)
  weather = await startFakeOpenMeteo({ port: weatherPort })
}

const control = http.createServer((req, res) => {
  const send = (status, body) => {
    res.writeHead(status, { 'content-type': 'application/json' })
    res.end(JSON.stringify(body))
  }
  if (req.url === '/__health') return send(200, { ok: true, weather: Boolean(weather) })
  if (req.url === '/__mail' && req.method === 'GET') return send(200, smtp.messages)
  if (req.url === '/__mail' && req.method === 'DELETE') {
    smtp.clear()
    return send(200, { ok: true })
  }
  if (req.url === '/__smtp/down' && req.method === 'POST') {
    smtp.setDown(true)
    return send(200, { ok: true })
  }
  if (req.url === '/__smtp/up' && req.method === 'POST') {
    smtp.setDown(false)
    return send(200, { ok: true })
  }
  send(404, { error: 'unknown control path' })
})
control.listen(controlPort, '127.0.0.1')

const stop = async () => {
  control.close()
  await smtp.close()
  await weather?.close()
  process.exit(0)
}
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
