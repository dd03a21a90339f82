import { Writable } from 'node:stream'
import { DrizzleQueryError } from 'drizzle-orm/errors'
import { describe, expect, it } from 'vitest'
import { createLogger } from './logger.server'

function capture() {
  const lines: string[] = []
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk))
      done()
    },
  })
  return { logger: createLogger('info', stream), lines }
}

describe('createLogger', () => {
  it('never writes the parameters of a failed query (the visitor’s personal data)', () => {
    const { logger, lines } = capture()
    const cause = Object.assign(new Error('connection terminated unexpectedly'), { code: 'ECONNRESET' })
    const error = new DrizzleQueryError(
      'insert into leads (full_name, email) values ($1, $2)',
      ['Jeanne Exemple', 'jeanne@example.com'],
      cause,
    )
    logger.error({ err: error, kind: 'contact' }, 'lead: the database refused the request')
    const line = lines.join('')
    expect(line).not.toContain('Jeanne')
    expect(line).not.toContain('jeanne@example.com')
    const entry = JSON.parse(line)
    expect(entry.err.query).toContain('insert into leads')
    expect(entry.err.cause.message).toBe('connection terminated unexpectedly')
    expect(entry.kind).toBe('contact')
  })

  it('logs other errors with their message and stack, and redacts secrets', () => {
    const { logger, lines } = capture()
    logger.error({ err: new Error('smtp down'), password: 'hunter2' }, 'x')
    const entry = JSON.parse(lines.join(''))
    expect(entry.err.message).toBe('smtp down')
    expect(entry.err.stack).toContain('Error: smtp down')
    expect(entry.password).toBe('[redacted]')
  })
})
