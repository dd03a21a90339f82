import { data, Form, Link, redirect, useActionData, useSearchParams } from 'react-router'
import { deskHeaders, deskMeta, DESK_HANDLE } from '~/components/desk/desk-meta'
import { DeskShell } from '~/components/desk/desk-shell'
import { deskCopy } from '~/content/desk'
import { useCopy } from '~/i18n/language-context'
import { readFormBody } from '~/services/form-body.server'
import { hitRateLimit } from '~/services/rate-limit.server'
import { consumeSignInToken } from '~/services/desk/staff-auth.server'
import type { Route } from './+types/desk-sign-in-verify'

export const meta = deskMeta((t) => t.verify.title)
export const headers = deskHeaders
export const handle = DESK_HANDLE

/**
 * The link of the sign-in e-mail opens this page; the session opens only when the staff member
 * presses the button (a POST), so a mail scanner that follows links never uses the link up.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { runtime } = context
  const limit = await hitRateLimit(
    runtime.database.db,
    `desk-verify:${context.clientIp}`,
    runtime.env.DESK_SIGN_IN_RATE_LIMIT_MAX * 4,
    runtime.env.DESK_SIGN_IN_RATE_LIMIT_WINDOW_S,
  )
  if (!limit.allowed)
    return data({ refused: true }, { status: 429, headers: { 'Retry-After': String(limit.retryAfterS) } })
  const form = await readFormBody(request, 2048)
  const token = form?.get('token') ?? ''
  const outcome = await consumeSignInToken(runtime, token)
  if (outcome.status !== 'signed_in') return data({ refused: true }, { status: 400 })
  throw redirect('/desk', { headers: { 'Set-Cookie': outcome.cookie, 'Cache-Control': 'no-store' } })
}

export default function DeskSignInVerify() {
  const t = useCopy(deskCopy)
  const [params] = useSearchParams()
  const actionData = useActionData<typeof action>()
  const token = params.get('token') ?? ''
  const refused = actionData?.refused || !token
  return (
    <DeskShell>
      <div className="mx-auto max-w-lg py-10 md:py-20">
        <p className="eyebrow">HERRA</p>
        <h1 className="mt-4 text-4xl">{refused ? t.verify.refusedTitle : t.verify.title}</h1>
        <div className="hairline mt-6" />
        {refused ? (
          <>
            <p role="alert" className="mt-6 text-parchment">
              {t.verify.refused}
            </p>
            <Link to="/desk/sign-in" className="btn btn-outline mt-8 no-underline">
              {t.verify.again}
            </Link>
          </>
        ) : (
          <Form method="post" className="mt-6">
            <p className="text-parchment">{t.verify.intro}</p>
            <input type="hidden" name="token" value={token} />
            <button type="submit" className="btn btn-gold mt-8">
              {t.verify.button}
            </button>
          </Form>
        )}
      </div>
    </DeskShell>
  )
}
