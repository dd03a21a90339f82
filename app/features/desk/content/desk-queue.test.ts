import { describe, expect, it } from 'vitest'
import { valueInWords } from '~/features/desk/domain/queue'
import { deskQueueCopy } from './desk-queue'

describe('stored values in words', () => {
  it.each(['fr', 'en'] as const)('says option values in %s, never the raw value', (lang) => {
    const q = deskQueueCopy[lang]
    const words = { options: q.options, none: q.none, yes: q.yes, no: q.no }
    expect(valueInWords('aircraft', 'light', words)).toBe(q.options.aircraft!.light)
    expect(valueInWords('topic', 'flight', words)).toBe(q.options.topic!.flight)
    expect(valueInWords('interests', ['private-aviation', 'philanthropy'], words)).toBe(
      `${q.options.interests!['private-aviation']}, ${q.options.interests!.philanthropy}`,
    )
    expect(valueInWords('aircraft', 'N/A', words)).toBe(q.none)
    expect(valueInWords('aircraftType', 'none', words)).toBe(q.none)
    expect(valueInWords('message', 'Départ vers 11 h', words)).toBe('Départ vers 11 h')
    expect(valueInWords('aircraft', 'Falcon 7X', words)).toBe('Falcon 7X')
    for (const text of Object.values(q.options).flatMap((o) => Object.values(o)))
      expect(text).not.toMatch(/^(light|flight|private-aviation|N\/A)$/)
  })
})
