import { getFormProps, getInputProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data, Form, redirect, useActionData, useNavigation } from 'react-router'
import { deskHeaders, deskMeta, DESK_HANDLE } from '~/components/desk/desk-meta'
import { DeskShell } from '~/components/desk/desk-shell'
import { deskInput, DeskField, FormMessage } from '~/components/desk/desk-ui'
import { deskCopy } from '~/content/desk'
import { signInSchema } from '~/domain/desk/desk-forms'
import { useCopy } from '~/i18n/language-context'
import { readFormBody } from '~/services/form-body.server'
import { currentStaff, requestSignInLink } from '~/services/desk/staff-auth.server'
import type { Route } from './+types/desk-sign-in'

export const meta = deskMeta((t) => t.signIn.title)
export const headers = deskHeaders
export const handle = DESK_HANDLE

export async function loader({ request, context }: Route.LoaderArgs) {
  if (await currentStaff(context.runtime, request)) throw redirect('/desk')
  return null
}

/**
 * Asks for a sign-in link. The answer is the same screen whether the address is on the staff list
 * or not (decisions §7); only a malformed address or the rate limit say something else.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormBody(request, 2048)
  const submission = parseWithZod(form ?? new URLSearchParams(), { schema: signInSchema })
  if (submission.status !== 'success') {
    return data({ result: submission.reply(), outcome: 'invalid' as const }, { status: 400 })
  }
  try {
    const outcome = await requestSignInLink(context.runtime, {
      email: submission.value.email,
      lang: context.lang,
      clientIp: context.clientIp,
    })
    if (outcome.status === 'limited') {
      return data(
        { result: submission.reply(), outcome: 'limited' as const },
        { status: 429, headers: { 'Retry-After': String(outcome.retryAfterS) } },
      )
    }
    return { result: submission.reply({ resetForm: true }), outcome: 'sent' as const }
  } catch (error) {
    context.runtime.logger.error({ err: error }, 'desk sign-in: could not queue the link')
    return data({ result: submission.reply(), outcome: 'unavailable' as const }, { status: 503 })
  }
}

export default function DeskSignIn() {
  const t = useCopy(deskCopy)
  const actionData = useActionData<typeof action>()
  const navigation = useNavigation()
  const pending = navigation.state === 'submitting'
  const [form, fields] = useForm({
    id: 'desk-sign-in',
    lastResult: navigation.state === 'idle' ? actionData?.result : undefined,
    shouldValidate: 'onSubmit',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: signInSchema }),
  })
  const emailError = fields.email.errors?.[0]
  const outcome = actionData?.outcome
  return (
    <DeskShell>
      <div className="mx-auto max-w-lg py-10 md:py-20">
        <p className="eyebrow">HERRA</p>
        <h1 className="mt-4 text-4xl">{t.signIn.title}</h1>
        <div className="hairline mt-6" />
        <p className="mt-6 leading-relaxed text-parchment">{t.signIn.intro}</p>
        <Form method="post" {...getFormProps(form)} className="mt-8">
          <DeskField id={fields.email.id} label={t.signIn.email} error={emailError ? t.signIn.invalidEmail : undefined}>
            <input
              {...getInputProps(fields.email, { type: 'email' })}
              key={fields.email.key}
              autoComplete="email"
              inputMode="email"
              maxLength={254}
              className={deskInput}
            />
          </DeskField>
          <button type="submit" className="btn btn-gold mt-6 w-full sm:w-auto" disabled={pending}>
            {pending ? t.signIn.pending : t.signIn.button}
          </button>
          <div aria-live="polite">
            {outcome === 'sent' ? <FormMessage tone="ok">{t.signIn.sent}</FormMessage> : null}
            {outcome === 'limited' ? <FormMessage tone="error">{t.signIn.limited}</FormMessage> : null}
            {outcome === 'unavailable' ? <FormMessage tone="error">{t.signIn.unavailable}</FormMessage> : null}
          </div>
        </Form>
      </div>
    </DeskShell>
  )
}
