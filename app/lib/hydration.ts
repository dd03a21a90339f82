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
