import type { Language } from '~/i18n/language'
import { telHref } from '~/config/house'
import { offerCopy } from '../content/offer-copy'
import { formatWhen } from '../content/offer-format'
import type { LinkAnswer } from '../domain/offer-state'

/** What a link that can no longer be accepted says, and what to do (call, reply). */
export function OfferRefusal({
  answer,
  lang,
  expiresAt,
  reference,
  phone,
  email,
}: {
  answer: Exclude<LinkAnswer, 'open' | 'accepted'>
  lang: Language
  expiresAt: string
  reference: string
  phone: string
  email: string
}) {
  const t = offerCopy[lang].refusal
  const title = t[answer].title
  const text = answer === 'expired' ? t.expired.text(formatWhen(lang, expiresAt)) : t[answer].text
  return (
    <section className="container-luxe py-16 md:py-24" aria-labelledby="offer-refusal-title">
      <p className="eyebrow">{reference}</p>
      <h1 id="offer-refusal-title" className="mt-4 text-4xl md:text-5xl">
        {title}
      </h1>
      <div className="hairline mt-6" />
      <p className="mt-6 max-w-2xl text-lg text-parchment">{text}</p>
      <p className="mt-4 max-w-2xl text-parchment">{t.then(phone, email)}</p>
      <ContactButtons lang={lang} phone={phone} email={email} reference={reference} />
    </section>
  )
}

export function ContactButtons({
  lang,
  phone,
  email,
  reference,
}: {
  lang: Language
  phone: string
  email: string
  reference: string
}) {
  const t = offerCopy[lang]
  return (
    <div className="mt-8 flex flex-wrap gap-3">
      <a href={telHref(phone)} className="btn btn-gold min-h-11 no-underline">
        {t.call} · {phone}
      </a>
      <a
        href={`mailto:${email}?subject=${encodeURIComponent(reference)}`}
        className="btn btn-outline min-h-11 no-underline"
      >
        {t.write}
      </a>
    </div>
  )
}
