import { useEffect, useRef } from 'react'

/** Height of the sticky site header (h-18): a result scrolled to the top stays below it. */
const HEADER_PX = 72

/**
 * Brings a new result into view and moves the focus to its heading (`tabIndex={-1}`): on a phone the
 * answer comes below the form, off the screen. Unless the whole result (the heading's section) is
 * already on the screen, the page scrolls the heading to the top, below the site header, smoothly
 * unless the visitor asked for reduced motion; a screen reader then reads from the heading. Runs
 * whenever `trigger` changes to a value (a new result object).
 */
export function useRevealResult<T extends HTMLElement>(trigger: unknown) {
  const ref = useRef<T>(null)
  useEffect(() => {
    const heading = ref.current
    if (!heading || trigger === null || trigger === undefined) return
    heading.focus({ preventScroll: true })
    const top = heading.getBoundingClientRect().top
    const bottom = (heading.closest('section') ?? heading).getBoundingClientRect().bottom
    if (top >= HEADER_PX && bottom <= window.innerHeight) return
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    window.scrollTo({ top: window.scrollY + top - HEADER_PX - 16, behavior: reduce ? 'auto' : 'smooth' })
  }, [trigger])
  return ref
}
