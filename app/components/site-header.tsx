import { useEffect, useRef, useState } from 'react'
import { Link, NavLink, useLocation } from 'react-router'
import { telHref } from '~/config/house'
import { commonCopy } from '~/content/common'
import { useCopy } from '~/i18n/language-context'
import { useOperatorConfig } from '~/lib/use-operator-config'
import { LanguageSwitch } from './language-switch'
import { Logo } from './logo'

export const mainNav = [
  { to: '/about', key: 'about' },
  { to: '/services', key: 'services' },
  { to: '/fleet', key: 'fleet' },
  { to: '/empty-legs', key: 'emptyLegs' },
  { to: '/herra', key: 'club' },
  { to: '/contact', key: 'contact' },
] as const

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `relative py-2 text-[0.78rem] whitespace-nowrap uppercase tracking-[0.2em] no-underline transition-colors ${
    isActive
      ? 'text-gold after:absolute after:inset-x-0 after:-bottom-0.5 after:h-px after:bg-gold'
      : 'text-parchment hover:text-gold-light'
  }`

/** The mobile menu's links: the whole row is the tap target, 44 px high at least. */
const mobileLinkClass = ({ isActive }: { isActive: boolean }) =>
  `flex min-h-11 items-center text-[0.8rem] uppercase tracking-[0.22em] no-underline transition-colors ${
    isActive ? 'text-gold' : 'text-parchment hover:text-gold-light'
  }`

/** The phone menu's popover (one header per page). */
const MENU_ID = 'site-menu'

/**
 * The site header. On a phone the menu is a native popover (`popover` + `popovertarget`): the browser
 * opens it at the first tap, before the page's scripts run, and closes it on Escape or a tap outside
 * (docs/decisions/100-the-first-tap-answers.md). Once hydrated, the header follows its state (the
 * button's label), puts the focus in it when it opens, and closes it on a navigation.
 */
export function SiteHeader() {
  const t = useCopy(commonCopy)
  const phone = useOperatorConfig().offices.paris.phone
  const [open, setOpen] = useState(false)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const panelRef = useRef<HTMLDivElement>(null)
  const location = useLocation()
  /** The path the menu was opened on: a navigation away from it closes the menu. */
  const openedOn = useRef<string | null>(null)
  const mounted = useRef(false)

  const close = () => {
    const panel = panelRef.current
    if (panel?.matches(':popover-open')) panel.hidePopover()
  }

  // The popover opens and closes by itself (before hydration too): the state follows it.
  useEffect(() => {
    const panel = panelRef.current
    if (!panel) return
    const sync = () => {
      const shown = panel.matches(':popover-open')
      openedOn.current = shown ? window.location.pathname : null
      setOpen(shown)
      if (shown) panel.querySelector<HTMLElement>('a')?.focus()
      // Closed by Escape from inside: the focus goes back to the button.
      else if (panel.contains(document.activeElement) || document.activeElement === document.body)
        buttonRef.current?.focus()
    }
    if (panel.matches(':popover-open')) sync()
    panel.addEventListener('toggle', sync)
    return () => panel.removeEventListener('toggle', sync)
  }, [])

  // Hydration closes the menu (a tap on its button before the scripts ran is pressed again then,
  // app/lib/bootstrap.ts), and so does a navigation, unless the menu was opened on the new path: the
  // address changes before React shows the new page, and a tap in between must open the menu.
  useEffect(() => {
    if (!mounted.current || openedOn.current !== location.pathname) close()
    mounted.current = true
  }, [location.pathname])

  return (
    <header className="sticky top-0 z-40 border-b border-line/70 bg-midnight/90 backdrop-blur-md">
      <div className="container-luxe flex h-18 items-center justify-between gap-4">
        <Link to="/" aria-label={t.homeLabel} className="shrink-0 no-underline">
          <Logo />
        </Link>

        <nav aria-label={t.nav.label} className="hidden xl:block">
          <ul className="flex items-center gap-5">
            {mainNav.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} className={navLinkClass}>
                  {t.nav[item.key]}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="hidden items-center gap-3 xl:flex">
          <LanguageSwitch />
          <Link to="/herra" className="btn btn-outline !min-h-10 !px-4 whitespace-nowrap no-underline">
            {t.clubButton}
          </Link>
          <Link to="/member-login" className="btn btn-gold !min-h-10 !px-4 whitespace-nowrap no-underline">
            {t.memberButton}
          </Link>
        </div>

        <button
          ref={buttonRef}
          type="button"
          id={`${MENU_ID}-button`}
          popoverTarget={MENU_ID}
          className="inline-flex h-11 w-11 items-center justify-center text-ivory focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-light xl:hidden"
          aria-controls={MENU_ID}
          aria-label={open ? t.menu.close : t.menu.open}
        >
          {/* Which icon shows follows the popover itself (app.css), before hydration too. */}
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" className="menu-icon-open">
            <path d="M3 7h18M3 12h18M9 17h12" stroke="currentColor" strokeWidth="1.5" />
          </svg>
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" className="menu-icon-close">
            <path d="M5 5l14 14M19 5L5 19" stroke="currentColor" strokeWidth="1.5" />
          </svg>
        </button>
      </div>

      <div
        id={MENU_ID}
        ref={panelRef}
        popover="auto"
        className="fixed inset-x-0 top-18 bottom-auto m-0 max-h-[calc(100dvh-4.5rem)] w-auto max-w-none overflow-y-auto border-0 border-t border-line bg-midnight p-0 text-ivory xl:hidden"
        data-testid="mobile-menu"
      >
        <nav aria-label={t.menu.title} className="container-luxe pt-2 pb-6">
          <ul className="flex flex-col">
            {mainNav.map((item) => (
              <li key={item.to} className="border-b border-line/50">
                <NavLink to={item.to} className={mobileLinkClass} onClick={close}>
                  {t.nav[item.key]}
                </NavLink>
              </li>
            ))}
          </ul>
          {/* A call is one tap away: the Paris desk, 24/7. */}
          <a
            href={telHref(phone)}
            className="btn btn-gold mt-6 flex w-full no-underline"
            aria-label={t.menu.callLabel(phone)}
            data-testid="menu-call"
          >
            <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4 shrink-0">
              <path
                d="M6.6 2.5 8.4 6 6.9 7.6a11 11 0 0 0 5.5 5.5L14 11.6l3.5 1.8v2.8c0 .9-.8 1.5-1.6 1.4C8.6 16.9 3.1 11.4 2.4 4.1 2.3 3.3 2.9 2.5 3.8 2.5h2.8Z"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.4"
                strokeLinejoin="round"
              />
            </svg>
            {t.menu.call}
          </a>
          <div className="mt-3 grid grid-cols-2 gap-3">
            <Link to="/herra" className="btn btn-outline !px-3 no-underline" onClick={close}>
              {t.clubButton}
            </Link>
            <Link to="/member-login" className="btn btn-outline !px-3 no-underline" onClick={close}>
              {t.memberButton}
            </Link>
          </div>
          <LanguageSwitch onPick={close} className="mt-4 -ml-3" large />
        </nav>
      </div>
    </header>
  )
}
