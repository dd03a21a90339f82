import { ClubBreadcrumb } from '~/features/club/components/club-breadcrumb'
import { ClubInlineForm } from '~/features/club/components/club-inline-form'
import { ClubMembershipAside } from '~/features/club/components/club-membership-aside'
import { PageHero } from '~/components/page-hero'
import { CLUB_INLINE_FIELDS } from '~/features/club/domain/club-inline'
import { pageMeta } from '~/lib/seo'
import { clubInlineFormSpec } from '~/features/club/services/club-applications.server'
import { formAction } from '~/services/form-submission.server'
import type { Route } from './+types/herra-membership'

/** /herra/membre and /herra-membership (same screen): breadcrumb, then application form A. */
export const meta = pageMeta('membership')

export function loader() {
  // A fresh idempotency key for each form shown: a post retried by the browser is stored once.
  return { formKey: crypto.randomUUID() }
}

export function action(args: Route.ActionArgs) {
  const { request, context } = args
  const meta = {
    lang: context.lang,
    clientIp: context.clientIp,
    userAgent: request.headers.get('User-Agent') ?? undefined,
  }
  return formAction(args, clubInlineFormSpec(context.runtime, meta), {
    fields: CLUB_INLINE_FIELDS,
    lists: ['interests'],
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
