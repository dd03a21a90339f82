import type { ChangeEvent, ReactNode } from 'react'

/**
 * The pieces the lead forms (contact, quote) are built from: a labelled control with its error
 * announced through aria-describedby, the hidden honeypot, and the status line.
 */

export const inputClass =
  'mt-2 block w-full rounded-none border border-line bg-night px-4 py-3 text-ivory placeholder:text-mist/80 ' +
  'transition-colors focus:border-gold focus:outline-none focus-visible:outline-2 focus-visible:outline-gold-light ' +
  'aria-[invalid=true]:border-danger'

export const labelClass = 'block text-sm tracking-wide text-parchment'

export function RequiredMark() {
  return (
    <span aria-hidden="true" className="ml-0.5 text-gold">
      *
    </span>
  )
}

interface FieldShellProps {
  id: string
  label: string
  required?: boolean
  hint?: string
  error?: string
  children: ReactNode
  className?: string
}

/** Label, control, optional hint and error message; ids follow `${id}-hint` / `${id}-error`. */
export function FieldShell({ id, label, required, hint, error, children, className }: FieldShellProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
        {required ? <RequiredMark /> : null}
        {hint ? (
          <>
            {' '}
            <span className="text-mist">{hint}</span>
          </>
        ) : null}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="mt-2 text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  )
}

export function describedBy(id: string, error: string | undefined, extra?: string): string | undefined {
  const ids = [error ? `${id}-error` : undefined, extra].filter(Boolean)
  return ids.length > 0 ? ids.join(' ') : undefined
}

interface TextFieldProps {
  id: string
  name: string
  label: string
  value: string
  onChange: (value: string) => void
  required?: boolean
  /** Required in code but without the native flag (spec §5: departure, destination, date). */
  requiredInCode?: boolean
  error?: string
  hint?: string
  type?: 'text' | 'email' | 'tel' | 'date' | 'number'
  autoComplete?: string
  placeholder?: string
  inputMode?: 'text' | 'email' | 'tel' | 'numeric'
  min?: number | string
  max?: number | string
  maxLength?: number
  className?: string
}

export function TextField(props: TextFieldProps) {
  const { id, error } = props
  return (
    <FieldShell
      id={id}
      label={props.label}
      required={props.required || props.requiredInCode}
      hint={props.hint}
      error={error}
      className={props.className}
    >
      <input
        id={id}
        name={props.name}
        type={props.type ?? 'text'}
        value={props.value}
        onChange={(e: ChangeEvent<HTMLInputElement>) => props.onChange(e.target.value)}
        required={props.required}
        aria-required={props.required || props.requiredInCode ? true : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error)}
        autoComplete={props.autoComplete}
        placeholder={props.placeholder}
        inputMode={props.inputMode}
        min={props.min}
        max={props.max}
        maxLength={props.maxLength}
        className={inputClass}
      />
    </FieldShell>
  )
}

/**
 * The trap for robots (style.md "Forms"): not displayed, so neither people nor browser autofill
 * ever fill it; robots that fill every input do, and their request is silently dropped.
 */
export function HoneypotField({ id, label }: { id: string; label: string }) {
  return (
    <div hidden>
      <label htmlFor={id}>{label}</label>
      <input id={id} name="company" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  )
}

/** A fresh idempotency key (works on plain http too, where crypto.randomUUID is missing). */
export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(16)
  crypto.getRandomValues(bytes)
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}
