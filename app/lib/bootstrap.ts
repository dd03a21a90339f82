/**
 * The page's bootstrap, as the browser runs it: an inline script that paint-first
 * (app/lib/paint-first.ts) writes after the inert module entry, as
 * `(<this function's compiled text>)(<config as JSON>, <earlyAirports's compiled text>)` (docs/decisions/070-hydrate-on-first-interaction.md,
 * 100-the-first-tap-answers.md, 101-one-page-pipeline.md).
 *
 * It is typed and linted as any module, and compiled with the server's code; its text is taken with
 * `Function.prototype.toString`, so it must stay self-contained: it uses nothing but its arguments and
 * the browser's globals (a type import only; no helper of this module). Its compiled text holds no `<` (a
 * comparison is written `0 > x`), so that nothing in it can read as markup.
 *
 * - It starts the page's JavaScript (the module preloads React Router wanted, then the module code of
 *   the inert entry) at the visitor's first pointer, key, focus or scroll, one frame later; after a
 *   press (finger, button, key), one frame after the press ends (or after a second), so the frame
 *   that answers the tap is never held back by the module code. At once in a hidden tab.
 * - A press on a `type="button"` button before React listens is kept and pressed again, once, when
 *   `<html data-hydrated>` appears; from the client entry's hydrating event on, React replays what
 *   arrives itself.
 * - A form marked `submitWhenReady` submitted before React listens is kept and submitted again, once,
 *   when the page is hydrated.
 * - Text typed in an airport field before React listens is answered by `earlyAirports`
 *   (app/lib/bootstrap-airports.ts), passed in as the second argument, so that its text is inlined
 *   beside this one's (docs/decisions/123-the-first-letters-answered.md).
 */
import type { earlyAirports, EarlyAirportsConfig } from '~/lib/bootstrap-airports'

export interface BootstrapConfig {
  /** The module URLs React Router wanted preloaded. */
  hrefs: readonly string[]
  /** The id of the inert module script whose code starts the page. */
  entryId: string
  /** Events that start the scripts (or, for `starts`, a press whose end does). */
  events: readonly string[]
  starts: readonly string[]
  ends: readonly string[]
  /** Fired by the client entry just before React listens. */
  hydratingEvent: string
  /** The attribute of forms that wait for the scripts. */
  submitWhenReady: string
  /** Airport fields answered before React listens. */
  airports: EarlyAirportsConfig
}

export function bootstrap(config: BootstrapConfig, answerAirports: typeof earlyAirports): void {
  const doc = document
  const root = doc.documentElement
  const nonce = (doc.currentScript as HTMLScriptElement | null)?.nonce ?? ''
  const options: AddEventListenerOptions = { capture: true, passive: true }
  let started = false
  let pressing = false
  let pressTimer: ReturnType<typeof setTimeout> | undefined
  const buttons: HTMLButtonElement[] = []
  const forms: [HTMLFormElement, HTMLElement | null][] = []

  const keep = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest('button[type="button"]') : null
    if (button instanceof HTMLButtonElement && !buttons.includes(button)) buttons.push(button)
  }
  const hold = (event: Event) => {
    const form = event.target
    if (!(form instanceof HTMLFormElement) || !form.hasAttribute(config.submitWhenReady)) return
    event.preventDefault()
    if (!forms.some(([kept]) => kept === form)) forms.push([form, (event as SubmitEvent).submitter])
  }
  const stopKeeping = () => {
    doc.removeEventListener('click', keep, true)
    doc.removeEventListener('submit', hold, true)
  }
  doc.addEventListener('click', keep, true)
  doc.addEventListener('submit', hold, true)
  doc.addEventListener(config.hydratingEvent, stopKeeping, { once: true })

  new MutationObserver((_, observer) => {
    if (!root.dataset.hydrated) return
    observer.disconnect()
    stopKeeping()
    for (const button of buttons.splice(0)) if (button.isConnected) button.click()
    for (const [form, submitter] of forms.splice(0))
      if (form.isConnected)
        form.requestSubmit(submitter && 'form' in submitter && submitter.form === form ? submitter : null)
  }).observe(root, { attributeFilter: ['data-hydrated'] })

  const run = () => {
    for (const href of config.hrefs) {
      const link = doc.createElement('link')
      link.rel = 'modulepreload'
      link.href = href
      doc.head.append(link)
    }
    const module = doc.createElement('script')
    module.type = 'module'
    module.nonce = nonce
    module.textContent = doc.getElementById(config.entryId)?.textContent ?? ''
    doc.body.append(module)
  }
  /** The scripts held for an airport field's first answer, and the gesture's element. */
  let holding: ReturnType<typeof setTimeout> | undefined
  let touched: EventTarget | null = null
  const proceed = () => {
    if (holding === undefined) return
    clearTimeout(holding)
    holding = undefined
    requestAnimationFrame(() => setTimeout(run))
  }
  const start = () => {
    if (started) return
    started = true
    clearTimeout(pressTimer)
    for (const type of config.events) removeEventListener(type, onEvent, options)
    requestAnimationFrame(() =>
      setTimeout(() => {
        // A gesture into an airport field: its first answer comes before the scripts, which would
        // take the line and the processor from it; at most `holdMs` (docs/decisions/123-the-first-letters-answered.md).
        if (
          [doc.activeElement, touched].some((el) => el instanceof Element && el.hasAttribute(config.airports.attribute))
        )
          holding = setTimeout(proceed, config.airports.holdMs)
        else run()
      }),
    )
  }
  const onEvent = (event: Event) => {
    touched = event.target
    if (config.starts.includes(event.type)) {
      pressing = true
      clearTimeout(pressTimer)
      pressTimer = setTimeout(start, 1000)
      return
    }
    if (config.ends.includes(event.type)) pressing = false
    if (!pressing) start()
  }

  if (doc.visibilityState === 'visible') for (const type of config.events) addEventListener(type, onEvent, options)
  else {
    started = true
    run()
  }

  answerAirports(config.airports, config.hydratingEvent, proceed)
}
