// @vitest-environment node
import { JSDOM } from 'jsdom'
import { describe, expect, it } from 'vitest'
import { airportFieldCopy } from '~/content/airport-field'
import {
  AIRPORT_FIELD_ATTRIBUTE,
  AIRPORT_FIRST_ANSWER_HOLD_MS,
  EARLY_AIRPORT_PICKS,
  HYDRATING_EVENT,
} from '~/lib/hydration'
import { bootstrapScript } from './paint-first'

/**
 * The bootstrap answers the first letters typed in an airport field before React listens
 * (docs/decisions/123-the-first-letters-answered.md): in a browser-like document, with `fetch` answered
 * here as `/api/airports` would.
 */

const NICE = {
  code: 'NCE',
  name: 'Nice Côte d’Azur',
  city: 'Nice',
  country: 'France',
  countryCode: 'FR',
  lat: 43.66,
  lon: 7.21,
}
const NIMES = {
  code: 'FNI',
  name: 'Nîmes Garons',
  city: 'Nîmes',
  country: 'France',
  countryCode: 'FR',
  lat: 43.76,
  lon: 4.42,
}

function load(lang: 'fr' | 'en', answers: Record<string, unknown[]> = { nic: [NICE, NIMES], ni: [NIMES, NICE] }) {
  const hint = airportFieldCopy[lang].hint
  const html = `<!DOCTYPE html><html lang="${lang}"><head></head><body>
    <form action="/estimate">
      <label for="from">Départ</label>
      <input id="from" name="from" type="text" aria-describedby="from-description" ${AIRPORT_FIELD_ATTRIBUTE}="6">
      <p id="from-description">${hint}</p>
      <label for="other">Autre</label><input id="other" name="other" type="text">
    </form>
    <script type="application/x-herra-module" id="herra-entry">import("/x.js")</script>
    <script>${bootstrapScript([])}</script></body></html>`
  const asked: string[] = []
  const dom = new JSDOM(html, {
    runScripts: 'dangerously',
    pretendToBeVisual: true,
    url: 'http://127.0.0.1/',
    beforeParse(window) {
      Object.assign(window, {
        fetch: (url: string) => {
          asked.push(url)
          const q = new URL(url, 'http://127.0.0.1').searchParams.get('q') ?? ''
          return Promise.resolve({ ok: true, json: () => Promise.resolve({ airports: answers[q] ?? [] }) })
        },
      })
    },
  })
  const { window } = dom
  const { document } = window
  const input = document.getElementById('from') as HTMLInputElement
  const type = (text: string, target = input) => {
    target.focus()
    target.value = text
    target.dispatchEvent(new window.Event('input', { bubbles: true }))
  }
  const key = (name: string) => {
    const event = new window.KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true })
    input.dispatchEvent(event)
    return event.defaultPrevented
  }
  const listbox = () => document.querySelector<HTMLElement>('body > div > [role="listbox"]')
  const options = () => [...document.querySelectorAll<HTMLElement>('[role="option"]')]
  const status = () => document.querySelector('[role="status"]')?.textContent ?? ''
  const started = () => document.querySelectorAll('script[type="module"]').length > 0
  return { window, document, input, type, key, listbox, options, status, asked, started }
}

// The debounce (120 ms) and the answer, with room for a busy host.
const answered = () => new Promise((r) => setTimeout(r, 400))

