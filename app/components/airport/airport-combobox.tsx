import {
  useCallback,
  useEffect,
  useId,
  useImperativeHandle,
  useRef,
  useState,
  type KeyboardEvent,
  type Ref,
} from 'react'
import { airportFieldCopy } from '~/content/airport-field'
import { formatNumber } from '~/i18n/format'
import { useCopy, useLanguage } from '~/i18n/language-context'
import {
  AIRPORT_QUERY_LIMIT,
  AIRPORT_QUERY_MIN_CHARS,
  bestMatch,
  searchAirportsOnline,
  takeEarlyPick,
  type AirportSuggestion,
} from './airport-search-client'
import { countryName } from '~/i18n/place-format'
import { AIRPORT_FIELD_ATTRIBUTE } from '~/lib/hydration'
import { fieldClass, labelClass } from '~/ui/field-styles'

/** Spec §4: the list closes 200 ms after the field loses focus (time for a click on an option). */
export const SUGGESTIONS_CLOSE_DELAY_MS = 200
/** Keystrokes closer than this make one request. */
const SEARCH_DEBOUNCE_MS = 120

/** What the field holds: the text, and the airport it stands for once picked or resolved. */
export interface AirportChoice {
  text: string
  airport: AirportSuggestion | null
}

/** What the form asks of the field. */
export interface AirportFieldHandle {
  /** Resolves typed text that was not picked (the first fitting airport), then gives the choice. */
  settle: () => Promise<AirportChoice>
  /** Puts a code in the field (a one-click alternative), to be resolved by `settle`. */
  setCode: (code: string) => void
}

interface AirportComboboxProps {
  label: string
  name: string
  /** The code the server renders in the field. */
  defaultCode?: string
  /** How many of the (at most 8) matches are shown: 4 in the card estimator, all in the simulator. */
  maxShown?: number
  className?: string
  onChoice?: (choice: AirportChoice) => void
  handle?: Ref<AirportFieldHandle>
  /** In a form's field kit (the request form, docs/decisions/036-one-request-form.md): its id, */
  inputId?: string
  /** its required mark (aria-required as well), */
  required?: boolean
  /** its message under the field (aria-invalid, described by `errorId`), */
  error?: string
  errorId?: string
  /** and its look. */
  labelClassName?: string
  inputClassName?: string
  placeholder?: string
}

function place(lang: 'fr' | 'en', airport: AirportSuggestion): string {
  return airport.countryCode ? `${airport.city}, ${countryName(lang, airport.countryCode)}` : airport.city
}

/**
 * Airport field with a suggestion list — the WAI-ARIA 1.2 combobox pattern (list autocomplete):
 * the input keeps the focus, `aria-activedescendant` points at the highlighted option, arrows move,
 * Enter picks, Escape closes, and a polite status announces how many airports are suggested.
 *
 * The input is uncontrolled: what a visitor typed before hydration stays and becomes the search.
 * Suggestions come from the server (`/api/airports`); leaving the field with text that was not
 * picked takes the airport it most plausibly means (a typed city: its first airport).
 */
