import type { ReactNode } from 'react'

/** Design primitives of the desk: the house's dark and gold, denser than the public pages. */

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

/** What a desk form's answer says beyond its fields: too many posts, or the database away. */
export function RefusalMessage({
  status,
  copy,
}: {
  status: string | undefined
  copy: { limited: string; unavailable: string }
}) {
  if (status === 'rate_limited') return <FormMessage tone="error">{copy.limited}</FormMessage>
  if (status === 'unavailable') return <FormMessage tone="error">{copy.unavailable}</FormMessage>
  return null
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
