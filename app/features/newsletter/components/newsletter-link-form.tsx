import { getFormProps } from '@conform-to/react'
import { Form } from 'react-router'
import { newsletterPagesCopy } from '~/features/newsletter/content/newsletter-pages'
import type { FormResult } from '~/domain/forms/form-result'
import { linkTokenSchema, type LinkTokenError } from '~/domain/forms/link-token'
import { useCopy } from '~/i18n/language-context'
import { SubmitButton } from '~/ui/form-fields'
import { ButtonLink } from '~/ui/primitives'
import { useFormAnswer } from '~/ui/use-form-answer'
import { useSchemaForm } from '~/ui/use-schema-form'
import { NewsletterNotice } from './newsletter-notice'

export type NewsletterLinkAnswer = FormResult<LinkTokenError>

/**
 * The page an e-mailed newsletter link opens (confirmation, unsubscribe): following the link does
 * nothing by itself; the reader's button posts its token (a plain form, through the one form
 * handler), so a mail scanner that opens links confirms or unsubscribes nobody. Then the answer:
 * done, expired (with a way to subscribe again), not valid, or try later.
 */
export function NewsletterLinkPage(props: {
  purpose: 'confirm' | 'unsubscribe'
  token: string
  /** The token is one of ours (signature checked by the loader). */
  valid: boolean
}) {
  const t = useCopy(newsletterPagesCopy)
  const copy =
    props.purpose === 'confirm'
      ? { title: t.confirmTitle, text: t.confirmText, button: t.confirmButton, pending: t.confirmPending }
      : {
          title: t.unsubscribeTitle,
          text: t.unsubscribeText,
          button: t.unsubscribeButton,
          pending: t.unsubscribePending,
        }
  const done =
    props.purpose === 'confirm'
      ? { title: t.confirmedTitle, text: t.confirmed }
      : { title: t.unsubscribedTitle, text: t.unsubscribed }
  const { answer, pending } = useFormAnswer<NewsletterLinkAnswer>()
  const [form] = useSchemaForm(linkTokenSchema, { id: 'newsletter-link', defaultValue: { token: props.token } })
  if (answer?.status === 'success') return <NewsletterNotice title={done.title}>{done.text}</NewsletterNotice>
  if (answer?.status === 'refused' && answer.formError === 'expired')
    return (
      <NewsletterNotice title={t.expiredTitle}>
        <p>{t.expired}</p>
        <ButtonLink to="/news#newsletter" className="mt-8">
          {t.subscribeAgain}
        </ButtonLink>
      </NewsletterNotice>
    )
  if (!props.valid || answer?.status === 'refused' || answer?.status === 'invalid')
    return <NewsletterNotice title={t.invalidTitle}>{t.invalid}</NewsletterNotice>
  return (
    <NewsletterNotice title={copy.title}>
      <p>{copy.text}</p>
      {answer?.status === 'rate_limited' || answer?.status === 'unavailable' ? (
        <p role="alert" className="mt-4 text-danger">
          {answer.status === 'rate_limited' ? t.limited : t.unavailable}
        </p>
      ) : null}
      <Form {...getFormProps(form)} method="post" className="mt-8">
        <input type="hidden" name="token" value={props.token} />
        <SubmitButton pending={pending} label={copy.button} pendingLabel={copy.pending} />
      </Form>
    </NewsletterNotice>
  )
}
