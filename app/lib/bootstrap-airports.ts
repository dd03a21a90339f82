/**
 * The bootstrap's answer to an airport field typed in before React listens
 * (docs/decisions/123-the-first-letters-answered.md): `/api/airports` asked (debounced, the latest
 * wins) and a suggestion list shown under the field, a child of `<body>` outside React's tree, with
 * the combobox pattern's keys (arrows, Enter, Escape) and taps. A pick fills the field with the
 * airport's code, as the combobox does, and is left on `window[airports.picks]` for the combobox. At
 * the hydrating event the list goes and every attribute and text it changed on the page is put back,
 * so React hydrates the server's DOM.
 *
 * Like `bootstrap` (app/lib/bootstrap.ts), which calls it, its text is inlined into the page with
 * `Function.prototype.toString`: it uses nothing but its arguments and the browser's globals, and
 * its compiled text holds no `<` (a comparison is written `0 > x`).
 */
export interface EarlyAirportsConfig {
  /** The inputs' attribute; its value is how many suggestions are shown. */
  attribute: string
  /** The `window` property where picks are left, by input name. */
  picks: string
  /** How long, at most, the scripts wait for the first answer of a field the first gesture went to. */
  holdMs: number
  /** By language (`<html lang>`, else French). */
  texts: { fr: EarlyAirportTexts; [lang: string]: EarlyAirportTexts | undefined }
}

/** The suggestion list's texts in one language (from app/content/airport-field.ts). */
export interface EarlyAirportTexts {
  /** The `Intl` locale of country names. */
  locale: string
  listLabel: string
  noMatch: string
  /** The announcement for 0, 1, 2… suggestions. */
  announce: readonly string[]
  /** The hint once picked, with `{name}` and `{place}`. */
  selected: string
}

/** What the bootstrap reads of `/api/airports` (app/components/airport/airport-search-client.ts). */
interface EarlyAirport {
  code: string
  name: string
  city: string
  countryCode?: string
}

/**
 * `proceed` lets the held page scripts start once the first answer is shown or the field is left.
 */
