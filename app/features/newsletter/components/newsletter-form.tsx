import { getFormProps, getInputProps } from '@conform-to/react'
import { useEffect, useId, useRef } from 'react'
import { Link, useFetcher } from 'react-router'
import type { FormResult } from '~/domain/forms/form-result'
import { newsletterSchema, type NewsletterError } from '~/features/newsletter/domain/newsletter'
import { newsCopy } from '~/content/news'
import { useCopy } from '~/i18n/language-context'
import { Honeypot, inputClassOf, SubmitButton } from '~/ui/form-fields'
import { useSchemaForm } from '~/ui/use-schema-form'

export type NewsletterFailure = NewsletterError | 'rateLimited' | 'failure'
export type NewsletterResult = FormResult<NewsletterError>

function failureOf(result: NewsletterResult | undefined): NewsletterFailure | null {
  switch (result?.status) {
    case 'rate_limited':
      return 'rateLimited'
    case 'unavailable':
      return 'failure'
    default:
      return null
  }
}

/**
 * The newsletter block of the news page. A plain form posting to the page (it works before
 * JavaScript loads: `serverResult` is then the action's answer); with JavaScript it posts in the
 * background, checks the address first with the same schema as the server (Conform), and
 * announces the outcome in the page's language.
 */
export function NewsletterForm({ serverResult }: { serverResult?: NewsletterResult }) {
  const t = useCopy(newsCopy).newsletter
  const fetcher = useFetcher<NewsletterResult>()
  const formRef = useRef<HTMLFormElement>(null)
  const ids = { form: useId(), status: useId(), trap: useId(), title: useId() }

  const result = fetcher.data ?? serverResult
  const pending = fetcher.state !== 'idle'
  const [form, fields] = useSchemaForm(newsletterSchema, { id: ids.form, lastResult: result?.reply })
  const code = fields.email.errors?.[0]
  const error: NewsletterFailure | null = code ? (code === 'required' ? 'required' : 'invalid') : failureOf(result)
  const succeeded = !pending && !error && result?.status === 'success'

  // A confirmed subscription empties the field for the next visitor of this screen.
  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data?.status === 'success') formRef.current?.reset()
  }, [fetcher.state, fetcher.data])

  return (
    <section
      id="newsletter"
      aria-labelledby={ids.title}
      className="relative scroll-mt-24 overflow-hidden border border-line/80 bg-night/60"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top_left,rgba(201,169,106,0.12),transparent_60%)]"
      />
      <div className="relative grid gap-10 px-6 py-14 md:px-14 md:py-16 lg:grid-cols-12 lg:items-end">
        <div className="lg:col-span-5">
          <p className="eyebrow">{t.eyebrow}</p>
          <h2 id={ids.title} className="mt-5 text-3xl md:text-[2.6rem]">
            {t.title}
          </h2>
          <p className="mt-6 leading-relaxed text-parchment">{t.text}</p>
        </div>
        <fetcher.Form
          {...getFormProps(form)}
          ref={formRef}
          className="relative lg:col-span-7"
          method="post"
          action="/news"
        >
          <Honeypot id={ids.trap} label={t.trapLabel} />
          <label htmlFor={fields.email.id} className="block text-sm tracking-wide text-parchment">
            {t.label}
          </label>
          <div className="mt-3 flex flex-col gap-3 sm:flex-row">
            <input
              {...getInputProps(fields.email, { type: 'email', ariaAttributes: false })}
              inputMode="email"
              autoComplete="email"
              placeholder={t.placeholder}
              aria-invalid={code ? true : undefined}
              aria-describedby={error ? fields.email.errorId : undefined}
              className={`${inputClassOf('boxed')} !mt-0 min-h-12 flex-1 bg-midnight`}
            />
            <SubmitButton pending={pending} label={t.button} pendingLabel={t.pending} className="min-h-12 shrink-0" />
          </div>
          <div id={ids.status} aria-live="polite" className="mt-4 min-h-6 text-sm">
            {error ? (
              <p id={fields.email.errorId} className="text-danger">
                {t.errors[error]}
              </p>
            ) : succeeded ? (
              <p className="text-success">{t.success}</p>
            ) : null}
          </div>
          <p className="mt-3 text-xs leading-relaxed text-mist">
            {t.consent}{' '}
            <Link to="/privacy" className="text-parchment underline decoration-gold/60 hover:text-gold-light">
              {t.privacyLink}
            </Link>
          </p>
        </fetcher.Form>
      </div>
    </section>
  )
}
