import { getInputProps, getSelectProps, getTextareaProps, type FieldMetadata } from '@conform-to/react'
import type { ReactNode, Ref } from 'react'
import { HONEYPOT_FIELD, IDEMPOTENCY_FIELD } from '~/domain/forms/form-result'

/**
 * THE field kit of every form, public and desk (docs/decisions/016-one-form-pattern.md): labelled,
 * uncontrolled controls (what the server rendered, or what the visitor typed before the scripts
 * ran, stays in the DOM: no state to copy it into). A field is Conform's metadata (`useForm`'s
 * `fields.x`, through `useConformForm`): its id, name, default value and constraints (read from
 * the schema by `getZodConstraint`) come through getInputProps/getSelectProps/getTextareaProps,
 * and its errors make it `aria-invalid`, described by its own message (Conform's `errorId`) or,
 * where the form says one thing for all fields (the club's), by the form's message. One honeypot,
 * one idempotency field, one submit button. Two looks: `boxed` (the lead pages, the desk) and
 * `line` (the club's underlined fields). The forms carry `noValidate`: messages come from the
 * shared zod schema, in the page's language.
 */

export type FieldLook = 'boxed' | 'line'

const INPUT: Record<FieldLook, string> = {
  boxed:
    'mt-2 block w-full rounded-none border border-line bg-night px-4 py-3 text-ivory placeholder:text-mist/80 ' +
    'transition-colors focus:border-gold focus:outline-none focus-visible:outline-2 focus-visible:outline-gold-light ' +
    'aria-[invalid=true]:border-danger',
  line:
    'mt-1 block w-full rounded-none border-0 border-b border-mist/55 bg-transparent px-0 py-2.5 text-base text-ivory ' +
    'transition-colors placeholder:text-mist/70 hover:border-mist focus:border-gold-light aria-[invalid=true]:border-b-2 aria-[invalid=true]:border-danger',
}

export const LABEL: Record<FieldLook, string> = {
  boxed: 'block text-sm tracking-wide text-parchment',
  line: 'block text-[0.7rem] font-medium uppercase tracking-[0.2em] text-mist',
}

export function inputClassOf(look: FieldLook): string {
  return INPUT[look]
}

/** The asterisk, and for screen readers the word (club forms) — or nothing (aria-required says it). */
export function RequiredMark({ spoken }: { spoken?: string }) {
  return (
    <>
      <span aria-hidden="true" className="ml-1 text-gold">
        *
      </span>
      {spoken ? <span className="sr-only"> ({spoken})</span> : null}
    </>
  )
}

/** Conform's metadata of one field (`fields.x` of `useForm`). */
export type FieldMeta = FieldMetadata<unknown, Record<string, unknown>, string[]>

export interface FieldProps {
  /** The field: Conform's metadata (id, name, default value, constraints, errors). */
  meta: FieldMeta
  label: ReactNode
  look?: FieldLook
  /** Whether the label shows the required mark (by default: what the schema says). */
  required?: boolean
  requiredText?: string
  hint?: string
  /** The field's own message (its error code in the page's language). */
  error?: string
  /** Invalid without a message of its own: described by the form's message (this id). */
  formMessageId?: string
  className?: string
}

function idOf(props: FieldProps): string {
  return props.meta.id
}

/** The boxed look says its hint in the label ("Return date (optional)"); the line look below the field. */
function hintBelow(props: FieldProps): boolean {
  return Boolean(props.hint) && props.look === 'line'
}

function isInvalid(props: FieldProps): boolean {
  return props.meta.errors !== undefined
}

function errorIdOf(props: FieldProps): string {
  return props.meta.errorId
}

function isRequired(props: FieldProps): boolean {
  return Boolean(props.required ?? props.meta.required)
}

/** aria-invalid and aria-describedby: the hint, then the field's message or the form's. */
function ariaOf(props: FieldProps) {
  const invalid = isInvalid(props)
  const ids = [
    hintBelow(props) ? `${idOf(props)}-hint` : null,
    invalid && props.error ? errorIdOf(props) : null,
    invalid && !props.error && props.formMessageId ? props.formMessageId : null,
  ].filter(Boolean)
  return { 'aria-invalid': invalid || undefined, 'aria-describedby': ids.length ? ids.join(' ') : undefined }
}

