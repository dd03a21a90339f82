import { useId, useRef, useState, type FormEvent } from 'react'
import { useFetcher } from 'react-router'
import { memberLoginCopy } from '~/content/member-login'
import { useCopy, useLanguage } from '~/i18n/language-context'
import { inputClassOf } from '~/ui/form-fields'

const inputClass = `${inputClassOf('line')} !mt-2 py-3 text-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-gold-light`

/**
 * The member login (spec §4): no error at first; every attempt — empty fields included — shows the
 * spec's message, which stays until the page is reloaded. Nothing is ever granted. The form posts
 * to the page (it works without JavaScript), whose action (the one form handler, rate limit
 * only) reads nothing and stores nothing; the
 * password field is emptied after each attempt.
 */
export function MemberLoginForm({ attemptedOnServer }: { attemptedOnServer: boolean }) {
  const t = useCopy(memberLoginCopy)
  const { lang } = useLanguage()
  const fetcher = useFetcher()
  const [attempted, setAttempted] = useState(false)
  const passwordRef = useRef<HTMLInputElement>(null)
  const ids = { number: useId(), password: useId(), message: useId() }
  const showError = attempted || attemptedOnServer || fetcher.data !== undefined

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setAttempted(true)
    // The server learns only that an attempt was made: no field is sent.
    void fetcher.submit(null, { method: 'post', action: '/member-login' })
    if (passwordRef.current) passwordRef.current.value = ''
  }

  return (
    <form
      method="post"
      action="/member-login"
      noValidate
      onSubmit={onSubmit}
      aria-label={t.formLabel}
      className="mt-12"
    >
      <div>
        <label htmlFor={ids.number} className="block text-xs tracking-[0.22em] text-mist uppercase">
          {t.memberNumber}
        </label>
        <input
          id={ids.number}
          name="memberNumber"
          type="text"
          autoComplete="username"
          spellCheck={false}
          aria-describedby={showError ? ids.message : undefined}
          className={inputClass}
        />
      </div>
      <div className="mt-8">
        <label htmlFor={ids.password} className="block text-xs tracking-[0.22em] text-mist uppercase">
          {t.password}
        </label>
        <input
          ref={passwordRef}
          id={ids.password}
          name="password"
          type="password"
          autoComplete="current-password"
          aria-describedby={showError ? ids.message : undefined}
          className={inputClass}
        />
      </div>
      <div role="alert" className="mt-8 min-h-7">
        {showError ? (
          <p id={ids.message} lang={t.invalidLang !== lang ? t.invalidLang : undefined} className="text-sm text-danger">
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
