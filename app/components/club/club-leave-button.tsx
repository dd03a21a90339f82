import { Form } from 'react-router'
import { clearAccessFlag } from './club-access-flag'

/**
 * 'Quitter', fixed at the top right (spec §2): clears the session flag, then a plain form post to
 * /club-herra-exit clears the access cookie and lands on /. A full page load on purpose: nothing of
 * the private page stays in the browser's memory. Works without JavaScript.
 */
export function ClubLeaveButton({ label, spokenLabel }: { label: string; spokenLabel: string }) {
  return (
    <Form
      method="post"
      action="/club-herra-exit"
      reloadDocument
      onSubmit={() => clearAccessFlag()}
      className="fixed right-4 top-[5.25rem] z-30 md:right-8"
    >
      <button
        type="submit"
        aria-label={spokenLabel}
        className="inline-flex min-h-11 items-center gap-2.5 border border-gold/70 bg-midnight/85 px-4 text-[0.72rem] uppercase tracking-[0.22em] text-ivory backdrop-blur-md transition-colors hover:border-gold-light hover:bg-gold/15"
        data-testid="club-leave"
      >
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false" className="text-gold">
          <path d="M10 4H5v16h5M14 8l4 4-4 4M18 12H9" fill="none" stroke="currentColor" strokeWidth="1.3" />
        </svg>
        {label}
      </button>
    </Form>
  )
}