export function AirportCombobox({
  label,
  name,
  defaultCode = '',
  maxShown = AIRPORT_QUERY_LIMIT,
  className,
  onChoice,
  handle,
  inputId: givenInputId,
  required,
  error,
  errorId,
  labelClassName = labelClass,
  inputClassName = fieldClass,
  placeholder,
}: AirportComboboxProps) {
  const t = useCopy(airportFieldCopy)
  const { lang } = useLanguage()
  const id = useId()
  const inputId = givenInputId ?? `${id}-input`
  const listId = `${id}-list`
  const descriptionId = `${id}-description`
  const [query, setQuery] = useState<string | null>(null)
  const [matches, setMatches] = useState<{ query: string; airports: AirportSuggestion[] } | null>(null)
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const [selected, setSelected] = useState<AirportSuggestion | null>(null)
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null)
  const inputRef = useRef<HTMLInputElement>(null)
  const choiceRef = useRef<AirportChoice>({ text: defaultCode, airport: null })
  const onChoiceRef = useRef(onChoice)
  useEffect(() => {
    onChoiceRef.current = onChoice
  }, [onChoice])

  const report = useCallback((choice: AirportChoice) => {
    choiceRef.current = choice
    onChoiceRef.current?.(choice)
  }, [])

  useEffect(
    () => () => {
      if (closeTimer.current) clearTimeout(closeTimer.current)
    },
    [],
  )

  const searching = query !== null && query.trim().length >= AIRPORT_QUERY_MIN_CHARS
  useEffect(() => {
    if (!searching || query === null) return
    const controller = new AbortController()
    const timer = setTimeout(() => {
      searchAirportsOnline(query, lang, controller.signal)
        .then((airports) => setMatches({ query, airports }))
        .catch(() => {
          if (!controller.signal.aborted) setMatches({ query, airports: [] })
        })
    }, SEARCH_DEBOUNCE_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [query, searching, lang])

  const shown = searching && matches && matches.query === query ? matches.airports.slice(0, maxShown) : []
  const answered = searching && matches?.query === query
  const expanded = open && shown.length > 0
  const noMatch = open && answered && shown.length === 0

  const cancelClose = () => {
    if (closeTimer.current) clearTimeout(closeTimer.current)
    closeTimer.current = null
  }

  const pick = useCallback(
    (airport: AirportSuggestion) => {
      if (closeTimer.current) clearTimeout(closeTimer.current)
      closeTimer.current = null
      if (inputRef.current) inputRef.current.value = airport.code
      setSelected(airport)
      setQuery(null)
      setOpen(false)
      setActive(-1)
      report({ text: airport.code, airport })
    },
    [report],
  )

  // Text typed before hydration (decision 011) becomes the search; its suggestions open if the
  // field still has the focus. An airport picked in the bootstrap's list meanwhile stays picked
  // (docs/decisions/123-the-first-letters-answered.md).
  useEffect(() => {
    const input = inputRef.current
    if (!input || input.value === input.defaultValue) return
    const early = takeEarlyPick(input.name, input.value)
    if (early) return pick(early)
    setQuery(input.value)
    setOpen(document.activeElement === input)
    report({ text: input.value, airport: null })
  }, [report, pick])

  const settle = useCallback(async (): Promise<AirportChoice> => {
    const current = choiceRef.current
    if (current.airport || current.text.trim() === '') return current
    const text = current.text
    let found: AirportSuggestion[] = []
    try {
      found = await searchAirportsOnline(text, lang)
    } catch {
      return current
    }
    // The visitor may have typed on while the answer came.
    if (choiceRef.current.text !== text) return choiceRef.current
    const airport = bestMatch(text, found)
    if (airport) pick(airport)
    return choiceRef.current
  }, [lang, pick])

  useImperativeHandle(
    handle,
    () => ({
      settle,
      setCode: (code: string) => {
        if (inputRef.current) inputRef.current.value = code
        setSelected(null)
        setQuery(null)
        report({ text: code, airport: null })
      },
    }),
    [settle, report],
  )

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault()
        setOpen(true)
        if (shown.length) setActive((i) => (i + 1) % shown.length)
        break
      case 'ArrowUp':
        event.preventDefault()
        setOpen(true)
        if (shown.length) setActive((i) => (i <= 0 ? shown.length - 1 : i - 1))
        break
      case 'Home':
      case 'End':
        if (expanded) {
          event.preventDefault()
          setActive(event.key === 'Home' ? 0 : shown.length - 1)
        }
        break
      case 'Enter': {
        const option = expanded && active >= 0 ? shown[active] : undefined
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
  const announcement = open && answered ? t.announce(shown.length, formatNumber(lang, shown.length)) : ''

  return (
    <div className={className}>
      <label htmlFor={inputId} className={labelClassName}>
        {label}
        {required ? (
          <span aria-hidden="true" className="ml-1 text-gold">
            *
          </span>
        ) : null}
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
          aria-describedby={error && errorId ? `${descriptionId} ${errorId}` : descriptionId}
          aria-invalid={error ? true : undefined}
          aria-required={required || undefined}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder={placeholder ?? t.placeholder}
          defaultValue={defaultCode}
          className={inputClassName}
          // Typed in before the page's scripts run: the bootstrap suggests airports
          // (docs/decisions/123-the-first-letters-answered.md).
          {...{ [AIRPORT_FIELD_ATTRIBUTE]: maxShown }}
          onFocus={() => {
            cancelClose()
            setOpen(true)
          }}
          onBlur={() => {
            cancelClose()
            closeTimer.current = setTimeout(() => {
              setOpen(false)
              setActive(-1)
              void settle()
            }, SUGGESTIONS_CLOSE_DELAY_MS)
          }}
          onChange={(event) => {
            const value = event.target.value
            setQuery(value)
            setSelected(null)
            setOpen(true)
            setActive(-1)
            report({ text: value, airport: null })
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
          {shown.map((airport, index) => (
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
              <span className="w-11 shrink-0 font-medium tracking-[0.12em] text-gold">{airport.code}</span>
              <span className="min-w-0">
                <span className="block truncate">{airport.name}</span>
                <span className="block truncate text-xs text-mist">{place(lang, airport)}</span>
              </span>
            </li>
          ))}
        </ul>
        {noMatch ? (
          <p
            className="absolute inset-x-0 top-full z-30 mt-1 border border-gold/40 bg-ink px-4 py-3 text-sm text-parchment"
            data-testid="airport-no-match"
          >
            {t.noMatch}
          </p>
        ) : null}
      </div>
      {/* The picked place wraps (a long name stays readable on a phone and inside its card). */}
      <p id={descriptionId} className="mt-1.5 min-h-[1.25rem] text-xs text-mist [overflow-wrap:anywhere]">
        {selected && query === null ? t.selected(selected.name, place(lang, selected)) : t.hint}
      </p>
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-danger" data-testid="field-error">
          {error}
        </p>
      ) : null}
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </div>
  )
}
