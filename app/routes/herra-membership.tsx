import { data } from 'react-router'
import { ClubBreadcrumb } from '~/components/club/club-breadcrumb'
import { ClubInlineForm, type ClubInlineResult } from '~/components/club/club-inline-form'
import { ClubMembershipAside } from '~/components/club/club-membership-aside'
import { PageHero } from '~/components/page-hero'
import { CLUB_INLINE_FIELDS } from '~/domain/forms/club-inline'
import { pageMeta } from '~/lib/seo'
import {
  CLUB_OUTCOME_HTTP_STATUS,
  echoFormValues,
  submitClubInline,
} from '~/services/club-applications.server'
import { readFormBody } from '~/services/form-body.server'
import type { Route } from './+types/herra-membership'

/** /herra/membre and /herra-membership (same screen): breadcrumb, then application form A. */
export const meta = pageMeta('membership')

export function loader() {
  // A fresh idempotency key for each form shown: a post retried by the browser is stored once.
  return { formKey: crypto.randomUUID() }
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormBody(request)
  const outcome = await submitClubInline(context.runtime, form, {
    lang: context.lang,
    clientIp: context.clientIp,
    userAgent: request.headers.get('User-Agent') ?? undefined,
  })
  const result: ClubInlineResult =
    outcome.status === 'success'
      ? { status: 'success', at: Date.now() }
      : { ...outcome, values: echoFormValues(form, CLUB_INLINE_FIELDS, ['interests']), at: Date.now() }
  return data(result, {
    status: CLUB_OUTCOME_HTTP_STATUS[outcome.status],
    headers: outcome.status === 'limited' ? { 'Retry-After': String(outcome.retryAfterS) } : undefined,
  })
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <ClubBreadcrumb />
      <PageHero page="membership" />
      <div className="container-luxe grid gap-16 py-20 md:py-24 lg:grid-cols-12">
        <div className="lg:col-span-4">
          <ClubMembershipAside />
        </div>
        <div className="lg:col-span-8">
          <ClubInlineForm formKey={loaderData.formKey} result={actionData} />
        </div>
      </div>
    </>
  )
}
