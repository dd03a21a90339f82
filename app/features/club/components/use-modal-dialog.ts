import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react'

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([tabindex="-1"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

/**
 * The mechanics of a native modal <dialog>: `show` opens it and moves the focus to `firstField`,
 * Tab and Shift+Tab wrap inside it, the page behind does not scroll while it is open, and on close
 * the focus returns to the opener.
 */
export function useModalDialog(firstField: RefObject<HTMLElement | null>) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const openerRef = useRef<HTMLButtonElement>(null)
  const [open, setOpen] = useState(false)

  const show = useCallback(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    if (!dialog.open) dialog.showModal()
    setOpen(true)
    firstField.current?.focus()
  }, [firstField])

  const close = useCallback(() => dialogRef.current?.close(), [])

  useEffect(() => {
    if (!open) return
    const root = document.documentElement
    const previous = root.style.overflow
    root.style.overflow = 'hidden'
    return () => {
      root.style.overflow = previous
    }
  }, [open])

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab') return
    const items = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
      (el) => el.offsetParent !== null || el === document.activeElement,
    )
    const first = items[0]
    const last = items[items.length - 1]
    if (!first || !last) return
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault()
      first.focus()
    }
  }

  const onClose = () => {
    setOpen(false)
    openerRef.current?.focus()
  }

  return { openerRef, show, close, dialogProps: { ref: dialogRef, onKeyDown, onClose } }
}
