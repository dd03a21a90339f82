import { useNavigate } from 'react-router'
import { EstimateError } from '~/features/estimator/components/result-parts'
import { HomeEstimator } from '~/features/estimator/components/home-estimator'
import { HomeEstimateResult } from '~/features/estimator/components/home-estimator-result'
import { RunwayRefusalBox } from '~/features/estimator/components/runway-parts'
import { homeCopy } from '~/content/home'
import { fleetChoices } from '~/domain/aircraft'
import { useCopy } from '~/i18n/language-context'
import { rootDataOf, seoTags } from '~/lib/seo'
import { estimatePage } from '~/features/estimator/services/estimate-page.server'
import type { Route } from './+types/estimate'

/**
 * /estimate — the hero's estimator answered by the server (docs/decisions/049-home-estimate-and-advice.md): where its GET form lands
 * without JavaScript, and a link that can be shared. Not indexed (its answer depends on the query).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams
  const page = await estimatePage(query, { runtime: context.runtime, lang: context.lang, clientIp: context.clientIp })
  return { ...page, fleet: fleetChoices() }
}

export function headers() {
  // The answer holds the day's weather: never kept by a shared cache.
  return { 'Cache-Control': 'no-store' }
}

export const meta = ({
  location,
  matches,
}: {
  location: { pathname: string }
  matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>
}) => {
  const { lang, siteUrl } = rootDataOf(matches)
  const t = homeCopy[lang].estimator
  return seoTags({
    lang,
    siteUrl,
    pathname: location.pathname,
    title: t.pageTitle,
    description: t.pageDescription,
    noindex: true,
  })
}

export default function EstimatePage({ loaderData }: Route.ComponentProps) {
  const t = useCopy(homeCopy).estimator
  const navigate = useNavigate()
  const { values, answer, fleet } = loaderData
  const again = (changes: Partial<typeof values>) =>
    `/estimate?${new URLSearchParams({ ...values, ...changes }).toString()}`
  return (
    <section className="container-luxe py-16 md:py-24">
      <h1 className="max-w-2xl text-4xl md:text-5xl">{t.formLabel}</h1>
      <div className="hairline mt-6" />
      <div className="mt-10 max-w-xl">
        <HomeEstimator
          // A new answer is a new page: the form starts again from the values it was given.
          key={new URLSearchParams({ ...values }).toString()}
          fleet={fleet}
          defaults={values}
          answer={
            answer.status === 'result' ? (
              <HomeEstimateResult
                result={answer.result}
                suggested={answer.suggested}
                switchHref={(aircraft) => again({ aircraft })}
              />
            ) : answer.status === 'refused' ? (
              <RunwayRefusalBox
                refusal={answer.refusal}
                aircraftId={answer.aircraftId}
                offerAircraft
                onChoose={(override) =>
                  void navigate(
                    again({
                      ...(override.aircraft ? { aircraft: override.aircraft } : {}),
                      ...(override.side && override.code
                        ? { [override.side === 'departure' ? 'from' : 'to']: override.code }
                        : {}),
                    }),
                  )
                }
              />
            ) : answer.status === 'error' ? (
              <EstimateError code={answer.code} />
            ) : answer.status === 'missing' ? (
              <p className="text-sm text-parchment" role="alert">
                {t.missing}
              </p>
            ) : undefined
          }
        />
      </div>
    </section>
  )
}
