import { data, redirect } from 'react-router'
import { ClubDoor, ClubSeal } from '~/features/club/components/club-art'
import { ClubGateAside, ClubGateForm } from '~/features/club/components/club-gate-form'
import { pageCopy } from '~/content/pages'
import { useLanguage } from '~/i18n/language-context'
import { pageMeta } from '~/lib/seo'
import { checkClubCookie } from '~/services/club-access.server'
import { clubGateFormSpec } from '~/features/club/services/club-gate.server'
import { submitForm } from '~/services/form-submission.server'
import type { Route } from './+types/club-herra-private'

/** The access gate (docs/product.md §8, decision 009): the code is checked here, on the server. */
export const meta = pageMeta('clubGate', { noindex: true })

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'no-store' })

export async function loader({ request, context }: Route.LoaderArgs) {
  // Already inside for this browser session: straight to the club (bad cookies count, see checkClubCookie).
  if ((await checkClubCookie(context.runtime, request, context.clientIp)) === 'granted') {
    throw redirect('/club-herra-content', { headers: { 'Cache-Control': 'no-store' } })
  }
  return null
}

/** The code, through the one form handler (`clubGateFormSpec`: its own authentication step, ≥ 1 s). */
export async function action(args: Route.ActionArgs) {
  const { result, init, value: cookie } = await submitForm(args, clubGateFormSpec(args.context.runtime))
  if (cookie) return redirect('/club-herra-content', { headers: { 'Set-Cookie': cookie, 'Cache-Control': 'no-store' } })
  return data(result, init)
}

export default function Page({ actionData }: Route.ComponentProps) {
  const { lang } = useLanguage()
  const copy = pageCopy[lang].clubGate
  return (
    <section className="relative overflow-hidden">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top,rgba(201,169,106,0.16),transparent_55%)]"
      />
      <ClubDoor className="pointer-events-none absolute left-1/2 top-10 h-[44rem] -translate-x-1/2 opacity-[0.09]" />
      <div className="container-luxe fade-in relative flex justify-center py-20 md:py-28">
        <div className="w-full max-w-md text-center">
          <ClubSeal className="mx-auto" size={72} />
          {copy.eyebrow ? <p className="eyebrow mt-8">{copy.eyebrow}</p> : null}
          <h1 className="mt-5 text-4xl md:text-5xl">{copy.title}</h1>
          <div className="mx-auto mt-8 h-px w-16 bg-gradient-to-r from-transparent via-gold to-transparent" />
          <p className="mt-8 text-parchment">{copy.intro}</p>
          <ClubGateForm result={actionData ?? undefined} />
          <ClubGateAside />
        </div>
      </div>
    </section>
  )
}
