import { useSyncExternalStore } from 'react'
import { localIsoDate } from '~/i18n/place-format'

const subscribeNever = () => () => {}

/**
 * Today's local date (YYYY-MM-DD) in the browser, `null` during server rendering and hydration — so
 * the server's and the browser's first renders agree, whatever their clocks and time zones.
 */
export function useToday(): string | null {
  return useSyncExternalStore(
    subscribeNever,
    () => localIsoDate(new Date()),
    () => null,
  )
}
