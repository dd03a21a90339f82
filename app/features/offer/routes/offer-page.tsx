import { data, useActionData, useLoaderData, useParams, type MetaDescriptor } from 'react-router'
import { useLanguage } from '~/i18n/language-context'
import { rootDataOf } from '~/lib/seo'
import { submitForm } from '~/services/form-submission.server'
import { offerCopy } from '../content/offer-copy'
import { formatWhen } from '../content/offer-format'
import { OfferAcceptForm } from '../components/offer-accept-form'
import { OfferDocument } from '../components/offer-document'
import { ContactButtons, OfferRefusal } from '../components/offer-status'
import { offerAcceptFormSpec } from '../services/offer-forms.server'
import type { AcceptOutcome } from '../services/offer-link.server'
import { openOffer, recordView } from '../services/offer-link.server'
import type { Route } from './+types/offer-page'

/**
 * The client's offer (docs/product.md §11): `/offer/<token>`, private — never indexed, never kept
 * by a cache, no Referer leaves it (server/security-headers.ts) and its path is redacted in the
 * request log (server/request-logger.ts). An unknown token is a 404 like any missing page.
 */

export function headers(): Record<string, string> {
  return { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex, nofollow' }
}

export function meta({
  data: d,
  matches,
}: {
  data?: { content?: { reference: string } }
  matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>
}): MetaDescriptor[] {
  const lang = rootDataOf(matches).lang
  return [
    { title: d?.content ? offerCopy[lang].metaTitle(d.content.reference) : 'HERRA' },
    { name: 'robots', content: 'noindex, nofollow' },
    { name: 'referrer', content: 'no-referrer' },
  ]
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const { runtime } = context
  const opened = await openOffer(runtime, params.token)
  if (!opened) throw data(null, { status: 404, headers: { 'Cache-Control': 'no-store' } })
  if (opened.answer === 'open' || opened.answer === 'accepted') await recordView(runtime, opened)
  const refused = opened.answer !== 'open' && opened.answer !== 'accepted'
  return data(
    {
      // A refused link shows what it was and what to do, not the offer itself.
      content: refused ? { ...opened.content, options: [], legs: [], message: '' } : opened.content,
      answer: opened.answer,
      acceptance: opened.acceptance
        ? { ...opened.acceptance, acceptedAt: opened.acceptance.acceptedAt.toISOString() }
        : null,
      email: opened.email,
      phone: runtime.site.phone,
    },
    { status: refused ? 410 : 200, headers: { 'Cache-Control': 'no-store' } },
  )
}

export async function action(args: Route.ActionArgs) {
  const { request, params, context } = args
  const outcome: { value?: AcceptOutcome } = {}
  const spec = offerAcceptFormSpec(
    context.runtime,
    params.token,
    { clientIp: context.clientIp, userAgent: request.headers.get('User-Agent') },
    outcome,
  )
  const { result, init } = await submitForm(args, spec, { fields: ['option', 'fullName'], maxBytes: 4096 })
  if (outcome.value?.status === 'missing') throw data(null, { status: 404, headers: { 'Cache-Control': 'no-store' } })
  const next = outcome.value?.status === 'accepted' ? outcome.value.next : undefined
  return data({ ...result, accept: outcome.value?.status ?? null, next: next ?? null }, init)
}

export default function OfferPage() {
  const d = useLoaderData<typeof loader>()
  const answer = useActionData<typeof action>()
  const { lang } = useLanguage()
  const t = offerCopy[lang]
  const { content } = d
  const { token } = useParams()
  if (d.answer !== 'open' && d.answer !== 'accepted') {
    return (
      <OfferRefusal
        answer={d.answer}
        lang={lang}
        expiresAt={content.expiresAt}
        reference={content.reference}
        phone={d.phone}
        email={d.email}
      />
    )
  }
  return (
    <div className="container-luxe py-12 md:py-20">
      {d.acceptance ? (
        <section
          role="status"
          aria-labelledby="offer-accepted-title"
          className="mb-12 border border-success/70 bg-success/10 p-5 md:p-8"
        >
          <h2 id="offer-accepted-title" className="text-3xl text-ivory">
            {t.accepted.title}
          </h2>
          <p className="mt-3 text-lg text-parchment">
            {t.accepted.text(d.acceptance.option, d.acceptance.fullName, formatWhen(lang, d.acceptance.acceptedAt))}
          </p>
          <p className="mt-2 text-parchment">{t.accepted.next}</p>
          {answer?.next ? (
            <p className="mt-4">
              <a href={answer.next} className="btn btn-gold min-h-11 no-underline">
                {t.accepted.booking}
              </a>
            </p>
          ) : null}
          <p className="mt-3 text-xs break-all text-mist">
            {t.accepted.fingerprint}
            {t.colon}
            {d.acceptance.contentSha256}
          </p>
        </section>
      ) : null}
      <OfferDocument content={content} lang={lang} chosenOption={d.acceptance?.option} />
      <section className="mt-12 flex flex-wrap items-center gap-4" aria-label={t.pdf}>
        <a
          href={`/offer/${token ?? ''}/pdf`}
          className="btn btn-outline min-h-11 no-underline"
          download={`${content.reference}.pdf`}
        >
          {t.pdf}
        </a>
        <span className="text-sm text-mist">{t.pdfHint}</span>
      </section>
      {d.answer === 'open' ? (
        <div className="mt-12">
          <OfferAcceptForm
            options={content.options}
            lang={lang}
            lastResult={answer?.reply}
            refusal={answer?.status === 'rate_limited' || answer?.status === 'unavailable' ? answer.status : null}
          />
        </div>
      ) : null}
      <section className="mt-12 border-t border-line/60 pt-8">
        <p className="text-parchment">{t.help(d.phone)}</p>
        <ContactButtons lang={lang} phone={d.phone} email={d.email} reference={content.reference} />
      </section>
    </div>
  )
}
