import { createHash } from 'node:crypto'
import { Transform, type TransformCallback } from 'node:stream'
import { StringDecoder } from 'node:string_decoder'
import { Parser } from 'htmlparser2'
import { airportFieldCopy } from '~/content/airport-field'
import { formatNumber } from '~/i18n/format'
import { intlLocale, LANGUAGES, type Language } from '~/i18n/language'
import {
  AIRPORT_FIELD_ATTRIBUTE,
  AIRPORT_FIRST_ANSWER_HOLD_MS,
  EARLY_AIRPORT_PICKS,
  FIRST_INTERACTION_EVENTS,
  GESTURE_END_EVENTS,
  GESTURE_START_EVENTS,
  HYDRATING_EVENT,
  SUBMIT_WHEN_READY_ATTRIBUTE,
} from '~/lib/hydration'
import { bootstrap, type BootstrapConfig } from '~/lib/bootstrap'
import { earlyAirports, type EarlyAirportTexts } from '~/lib/bootstrap-airports'

/**
 * "Paint first, then hydrate" (docs/decisions/011-paint-first.md, 021-paint-first-tokenizer.md,
 * 070-hydrate-on-first-interaction.md).
 *
 * React Router puts a `<link rel="modulepreload">` in the head for every module of the page and
 * starts them with an inline `<script type="module">` at the end of the body. On a slow mobile
 * link that JavaScript shares the line with the stylesheet, the fonts and the hero image; in
 * Lighthouse's trace Chrome painted only once it was in, although the server-rendered page is
 * readable (and its links and forms work) without it.
 *
 * This transform reads the streamed HTML with an HTML tokenizer (htmlparser2), so it depends on
 * elements and attributes, not on how React Router orders or spells them. It removes the module
 * preload links, makes the first inline module script inert (`type="application/x-herra-module"`)
 * and adds, right after it, a small script that preloads the same modules and runs the same module
 * code at the visitor's first interaction (`bootstrapScript` below).
 *
 * It also reports the SHA-256 of every inline script it lets through (and of the module code the
 * bootstrap will run), for the pages whose Content-Security-Policy lists hashes instead of a nonce
 * (decision 020).
 */

const INERT_TYPE = 'application/x-herra-module'
const ENTRY_ID = 'herra-entry'
/** Inline script types the browser runs (and so the CSP checks); the inert block runs later as a module. */
const EXECUTABLE = new Set(['', 'module', 'text/javascript', 'application/javascript', INERT_TYPE])

/**
 * The inline bootstrap's text; `hrefs` are the module URLs React Router wanted preloaded. The code is
 * `bootstrap` (app/lib/bootstrap.ts, typed and linted, compiled with the server), called with its
 * configuration (docs/decisions/070-hydrate-on-first-interaction.md, 100-the-first-tap-answers.md).
 */
export function bootstrapScript(hrefs: readonly string[]): string {
  const config: BootstrapConfig = {
    hrefs,
    entryId: ENTRY_ID,
    events: [...FIRST_INTERACTION_EVENTS, ...GESTURE_END_EVENTS],
    starts: GESTURE_START_EVENTS,
    ends: GESTURE_END_EVENTS,
    hydratingEvent: HYDRATING_EVENT,
    submitWhenReady: SUBMIT_WHEN_READY_ATTRIBUTE,
    airports: {
      attribute: AIRPORT_FIELD_ATTRIBUTE,
      picks: EARLY_AIRPORT_PICKS,
      holdMs: AIRPORT_FIRST_ANSWER_HOLD_MS,
      texts: EARLY_AIRPORT_TEXTS,
    },
  }
  return `(${BOOTSTRAP_CODE})(${JSON.stringify(config).replaceAll('<', '\\u003c')},${EARLY_AIRPORTS_CODE})`
}

/** How many suggestions the bootstrap's list can announce (the search gives at most 8). */
const MAX_ANNOUNCED = 8

/**
 * The texts of the bootstrap's airport list, in both languages: the combobox's own
 * (app/content/airport-field.ts), so the list reads the same before and after hydration
 * (docs/decisions/123-the-first-letters-answered.md).
 */
const earlyAirportTexts = (lang: Language): EarlyAirportTexts => {
  const t = airportFieldCopy[lang]
  return {
    locale: intlLocale(lang),
    listLabel: t.listLabel,
    noMatch: t.noMatch,
    announce: Array.from({ length: MAX_ANNOUNCED + 1 }, (_, n) => t.announce(n, formatNumber(lang, n))),
    selected: t.selected('{name}', '{place}'),
  }
}
const EARLY_AIRPORT_TEXTS: BootstrapConfig['airports']['texts'] = Object.fromEntries(
  LANGUAGES.map((lang) => [lang, earlyAirportTexts(lang)]),
) as Record<Language, EarlyAirportTexts>

