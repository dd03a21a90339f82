import type { ReactNode } from 'react'

/** Design primitives of the desk: the house's dark and gold, denser than the public pages. */

export const deskInput =
  'mt-1.5 block w-full rounded-none border border-line bg-midnight px-3 py-2.5 text-ivory placeholder:text-mist/80 ' +
  'transition-colors focus:border-gold focus:outline-none focus-visible:outline-2 focus-visible:outline-gold-light ' +
  'aria-[invalid=true]:border-danger'

export const deskLabel = 'block text-xs uppercase tracking-[0.18em] text-mist'

export function DeskField({
  id,
  label,
  error,
  hint,
  children,
  className = '',
}: {
  id: string
  label: string
  error?: string
  hint?: string
  children: ReactNode
  className?: string
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className={deskLabel}>
        {label}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-mist">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  )
}

export function DeskPanel({
  title,
  id,
  children,
  className = '',
}: {
  title: string
  id: string
  children: ReactNode
  className?: string
}) {
  return (
    <section aria-labelledby={id} className={`border border-line/80 bg-night/60 p-4 md:p-6 ${className}`}>
      <h2 id={id} className="font-display text-2xl text-ivory">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  )
}

/** A polite live message under a form (saved, refused…). */
export function FormMessage({ tone, children }: { tone: 'ok' | 'error'; children: ReactNode }) {
  return (
    <p
      role={tone === 'error' ? 'alert' : 'status'}
      className={`mt-3 text-sm ${tone === 'ok' ? 'text-success' : 'text-danger'}`}
    >
      {children}
    </p>
  )
}

const STATUS_TONE: Record<string, string> = {
  new: 'border-gold text-gold-light',
  in_progress: 'border-parchment/60 text-parchment',
  quoted: 'border-parchment/60 text-parchment',
  won: 'border-success text-success',
  lost: 'border-line text-mist',
  spam: 'border-danger/70 text-danger',
}

export function StatusBadge({ status, label }: { status: string; label: string }) {
  return (
    <span
      className={`inline-block whitespace-nowrap border px-2 py-0.5 text-xs tracking-wide ${STATUS_TONE[status] ?? ''}`}
    >
      {label}
    </span>
  )
}
