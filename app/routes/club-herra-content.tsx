import { data, redirect } from 'react-router'
import type { ClubModalResult } from '~/components/club/club-application-dialog'
import { ClubPrivatePage } from '~/components/club/club-private-page'
import { clubPrivateCopy } from '~/content/club-private.server'
import { CLUB_MODAL_FIELDS } from '~/domain/forms/club-modal'
import { pageMeta } from '~/lib/seo'
import { clubAccessConfig, hasClubAccess } from '~/services/club-access.server'
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

function requireAccess(request: Request, env: Route.LoaderArgs['context']['runtime']['env']) {
  if (!hasClubAccess(request, clubAccessConfig(env))) {
    throw redirect('/club-herra-private', { headers: { 'Cache-Control': 'no-store' } })
  }
}

export function loader({ request, context }: Route.LoaderArgs) {
  requireAccess(request, context.runtime.env)
  return { copy: clubPrivateCopy[context.lang], formKey: crypto.randomUUID() }
}

/** Application form B (the modal). */
export async function action({ request, context }: Route.ActionArgs) {
  requireAccess(request, context.runtime.env)
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