export function earlyAirports(air: EarlyAirportsConfig, hydratingEvent: string, proceed: () => void): void {
  const doc = document
  const root = doc.documentElement
  const lang = air.texts[root.lang] ? root.lang : 'fr'
  const text = air.texts[lang] ?? air.texts.fr
  const ID = 'herra-early-airports'
  let field: HTMLInputElement | null = null
  let box: HTMLDivElement | null = null
  let list: HTMLUListElement | null = null
  let none: HTMLParagraphElement | null = null
  let status: HTMLParagraphElement | null = null
  let shown: EarlyAirport[] = []
  let active = -1
  let searchTimer: ReturnType<typeof setTimeout> | undefined
  let closeTimer: ReturnType<typeof setTimeout> | undefined
  let controller: AbortController | null = null
  let regions: Intl.DisplayNames | null = null
  /** 0 before React, 1 while it hydrates (React's elements as the server wrote them), 2 once hydrated. */
  let phase = 0
  let watcher: MutationObserver | null = null
  /** What was changed on React's elements, to put back: attributes, and a hint's text. */
  const attributes: [Element, string, string | null][] = []
  const hints: [Element, Node[]][] = []
  const attr = (el: Element, name: string, value: string | null) => {
    if (phase === 1) return
    if (!attributes.some(([e, n]) => e === el && n === name)) attributes.push([el, name, el.getAttribute(name)])
    if (value === null) el.removeAttribute(name)
    else el.setAttribute(name, value)
  }
  const place = (a: EarlyAirport) => {
    if (!a.countryCode) return a.city
    try {
      regions = regions ?? new Intl.DisplayNames([text.locale], { type: 'region' })
      return `${a.city}, ${regions.of(a.countryCode) ?? a.countryCode}`
    } catch {
      return `${a.city}, ${a.countryCode}`
    }
  }
  const element = <K extends keyof HTMLElementTagNameMap>(tag: K, className: string, content = '') => {
    const el = doc.createElement(tag)
    el.className = className
    el.textContent = content
    return el
  }
  const optionClass = 'flex cursor-pointer items-baseline gap-3 px-4 py-2.5 text-sm '
  const highlight = (index: number) => {
    active = index
    list?.querySelectorAll('li').forEach((li, i) => {
      li.setAttribute('aria-selected', String(i === index))
      li.className = optionClass + (i === index ? 'bg-gold/15 text-ivory' : 'text-parchment hover:bg-gold/10')
      if (i === index) li.scrollIntoView?.({ block: 'nearest' })
    })
    if (field) attr(field, 'aria-activedescendant', 0 > index ? null : `${ID}-${index}`)
  }
  const close = () => {
    clearTimeout(searchTimer)
    clearTimeout(closeTimer)
    controller?.abort()
    controller = null
    shown = []
    active = -1
    if (box) box.hidden = true
    if (status) status.textContent = ''
    if (field?.getAttribute('role') === 'combobox') {
      attr(field, 'aria-expanded', 'false')
      attr(field, 'aria-activedescendant', null)
    }
  }
  const pick = (a: EarlyAirport) => {
    if (!field) return
    field.value = a.code
    const picks = ((window as unknown as Record<string, Record<string, EarlyAirport>>)[air.picks] ??= {})
    picks[field.name] = a
    const hint = doc.getElementById((field.getAttribute('aria-describedby') ?? '').split(' ')[0] ?? '')
    if (hint && phase !== 1) {
      if (!hints.some(([h]) => h === hint)) hints.push([hint, [...hint.childNodes]])
      hint.textContent = text.selected.replace('{name}', a.name).replace('{place}', place(a))
    }
    close()
  }
  const show = (input: HTMLInputElement, airports: EarlyAirport[]) => {
    if (!box || !list || !none) {
      box = element('div', 'absolute z-30')
      list = element(
        'ul',
        'max-h-80 overflow-auto border border-gold/40 bg-ink py-1 shadow-[0_24px_48px_-12px_rgba(0,0,0,0.7)]',
      )
      list.id = ID
      list.setAttribute('role', 'listbox')
      none = element('p', 'border border-gold/40 bg-ink px-4 py-3 text-sm text-parchment', text.noMatch)
      box.append(list, none)
      // The input keeps the focus: a press on the list is not a blur, a click picks.
      box.addEventListener('mousedown', (event) => event.preventDefault())
      box.addEventListener('click', (event) => {
        const li = event.target instanceof Element ? event.target.closest('li') : null
        const index = li ? [...(list?.children ?? [])].indexOf(li) : -1
        if (shown[index]) pick(shown[index])
      })
      box.addEventListener('mouseover', (event) => {
        const li = event.target instanceof Element ? event.target.closest('li') : null
        if (li) highlight([...(list?.children ?? [])].indexOf(li))
      })
      doc.body.append(box)
    }
    shown = airports.slice(0, Number(input.getAttribute(air.attribute)) || 8)
    active = -1
    // The label's own text (not a required mark beside it).
    const label = [...(input.labels?.[0]?.childNodes ?? [])].filter((node) => node.nodeType === 3)
    list.setAttribute(
      'aria-label',
      `${text.listLabel} — ${label
        .map((node) => node.textContent)
        .join('')
        .trim()}`,
    )
    list.replaceChildren(
      ...shown.map((a, i) => {
        const li = element('li', optionClass + 'text-parchment hover:bg-gold/10')
        li.id = `${ID}-${i}`
        li.setAttribute('role', 'option')
        li.setAttribute('aria-selected', 'false')
        const names = element('span', 'min-w-0')
        names.append(
          element('span', 'block truncate', a.name),
          element('span', 'block truncate text-xs text-mist', place(a)),
        )
        li.append(element('span', 'w-11 shrink-0 font-medium tracking-[0.12em] text-gold', a.code), names)
        return li
      }),
    )
    list.hidden = !shown.length
    none.hidden = shown.length > 0
    const rect = input.getBoundingClientRect()
    box.style.top = `${rect.bottom + scrollY + 4}px`
    box.style.left = `${rect.left + scrollX}px`
    box.style.width = `${rect.width}px`
    box.hidden = false
    attr(input, 'role', 'combobox')
    attr(input, 'aria-autocomplete', 'list')
    attr(input, 'aria-controls', ID)
    attr(input, 'aria-expanded', String(shown.length > 0))
    attr(input, 'aria-activedescendant', null)
    if (status) status.textContent = text.announce[shown.length] ?? ''
    if (phase === 2 && !watcher) {
      // Hydrated, a plain field waits for its combobox's code: the list goes when the field does.
      watcher = new MutationObserver(() => {
        if (!field?.isConnected) drop()
      })
      watcher.observe(doc.body, { childList: true, subtree: true })
    }
    proceed()
  }
  /** Once hydrated, an input that React's combobox answers (its role written by the server, not here). */
  const reacts = (input: HTMLInputElement) =>
    phase === 2 &&
    input.getAttribute('role') === 'combobox' &&
    !attributes.some(([el, name]) => el === input && name === 'role')
  const drop = () => {
    close()
    watcher?.disconnect()
    watcher = null
    box?.remove()
    status?.remove()
    box = list = none = status = field = null
  }
  const onInput = (event: Event) => {
    const input = event.target
    if (!(input instanceof HTMLInputElement) || !input.hasAttribute(air.attribute) || reacts(input)) return
    if (field !== input) close()
    field = input
    if (!status) {
      // The polite status is in the page before it speaks.
      status = element('p', 'sr-only')
      status.setAttribute('role', 'status')
      status.setAttribute('aria-live', 'polite')
      doc.body.append(status)
    }
    const q = input.value.trim()
    if (2 > q.length) return close()
    clearTimeout(searchTimer)
    searchTimer = setTimeout(() => {
      controller?.abort()
      const mine = (controller = new AbortController())
      fetch(`/api/airports?${new URLSearchParams({ q, lang }).toString()}`, {
        signal: mine.signal,
        headers: { accept: 'application/json' },
      })
        .then((response) => (response.ok ? response.json() : null))
        .then((body: { airports?: unknown } | null) => {
          if (controller !== mine || input.value.trim() !== q) return
          const found = Array.isArray(body?.airports) ? (body.airports as EarlyAirport[]) : []
          show(
            input,
            found.filter(
              (a) => a && typeof a.code === 'string' && typeof a.name === 'string' && typeof a.city === 'string',
            ),
          )
        })
        .catch(() => undefined)
    }, 120)
  }
  const onKey = (event: KeyboardEvent) => {
    if (event.target !== field || !box || box.hidden || !shown.length) return
    const n = shown.length
    const chosen = shown[active]
    if (event.key === 'ArrowDown') highlight((active + 1) % n)
    else if (event.key === 'ArrowUp') highlight(0 >= active ? n - 1 : active - 1)
    else if (event.key === 'Escape') close()
    else if (event.key === 'Enter' && chosen) pick(chosen)
    else return
    event.preventDefault()
  }
  const onFocus = (event: FocusEvent) => {
    // A field left: the scripts wait no more.
    if (event.type === 'focusout') proceed()
    if (event.target !== field) return
    clearTimeout(closeTimer)
    if (event.type === 'focusout') closeTimer = setTimeout(close, 200)
  }
  doc.addEventListener('input', onInput, true)
  doc.addEventListener('keydown', onKey, true)
  doc.addEventListener('focusin', onFocus, true)
  doc.addEventListener('focusout', onFocus, true)
  // React hydrates the server's DOM: what was changed on its elements is put back first. The list, a
  // child of the body that hydration skips, stays, and answers on without touching React's elements.
  doc.addEventListener(
    hydratingEvent,
    () => {
      phase = 1
      for (const [el, name, value] of attributes.splice(0).reverse())
        if (value === null) el.removeAttribute(name)
        else el.setAttribute(name, value)
      for (const [hint, nodes] of hints.splice(0)) hint.replaceChildren(...nodes)
    },
    { once: true },
  )
  // Hydrated: a combobox answers itself; a plain field is answered until its combobox takes its place.
  new MutationObserver((_, observer) => {
    if (!root.dataset.hydrated) return
    observer.disconnect()
    phase = 2
    if (field && reacts(field)) field = null // its attributes are React's now: left as they are
    if (!field) drop()
    else if (box && !box.hidden) show(field, shown)
  }).observe(root, { attributeFilter: ['data-hydrated'] })
}
