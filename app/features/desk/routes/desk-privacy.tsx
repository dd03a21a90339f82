import { data } from 'react-router'
import { deskHeaders, deskMeta } from '~/desk-kit/components/desk-meta'
import { PrivacyLookup, PrivacyPurge } from '~/features/desk/components/privacy-forms'
import { deskCopy } from '~/desk-kit/content/desk'
import { useCopy } from '~/i18n/language-context'
import { submitForm } from '~/services/form-submission.server'
import { privacyFormSpec } from '~/features/desk/services/privacy-forms.server'
import { requireStaff } from '~/desk-kit/services/staff-auth.server'
import type { Route } from './+types/desk-privacy'

export const meta = deskMeta((t) => t.privacy.title)
export const headers = deskHeaders

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(context.runtime, request)
  return null
}

/** Look-up, erasure and purge through the one form handler (`privacyFormSpec`), after the session. */
export async function action(args: Route.ActionArgs) {
  const staff = await requireStaff(args.context.runtime, args.request)
  const { result, init, value } = await submitForm(args, privacyFormSpec(args.context.runtime, staff))
  return data({ ...result, ...value }, init)
}

export default function DeskPrivacy() {
  const t = useCopy(deskCopy)
  return (
    <div className="space-y-6">
      <h1 className="text-4xl">{t.privacy.title}</h1>
      <p className="max-w-3xl text-parchment">{t.privacy.intro}</p>
      <PrivacyLookup />
      <PrivacyPurge />
    </div>
  )
}