function Shell({ props, children }: { props: FieldProps; children: ReactNode }) {
  const look = props.look ?? 'boxed'
  return (
    <div className={props.className}>
      <label htmlFor={idOf(props)} className={LABEL[look]}>
        {props.label}
        {isRequired(props) ? <RequiredMark spoken={props.requiredText} /> : null}
        {props.hint && !hintBelow(props) ? (
          <>
            {' '}
            <span className="text-mist">{props.hint}</span>
          </>
        ) : null}
      </label>
      {children}
      {hintBelow(props) ? (
        <p id={`${idOf(props)}-hint`} className="mt-2 text-xs leading-relaxed text-mist">
          {props.hint}
        </p>
      ) : null}
      {props.error && isInvalid(props) ? (
        <p id={errorIdOf(props)} className="mt-2 text-sm text-danger">
          {props.error}
        </p>
      ) : null}
    </div>
  )
}

export function TextField({
  inputRef,
  ...props
}: FieldProps & {
  type?: 'text' | 'email' | 'tel' | 'date' | 'number' | 'search'
  autoComplete?: string
  placeholder?: string
  inputMode?: 'text' | 'email' | 'tel' | 'numeric' | 'decimal'
  inputRef?: Ref<HTMLInputElement>
  /** A `<datalist>`'s id: suggestions the field offers (an operator's registrations). */
  list?: string
}) {
  const type = props.type ?? 'text'
  return (
    <Shell props={props}>
      <input
        {...getInputProps(props.meta, { type, ariaAttributes: false })}
        {...ariaOf(props)}
        ref={inputRef}
        autoComplete={props.autoComplete}
        placeholder={props.placeholder}
        inputMode={props.inputMode}
        list={props.list}
        className={INPUT[props.look ?? 'boxed']}
      />
    </Shell>
  )
}

export function TextAreaField(props: FieldProps & { rows?: number; placeholder?: string }) {
  return (
    <Shell props={props}>
      <textarea
        {...getTextareaProps(props.meta, { ariaAttributes: false })}
        {...ariaOf(props)}
        rows={props.rows ?? 4}
        placeholder={props.placeholder}
        className={`${INPUT[props.look ?? 'boxed']} resize-y leading-relaxed`}
      />
    </Shell>
  )
}

export function SelectField(
  props: FieldProps & {
    options: ReadonlyArray<{ value: string; label: string }>
    /** The first, empty choice ('' value), if any. */
    emptyLabel?: string
    children?: ReactNode
  },
) {
  const look = props.look ?? 'boxed'
  return (
    <Shell props={props}>
      <select
        {...getSelectProps(props.meta, { ariaAttributes: false })}
        {...ariaOf(props)}
        className={`${INPUT[look]} cursor-pointer bg-night`}
      >
        {props.emptyLabel !== undefined ? <option value="">{props.emptyLabel}</option> : null}
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
        {props.children}
      </select>
    </Shell>
  )
}

export function CheckboxField({
  inputRef,
  ...props
}: Omit<FieldProps, 'label' | 'look' | 'hint' | 'className'> & {
  children: ReactNode
  inputRef?: Ref<HTMLInputElement>
  /** Controlled (club form B's clause enables its button); otherwise as rendered. */
  checked?: boolean
  onChange?: (checked: boolean) => void
}) {
  const field = { ...props, label: props.children } as FieldProps
  const required = isRequired(field)
  const { defaultChecked, ...control } = getInputProps(props.meta, { type: 'checkbox', ariaAttributes: false })
  return (
    <div className="flex items-start gap-3">
      <input
        {...control}
        {...ariaOf(field)}
        ref={inputRef}
        required={required || undefined}
        defaultChecked={props.checked === undefined ? defaultChecked : undefined}
        checked={props.checked}
        onChange={props.onChange ? (event) => props.onChange?.(event.currentTarget.checked) : undefined}
        className="mt-1 size-4 shrink-0 cursor-pointer accent-gold"
      />
      <div>
        <label htmlFor={idOf(field)} className="cursor-pointer text-sm leading-relaxed text-parchment">
          {props.children}
          {required ? <RequiredMark spoken={props.requiredText} /> : null}
        </label>
        {props.error && isInvalid(field) ? (
          <p id={errorIdOf(field)} className="mt-2 text-sm text-danger">
            {props.error}
          </p>
        ) : null}
      </div>
    </div>
  )
}

