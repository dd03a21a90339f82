import type { ReactNode } from 'react'
import { Form, Link, NavLink } from 'react-router'
import { LanguageSwitch } from '~/components/language-switch'
import { deskCopy } from '~/desk-kit/content/desk'
import { staffProfileCopy } from '~/desk-kit/content/staff-profile'
import { bookingDeskCopy } from '~/features/bookings/content/booking-desk-copy'
import { legsDeskCopy } from '~/features/empty-legs/content/legs-desk-copy'
import { operatorsCopy } from '~/features/operators/content/operators-copy'
import { useCopy } from '~/i18n/language-context'

/** Who is signed in: the address, the name replies are signed with, whether the profile is set. */
export interface ShellStaff {
  email: string
  name: string
  complete: boolean
}

/** The desk's frame: brand, navigation, language, who is signed in (and whether their profile is set), sign-out. */
export function DeskShell({ staff, children }: { staff?: ShellStaff; children: ReactNode }) {
  const t = useCopy(deskCopy)
  const p = useCopy(staffProfileCopy)
  const legsNav = useCopy(legsDeskCopy).nav
  const operatorsNav = useCopy(operatorsCopy).nav
  const bookingsNav = useCopy(bookingDeskCopy).nav
  const link = ({ isActive }: { isActive: boolean }) =>
    `whitespace-nowrap px-3 py-2 text-xs uppercase tracking-[0.18em] no-underline transition-colors ${
      isActive ? 'text-gold' : 'text-parchment hover:text-gold-light'
    }`
  return (
    <div className="min-h-dvh bg-midnight">
      <header className="border-b border-line/80 bg-night/80">
        <div className="mx-auto flex max-w-[90rem] flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3 md:px-8">
          <p className="font-display text-xl tracking-[0.2em] text-ivory">
            HERRA <span className="text-gold">·</span>{' '}
            <span className="text-base tracking-[0.15em] text-parchment">{t.name}</span>
          </p>
          {staff ? (
            <nav aria-label={t.nav.label} className="-mx-3 flex flex-wrap">
              <NavLink to="/desk" end className={link}>
                {t.nav.inbox}
              </NavLink>
              <NavLink to="/desk/bookings" className={link}>
                {bookingsNav}
              </NavLink>
              <NavLink to="/desk/empty-legs" className={link}>
                {legsNav}
              </NavLink>
              <NavLink to="/desk/operators" className={link}>
                {operatorsNav}
              </NavLink>
              <NavLink to="/desk/outbox" className={link}>
                {t.nav.outbox}
              </NavLink>
              <NavLink to="/desk/privacy" className={link}>
                {t.nav.privacy}
              </NavLink>
              <NavLink to="/desk/audit" className={link}>
                {t.nav.audit}
              </NavLink>
              <NavLink to="/desk/profile" className={link}>
                {p.nav}
              </NavLink>
            </nav>
          ) : null}
          <div className="ml-auto flex flex-wrap items-center gap-3">
            <LanguageSwitch />
            {staff ? (
              <>
                <p className="text-xs text-mist">
                  {t.nav.signedInAs} <span className="text-parchment">{staff.name}</span>{' '}
                  <span className="text-mist">({staff.email})</span>
                </p>
                {staff.complete ? null : (
                  <Link
                    to="/desk/profile"
                    className="border border-gold/70 px-2 py-1 text-xs text-gold-light no-underline hover:text-gold"
                    data-testid="profile-incomplete"
                  >
                    {p.incomplete}
                  </Link>
                )}
                <Form method="post" action="/desk/sign-out">
                  <button type="submit" className="btn btn-outline min-h-9 px-3 py-1.5 text-[0.7rem]">
                    {t.nav.signOut}
                  </button>
                </Form>
              </>
            ) : null}
          </div>
        </div>
      </header>
      <div className="mx-auto max-w-[90rem] px-4 py-6 md:px-8 md:py-10">{children}</div>
    </div>
  )
}
