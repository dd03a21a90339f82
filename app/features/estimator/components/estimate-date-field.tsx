import { DEFAULT_DAYS_AHEAD, addDays } from '~/i18n/place-format'
import { fieldClass, labelClass } from '~/ui/field-styles'

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
}: {
  id: string
  label: string
  today: string | null
  defaultValue?: string
  required?: boolean
  className?: string
  inputClassName?: string
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
        className={`${fieldClass} ${inputClassName}`.trim()}
      />
    </div>
  )
}
