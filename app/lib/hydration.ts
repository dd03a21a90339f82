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
 * The airport inputs that the page's bootstrap answers before React listens: typed in before the
 * scripts ran, they show suggestions at once (docs/decisions/123-the-first-letters-answered.md). The
 * attribute's value is how many suggestions the field shows.
 */
export const AIRPORT_FIELD_ATTRIBUTE = 'data-airport-field'

/**
 * Where the bootstrap leaves an airport picked in its list before React listened (on `window`, by the
 * input's name), for the combobox to take as picked once hydrated.
 */
export const EARLY_AIRPORT_PICKS = '__herraEarlyAirports'

/**
 * How long, at most, the page's scripts wait when the visitor's first gesture went into an airport
 * field: its first suggestions come first (docs/decisions/123-the-first-letters-answered.md).
 */
export const AIRPORT_FIRST_ANSWER_HOLD_MS = 2000