/** The bootstrap's compiled text and its airport answer's, once. */
const BOOTSTRAP_CODE = bootstrap.toString()
const EARLY_AIRPORTS_CODE = earlyAirports.toString()

/** The CSP source of a script's text: `'sha256-…'`. */
export function scriptHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`
}

export interface PaintFirstOptions {
  /** Called with the CSP hash source of each inline script, in document order. */
  onScriptHash?: (source: string) => void
}

export function paintFirst(options: PaintFirstOptions = {}): Transform {
  const decoder = new StringDecoder('utf8')
  const hrefs: string[] = []
  let entryDone = false
  /** The inline script being read: its type, its text so far, whether it is the module entry. */
  let script: { type: string; text: string; entry: boolean; nonce: string | undefined } | null = null
  /** Input not yet passed on, from absolute offset `base`; what this write gives out. */
  let buffer = ''
  let base = 0
  let out = ''
  /** Everything before this offset has been read by the tokenizer (complete tokens only). */
  let read = 0
  const passUpTo = (offset: number) => {
    out += buffer.slice(0, offset - base)
    buffer = buffer.slice(offset - base)
    base = offset
  }
  const dropUpTo = (offset: number) => {
    buffer = buffer.slice(offset - base)
    base = offset
  }

  const parser: Parser = new Parser(
    {
      onopentag(name, attribs) {
        const start = parser.startIndex
        const end = parser.endIndex + 1
        read = end
        if (name === 'link' && attribs.rel === 'modulepreload') {
          passUpTo(start)
          if (attribs.href) hrefs.push(decodeAttribute(attribs.href))
          dropUpTo(end) // removed: the bootstrap adds it back after the first paint
          return
        }
        if (name !== 'script' || attribs.src !== undefined) return
        const type = (attribs.type ?? '').trim().toLowerCase()
        const entry = !entryDone && type === 'module'
        script = { type, text: '', entry, nonce: attribs.nonce }
        if (!entry) return
        entryDone = true
        passUpTo(start)
        const kept = Object.entries(attribs).filter(([k]) => k !== 'type' && k !== 'async' && k !== 'id')
        out += `<script${kept.map(([k, v]) => (v === '' ? ` ${k}` : ` ${k}="${v}"`)).join('')} type="${INERT_TYPE}" id="${ENTRY_ID}">`
        dropUpTo(end)
      },
      ontext(text) {
        read = parser.endIndex + 1
        // Script content is raw text (entities are not decoded here): the text the browser runs and hashes.
        if (script) script.text += text
      },
      onclosetag(name, implied) {
        if (!implied) read = parser.endIndex + 1
        if (name !== 'script' || !script || implied) return
        const done = script
        script = null
        if (EXECUTABLE.has(done.entry ? INERT_TYPE : done.type)) options.onScriptHash?.(scriptHash(done.text))
        if (!done.entry) return
        passUpTo(read)
        const boot = bootstrapScript(hrefs)
        options.onScriptHash?.(scriptHash(boot))
        out += `<script${done.nonce === undefined ? '' : ` nonce="${done.nonce}"`}>${boot}</script>`
      },
      oncomment() {
        read = parser.endIndex + 1
      },
      onprocessinginstruction() {
        read = parser.endIndex + 1
      },
    },
    { decodeEntities: false },
  )

  const take = () => {
    const text = out
    out = ''
    return text
  }

  return new Transform({
    transform(chunk: Buffer | string, _encoding: BufferEncoding, callback: TransformCallback) {
      const text = typeof chunk === 'string' ? chunk : decoder.write(chunk)
      buffer += text
      parser.write(text)
      // Pass on what the tokenizer has read; a tag still arriving waits for the next chunk.
      passUpTo(Math.max(read, base))
      callback(null, take())
    },
    flush(callback: TransformCallback) {
      // A document without the module script (none is known) loses only preloads nothing would use.
      const rest = decoder.end()
      buffer += rest
      parser.end(rest)
      passUpTo(base + buffer.length)
      callback(null, take())
    },
  })
}

/** The few entities React writes in an attribute (`&amp;` in a URL's query). */
function decodeAttribute(value: string): string {
  return value
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&')
}
