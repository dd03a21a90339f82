/**
 * What the page's bootstrap (app/lib/paint-first.ts) and the client entry (app/entry.client.tsx)
 * say to each other (docs/decisions/070-hydrate-on-first-interaction.md).
 */

/** Fired on `document` by the client entry just before React starts listening to the page. */
export const HYDRATING_EVENT = 'herra:hydrating'

/** The events of a visitor that start the page's JavaScript: a pointer, a key, a focus, a scroll. */
export const FIRST_INTERACTION_EVENTS = [
  'pointerdown',
  'pointermove',
  'touchstart',
  'keydown',
  'focusin',
  'wheel',
  'scroll',
] as const

/**
 * The events that start a gesture (a press of a finger, a button, a key): the page's JavaScript then
 * waits for the gesture's end (`GESTURE_END_EVENTS`) and the frame that shows its answer (a native
 * disclosure opened, a character typed), so that loading it never holds that frame back
 * (docs/decisions/100-the-first-tap-answers.md).
 */
export const GESTURE_START_EVENTS = ['pointerdown', 'touchstart', 'keydown'] as const
export const GESTURE_END_EVENTS = ['pointerup', 'pointercancel', 'touchend', 'touchcancel', 'keyup', 'click'] as const

/**
 * A form that needs the page's JavaScript to answer (it computes in place, it has no page of its own
 * to post to) carries this attribute: submitted before the scripts run, it waits for them and is
 * submitted again, once (docs/decisions/100-the-first-tap-answers.md).
 */
export const SUBMIT_WHEN_READY_ATTRIBUTE = 'data-submit-when-ready'

/**
 * Calls `then` once, one frame after the visitor's first interaction (after a press, after its end);
 * at once in a hidden tab. The same rule as the bootstrap's (app/lib/bootstrap.ts), for a document
 * that has none (docs/decisions/101-one-page-pipeline.md).
 */
export function whenFirstInteraction(then: () => void): void {
  if (document.visibilityState !== 'visible') return then()
  const options = { capture: true, passive: true }
  const events: readonly string[] = [...FIRST_INTERACTION_EVENTS, ...GESTURE_END_EVENTS]
  const starts: readonly string[] = GESTURE_START_EVENTS
  const ends: readonly string[] = GESTURE_END_EVENTS
  let done = false
  let pressing = false
  let timer: ReturnType<typeof setTimeout> | undefined
  const start = () => {
    if (done) return
    done = true
    clearTimeout(timer)
    for (const type of events) removeEventListener(type, onEvent, options)
    requestAnimationFrame(() => setTimeout(then))
  }
  const onEvent = (event: Event) => {
    if (starts.includes(event.type)) {
      pressing = true
      clearTimeout(timer)
      timer = setTimeout(start, 1000)
      return
    }
    if (ends.includes(event.type)) pressing = false
    if (!pressing) start()
  }
  for (const type of events) addEventListener(type, onEvent, options)
}
