import { getFormProps } from '@conform-to/react'
import { data, Form, Link, redirect, useSearchParams } from 'react-router'
import { deskHeaders, deskMeta, DESK_HANDLE } from '~/desk-kit/components/desk-meta'
import { DeskShell } from '~/routes/desk/desk-shell'
import { deskCopy } from '~/desk-kit/content/desk'
import type { FormResult } from '~/domain/forms/form-result'
import { linkTokenSchema, type LinkTokenError } from '~/domain/forms/link-token'
import { useCopy } from '~/i18n/language-context'
import { submitForm } from '~/services/form-submission.server'
import { verifyFormSpec } from '~/features/desk/services/sign-in-forms.server'
import { SubmitButton } from '~/ui/form-fields'
import { useFormAnswer } from '~/ui/use-form-answer'
import { useSchemaForm } from '~/ui/use-schema-form'
import type { Route } from './+types/desk-sign-in-verify'

export const meta = deskMeta((t) => t.verify.title)
export const headers = deskHeaders
export const handle = DESK_HANDLE

/**
 * The link of the sign-in e-mail opens this page; the session opens only when the staff member
 * presses the button, a POST through the one form handler (`verifyFormSpec`).
 */
export async function action(args: Route.ActionArgs) {
  const { result, init, value: cookie } = await submitForm(args, verifyFormSpec(args.context.runtime))
  if (cookie) throw redirect('/desk', { headers: { 'Set-Cookie': cookie, 'Cache-Control': 'no-store' } })
  return data(result, init)
}

export default function DeskSignInVerify() {
  const t = useCopy(deskCopy)
  const [params] = useSearchParams()
  const { answer, pending } = useFormAnswer<FormResult<LinkTokenError>>()
  const token = params.get('token') ?? ''
  const [form] = useSchemaForm(linkTokenSchema, { id: 'desk-sign-in-verify' })
  const refused = (answer !== undefined && answer.status !== 'success') || !token
  return (
    <DeskShell>
      <div className="mx-auto max-w-lg py-10 md:py-20">
        <p className="eyebrow">HERRA</p>
        <h1 className="mt-4 text-4xl">{refused ? t.verify.refusedTitle : t.verify.title}</h1>
        <div className="hairline mt-6" />
        {refused ? (
          <>
            <p role="alert" className="mt-6 text-parchment">
              {answer?.status === 'rate_limited'
                ? t.errors.limited
                : answer?.status === 'unavailable'
                  ? t.errors.unavailable
                  : t.verify.refused}
            </p>
            <Link to="/desk/sign-in" className="btn btn-outline mt-8 no-underline">
              {t.verify.again}
            </Link>
          </>
        ) : (
          <Form {...getFormProps(form)} method="post" className="mt-6">
            <p className="text-parchment">{t.verify.intro}</p>
            <input type="hidden" name="token" value={token} />
            <SubmitButton pending={pending} label={t.verify.button} pendingLabel={t.signIn.pending} className="mt-8" />
          </Form>
        )}
      </div>
    </DeskShell>
  )
}
