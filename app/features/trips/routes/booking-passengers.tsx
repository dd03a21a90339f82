import {
  data,
  redirect,
  useActionData,
  useLoaderData,
  useParams,
  useSearchParams,
  type MetaDescriptor,
} from 'react-router'
import { useLanguage } from '~/i18n/language-context'
import { rootDataOf } from '~/lib/seo'
import { submitForm } from '~/services/form-submission.server'
import { PassengerForm } from '../components/passenger-form'
import { PassengerList } from '../components/passenger-list'
import { tripCopy } from '../content/trip-copy'
import { parisWhen } from '../content/trip-format'
import { PASSENGER_FIELDS, passengerFormSpec, passengerRemoveFormSpec } from '../services/trip-forms.server'
import { passengerPageData } from '../services/trip-pages.server'
import type { Route } from './+types/booking-passengers'

/**
 * The holder's passenger list (docs/product.md §18): `/booking/<token>/passengers`, opened from the
 * booking's private page and private like it — never indexed, never cached, no Referer leaves it,
 * its path redacted in the request log. An unknown token is a 404; a cancelled booking a 410.
 * Phone-first: one column at 390 px, each passenger a card, the form below.
 */

const NO_STORE = { 'Cache-Control': 'no-store' }

export function headers(): Record<string, string> {
  return { ...NO_STORE, 'X-Robots-Tag': 'noindex, nofollow' }
}

export function meta({
  data: d,
  matches,
}: {
  data?: { reference?: string }
  matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>
}): MetaDescriptor[] {
  const lang = rootDataOf(matches).lang
  return [
    { title: d?.reference ? tripCopy[lang].passengers.metaTitle(d.reference) : 'HERRA' },
    { name: 'robots', content: 'noindex, nofollow' },
    { name: 'referrer', content: 'no-referrer' },
  ]
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const page = await passengerPageData(context.runtime, params.token)
  if (page.status === 'missing') throw data(null, { status: 404, headers: NO_STORE })
  if (page.status === 'gone') throw data(null, { status: 410, headers: NO_STORE })
  const edit = new URL(request.url).searchParams.get('edit')
  const editing = page.editable ? page.passengers.find((p) => p.id === edit) : undefined
  return data(
    {
      ...page.view,
      editing: editing ? { ...editing, passengerId: editing.id } : null,
      phone: context.runtime.site.phone,
    },
    { headers: NO_STORE },
  )
}

export async function action(args: Route.ActionArgs) {
  const { params, request, context } = args
  const page = await passengerPageData(context.runtime, params.token)
  if (page.status === 'missing') throw data(null, { status: 404, headers: NO_STORE })
  if (page.status === 'gone') throw data(null, { status: 410, headers: NO_STORE })
  const intent = new URL(request.url).searchParams.get('intent')
  const base = `/booking/${params.token}/passengers`
  if (intent === 'remove') {
    const spec = passengerRemoveFormSpec(context.runtime, page.booking, { kind: 'client' }, null)
    const { result, init } = await submitForm(args, spec, { fields: ['passengerId'], maxBytes: 2048 })
    if (result.status === 'success') throw redirect(`${base}?done=removed`, { status: 303, headers: NO_STORE })
    return data({ ...result, intent }, init)
  }
  if (intent !== 'save') throw data(null, { status: 400, headers: NO_STORE })
  const spec = passengerFormSpec(context.runtime, page.booking, { kind: 'client' }, null)
  const { result, init } = await submitForm(args, spec, { fields: PASSENGER_FIELDS, maxBytes: 8 * 1024 })
  if (result.status === 'success') throw redirect(`${base}?done=saved`, { status: 303, headers: NO_STORE })
  return data({ ...result, intent }, init)
}

export default function BookingPassengers() {
  const d = useLoaderData<typeof loader>()
  const answer = useActionData<typeof action>()
  const { lang } = useLanguage()
  const { token } = useParams()
  const [search] = useSearchParams()
  const t = tripCopy[lang].passengers
  const base = `/booking/${token ?? ''}/passengers`
  const done = search.get('done')
  const refusal =
    answer && answer.status !== 'invalid'
      ? answer.status === 'refused'
        ? answer.formError === 'locked' || answer.formError === 'full'
          ? answer.formError
          : null
        : answer.status === 'rate_limited' || answer.status === 'unavailable'
          ? answer.status
          : null
      : null
  const full = d.passengers.length >= d.seats
  return (
    <div className="container-luxe py-10 md:py-16">
      <a href={`/booking/${token ?? ''}`} className="text-xs tracking-[0.18em] text-gold uppercase no-underline">
        ← {t.back}
      </a>
      <p className="mt-6 text-xs tracking-[0.3em] text-gold uppercase">
        {t.eyebrow} · <span className="whitespace-nowrap">{d.reference}</span>
      </p>
      <h1 className="mt-2 text-4xl md:text-5xl">{t.title}</h1>
      <p className="mt-4 max-w-2xl text-parchment">{t.intro}</p>
      <p className="mt-4 text-ivory" data-testid="passenger-count">
        {t.count(d.passengers.length, d.seats)}
      </p>
      {d.locked && d.lockAt ? (
        <p role="status" className="mt-4 border-l-2 border-gold pl-4 text-parchment" data-testid="passengers-locked">
          {t.lockedNotice(parisWhen(lang, d.lockAt))}
        </p>
      ) : d.lockAt ? (
        <p className="mt-2 text-sm text-mist">{t.locksAt(parisWhen(lang, d.lockAt))}</p>
      ) : null}
      {d.erased ? <p className="mt-4 text-parchment">{t.erased}</p> : null}
      <div aria-live="polite">
        {done === 'saved' ? (
          <p role="status" className="mt-4 text-success">
            {t.saved}
          </p>
        ) : done === 'removed' ? (
          <p role="status" className="mt-4 text-success">
            {t.removed}
          </p>
        ) : null}
      </div>
      <section aria-label={t.title} className="mt-8">
        <PassengerList
          lang={lang}
          passengers={d.passengers}
          editable={!d.locked}
          editHref={(id) => `${base}?edit=${id}#passenger-form`}
          removeAction={`${base}?intent=remove`}
        />
      </section>
      {!d.locked && (!full || d.editing) ? (
        <div className="mt-10" id="passenger-form">
          <PassengerForm
            key={d.editing?.passengerId ?? `new-${d.passengers.length}`}
            lang={lang}
            action={`${base}?intent=save`}
            trip={d.trip}
            values={d.editing}
            lastResult={answer?.intent === 'save' ? answer.reply : undefined}
            refusal={refusal}
            cancelHref={base}
          />
        </div>
      ) : !d.locked ? (
        <p className="mt-8 text-parchment">{t.full}</p>
      ) : null}
      <section className="mt-12 border-t border-line/60 pt-8" aria-labelledby="trip-sheet-link">
        <h2 id="trip-sheet-link" className="text-2xl">
          {t.tripSheet}
        </h2>
        <p className="mt-2 text-sm text-mist">{t.tripSheetHint}</p>
        <a href={d.tripHref} className="btn btn-outline mt-4 min-h-11 no-underline" rel="noreferrer">
          {t.tripSheet}
        </a>
      </section>
    </div>
  )
}
