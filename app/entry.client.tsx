import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'
import { HYDRATING_EVENT } from './lib/hydration'

// React Router's default client entry, plus one signal: from here on React hears the page's events
// (and replays those that arrive while it hydrates). Button presses before this moment were kept by
// the page's bootstrap, which presses them again once the page is hydrated
// (docs/decisions/070-hydrate-on-first-interaction.md).
document.dispatchEvent(new Event(HYDRATING_EVENT))

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  )
})
