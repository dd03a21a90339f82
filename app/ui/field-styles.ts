/** Shared class names of the estimator forms (the design tokens live in app.css). */
export const labelClass = 'mb-2 block text-[0.7rem] font-medium uppercase tracking-[0.2em] text-mist'

export const fieldClass =
  'block h-12 w-full border border-line bg-midnight/70 px-3.5 text-[0.95rem] text-ivory placeholder:text-mist/70 transition-colors hover:border-gold/50 focus:border-gold focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-light [color-scheme:dark]'

export const hintClass = 'mt-1.5 min-h-[1.25rem] text-xs text-mist'
