import { getFormProps } from '@conform-to/react'
import { Form } from 'react-router'
import type { FormResult } from '~/domain/forms/form-result'
import { linkTokenSchema, type LinkTokenError } from '~/domain/forms/link-token'
import { useCopy } from '~/i18n/language-context'
import { rootDataOf } from '~/lib/seo'
import { linkPageAction, linkPageData } from '~/services/link-forms.server'
import { SubmitButton } from '~/ui/form-fields'
import { ButtonLink } from '~/ui/primitives'
import { useFormAnswer } from '~/ui/use-form-answer'
import { useSchemaForm } from '~/ui/use-schema-form'
import { legsCopy } from '../content/legs-copy'
import { alertConfirmFormSpec, alertUnsubscribeFormSpec, readAlertToken } from '../services/leg-alerts.server'
import type { Route } from './+types/alert-link'

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: `${legsCopy[rootDataOf(matches).lang].alert.title} — HERRA` },
  { name: 'robots', content: 'noindex, nofollow' },
]

export function headers() {
  return { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex, nofollow', 'Referrer-Policy': 'no-referrer' }
}

/** The alert e-mails' links (/empty-legs/alert/confirm, /unsubscribe): the page acts only by its button. */
export function loader({ request, params, context }: Route.LoaderArgs) {
  const secret = context.runtime.env.SESSION_SECRET
  return linkPageData(request, params.link, (purpose, token) => readAlertToken(secret, purpose, token) !== undefined)
}

/** The button, through the one form handler; unsubscribe is also the one-click POST (RFC 8058). */
export function action(args: Route.ActionArgs) {
  return linkPageAction(args, { confirm: alertConfirmFormSpec, unsubscribe: alertUnsubscribeFormSpec })
}

export default function AlertLink({ loaderData }: Route.ComponentProps) {
  const t = useCopy(legsCopy).links
  const pendingLabel = useCopy(legsCopy).alert.pending
  const { answer, pending } = useFormAnswer<FormResult<LinkTokenError>>()
  const [form] = useSchemaForm(linkTokenSchema, { id: 'leg-alert-link', defaultValue: { token: loaderData.token } })
  const confirm = loaderData.purpose === 'confirm'
  let title = confirm ? t.confirmTitle : t.unsubscribeTitle
  let body = (
    <>
      <p>{confirm ? t.confirmText : t.unsubscribeText}</p>
      <Form {...getFormProps(form)} method="post" className="mt-8">
        <input type="hidden" name="token" value={loaderData.token} />
        <SubmitButton
          pending={pending}
          label={confirm ? t.confirmButton : t.unsubscribeButton}
          pendingLabel={pendingLabel}
        />
      </Form>
    </>
  )
  if (answer?.status === 'success') body = <p role="status">{confirm ? t.confirmed : t.unsubscribed}</p>
  else if (answer?.status === 'refused' && answer.formError === 'expired') body = <p role="alert">{t.expired}</p>
  else if (!loaderData.valid || answer?.status === 'refused' || answer?.status === 'invalid') {
    title = t.invalid
    body = <></>
  }
  return (
    <section className="container-luxe flex min-h-[60vh] flex-col items-start justify-center py-24">
      <p className="eyebrow">{useCopy(legsCopy).eyebrow}</p>
      <h1 className="mt-5 text-4xl md:text-5xl">{title}</h1>
      <div className="hairline mt-7" />
      <div className="mt-7 max-w-xl text-lg leading-relaxed text-parchment">{body}</div>
      <ButtonLink to="/empty-legs" variant="text" className="mt-10">
        {t.back}
      </ButtonLink>
    </section>
  )
}
