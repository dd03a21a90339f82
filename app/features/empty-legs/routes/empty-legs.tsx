import { Form, Link, useActionData, useLoaderData } from 'react-router'
import { countryNameOf } from '~/domain/airport-names'
import { useCopy, useLanguage } from '~/i18n/language-context'
import { localizedUrl, rootDataOf, seoTags } from '~/lib/seo'
import { formAction } from '~/services/form-submission.server'
import { LegAlertForm, type AlertResult } from '../components/leg-alert-form'
import { LegCard, type PublicLeg } from '../components/leg-card'
import { LegsJsonLd } from '../components/legs-json-ld'
import { legsCopy } from '../content/legs-copy'
import { aircraftLabel, dayIn, legCo2 } from '../domain/leg-model'
import { alertSubscribeFormSpec } from '../services/leg-alerts.server'
import { currentCountries, listCurrentLegs } from '../services/legs-store.server'
import type { Route } from './+types/empty-legs'

export const meta: Route.MetaFunction = ({ location, matches }) => {
  const { lang, siteUrl } = rootDataOf(matches)
  const t = legsCopy[lang]
  return seoTags({ lang, siteUrl, pathname: location.pathname, title: t.metaTitle, description: t.metaDescription })
}

/** The list changes with every publish: never kept by the page cache, revalidated by browsers. */
export function headers() {
  return { 'Cache-Control': 'no-cache' }
}

const COUNTRY = /^[A-Z]{2}$/

/**
 * The public empty legs (docs/product.md §12): current legs (window not passed, not withdrawn),
 * soonest first, filtered by departure and arrival country (a GET form: works without JavaScript).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams
  const pick = (name: string) => {
    const value = query.get(name)?.toUpperCase() ?? ''
    return COUNTRY.test(value) ? value : undefined
  }
  const filter = { fromCountry: pick('from'), toCountry: pick('to') }
  const today = dayIn(new Date())
  const db = context.runtime.database.db
  const [legs, countries] = await Promise.all([listCurrentLegs(db, today, filter), currentCountries(db, today)])
  const lang = context.lang
  const shown: PublicLeg[] = legs.map((leg) => ({
    id: leg.id,
    from: leg.from,
    to: leg.to,
    earliest: leg.earliest,
    latest: leg.latest,
    aircraft: aircraftLabel(leg),
    seats: leg.seats,
    priceEur: leg.priceEur,
    co2PerPassengerKg: legCo2(leg)?.perPassengerKg ?? null,
    note: lang === 'fr' ? leg.noteFr : leg.noteEn,
  }))
  return { legs: shown, countries, filter, url: localizedUrl(context.runtime.env.SITE_URL, '/empty-legs', lang) }
}

/** The alert form, through the one form handler. */
export function action(args: Route.ActionArgs) {
  const { context } = args
  return formAction(args, alertSubscribeFormSpec(context.runtime, { lang: context.lang, clientIp: context.clientIp }))
}

export default function EmptyLegs() {
  const t = useCopy(legsCopy)
  const { lang } = useLanguage()
  const d = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>() as AlertResult | undefined
  const filtered = Boolean(d.filter.fromCountry || d.filter.toCountry)
  const options = (codes: readonly string[]) =>
    codes.map((code) => ({ code, name: countryNameOf(lang, code) })).sort((a, b) => a.name.localeCompare(b.name, lang))
  return (
    <>
      <section className="relative overflow-hidden border-b border-line/60">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,rgba(201,169,106,0.16),transparent_55%)]"
        />
        <div className="container-luxe relative py-14 md:py-24">
          <p className="eyebrow">{t.eyebrow}</p>
          <h1 className="mt-5 max-w-4xl text-4xl md:text-6xl">{t.title}</h1>
          <div className="hairline mt-8" />
          <p className="mt-8 max-w-2xl text-lg text-parchment">{t.lead}</p>
        </div>
      </section>

      <section className="container-luxe py-10 md:py-14" aria-labelledby="legs-count">
        {d.countries.from.length > 0 || filtered ? (
          <Form method="get" className="flex flex-wrap items-end gap-4 border border-line/70 p-4 md:p-5">
            <fieldset className="contents">
              <legend className="sr-only">{t.filters.legend}</legend>
              <div className="min-w-[12rem] flex-1">
                <label htmlFor="legs-from" className="block text-xs uppercase tracking-[0.16em] text-mist">
                  {t.filters.from}
                </label>
                <select
                  id="legs-from"
                  name="from"
                  defaultValue={d.filter.fromCountry ?? ''}
                  className="mt-2 min-h-11 w-full cursor-pointer border border-line bg-night px-3 text-ivory"
                >
                  <option value="">{t.filters.any}</option>
                  {options(d.countries.from).map((c) => (
                    <option key={c.code} value={c.code}>
                      {c.name}
                    </option>
                  ))}
                </select>
              </div>
              <div className="min-w-[12rem] flex-1">
                <label htmlFor="legs-to" className="block text-xs uppercase tracking-[0.16em] text-mist">
                  {t.filters.to}
                </label>
                <select
                  id="legs-to"
                  name="to"
                  defaultValue={d.filter.toCountry ?? ''}
                  className="mt-2 min-h-11 w-full cursor-pointer border border-line bg-night px-3 text-ivory"
                >
                  <option value="">{t.filters.any}</option>
                  {options(d.countries.to).map((c) => (
                    <option key={c.code} value={c.code}>
                      {c.name}
                    </option>
                  ))}
                </select>
              </div>
            </fieldset>
            <button type="submit" className="btn btn-outline min-h-11 px-6">
              {t.filters.apply}
            </button>
            {filtered ? (
              <Link to="/empty-legs" className="min-h-11 content-center text-sm text-gold-light">
                {t.filters.reset}
              </Link>
            ) : null}
          </Form>
        ) : null}

        <h2 id="legs-count" className="mt-10 text-2xl" aria-live="polite">
          {t.count(d.legs.length)}
        </h2>
        {d.legs.length > 0 ? (
          <>
            <ul className="mt-6 grid gap-6 md:grid-cols-2 xl:grid-cols-3">
              {d.legs.map((leg) => (
                <LegCard key={leg.id} leg={leg} />
              ))}
            </ul>
            <p className="mt-6 max-w-3xl text-xs leading-relaxed text-mist">{t.co2Method}</p>
            <LegsJsonLd legs={d.legs} url={d.url} name={t.metaTitle} />
          </>
        ) : (
          <div className="mt-6 border border-gold/40 bg-night/40 p-8 text-center md:p-12" data-testid="legs-empty">
            <p className="font-display text-3xl text-ivory">{t.empty.title}</p>
            <p className="mx-auto mt-4 max-w-xl text-parchment">{filtered ? t.empty.filtered : t.empty.text}</p>
            <a href="#alert" className="btn btn-gold mt-8 min-h-11 px-8 no-underline">
              {t.alert.button}
            </a>
          </div>
        )}
      </section>

      <section className="container-luxe pb-20">
        <LegAlertForm
          // A new filter gives the alert its places again.
          key={`${d.filter.fromCountry ?? ''}-${d.filter.toCountry ?? ''}`}
          result={result}
          defaultValue={{
            from: d.filter.fromCountry ? countryNameOf(lang, d.filter.fromCountry) : undefined,
            to: d.filter.toCountry ? countryNameOf(lang, d.filter.toCountry) : undefined,
          }}
        />
      </section>
    </>
  )
}
