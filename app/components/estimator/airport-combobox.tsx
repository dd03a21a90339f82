import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react'
import { estimatorCopy } from '~/content/estimator'
import { AIRPORT_SEARCH_LIMIT, AIRPORT_SEARCH_MIN_CHARS, getAirport, searchAirports } from '~/domain/airports'
import type { Airport } from '~/domain/estimator/types'
import { formatNumber } from '~/i18n/format'
import { useCopy, useLanguage } from '~/i18n/language-context'
import { airportPlace } from './estimate-format'
import { fieldClass, labelClass } from './styles'

/** Spec §4: the list closes 200 ms after the field loses focus (time for a click on an option). */
export const SUGGESTIONS_CLOSE_DELAY_MS = 200

interface AirportComboboxProps {
  label: string
  /** The IATA code held by the form ('' when empty). */
  code: string
  onCodeChange: (code: string) => void
  /** How many of the (at most 8) matches are shown: 4 in the card estimator, all in the simulator. */
  maxShown?: number
  name?: string
  /** Extra class on the wrapper. */
  className?: string
}

/**
 * Airport field with a suggestion list — the WAI-ARIA 1.2 combobox pattern (list autocomplete):
 * the input keeps the focus, `aria-activedescendant` points at the highlighted option, arrows move,
 * Enter picks, Escape closes, and a polite status announces how many airports are suggested.
 *
 * Search is done in the browser with the airport table (about sixty rows, already in the bundle for
 * the place names): no request per keystroke.
 */
export function AirportCombobox({ label, code, onCodeChange, maxShown = AIRPORT_SEARCH_LIMIT, name, className }: AirportComboboxProps) {
  const t = useCopy(estimatorCopy).airport
  const { lang } = useLanguage()
  const id = useId()
  const inputId = `${id}-input`
  const listId = `${id}-list`
  const descriptionId = `${id}-description`
  const [query, setQuery] = useState<string | null>(null)
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null)
  const inputRef = useRef<HTMLInputElement>(null)

  useEffect(() => () => {
    if (closeTimer.current) clearTimeout(closeTimer.current)
  }, [])

  // Text typed before hydration (decision 011) becomes the search, its suggestions open if the
  // field still has the focus.
  useEffect(() => {
    const input = inputRef.current
    if (!input || input.value === input.defaultValue) return
    setQuery(input.value)
    setOpen(document.activeElement === input)
  }, [])

  const text = query ?? code
  const searching = query !== null && query.trim().length >= AIRPORT_SEARCH_MIN_CHARS
  const matches = useMemo(
    () => (searching && query !== null ? searchAirports(query, AIRPORT_SEARCH_LIMIT).slice(0, maxShown) : []),
    [query, searching, maxShown],
  )
  const expanded = open && matches.length > 0
  const selected = getAirport(code)

  const cancelClose = () => {
    if (closeTimer.current) clearTimeout(closeTimer.current)
    closeTimer.current = null
  }

  const pick = (airport: Airport) => {
    cancelClose()
    onCodeChange(airport.code)
    setQuery(null)
    setOpen(false)
    setActive(-1)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault()
        setOpen(true)
        if (matches.length) setActive((i) => (i + 1) % matches.length)
        break
      case 'ArrowUp':
        event.preventDefault()
        setOpen(true)
        if (matches.length) setActive((i) => (i <= 0 ? matches.length - 1 : i - 1))
        break
      case 'Home':
      case 'End':
        if (expanded) {
          event.preventDefault()
          setActive(event.key === 'Home' ? 0 : matches.length - 1)
        }
        break
      case 'Enter': {
        const option = expanded && active >= 0 ? matches[active] : undefined
        if (option) {
          event.preventDefault()
          pick(option)
        }
        break
      }
      case 'Escape':
        if (expanded) {
          event.preventDefault()
          setOpen(false)
          setActive(-1)
        }
        break
      default:
        break
    }
  }

  const activeOption = expanded && active >= 0 ? `${id}-option-${active}` : undefined
  const announcement = open && searching ? t.announce(matches.length, formatNumber(lang, matches.length)) : ''

  return (
    <div className={className}>
      <label htmlFor={inputId} className={labelClass}>
        {label}
      </label>
      <div className="relative">
      <input
        ref={inputRef}
        id={inputId}
        name={name}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={activeOption}
        aria-describedby={descriptionId}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        placeholder={t.placeholder}
        value={text}
        className={fieldClass}
        onFocus={() => {
          cancelClose()
          setOpen(true)
        }}
        onBlur={() => {
          cancelClose()
          closeTimer.current = setTimeout(() => {
            setOpen(false)
            setActive(-1)
          }, SUGGESTIONS_CLOSE_DELAY_MS)
        }}
        onChange={(event) => {
          const value = event.target.value
          setQuery(value)
          setOpen(true)
          setActive(-1)
          // A typed IATA code works without picking; anything else is checked at calculation time.
          onCodeChange(value.trim().toUpperCase())
        }}
        onKeyDown={onKeyDown}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={`${t.listLabel} — ${label}`}
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-30 mt-1 max-h-80 overflow-auto border border-gold/40 bg-ink py-1 shadow-[0_24px_48px_-12px_rgba(0,0,0,0.7)]"
      >
        {matches.map((airport, index) => (
          // The input keeps the focus (aria-activedescendant): options take mouse clicks only,
          // keyboard users pick with the arrows and Enter on the combobox.
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events
          <li
            key={airport.code}
            id={`${id}-option-${index}`}
            role="option"
            aria-selected={index === active}
            className={`flex cursor-pointer items-baseline gap-3 px-4 py-2.5 text-sm ${
              index === active ? 'bg-gold/15 text-ivory' : 'text-parchment hover:bg-gold/10'
            }`}
            onMouseDown={(event) => event.preventDefault()}
            onMouseEnter={() => setActive(index)}
            onClick={() => pick(airport)}
          >
            <span className="w-10 shrink-0 font-medium tracking-[0.12em] text-gold">{airport.code}</span>
            <span className="min-w-0">
              <span className="block truncate">{airport.name}</span>
              <span className="block truncate text-xs text-mist">{airportPlace(lang, airport)}</span>
            </span>
          </li>
        ))}
      </ul>
      </div>
      <p id={descriptionId} className="mt-1.5 min-h-[1.25rem] truncate text-xs text-mist">
        {selected && query === null ? t.selected(selected.name, airportPlace(lang, selected)) : t.hint}
      </p>
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </div>
  )
}
