import { getFormProps, getInputProps } from '@conform-to/react'
import { useEffect, useId, useRef } from 'react'
import { Form, Link, useNavigation } from 'react-router'
import { clubCopy } from '~/features/club/content/club'
import { formatUnit } from '~/i18n/format'
import { useCopy, useLanguage } from '~/i18n/language-context'
import { clubGateSchema } from '~/features/club/domain/club-gate'
import type { FormResult } from '~/domain/forms/form-result'
import { SubmitButton } from '~/ui/form-fields'
import { useSchemaForm } from '~/ui/use-schema-form'

/** What the gate's action answers when it does not let the visitor in (the one `FormResult`). */
export type GateResult = FormResult<string>

type GateMessage = 'missing' | 'invalid' | 'limited' | 'unavailable'

/** The gate's message for a code (the schema's, in the browser) or the server's answer. */
function messageOf(code: string | undefined, result: GateResult | undefined): GateMessage | undefined {
  if (code !== undefined) return code === 'required' ? 'missing' : 'invalid'
  switch (result?.status) {
    case 'invalid':
      return result.fieldErrors.code === 'required' ? 'missing' : 'invalid'
    case 'refused':
      return 'invalid'
    case 'rate_limited':
      return 'limited'
    case 'unavailable':
      return 'unavailable'
    default:
      return undefined
  }
}

/**
 * The access-code field (docs/product.md §8): upper-cased as typed (CSS shows it so at once; the
 * value itself is upper-cased on input and on hydration), required, checked by the server (a plain
 * form post through the one form handler that works without JavaScript; the answer takes ≥ 1 s).
 * Uncontrolled: a code typed before the scripts ran stays in the field.
 */
export function ClubGateForm({ result }: { result?: GateResult }) {
  const t = useCopy(clubCopy).gate
  const { lang } = useLanguage()
  const navigation = useNavigation()
  const pending = navigation.state !== 'idle' && navigation.formMethod?.toLowerCase() === 'post'
  const inputRef = useRef<HTMLInputElement>(null)
  const id = useId()
  // The typed code is not sent back (`lastResult`): after a refusal it stays in the field, selected.
  const [form, fields] = useSchemaForm(clubGateSchema, { id: `${id}-form` })
  const errorId = fields.code.errorId

  // After each refusal the field takes the focus back, its text selected, ready for another try.
  useEffect(() => {
    if (!result) return
    inputRef.current?.focus()
    inputRef.current?.select()
  }, [result])

  // What was typed before hydration is shown upper-cased by CSS: make the value match.
  useEffect(() => {
    const input = inputRef.current
    if (input && input.value !== input.value.toUpperCase()) input.value = input.value.toUpperCase()
  }, [])

  // The browser's check (an empty code, or one too long to be right), else the server's answer.
  const error = messageOf(fields.code.errors?.[0], result)
  const retryAfterS = result?.status === 'rate_limited' ? result.retryAfterS : undefined
  const minutes = retryAfterS ? Math.max(1, Math.ceil(retryAfterS / 60)) : undefined

  return (
    <Form {...getFormProps(form)} method="post" className="mt-10" aria-busy={pending || undefined}>
      <label htmlFor={fields.code.id} className="block text-[0.7rem] font-medium uppercase tracking-[0.28em] text-mist">
        {t.label}
      </label>
      <input
        {...getInputProps(fields.code, { type: 'text', ariaAttributes: false })}
        ref={inputRef}
        onInput={(event) => {
          const input = event.currentTarget
          const upper = input.value.toUpperCase()
          if (upper === input.value) return
          const start = input.selectionStart
          const end = input.selectionEnd
          input.value = upper
          // Keep the caret where it was (upper-casing never changes the length of typed codes).
          input.setSelectionRange(start, end)
        }}
        autoComplete="off"
        autoCapitalize="characters"
        autoCorrect="off"
        spellCheck={false}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${errorId}` : ''}`}
        className="mt-3 block w-full rounded-none border border-mist/55 bg-midnight/95 px-5 py-4 text-center font-display text-2xl uppercase tracking-[0.32em] text-ivory transition-colors placeholder:text-mist/60 hover:border-mist focus:border-gold-light aria-[invalid=true]:border-danger"
      />
      <p id={`${id}-hint`} className="mt-3 text-center text-xs text-mist">
        {t.hint}
      </p>
      <div id={errorId} aria-live="assertive" aria-atomic="true" className="min-h-6 mt-5 text-center text-sm">
        {error ? (
          <p key={result?.at ?? 'client'} className="text-danger" data-testid="gate-error">
            {t.errors[error]}
            {error === 'limited' && minutes ? (
              <span className="mt-1 block text-mist">
                {t.errors.retryIn.replace('{duration}', formatUnit(lang, minutes, 'minute', 0, 'short'))}
              </span>
            ) : null}
          </p>
        ) : null}
      </div>
      <SubmitButton pending={pending} label={t.submit} pendingLabel={t.pending} className="mt-6 w-full" />
    </Form>
  )
}

/** The note under the gate for visitors who are not members yet. */
export function ClubGateAside() {
  const t = useCopy(clubCopy).gate
  return (
    <div className="mt-14 border-t border-line pt-10 text-center">
      <h2 className="text-2xl">{t.notMemberTitle}</h2>
      <p className="mx-auto mt-3 max-w-sm text-sm text-mist">{t.notMemberText}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-x-8 gap-y-3 text-sm">
        <Link
          to="/herra"
          className="text-gold-light underline decoration-gold/40 underline-offset-4 hover:decoration-gold-light"
        >
          {t.discover}
        </Link>
        <Link
          to="/herra/membre"
          className="text-gold-light underline decoration-gold/40 underline-offset-4 hover:decoration-gold-light"
        >
          {t.apply}
        </Link>
      </div>
      <p className="mx-auto mt-10 max-w-sm text-xs leading-relaxed text-mist">{t.privacyNote}</p>
    </div>
  )
}
