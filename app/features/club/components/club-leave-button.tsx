import { Form } from 'react-router'
import { house } from '~/config/house'
import { clearAccessFlag } from './club-access-flag'

/**
 * 'Quitter', always at the top right (docs/product.md §2), in a slim opaque bar that sticks under the site
 * header: the button never floats over the page (it used to cover the privilege grid at 1440 px
 * and the headings while scrolling on a phone). The bar also says where the visitor is.
 * The button clears the session flag, then a plain form post to /club-herra-exit clears the
 * access cookie and lands on /. A full page load on purpose: nothing of the private page stays in
 * the browser's memory. Works without JavaScript.
 */
export function ClubLeaveButton({ label, spokenLabel, area }: { label: string; spokenLabel: string; area: string }) {
  return (
    <div className="sticky top-[calc(4.5rem+1px)] z-30 border-b border-line/70 bg-night" data-testid="club-private-bar">
      <div className="container-luxe flex min-h-14 items-center justify-between gap-4">
        <p className="flex items-center gap-2.5 whitespace-nowrap text-[0.68rem] uppercase tracking-[0.26em] text-mist">
          <span aria-hidden="true" className="size-1.5 rotate-45 bg-gold" />
          {area}
          <span className="hidden sm:inline">· {house.clubName}</span>
        </p>
        <Form method="post" action="/club-herra-exit" reloadDocument onSubmit={() => clearAccessFlag()}>
          <button
            type="submit"
            aria-label={spokenLabel}
            className="inline-flex min-h-11 items-center gap-2.5 border border-gold/70 px-4 text-[0.72rem] uppercase tracking-[0.22em] text-ivory transition-colors hover:border-gold-light hover:bg-gold/15"
            data-testid="club-leave"
          >
            <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false" className="text-gold">
              <path d="M10 4H5v16h5M14 8l4 4-4 4M18 12H9" fill="none" stroke="currentColor" strokeWidth="1.3" />
            </svg>
            {label}
          </button>
        </Form>
      </div>
    </div>
  )
}