/**
 * The one trap for robots, named HONEYPOT_FIELD in every HTML form: off-screen, out of the tab
 * order and hidden from assistive technology, so neither people nor autofill fill it.
 */
export function Honeypot({ id, label }: { id: string; label: string }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
      <label htmlFor={id}>{label}</label>
      <input id={id} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  )
}

/**
 * The one idempotency field of every form that stores a request: the key the page's loader (or
 * the browser, after a success) chose, so the same post sent twice is stored once.
 */
export function IdempotencyField({ value }: { value: string }) {
  return <input type="hidden" name={IDEMPOTENCY_FIELD} value={value} />
}

/**
 * The submit button of every form: its width does not change while it waits (the pending label
 * takes the place of the label, both laid in the same grid cell), a spinner, and `aria-busy`.
 */
export function SubmitButton({
  pending,
  label,
  pendingLabel,
  className = '',
  ...rest
}: {
  pending: boolean
  label: string
  pendingLabel: string
  className?: string
  'aria-disabled'?: boolean
  'aria-describedby'?: string
}) {
  return (
    <button
      type="submit"
      className={`btn btn-gold ${className}`}
      disabled={pending}
      aria-busy={pending || undefined}
      {...rest}
    >
      <span className="grid items-center justify-items-center">
        <span className={`col-start-1 row-start-1 ${pending ? 'invisible' : ''}`} aria-hidden={pending || undefined}>
          {label}
        </span>
        <span
          className={`col-start-1 row-start-1 inline-flex items-center gap-2 ${pending ? '' : 'invisible'}`}
          aria-hidden={!pending || undefined}
        >
          <span
            aria-hidden="true"
            className="h-3.5 w-3.5 animate-spin rounded-full border-2 border-midnight/40 border-t-midnight"
          />
          {pendingLabel}
        </span>
      </span>
    </button>
  )
}

/**
 * The top of a lead form: eyebrow, title (the form's label), introduction, the legend of the
 * asterisks, then the hidden fields every lead form posts (idempotency key, language, the trap).
 */
export function FormHeader(props: {
  titleId: string
  copy: { eyebrow: string; title: string; requiredLegend: string; honeypotLabel: string }
  intro: ReactNode
  idempotencyKey: string
  lang: string
}) {
  const t = props.copy
  return (
    <>
      <p className="eyebrow">{t.eyebrow}</p>
      <h2 id={props.titleId} className="mt-3 text-3xl md:text-4xl">
        {t.title}
      </h2>
      {props.intro}
      <p className="mt-2 text-sm text-mist">{t.requiredLegend}</p>
      <IdempotencyField value={props.idempotencyKey} />
      <input type="hidden" name="lang" value={props.lang} />
      <Honeypot id={`${props.titleId}-trap`} label={t.honeypotLabel} />
    </>
  )
}

/** The frame of a lead form (contact, quote): a bordered panel labelled by its title. */
export const LEAD_FORM_CLASS = 'relative border border-line bg-ink/60 p-6 md:p-10'

/** A fresh idempotency key (works on plain http too, where crypto.randomUUID is missing). */
export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(16)
  crypto.getRandomValues(bytes)
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}

/** A sentence with `{email}` replaced by a mailto link. */
export function WithEmail({ text, email }: { text: string; email: string }) {
  const [before, after = ''] = text.split('{email}')
  return (
    <>
      {before}
      <a href={`mailto:${email}`} className="text-gold-light underline decoration-gold/50 hover:decoration-gold-light">
        {email}
      </a>
      {after}
    </>
  )
}
