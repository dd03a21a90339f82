import type { ReactNode, Ref } from 'react'

/**
 * Field pieces shared by the Club HERRA forms: a label with the required asterisk (and its spoken
 * word), underlined inputs whose boundary keeps a 3:1 contrast on the dark ground, hints and
 * error links wired through aria-describedby. The forms carry `noValidate`: messages come from the
 * shared zod schema, in the page's language, not from the browser.
 */

export const inputClass =
  'block w-full rounded-none border-0 border-b border-mist/55 bg-transparent px-0 py-2.5 text-base text-ivory transition-colors placeholder:text-mist/70 hover:border-mist focus:border-gold-light aria-[invalid=true]:border-danger'

const labelClass = 'block text-[0.7rem] font-medium uppercase tracking-[0.2em] text-mist'

export function RequiredMark({ spoken }: { spoken: string }) {
  return (
    <>
      <span aria-hidden="true" className="ml-1 text-gold">
        *
      </span>
      <span className="sr-only"> ({spoken})</span>
    </>
  )
}

interface BaseFieldProps {
  id: string
  name: string
  label: string
  required?: boolean
  requiredText: string
  hint?: string
  invalid?: boolean
  /** id of the form's message, added to aria-describedby when the field is invalid. */
  errorId?: string
  className?: string
}

function describedBy(props: BaseFieldProps): string | undefined {
  const ids = [props.hint ? `${props.id}-hint` : null, props.invalid && props.errorId ? props.errorId : null].filter(Boolean)
  return ids.length ? ids.join(' ') : undefined
}

function Hint({ id, text }: { id: string; text?: string }) {
  return text ? (
    <p id={`${id}-hint`} className="mt-2 text-xs leading-relaxed text-mist">
      {text}
    </p>
  ) : null
}

export function TextField({
  inputRef,
  ...props
}: BaseFieldProps & {
  type?: 'text' | 'email' | 'tel'
  autoComplete?: string
  maxLength?: number
  defaultValue?: string
  inputRef?: Ref<HTMLInputElement>
}) {
  return (
    <div className={props.className}>
      <label htmlFor={props.id} className={labelClass}>
        {props.label}
        {props.required ? <RequiredMark spoken={props.requiredText} /> : null}
      </label>
      <input
        ref={inputRef}
        id={props.id}
        name={props.name}
        type={props.type ?? 'text'}
        autoComplete={props.autoComplete}
        maxLength={props.maxLength}
        defaultValue={props.defaultValue}
        required={props.required}
        aria-invalid={props.invalid ? true : undefined}
        aria-describedby={describedBy(props)}
        className={`${inputClass} mt-1`}
      />
      <Hint id={props.id} text={props.hint} />
    </div>
  )
}

export function TextAreaField(props: BaseFieldProps & { rows?: number; maxLength?: number; defaultValue?: string }) {
  return (
    <div className={props.className}>
      <label htmlFor={props.id} className={labelClass}>
        {props.label}
        {props.required ? <RequiredMark spoken={props.requiredText} /> : null}
      </label>
      <textarea
        id={props.id}
        name={props.name}
        rows={props.rows ?? 4}
        maxLength={props.maxLength}
        defaultValue={props.defaultValue}
        required={props.required}
        aria-invalid={props.invalid ? true : undefined}
        aria-describedby={describedBy(props)}
        className={`${inputClass} mt-1 resize-y leading-relaxed`}
      />
      <Hint id={props.id} text={props.hint} />
    </div>
  )
}

export function SelectField(
  props: BaseFieldProps & { options: ReadonlyArray<{ value: string; label: string }>; emptyLabel: string; defaultValue?: string },
) {
  return (
    <div className={props.className}>
      <label htmlFor={props.id} className={labelClass}>
        {props.label}
        {props.required ? <RequiredMark spoken={props.requiredText} /> : null}
      </label>
      <select
        id={props.id}
        name={props.name}
        defaultValue={props.defaultValue ?? ''}
        required={props.required}
        aria-invalid={props.invalid ? true : undefined}
        aria-describedby={describedBy(props)}
        className={`${inputClass} mt-1 cursor-pointer bg-night`}
      >
        <option value="">{props.emptyLabel}</option>
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <Hint id={props.id} text={props.hint} />
    </div>
  )
}

export function CheckboxField({
  inputRef,
  ...props
}: {
  id: string
  name: string
  value?: string
  children: ReactNode
  required?: boolean
  requiredText?: string
  invalid?: boolean
  errorId?: string
  defaultChecked?: boolean
  checked?: boolean
  onChange?: (checked: boolean) => void
  inputRef?: Ref<HTMLInputElement>
}) {
  return (
    <div className="flex items-start gap-3">
      <input
        ref={inputRef}
        id={props.id}
        name={props.name}
        value={props.value}
        type="checkbox"
        required={props.required}
        defaultChecked={props.checked === undefined ? props.defaultChecked : undefined}
        checked={props.checked}
        onChange={props.onChange ? (event) => props.onChange?.(event.currentTarget.checked) : undefined}
        aria-invalid={props.invalid ? true : undefined}
        aria-describedby={props.invalid && props.errorId ? props.errorId : undefined}
        className="mt-1 size-4 shrink-0 cursor-pointer accent-gold"
      />
      <label htmlFor={props.id} className="cursor-pointer text-sm leading-relaxed text-parchment">
        {props.children}
        {props.required && props.requiredText ? <RequiredMark spoken={props.requiredText} /> : null}
      </label>
    </div>
  )
}

/** The trap field: off-screen, out of the tab order, hidden from assistive technology. */
export function Honeypot({ name, label }: { name: string; label: string }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
      <label htmlFor={`hp-${name}`}>{label}</label>
      <input id={`hp-${name}`} type="text" name={name} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  )
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
