import { data, redirect } from 'react-router'
import type { ClubModalResult } from '~/components/club/club-application-dialog'
import { ClubPrivatePage } from '~/components/club/club-private-page'
import { clubPrivateCopy } from '~/content/club-private.server'
import { CLUB_MODAL_FIELDS } from '~/domain/forms/club-modal'
import { pageMeta } from '~/lib/seo'
import { checkClubCookie, clubAccessConfig, revokeAccessCookie } from '~/services/club-access.server'
import {
  CLUB_OUTCOME_HTTP_STATUS,
  echoFormValues,
  submitClubModal,
} from '~/services/club-applications.server'
import { readFormBody } from '~/services/form-body.server'
import type { Route } from './+types/club-herra-content'

/**
 * The private club page. Rendered only for a valid access cookie: otherwise the server answers
 * with a redirect to the gate and no private text (the copy comes from a server-only catalogue).
 */
export const meta = pageMeta('clubContent', { noindex: true })

export const headers: Route.HeadersFunction = () => ({
  'Cache-Control': 'private, no-store',
  'X-Robots-Tag': 'noindex, nofollow',
})

/**
 * A valid club cookie, or a redirect to the gate. Bad cookies count against the address's budget
 * and are cleared, so a member whose entry expired is counted once, then simply sees the gate.
 */
async function requireAccess(request: Request, context: Route.LoaderArgs['context']) {
  const check = await checkClubCookie(context.runtime, request, context.clientIp)
  if (check === 'granted') return
  const headers = new Headers({ 'Cache-Control': 'no-store' })
  if (check !== 'none') headers.append('Set-Cookie', revokeAccessCookie(clubAccessConfig(context.runtime.env)))
  throw redirect('/club-herra-private', { headers })
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAccess(request, context)
  return { copy: clubPrivateCopy[context.lang], formKey: crypto.randomUUID() }
}

/** Application form B (the modal). */
export async function action({ request, context }: Route.ActionArgs) {
  await requireAccess(request, context)
  const form = await readFormBody(request)
  const outcome = await submitClubModal(context.runtime, form, {
    lang: context.lang,
    clientIp: context.clientIp,
    userAgent: request.headers.get('User-Agent') ?? undefined,
  })
  const result: ClubModalResult =
    outcome.status === 'success'
      ? { status: 'success', at: Date.now() }
      : { ...outcome, values: echoFormValues(form, CLUB_MODAL_FIELDS), at: Date.now() }
  return data(result, {
    status: CLUB_OUTCOME_HTTP_STATUS[outcome.status],
    headers: {
      'Cache-Control': 'no-store',
      ...(outcome.status === 'limited' ? { 'Retry-After': String(outcome.retryAfterS) } : {}),
    },
  })
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return <ClubPrivatePage copy={loaderData.copy} formKey={loaderData.formKey} documentResult={actionData} />
}