describe('the bootstrap’s airport suggestions, before React listens', () => {
  it('is written into the page without a `<` (nothing in it reads as markup)', () => {
    expect(bootstrapScript(['/a.js'])).not.toContain('<')
  })

  it('asks /api/airports for the typed text and shows the airports under the field, as a listbox of <body>', async () => {
    const { input, type, listbox, options, status, asked } = load('fr')
    type('nic')
    await answered()
    expect(asked).toEqual(['/api/airports?q=nic&lang=fr'])
    expect(listbox()?.parentElement?.parentElement?.tagName).toBe('BODY')
    expect(listbox()?.getAttribute('aria-label')).toBe(`${airportFieldCopy.fr.listLabel} — Départ`)
    expect(options().map((o) => o.textContent)).toEqual([
      'NCENice Côte d’AzurNice, France',
      'FNINîmes GaronsNîmes, France',
    ])
    expect(input.getAttribute('role')).toBe('combobox')
    expect(input.getAttribute('aria-expanded')).toBe('true')
    expect(input.getAttribute('aria-controls')).toBe(listbox()?.id)
    expect(status()).toBe(airportFieldCopy.fr.announce(2, '2'))
  })

  it('asks once for keystrokes close together, and shows the latest text’s answer', async () => {
    const { type, options, asked } = load('fr')
    type('ni')
    type('nic')
    await answered()
    expect(asked).toEqual(['/api/airports?q=nic&lang=fr'])
    expect(options()[0]?.textContent).toContain('NCE')
  })

  it('picks with the arrows and Enter: the field holds the code, the hint names the airport', async () => {
    const { window, document, input, type, key, listbox, options } = load('fr')
    type('nic')
    await answered()
    expect(key('ArrowDown')).toBe(true)
    expect(input.getAttribute('aria-activedescendant')).toBe(options()[0]?.id)
    expect(options()[0]?.getAttribute('aria-selected')).toBe('true')
    key('ArrowDown')
    key('ArrowUp')
    expect(key('Enter')).toBe(true)
    expect(input.value).toBe('NCE')
    expect(listbox()?.parentElement?.hidden).toBe(true)
    expect(input.getAttribute('aria-expanded')).toBe('false')
    expect(document.getElementById('from-description')?.textContent).toBe('Nice Côte d’Azur — Nice, France')
    expect(
      (window as unknown as Record<string, Record<string, { code: string }>>)[EARLY_AIRPORT_PICKS]?.from?.code,
    ).toBe('NCE')
  })

  it('picks with a tap on an option', async () => {
    const { window, input, type, options } = load('en')
    type('nic')
    await answered()
    const second = options()[1]!
    second.dispatchEvent(new window.MouseEvent('click', { bubbles: true }))
    expect(input.value).toBe('FNI')
  })

  it('closes on Escape, and leaves Enter alone when no airport is highlighted', async () => {
    const { input, type, key, listbox } = load('fr')
    type('nic')
    await answered()
    expect(key('Enter')).toBe(false)
    expect(key('Escape')).toBe(true)
    expect(listbox()?.parentElement?.hidden).toBe(true)
    expect(input.value).toBe('nic')
  })

  it('says when no airport fits, in the page’s language', async () => {
    const { document, type, options, status, asked } = load('en')
    type('zzq')
    await answered()
    expect(asked).toEqual(['/api/airports?q=zzq&lang=en'])
    expect(options()).toEqual([])
    expect(document.body.textContent).toContain(airportFieldCopy.en.noMatch)
    expect(status()).toBe(airportFieldCopy.en.announce(0, '0'))
  })

  it('answers only the marked airport fields, from two characters', async () => {
    const { document, type, asked } = load('fr')
    type('nic', document.getElementById('other') as HTMLInputElement)
    type('n')
    await answered()
    expect(asked).toEqual([])
  })

  it('gives React’s elements back as the server wrote them when it starts hydrating; the list, outside them, answers on', async () => {
    const { window, document, input, type, key, options, asked } = load('fr')
    const attributes = input.getAttributeNames()
    type('nic')
    await answered()
    key('ArrowDown')
    key('Enter')
    type('nic')
    await answered()
    key('ArrowDown')
    document.dispatchEvent(new window.Event(HYDRATING_EVENT))
    expect(input.getAttributeNames()).toEqual(attributes)
    expect(document.getElementById('from-description')?.textContent).toBe(airportFieldCopy.fr.hint)
    // While React hydrates: the list answers and picks, React's elements untouched.
    type('ni')
    await answered()
    expect(asked).toHaveLength(3)
    expect(options()[0]?.textContent).toContain('FNI')
    key('ArrowDown')
    key('Enter')
    expect(input.value).toBe('FNI')
    expect(input.getAttributeNames()).toEqual(attributes)
    expect(document.getElementById('from-description')?.textContent).toBe(airportFieldCopy.fr.hint)
  })

  it('once hydrated, answers a plain field until it leaves the page, and leaves a combobox to React', async () => {
    const { window, document, input, type, listbox, options } = load('fr')
    type('nic')
    await answered()
    document.dispatchEvent(new window.Event(HYDRATING_EVENT))
    document.documentElement.dataset.hydrated = 'true'
    await answered()
    expect(input.getAttribute('aria-expanded')).toBe('true')
    expect(options()).toHaveLength(2)
    // The combobox's code takes the field's place (the home hero's live form).
    input.closest('form')!.remove()
    await answered()
    expect(listbox()).toBeNull()

    const other = load('fr')
    const combobox = other.input
    combobox.setAttribute('role', 'combobox')
    other.type('nic')
    await answered()
    expect(other.options()).toHaveLength(2)
    other.document.dispatchEvent(new other.window.Event(HYDRATING_EVENT))
    other.document.documentElement.dataset.hydrated = 'true'
    await answered()
    expect(other.listbox()).toBeNull()
    expect(combobox.getAttribute('aria-expanded')).toBeNull()
    other.type('nice')
    await answered()
    expect(other.asked).toHaveLength(1)
    expect(combobox.getAttribute('aria-controls')).toBeNull()
  })

  it('holds the page’s scripts after a first gesture into an airport field, until its first answer is shown', async () => {
    const { input, type, options, started } = load('fr')
    input.focus()
    await answered()
    expect(started()).toBe(false)
    type('nic')
    await answered()
    expect(options()).toHaveLength(2)
    expect(started()).toBe(true)
  })

  it('holds them no longer than the field is left, nor than the hold’s limit', async () => {
    const left = load('fr')
    left.input.focus()
    await answered()
    left.input.blur()
    await answered()
    expect(left.started()).toBe(true)

    const waited = load('fr')
    waited.input.focus()
    await answered()
    expect(waited.started()).toBe(false)
    await new Promise((r) => setTimeout(r, AIRPORT_FIRST_ANSWER_HOLD_MS))
    expect(waited.started()).toBe(true)
  })

  it('does not hold them after a first gesture elsewhere', async () => {
    const { document, started } = load('fr')
    ;(document.getElementById('other') as HTMLInputElement).focus()
    await answered()
    expect(started()).toBe(true)
  })
})
