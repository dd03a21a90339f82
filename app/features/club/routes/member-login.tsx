import { Link, useActionData } from 'react-router'
import { Logo } from '~/components/logo'
import { MemberLoginForm } from '~/features/club/components/member-login-form'
import { commonCopy } from '~/content/common'
import { memberLoginHelpCopy } from '~/features/club/content/member-login'
import { pageCopy } from '~/content/pages'
import { useCopy } from '~/i18n/language-context'
import { pageMeta } from '~/lib/seo'
import { cacheablePage } from '~/lib/page-cache-policy'
import { formAction } from '~/services/form-submission.server'
import { memberLoginFormSpec } from '~/features/club/services/member-login.server'
import type { Route } from './+types/member-login'

export const meta = pageMeta('memberLogin', { noindex: true })
export const headers = cacheablePage

/** Header and footer stay hidden on this page (docs/product.md §2). */
export const handle = { chrome: false }

/** Login never succeeds: an attempt through the one form handler (`memberLoginFormSpec`), which reads nothing. */
export function action(args: Route.ActionArgs) {
  return formAction(args, memberLoginFormSpec)
}

export default function MemberLogin() {
  const page = useCopy(pageCopy).memberLogin
  const common = useCopy(commonCopy)
  const help = useCopy(memberLoginHelpCopy)
  const actionData = useActionData<typeof action>()
  return (
    <div className="flex min-h-dvh flex-col bg-black">
      <div className="flex justify-center pt-12 md:pt-16">
        <Link to="/" aria-label={common.homeLabel} className="no-underline">
          <Logo />
        </Link>
      </div>
      <div className="flex flex-1 items-center justify-center px-5 py-16">
        <section className="w-full max-w-md fade-in">
          <p className="eyebrow text-center">{page.eyebrow}</p>
          <h1 className="mt-5 text-center text-4xl md:text-5xl">{page.title}</h1>
          <div className="hairline mx-auto mt-7 bg-[linear-gradient(90deg,transparent,var(--color-gold),transparent)]" />
          <p className="mt-7 text-center text-mist">{page.intro}</p>
          <MemberLoginForm attemptedOnServer={actionData !== undefined} />
          <p className="mt-10 text-center text-sm text-mist" data-testid="member-login-help">
            {help.notMember}{' '}
            <Link
              to="/herra"
              className="whitespace-nowrap text-parchment underline decoration-gold/40 underline-offset-4 hover:text-gold-light"
            >
              {help.club}
            </Link>
            <span aria-hidden="true" className="mx-2 text-gold/70">
              ·
            </span>
            <Link
              to="/contact"
              className="whitespace-nowrap text-parchment underline decoration-gold/40 underline-offset-4 hover:text-gold-light"
            >
              {help.contact}
            </Link>
          </p>
        </section>
      </div>
    </div>
  )
}
