import type { Language } from '~/i18n/language'
import { formatIsoDate } from '~/i18n/format'
import { offerCopy } from '../content/offer-copy'
import {
  airportLine,
  formatBlock,
  formatKm,
  formatLocal,
  formatTonnes,
  formatUtc,
  formatWhen,
  lineLabel,
  money,
} from '../content/offer-format'
import { termsOf } from '../content/offer-terms'
import type { OfferContent, OfferLeg, OfferOption } from '../domain/offer-model'

/**
 * An offer as the client reads it (docs/product.md §11) — the same component on the client's page
 * and in the desk's preview, so the preview is exactly what the client will see. Mobile first: one
 * column, the options stacked; two columns from a tablet up.
 */
export function OfferDocument({
  content,
  lang,
  headingLevel = 1,
  chosenOption,
}: {
  content: OfferContent
  lang: Language
  /** 1 on the client's page; 2 inside the desk's preview. */
  headingLevel?: 1 | 2
  chosenOption?: number
}) {
  const t = offerCopy[lang]
  const Title = headingLevel === 1 ? 'h1' : 'h2'
  const Section = headingLevel === 1 ? 'h2' : 'h3'
  const terms = termsOf(content.termsVersion)[lang]
  return (
    <article aria-labelledby={`offer-title-${content.version}`}>
      <header>
        <p className="eyebrow">{t.eyebrow}</p>
        <Title id={`offer-title-${content.version}`} className="mt-4 text-4xl break-words md:text-5xl">
          {content.reference}
        </Title>
        <p className="mt-3 text-lg text-parchment">{t.preparedFor(content.clientName)}</p>
        <p className="mt-2 text-sm text-mist">
          {t.versionLine(content.version, formatWhen(lang, content.issuedAt))} · {t.passengers(content.passengers)}
        </p>
        <p className="mt-4 inline-block border border-gold/60 px-3 py-1.5 text-sm text-gold-light">
          {t.validUntil(formatWhen(lang, content.expiresAt))}
        </p>
        {content.message ? (
          <figure className="mt-8 border-l-2 border-gold pl-5">
            <figcaption className="text-xs uppercase tracking-[0.18em] text-mist">{t.message}</figcaption>
            <blockquote className="mt-2 font-display text-xl whitespace-pre-line text-ivory">
              {content.message}
            </blockquote>
          </figure>
        ) : null}
      </header>

      <section aria-labelledby={`offer-itinerary-${content.version}`} className="mt-12">
        <Section id={`offer-itinerary-${content.version}`} className="text-3xl">
          {t.itinerary}
        </Section>
        <div className="hairline mt-4" />
        <ol className="mt-6 space-y-6">
          {content.legs.map((leg, i) => (
            <LegItem key={i} leg={leg} n={i + 1} lang={lang} />
          ))}
        </ol>
      </section>

      <section aria-labelledby={`offer-options-${content.version}`} className="mt-12">
        <Section id={`offer-options-${content.version}`} className="text-3xl">
          {t.options}
        </Section>
        <div className="hairline mt-4" />
        <p className="mt-4 text-sm text-mist">{t.optionsIntro}</p>
        <ul className="mt-6 grid gap-6 md:grid-cols-2">
          {content.options.map((option) => (
            <OptionCard key={option.number} option={option} lang={lang} chosen={chosenOption === option.number} />
          ))}
        </ul>
        <p className="mt-6 text-xs leading-relaxed text-mist">
          {t.taxesNote} {t.co2Method}
        </p>
      </section>

      <section aria-labelledby={`offer-terms-${content.version}`} className="mt-12">
        <Section id={`offer-terms-${content.version}`} className="text-3xl">
          {t.terms}
        </Section>
        <div className="hairline mt-4" />
        <p className="mt-4 text-sm text-parchment">{terms.title}</p>
        <ol className="mt-3 list-decimal space-y-2 pl-5 text-sm leading-relaxed text-mist">
          {terms.clauses.map((clause) => (
            <li key={clause}>{clause}</li>
          ))}
        </ol>
      </section>
    </article>
  )
}

