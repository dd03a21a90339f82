import { redirect } from 'react-router'
import { ClubPrivatePage } from '~/features/club/components/club-private-page'
import { clubPrivateCopy } from '~/features/club/content/club-private.server'
import { CLUB_MODAL_FIELDS } from '~/features/club/domain/club-modal'
import { pageMeta } from '~/lib/seo'
import { checkClubCookie, clubAccessConfig, revokeAccessCookie } from '~/services/club-access.server'
import { clubModalFormSpec } from '~/features/club/services/club-applications.server'
import { formAction } from '~/services/form-submission.server'
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
export async function action(args: Route.ActionArgs) {
  const { request, context } = args
  await requireAccess(request, context)
  const meta = {
    lang: context.lang,
    clientIp: context.clientIp,
    userAgent: request.headers.get('User-Agent') ?? undefined,
  }
  return formAction(args, clubModalFormSpec(context.runtime, meta), { fields: CLUB_MODAL_FIELDS })
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return <ClubPrivatePage copy={loaderData.copy} formKey={loaderData.formKey} documentResult={actionData} />
}
