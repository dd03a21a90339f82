import { getFormProps, getInputProps } from '@conform-to/react'
import { useId, useRef, useState, type Ref } from 'react'
import { useFetcher } from 'react-router'
import { memberLoginCopy } from '~/features/club/content/member-login'
import { useCopy, useLanguage } from '~/i18n/language-context'
import { memberLoginSchema } from '~/features/club/domain/member-login'
import { inputClassOf, type FieldMeta } from '~/ui/form-fields'
import { useSchemaForm } from '~/ui/use-schema-form'

const inputClass = `${inputClassOf('line')} !mt-2 py-3 text-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-gold-light`

/**
 * The member login (docs/product.md §8): no error at first; every attempt — empty fields included — shows the
 * house's message, which stays until the page is reloaded. Nothing is ever granted. The form posts
 * to the page (it works without JavaScript), whose action (the one form handler, rate limit
 * only) reads nothing and stores nothing; the password field is emptied after each attempt.
 */
export function MemberLoginForm({ attemptedOnServer }: { attemptedOnServer: boolean }) {
  const t = useCopy(memberLoginCopy)
  const { lang } = useLanguage()
  const fetcher = useFetcher()
  const [attempted, setAttempted] = useState(false)
  const passwordRef = useRef<HTMLInputElement>(null)
  const messageId = useId()
  const [form, fields] = useSchemaForm(memberLoginSchema, {
    id: useId(),
    onSubmit: (event) => {
      event.preventDefault()
      setAttempted(true)
      // The server learns only that an attempt was made: no field is sent.
      void fetcher.submit(null, { method: 'post', action: '/member-login' })
      if (passwordRef.current) passwordRef.current.value = ''
    },
  })
  const showError = attempted || attemptedOnServer || fetcher.data !== undefined
  const describedBy = showError ? messageId : undefined

  return (
    <form {...getFormProps(form)} method="post" action="/member-login" aria-label={t.formLabel} className="mt-12">
      <LoginField meta={fields.memberNumber} label={t.memberNumber} describedBy={describedBy} />
      <LoginField
        meta={fields.password}
        label={t.password}
        describedBy={describedBy}
        password
        inputRef={passwordRef}
        className="mt-8"
      />
      <div role="alert" className="mt-8 min-h-7">
        {showError ? (
          <p id={messageId} lang={t.invalidLang !== lang ? t.invalidLang : undefined} className="text-sm text-danger">
            {t.invalid}
          </p>
        ) : null}
      </div>
      <button type="submit" className="btn btn-gold mt-4 w-full">
        {t.submit}
      </button>
    </form>
  )
}

/** One of the two fields: the member number, or the password (emptied after each attempt). */
function LoginField({
  inputRef,
  ...props
}: {
  meta: FieldMeta
  label: string
  describedBy?: string
  password?: boolean
  inputRef?: Ref<HTMLInputElement>
  className?: string
}) {
  const type = props.password ? 'password' : 'text'
  return (
    <div className={props.className}>
      <label htmlFor={props.meta.id} className="block text-xs tracking-[0.22em] text-mist uppercase">
        {props.label}
      </label>
      <input
        {...getInputProps(props.meta, { type, ariaAttributes: false })}
        ref={inputRef}
        autoComplete={props.password ? 'current-password' : 'username'}
        spellCheck={props.password ? undefined : false}
        aria-describedby={props.describedBy}
        className={inputClass}
      />
    </div>
  )
}
