import { data, Form, redirect } from 'react-router'
import { deskHeaders, deskMeta, DESK_HANDLE } from '~/components/desk/desk-meta'
import { DeskShell } from '~/components/desk/desk-shell'
import { FormMessage } from '~/components/desk/desk-ui'
import { useDeskForm } from '~/components/desk/use-desk-form'
import { deskCopy } from '~/content/desk'
import { parseDeskForm, signInSchema, type DeskFormError } from '~/domain/desk/desk-forms'
import { getZodConstraint } from '@conform-to/zod/v4'
import { HONEYPOT_FIELD } from '~/domain/forms/form-result'
import { useCopy } from '~/i18n/language-context'
import { submitForm } from '~/services/form-submission.server'
import { currentStaff, requestSignInLink } from '~/services/desk/staff-auth.server'
import { Honeypot, SubmitButton, TextField } from '~/ui/form-fields'
import type { Route } from './+types/desk-sign-in'

export const meta = deskMeta((t) => t.signIn.title)
export const headers = deskHeaders
export const handle = DESK_HANDLE

const CONSTRAINTS = getZodConstraint(signInSchema)

export async function loader({ request, context }: Route.LoaderArgs) {
  if (await currentStaff(context.runtime, request)) throw redirect('/desk')
  return null
}

/**
 * Asks for a sign-in link, through the shared form handler (rate limit first, body, schema,
 * honeypot, then the request). The answer is the same screen whether the address is on the staff
 * list or not (decisions §7); only a malformed address or a rate limit say something else (the
 * per-address limit of `requestSignInLink` answers `rate_limited` too).
 */
export async function action(args: Route.ActionArgs) {
  const { runtime, lang, clientIp } = args.context
  const { result, init } = await submitForm(
    args,
    {
      name: 'desk-sign-in',
      unreadable: 'invalidEmail' as DeskFormError,
      rateLimit: {
        max: runtime.env.DESK_SIGN_IN_RATE_LIMIT_MAX,
        windowS: runtime.env.DESK_SIGN_IN_RATE_LIMIT_WINDOW_S,
      },
      parse: (form: URLSearchParams) => parseDeskForm(signInSchema, form),
      honeypot: (form) => form.get(HONEYPOT_FIELD),
      store: async ({ email }) => {
        const outcome = await requestSignInLink(runtime, { email, lang, clientIp })
        return outcome.status === 'limited' ? { retryAfterS: outcome.retryAfterS } : undefined
      },
    },
    { fields: ['email'], maxBytes: 2048 },
  )
  return data(result, init)
}

export default function DeskSignIn() {
  const t = useCopy(deskCopy)
  const form = useDeskForm({ parse: (body) => parseDeskForm(signInSchema, body), order: ['email'] })
  const status = form.answer?.status
  const typed = form.answer?.status === 'success' ? undefined : form.answer?.values.email
  return (
    <DeskShell>
      <div className="mx-auto max-w-lg py-10 md:py-20">
        <p className="eyebrow">HERRA</p>
        <h1 className="mt-4 text-4xl">{t.signIn.title}</h1>
        <div className="hairline mt-6" />
        <p className="mt-6 leading-relaxed text-parchment">{t.signIn.intro}</p>
        <Form method="post" id="desk-sign-in" noValidate onSubmit={form.onSubmit} className="mt-8">
          <Honeypot id="desk-sign-in-trap" label={t.signIn.honeypotLabel} />
          <TextField
            key={form.resetKey}
            id="desk-sign-in-email"
            name="email"
            type="email"
            label={t.signIn.email}
            constraint={CONSTRAINTS.email}
            required={false}
            defaultValue={typeof typed === 'string' ? typed : undefined}
            autoComplete="email"
            inputMode="email"
            error={form.errorOf('email') ? t.signIn.invalidEmail : undefined}
          />
          <SubmitButton
            pending={form.pending}
            label={t.signIn.button}
            pendingLabel={t.signIn.pending}
            className="mt-6 w-full sm:w-auto"
          />
          <div aria-live="polite">
            {status === 'success' ? <FormMessage tone="ok">{t.signIn.sent}</FormMessage> : null}
            {status === 'rate_limited' ? <FormMessage tone="error">{t.signIn.limited}</FormMessage> : null}
            {status === 'unavailable' ? <FormMessage tone="error">{t.signIn.unavailable}</FormMessage> : null}
          </div>
        </Form>
      </div>
    </DeskShell>
  )
}
