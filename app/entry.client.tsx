import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'
import { HYDRATING_EVENT, whenFirstInteraction } from './lib/hydration'

// React Router's default client entry, plus one signal: from here on React hears the page's events
// (and replays those that arrive while it hydrates). Button presses before this moment were kept by
// the page's bootstrap, which presses them again once the page is hydrated
// (docs/decisions/070-hydrate-on-first-interaction.md).
function hydrate() {
  document.dispatchEvent(new Event(HYDRATING_EVENT))
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    )
  })
}

// Started by the page's bootstrap (paint-first), the visitor has interacted already. A document
// left as React Router wrote it (the variant measured in docs/decisions/101-one-page-pipeline.md)
// loads this module at once, and it waits for the first interaction itself.
if (document.getElementById('herra-entry')) hydrate()
else whenFirstInteraction(hydrate)
