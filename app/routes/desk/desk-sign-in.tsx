import { getFormProps } from '@conform-to/react'
import { Form, redirect } from 'react-router'
import { deskHeaders, deskMeta, DESK_HANDLE } from '~/desk-kit/components/desk-meta'
import { DeskShell } from '~/routes/desk/desk-shell'
import { DeskFormEnd, fieldErrorOf } from '~/desk-kit/components/desk-ui'
import { deskCopy, type DeskCopy } from '~/desk-kit/content/desk'
import { signInSchema, type DeskFormError } from '~/features/desk/domain/desk-forms'
import type { FormResult } from '~/domain/forms/form-result'
import { useCopy } from '~/i18n/language-context'
import { formAction } from '~/services/form-submission.server'
import { signInFormSpec } from '~/features/desk/services/sign-in-forms.server'
import { currentStaff } from '~/desk-kit/services/staff-auth.server'
import { Honeypot, TextField } from '~/ui/form-fields'
import { useFormAnswer } from '~/ui/use-form-answer'
import { useSchemaForm } from '~/ui/use-schema-form'
import type { Route } from './+types/desk-sign-in'

export const meta = deskMeta((t) => t.signIn.title)
export const headers = deskHeaders
export const handle = DESK_HANDLE

export async function loader({ request, context }: Route.LoaderArgs) {
  if (await currentStaff(context.runtime, request)) throw redirect('/desk')
  return null
}

/** Asks for a sign-in link, through the one form handler (`signInFormSpec`). */
export function action(args: Route.ActionArgs) {
  const { runtime, lang, clientIp } = args.context
  return formAction(args, signInFormSpec(runtime, { lang, clientIp }))
}

export default function DeskSignIn() {
  const t = useCopy(deskCopy)
  const post = useFormAnswer<FormResult<DeskFormError>>()
  // A sent link empties the field: a new form.
  return <SignInForm key={post.answer?.status === 'success' ? post.answer.at : 0} post={post} t={t} />
}

function SignInForm({ post, t }: { post: { answer?: FormResult<DeskFormError>; pending: boolean }; t: DeskCopy }) {
  const { answer } = post
  const [form, fields] = useSchemaForm(signInSchema, {
    id: 'desk-sign-in',
    lastResult: answer?.status === 'success' ? undefined : answer?.reply,
  })
  return (
    <DeskShell>
      <div className="mx-auto max-w-lg py-10 md:py-20">
        <p className="eyebrow">HERRA</p>
        <h1 className="mt-4 text-4xl">{t.signIn.title}</h1>
        <div className="hairline mt-6" />
        <p className="mt-6 leading-relaxed text-parchment">{t.signIn.intro}</p>
        <Form {...getFormProps(form)} method="post" className="mt-8">
          <Honeypot id="desk-sign-in-trap" label={t.signIn.honeypotLabel} />
          <TextField
            meta={fields.email}
            type="email"
            label={t.signIn.email}
            required={false}
            autoComplete="email"
            inputMode="email"
            error={fieldErrorOf(t.errors, fields.email, 'email')}
          />
          <DeskFormEnd
            post={post}
            label={t.signIn.button}
            pendingLabel={t.signIn.pending}
            className="mt-6 w-full sm:w-auto"
            done={t.signIn.sent}
          />
        </Form>
      </div>
    </DeskShell>
  )
}
