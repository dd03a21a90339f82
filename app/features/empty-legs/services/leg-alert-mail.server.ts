import type { Language } from '~/i18n/language'
import { escapeHtml } from '~/services/leads/lead-email.server'
import { legsCopy } from '../content/legs-copy'
import { priceOf, routeOf, tonnesOf, windowOf } from '../content/legs-format'
import { aircraftLabel, legCo2, type EmptyLeg } from '../domain/leg-model'
import type { Place, RouteInterest } from '../domain/route-interest'

/** The alerts' e-mails (docs/product.md §12), in the subscriber's language: the confirmation, the daily digest. */

export interface ComposedMail {
  subject: string
  text: string
  html: string
}

function page(body: string): string {
  return `<!doctype html><html><body style="font-family:Georgia,serif;background:#07090d;color:#f4efe4;padding:24px">${body}</body></html>`
}

function button(href: string, label: string): string {
  return `<p><a href="${escapeHtml(href)}" style="display:inline-block;background:#c9a96a;color:#07090d;padding:12px 20px;text-decoration:none">${escapeHtml(label)}</a></p>`
}

function footer(lang: Language, unsubscribeUrl: string): { text: string; html: string } {
  const t = legsCopy[lang].mail
  return {
    text: `${t.unsubscribe}: ${unsubscribeUrl}\n`,
    html: `<p style="font-size:12px;color:#a9a393">${escapeHtml(t.unsubscribe)} : <a href="${escapeHtml(unsubscribeUrl)}" style="color:#dcc28e">${escapeHtml(unsubscribeUrl)}</a></p>`,
  }
}

/** "Paris → Nice", "partout → Nice (à 100 km)". */
export function interestLabel(lang: Language, interest: RouteInterest): string {
  const t = legsCopy[lang].mail
  const label = (p: Place | null) => (p ? p.label : t.anyPlace)
  const radius = interest.radiusKm !== null ? ` ${t.radius(interest.radiusKm)}` : ''
  return `${label(interest.from)} → ${label(interest.to)}${radius}`
}

export function alertConfirmMail(
  lang: Language,
  interest: RouteInterest,
  urls: { confirm: string; unsubscribe: string },
): ComposedMail {
  const t = legsCopy[lang].mail
  const intro = t.confirmIntro(interestLabel(lang, interest))
  const end = footer(lang, urls.unsubscribe)
  return {
    subject: t.confirmSubject,
    text: `${intro}\n\n${urls.confirm}\n\n${t.ignore}\n\n${end.text}`,
    html: page(
      `<p>${escapeHtml(intro)}</p>${button(urls.confirm, t.confirmAction)}<p>${escapeHtml(t.ignore)}</p>${end.html}`,
    ),
  }
}

/** One digest: every leg queued for the subscriber since their last e-mail, soonest first. */
export function alertDigestMail(
  lang: Language,
  interest: RouteInterest,
  legs: readonly EmptyLeg[],
  urls: { site: string; unsubscribe: string },
): ComposedMail {
  const t = legsCopy[lang]
  const base = urls.site.replace(/\/$/, '')
  const list = `${base}/empty-legs${lang === 'en' ? '?lang=en' : ''}`
  const lines = legs.map((leg) => {
    const co2 = legCo2(leg)
    const parts = [
      `${routeOf(lang, leg)} (${leg.from.code} → ${leg.to.code})`,
      windowOf(lang, leg.earliest, leg.latest),
      `${aircraftLabel(leg)}, ${t.seats(leg.seats)}`,
      leg.priceEur === null ? t.onRequest : `${priceOf(lang, leg.priceEur, t.onRequest)} ${t.excludingTax}`,
      ...(co2 ? [t.co2(tonnesOf(lang, co2.perPassengerKg))] : []),
    ]
    const note = lang === 'fr' ? leg.noteFr : leg.noteEn
    const link = `${base}/quote-form?leg=${leg.id}${lang === 'en' ? '&lang=en' : ''}`
    return { parts, note, link }
  })
  const intro = t.mail.alertIntro(interestLabel(lang, interest))
  const end = footer(lang, urls.unsubscribe)
  return {
    subject: t.mail.alertSubject(legs.length),
    text:
      `${intro}\n\n` +
      lines
        .map((l) => `• ${l.parts.join(' · ')}${l.note ? `\n  ${l.note}` : ''}\n  ${t.request}: ${l.link}`)
        .join('\n\n') +
      `\n\n${t.mail.seeAll}: ${list}\n\n${end.text}`,
    html: page(
      `<p>${escapeHtml(intro)}</p>` +
        lines
          .map(
            (l) =>
              `<div style="border:1px solid #3a3a3a;padding:12px;margin:12px 0"><p style="margin:0;font-size:18px">${escapeHtml(l.parts[0]!)}</p>` +
              `<p style="margin:6px 0;color:#d8d2c4">${l.parts.slice(1).map(escapeHtml).join(' · ')}</p>` +
              (l.note ? `<p style="margin:6px 0;color:#a9a393">${escapeHtml(l.note)}</p>` : '') +
              `<p style="margin:6px 0"><a href="${escapeHtml(l.link)}" style="color:#dcc28e">${escapeHtml(t.request)}</a></p></div>`,
          )
          .join('') +
        `<p><a href="${escapeHtml(list)}" style="color:#dcc28e">${escapeHtml(t.mail.seeAll)}</a></p>${end.html}`,
    ),
  }
}
