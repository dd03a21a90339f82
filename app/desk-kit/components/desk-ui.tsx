import type { ReactNode } from 'react'
import { deskCopy, type DeskCopy } from '~/desk-kit/content/desk'
import { useCopy } from '~/i18n/language-context'
import { SubmitButton, type FieldMeta } from '~/ui/form-fields'

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

/** What a desk form's answer says beyond its fields: too many posts, the database away, the request gone. */
export function RefusalMessage({
  answer,
  copy,
}: {
  answer: { status: string; formError?: string } | undefined
  copy: DeskCopy['errors']
}) {
  if (answer?.status === 'rate_limited') return <FormMessage tone="error">{copy.limited}</FormMessage>
  if (answer?.status === 'unavailable') return <FormMessage tone="error">{copy.unavailable}</FormMessage>
  if (answer?.status === 'refused' && answer.formError === 'missing')
    return <FormMessage tone="error">{copy.missing}</FormMessage>
  return null
}

/**
 * The end of every desk form: its button (steady width, spinner, `aria-busy`), then, announced,
 * what the answer says — `done` after a success, `children` (a form's own message), too many
 * posts, the database away, the request gone. `post` is `useFormAnswer`'s.
 */
export function DeskFormEnd(props: {
  post: { answer?: { status: string; formError?: string }; pending: boolean }
  label: string
  pendingLabel?: string
  className?: string
  done?: string
  children?: ReactNode
}) {
  const t = useCopy(deskCopy)
  const { answer, pending } = props.post
  return (
    <>
      <SubmitButton
        pending={pending}
        label={props.label}
        pendingLabel={props.pendingLabel ?? t.request.saving}
        className={props.className}
      />
      <div aria-live="polite">
        {props.done && answer?.status === 'success' ? <FormMessage tone="ok">{props.done}</FormMessage> : null}
        {props.children}
        <RefusalMessage answer={answer} copy={t.errors} />
      </div>
    </>
  )
}

/** What a desk field says about its error code (the codes of every form), in the staff member's language. */
const FIELD_MESSAGES: Record<'email' | 'note' | 'confirm' | 'other', (code: string) => keyof DeskCopy['errors']> = {
  email: (code) => (code === 'oneLine' ? 'oneLine' : 'invalidEmail'),
  note: (code) => (code === 'invalid' ? 'invalid' : 'noteRequired'),
  confirm: () => 'confirmRequired',
  other: (code) => (code === 'oneLine' ? 'oneLine' : 'invalid'),
}

export function fieldErrorOf(
  copy: DeskCopy['errors'],
  meta: FieldMeta,
  kind: keyof typeof FIELD_MESSAGES,
): string | undefined {
  const code = meta.errors?.[0]
  if (code === undefined) return undefined
  const message = copy[FIELD_MESSAGES[kind](code)]
  return typeof message === 'string' ? message : copy.invalid
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
