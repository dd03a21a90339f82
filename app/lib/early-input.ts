import { useEffect, type RefObject } from 'react'

export interface EarlyField {
  element: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement
  name: string
  value: string
  checked: boolean
}

/**
 * The fields of `form` a visitor changed before React took the page over: their value differs
 * from the one the server rendered (which the DOM keeps as the default value, selection or check).
 */
export function changedBeforeHydration(form: HTMLFormElement): EarlyField[] {
  const changed: EarlyField[] = []
  for (const element of Array.from(form.elements)) {
    if (element instanceof HTMLInputElement) {
      if (element.type === 'hidden' || element.type === 'submit' || element.type === 'button') continue
      const isChoice = element.type === 'checkbox' || element.type === 'radio'
      const differs = isChoice
        ? element.checked !== element.defaultChecked && (element.type === 'checkbox' || element.checked)
        : element.value !== element.defaultValue
      if (differs) changed.push({ element, name: element.name, value: element.value, checked: element.checked })
    } else if (element instanceof HTMLTextAreaElement) {
      if (element.value !== element.defaultValue) {
        changed.push({ element, name: element.name, value: element.value, checked: false })
      }
    } else if (element instanceof HTMLSelectElement) {
      const option = element.selectedOptions[0]
      if (option && !option.defaultSelected && !element.multiple) {
        changed.push({ element, name: element.name, value: option.value, checked: false })
      }
    }
  }
  return changed
}

/**
 * Keeps what a visitor typed, picked or ticked while the page was painted but not yet hydrated
 * (scripts start after the first paint, decision 011). React leaves such a field as the visitor
 * left it but the component's state still holds the server's value, which the next render would
 * put back. Once, after hydration, every changed field is handed to `apply`, which puts it in the
 * form's state as if it had been typed.
 */
export function useEarlyInput(form: RefObject<HTMLFormElement | null>, apply: (field: EarlyField) => void) {
  useEffect(() => {
    if (!form.current) return
    for (const field of changedBeforeHydration(form.current)) apply(field)
    // Once, on mount: later changes go through the fields' own handlers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
}
