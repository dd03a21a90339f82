import { DEFAULT_DAYS_AHEAD, addDays } from '~/i18n/place-format'
import { fieldClass, labelClass } from '~/ui/field-styles'

/** An estimator field's error message, under it (nothing when there is none). */
export function FieldErrorText({ id, error }: { id: string; error?: string | undefined }) {
  if (!error) return null
  return (
    <p id={id} className="mt-1 text-sm text-danger" data-testid="field-error">
      {error}
    </p>
  )
}

/**
 * The estimators' date of departure (the fleet cards, the simulator, the home hero): not before
 * today, and by default a few days ahead (docs/product.md §4). `today` is null until the browser
 * knows its date (the server renders no default then).
 */
export function EstimateDateField({
  id,
  label,
  today,
  defaultValue,
  required = false,
  className = 'min-w-0',
  inputClassName = '',
  error,
}: {
  id: string
  label: string
  today: string | null
  defaultValue?: string
  required?: boolean
  className?: string
  inputClassName?: string
  /** The message of an error at this field (docs/decisions/109-errors-at-the-field.md). */
  error?: string
}) {
  return (
    <div className={className}>
      <label htmlFor={`${id}-date`} className={labelClass}>
        {label}
      </label>
      <input
        id={`${id}-date`}
        name="date"
        type="date"
        required={required}
        min={today ?? undefined}
        defaultValue={defaultValue || (today ? addDays(today, DEFAULT_DAYS_AHEAD) : '')}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-date-error` : undefined}
        className={`${fieldClass} ${inputClassName}`.trim()}
      />
      <FieldErrorText id={`${id}-date-error`} error={error} />
    </div>
  )
}