function LegItem({ leg, n, lang }: { leg: OfferLeg; n: number; lang: Language }) {
  const t = offerCopy[lang]
  const from = airportLine(lang, leg.from)
  const to = airportLine(lang, leg.to)
  return (
    <li className="border border-line/80 bg-ink/50 p-4 md:p-6">
      <p className="text-xs uppercase tracking-[0.18em] text-gold">{t.leg(n)}</p>
      <dl className="mt-3 grid gap-4 sm:grid-cols-2">
        {(
          [
            [t.departure, from, leg.departureUtc, leg.from.timeZone],
            [t.arrival, to, leg.arrivalUtc, leg.to.timeZone],
          ] as const
        ).map(([label, airport, iso, zone]) => (
          <div key={label}>
            <dt className="text-xs uppercase tracking-[0.14em] text-mist">{label}</dt>
            <dd className="mt-1">
              <span className="block font-display text-xl text-ivory">{airport.name}</span>
              <span className="block text-sm text-parchment">{airport.place}</span>
              <span className="mt-1 block text-ivory">
                <time dateTime={iso}>{formatLocal(lang, iso, zone)}</time>{' '}
                <span className="text-xs text-mist">({t.local})</span>
              </span>
              <span className="block text-sm text-mist">{formatUtc(lang, iso, zone)}</span>
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-sm text-parchment">
        {t.blockTime}
        {t.colon}
        <strong className="font-normal text-ivory">{formatBlock(lang, leg.blockMinutes)}</strong>
        {' · '}
        {t.distance}
        {t.colon}
        {formatKm(lang, leg.distanceKm)}
      </p>
    </li>
  )
}

function OptionCard({ option, lang, chosen }: { option: OfferOption; lang: Language; chosen: boolean }) {
  const t = offerCopy[lang]
  return (
    <li
      className={`flex flex-col border p-5 md:p-6 ${chosen ? 'border-gold bg-gold/10' : 'border-line/80 bg-night/60'}`}
      data-option={option.number}
    >
      <p className="text-xs uppercase tracking-[0.18em] text-gold">{t.option(option.number)}</p>
      <p className="mt-2 font-display text-2xl text-ivory">{option.aircraft.name}</p>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-mist">{t.operator}</dt>
        <dd className="text-parchment">{option.operator}</dd>
        <dt className="text-mist">{t.registration}</dt>
        <dd className="text-parchment">{option.registration ?? t.registrationUnknown}</dd>
        <dt className="sr-only">{t.seats(option.seats)}</dt>
        <dd className="col-span-2 text-parchment">{t.seats(option.seats)}</dd>
      </dl>
      {option.operatedBy ? (
        <p className="mt-3 text-sm text-parchment" data-testid="operated-by">
          {t.operatedBy(
            option.operatedBy.name,
            option.operatedBy.aocNumber,
            option.operatedBy.authority,
            formatIsoDate(lang, option.operatedBy.checkedOn),
          )}
        </p>
      ) : null}
      <table className="mt-5 w-full text-sm">
        <caption className="sr-only">{t.option(option.number)}</caption>
        <tbody>
          {option.lines.map((line, i) => {
            const { label, detail } = lineLabel(lang, line)
            return (
              <tr key={i} className="border-b border-line/50 align-top">
                <th scope="row" className="py-2 pr-3 text-left font-normal text-parchment">
                  {label}
                  {detail ? <span className="block text-xs text-mist">{detail}</span> : null}
                </th>
                <td className="py-2 text-right whitespace-nowrap tabular-nums text-ivory">
                  {money(lang, line.amountEur)}
                </td>
              </tr>
            )
          })}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" className="pt-3 text-left font-display text-xl font-normal text-ivory">
              {t.lines.total}
            </th>
            <td
              className="pt-3 text-right font-display text-2xl whitespace-nowrap text-gold-light"
              data-testid={`option-${option.number}-total`}
            >
              {money(lang, option.totalEur)}
            </td>
          </tr>
        </tfoot>
      </table>
      <p className="mt-4 text-sm text-mist" data-testid={`option-${option.number}-co2`}>
        {t.co2}
        {t.colon}
        {t.co2Value(formatTonnes(lang, option.co2.kg), formatTonnes(lang, option.co2.perPassengerKg))}
      </p>
    </li>
  )
}
