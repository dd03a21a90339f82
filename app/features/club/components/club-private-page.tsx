import { Link } from 'react-router'
import type { ClubPrivateCopy } from '~/features/club/content/club-private-types'
import { pageCopy } from '~/content/pages'
import { useLanguage } from '~/i18n/language-context'
import { useClubAccessFlag } from './club-access-flag'
import { ClubApplicationDialog, type ClubModalResult } from './club-application-dialog'
import { ClubDoor, ClubSeal } from './club-art'
import { ClubLeaveButton } from './club-leave-button'
import { PrivilegeIcon } from './privilege-icon'

const centredRule = 'mx-auto h-px w-16 bg-gradient-to-r from-transparent via-gold to-transparent'

/**
 * The private club page (docs/product.md §2 "Club page"). Its copy arrives from the gated loader, so none of
 * these texts is in a public file.
 */
export function ClubPrivatePage({
  copy,
  formKey,
  documentResult,
}: {
  copy: ClubPrivateCopy
  formKey: string
  documentResult?: ClubModalResult
}) {
  const { lang } = useLanguage()
  useClubAccessFlag()
  const title = pageCopy[lang].clubContent.title

  return (
    <>
      <ClubLeaveButton label={copy.leave} spokenLabel={copy.leaveLabel} area={copy.area} />

      <section className="relative overflow-hidden border-b border-line/60">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top,rgba(201,169,106,0.18),transparent_60%)]"
        />
        <ClubDoor className="pointer-events-none absolute -bottom-2 left-1/2 h-[115%] -translate-x-1/2 opacity-[0.1]" />
        <div className="container-luxe fade-in relative py-24 text-center md:py-36">
          <ClubSeal className="mx-auto" size={76} />
          <p className="eyebrow mt-8">{copy.hero.eyebrow}</p>
          <h1 className="mt-5 text-5xl tracking-[0.06em] md:text-7xl">{title}</h1>
          <div className={`${centredRule} mt-9`} />
          <p className="mx-auto mt-9 max-w-2xl font-display text-2xl italic leading-snug text-parchment md:text-3xl">
            {copy.hero.tagline}
          </p>
          <p className="mt-8 text-[0.72rem] uppercase tracking-[0.3em] text-mist">{copy.hero.welcome}</p>
        </div>
      </section>

      <section
        aria-labelledby="club-privilege-title"
        className="container-luxe reveal grid gap-14 py-24 md:py-32 lg:grid-cols-12"
      >
        <div className="lg:col-span-5">
          <p className="eyebrow">{copy.privilege.eyebrow}</p>
          <h2 id="club-privilege-title" className="mt-5 text-4xl md:text-5xl">
            {copy.privilege.title}
          </h2>
          <div className="hairline mt-8" />
          <p className="mt-8 text-lg leading-relaxed text-parchment">{copy.privilege.text}</p>
        </div>
        <dl className="grid grid-cols-1 self-center border-y border-line sm:grid-cols-3 sm:border-x-0 lg:col-span-7">
          {copy.privilege.stats.map((stat, index) => (
            <div
              key={stat.value}
              className={`flex flex-col-reverse items-center px-6 py-10 text-center ${index > 0 ? 'border-t border-line sm:border-l sm:border-t-0' : ''}`}
            >
              <dt className="mt-4 text-[0.7rem] uppercase tracking-[0.22em] text-mist">{stat.label}</dt>
              <dd className="font-display text-6xl leading-none text-gold-light md:text-7xl">
                <span aria-hidden={stat.spoken ? true : undefined}>{stat.value}</span>
                {stat.spoken ? <span className="sr-only">{stat.spoken}</span> : null}
              </dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="club-privileges-title" className="border-y border-line/60 bg-night">
        <div className="container-luxe reveal py-24 md:py-32">
          <p className="eyebrow">{copy.privileges.eyebrow}</p>
          <h2 id="club-privileges-title" className="mt-5 max-w-2xl text-4xl md:text-5xl">
            {copy.privileges.title}
          </h2>
          <ul className="mt-14 grid gap-px border border-line bg-line sm:grid-cols-2 lg:grid-cols-3">
            {copy.privileges.items.map((item) => (
              <li key={item.icon} className="bg-night p-8 transition-colors hover:bg-ink md:p-10">
                <PrivilegeIcon name={item.icon} />
                <h3 className="mt-6 text-2xl">{item.title}</h3>
                <p className="mt-3 text-sm leading-relaxed text-mist">{item.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="club-tiers-title" className="container-luxe reveal py-24 md:py-32">
        <div className="text-center">
          <p className="eyebrow">{copy.tiers.eyebrow}</p>
          <h2 id="club-tiers-title" className="mt-5 text-4xl md:text-5xl">
            {copy.tiers.title}
          </h2>
          <p className="mx-auto mt-6 max-w-2xl text-parchment">{copy.tiers.intro}</p>
        </div>
        <ul className="mt-16 grid items-stretch gap-10 lg:grid-cols-3 lg:gap-0">
          {copy.tiers.items.map((tier, index) => {
            const highlighted = index === 1
            return (
              <li
                key={tier.name}
                data-highlighted={highlighted || undefined}
                className={
                  highlighted
                    ? 'relative z-10 flex flex-col border border-gold bg-[linear-gradient(180deg,rgba(201,169,106,0.14),rgba(13,17,24,0.96)_45%)] p-10 shadow-[0_30px_80px_-30px_rgba(201,169,106,0.35)] lg:-my-6 lg:py-16'
                    : 'flex flex-col border border-line bg-night/60 p-10'
                }
              >
                {highlighted ? (
                  <p className="absolute left-1/2 top-0 -translate-x-1/2 -translate-y-1/2 whitespace-nowrap border border-gold bg-midnight px-4 py-1 text-[0.65rem] font-medium uppercase tracking-[0.24em] text-gold-light">
                    {copy.tiers.highlight}
                  </p>
                ) : null}
                <p className="eyebrow">{tier.access}</p>
                <h3 className="mt-4 text-4xl">{tier.name}</h3>
                <p className="mt-2 font-display text-lg italic text-parchment">{tier.summary}</p>
                <div className={`mt-8 h-px ${highlighted ? 'bg-gold/60' : 'bg-line'}`} />
                <ul className="mt-8 space-y-4 text-sm text-parchment">
                  {tier.features.map((feature) => (
                    <li key={feature} className="flex gap-3">
                      <span aria-hidden="true" className="mt-[0.55rem] size-1.5 shrink-0 rotate-45 bg-gold" />
                      {feature}
                    </li>
                  ))}
                </ul>
              </li>
            )
          })}
        </ul>
      </section>

      <section aria-labelledby="club-process-title" className="border-y border-line/60 bg-night">
        <div className="container-luxe reveal py-24 md:py-32">
          <p className="eyebrow">{copy.process.eyebrow}</p>
          <h2 id="club-process-title" className="mt-5 text-4xl md:text-5xl">
            {copy.process.title}
          </h2>
          <ol className="mt-16 grid gap-12 md:grid-cols-3 md:gap-10">
            {copy.process.steps.map((step) => (
              <li key={step.number} className="relative border-t border-gold/50 pt-8">
                <span aria-hidden="true" className="font-display text-6xl leading-none text-gold/80">
                  {step.number}
                </span>
                <h3 className="mt-6 text-2xl">
                  <span className="sr-only">{step.number} </span>
                  {step.title}
                </h3>
                <p className="mt-3 text-sm leading-relaxed text-mist">{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section aria-labelledby="club-apply-title" className="container-luxe reveal py-24 text-center md:py-32">
        <ClubSeal className="mx-auto" size={56} />
        <p className="eyebrow mt-8">{copy.apply.eyebrow}</p>
        <h2 id="club-apply-title" className="mt-5 text-4xl md:text-5xl">
          {copy.apply.title}
        </h2>
        <p className="mx-auto mt-6 max-w-2xl text-parchment">{copy.apply.text}</p>
        <div className="mt-12 flex flex-wrap items-center justify-center gap-4">
          <ClubApplicationDialog formKey={formKey} openLabel={copy.apply.applyButton} documentResult={documentResult} />
          <Link to="/contact" className="btn btn-outline no-underline">
            {copy.apply.infoLink}
          </Link>
        </div>
      </section>
    </>
  )
}
