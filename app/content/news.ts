import { addDays, utcIsoDate } from '~/domain/dates'
import { defineCopy } from '~/i18n/define-copy'
import type { ArtKey } from './art'

/**
 * News (docs/product.md §2): the featured article 'À la Une' and four cards, each with a real page.
 * Language-neutral facts (slug, category, date, reading time, picture) live in `articles`;
 * the words live in `newsCopy`. Dates are shown through Intl, never written by hand.
 */
export type ArticleCategory = 'innovation' | 'fleet' | 'partnership' | 'testimonial'

export type ArticleSlug =
  | 'carburant-aviation-durable'
  | 'estimer-son-vol-en-quelques-secondes'
  | 'global-7500-paris-dubai'
  | 'gastronomie-a-bord'
  | 'trois-capitales-en-une-journee'

export interface ArticleFacts {
  slug: ArticleSlug
  category: ArticleCategory
  /** YYYY-MM-DD */
  date: string
  readMinutes: number
  artKey: ArtKey
  /** Where the article's closing link leads. */
  ctaTo: string
}

declare const __HERRA_BUILD_DATE__: string | undefined

/**
 * The day the site was built (vite.config.ts), else today (unit tests run without a build). The
 * articles are dated from it, so the journal is never older than the site (docs/decisions/049-home-estimate-and-advice.md): a news
 * page dated 2024 on a site running in 2026 reads as abandoned.
 */
export const NEWS_ANCHOR_DATE: string =
  typeof __HERRA_BUILD_DATE__ === 'string' ? __HERRA_BUILD_DATE__ : utcIsoDate(Date.now())

const dated = (daysBefore: number, facts: Omit<ArticleFacts, 'date'>): ArticleFacts => ({
  ...facts,
  date: addDays(NEWS_ANCHOR_DATE, -daysBefore),
})

/** Newest first; the first one is the featured article ('À la Une'). Spaced as the house published them. */
export const articles: readonly ArticleFacts[] = [
  dated(6, {
    slug: 'carburant-aviation-durable',
    category: 'innovation',
    readMinutes: 8,
    artKey: 'heroDusk',
    ctaTo: '/contact',
  }),
  dated(17, {
    slug: 'estimer-son-vol-en-quelques-secondes',
    category: 'innovation',
    readMinutes: 3,
    artKey: 'worldRoutes',
    ctaTo: '/fleet',
  }),
  dated(35, {
    slug: 'global-7500-paris-dubai',
    category: 'fleet',
    readMinutes: 5,
    artKey: 'jetBlueprint',
    ctaTo: '/fleet',
  }),
  dated(57, {
    slug: 'gastronomie-a-bord',
    category: 'partnership',
    readMinutes: 4,
    artKey: 'champagne',
    ctaTo: '/services/solutions-sur-mesure',
  }),
  dated(72, {
    slug: 'trois-capitales-en-une-journee',
    category: 'testimonial',
    readMinutes: 6,
    artKey: 'parisSkyline',
    ctaTo: '/services/maison-vols-prives',
  }),
]

export function findArticle(slug: string | undefined): ArticleFacts | undefined {
  return articles.find((a) => a.slug === slug)
}

/** What the news page shows of an article; the full text lives in `news-articles.ts`. */
export interface ArticleText {
  title: string
  excerpt: string
}

interface NewsCopy {
  headline: { eyebrow: string; title: string }
  featured: string
  readFull: string
  readMore: string
  readTime: (duration: string) => string
  categories: Record<ArticleCategory, string>
  back: string
  more: string
  breadcrumb: string
  newsletter: {
    eyebrow: string
    title: string
    text: string
    label: string
    trapLabel: string
    placeholder: string
    button: string
    pending: string
    consent: string
    privacyLink: string
    success: string
    errors: { required: string; invalid: string; rateLimited: string; failure: string }
  }
  articles: Record<ArticleSlug, ArticleText>
}

export const newsCopy = defineCopy<NewsCopy>({
  fr: {
    headline: { eyebrow: 'Le journal', title: 'Les nouvelles de la maison' },
    featured: 'À la Une',
    readFull: "Lire l'article complet",
    readMore: 'Lire la suite',
    readTime: (duration) => `${duration} de lecture`,
    categories: {
      innovation: 'Innovation',
      fleet: 'Flotte',
      partnership: 'Partenariat',
      testimonial: 'Témoignage',
    },
    back: 'Toutes les actualités',
    more: 'À lire aussi',
    breadcrumb: 'Fil d’Ariane',
    newsletter: {
      eyebrow: 'La lettre HERRA',
      title: 'Recevoir nos nouvelles',
      text: 'Une fois par mois : nouvelles destinations, appareils, rendez-vous du Club. Sans publicité, et votre adresse n’est jamais partagée.',
      label: 'Adresse e-mail',
      trapLabel: 'Laissez ce champ vide',
      placeholder: 'prenom.nom@exemple.fr',
      button: "S'abonner",
      pending: 'Inscription…',
      consent:
        'En vous abonnant, vous acceptez de recevoir la lettre HERRA. Vous pouvez vous désabonner à tout moment sur simple demande.',
      privacyLink: 'Politique de confidentialité',
      success: 'Merci. Pour confirmer votre inscription, ouvrez le lien que nous venons de vous envoyer par e-mail.',
      errors: {
        required: 'Veuillez saisir votre adresse e-mail.',
        invalid: 'Adresse e-mail invalide.',
        rateLimited: 'Trop de tentatives. Veuillez réessayer dans quelques minutes.',
        failure: 'Inscription momentanément indisponible. Veuillez réessayer dans un instant.',
      },
    },
    articles: {
      'carburant-aviation-durable': {
        title: 'Carburant d’aviation durable : HERRA propose le SAF sur chaque vol',
        excerpt:
          'Désormais, chaque devis HERRA comporte une option de carburant d’aviation durable. Ce qu’est le SAF, ce qu’il change vraiment, et comment nous l’intégrons à vos vols.',
      },
      'estimer-son-vol-en-quelques-secondes': {
        title: 'Estimer son vol en quelques secondes, vents en altitude compris',
        excerpt:
          'Notre estimateur calcule la durée, les escales et un prix indicatif de votre vol en tenant compte de la météo réelle à l’altitude de croisière.',
      },
      'global-7500-paris-dubai': {
        title: 'Global 7500 : Paris–Dubaï sans escale, en salon',
        excerpt:
          'Quatre espaces de vie, jusqu’à 16 passagers et plus de 14\u202f000\u00a0km d’autonomie : le Global 7500 rejoint notre sélection long-courrier.',
      },
      'gastronomie-a-bord': {
        title: 'Partenariat : une grande table parisienne s’invite à bord',
        excerpt:
          'Avec une maison de traiteur parisienne, nous avons conçu une carte pensée pour l’altitude, où le goût résiste à l’air sec et à la pressurisation.',
      },
      'trois-capitales-en-une-journee': {
        title: '« Trois capitales en une journée, et le dîner à la maison »',
        excerpt:
          'Le directeur d’un family office genevois raconte une journée Paris–Londres–Genève organisée en moins de douze heures.',
      },
    },
  },
  en: {
    headline: { eyebrow: 'The journal', title: 'News from the house' },
    featured: 'Featured',
    readFull: 'Read the full article',
    readMore: 'Read more',
    readTime: (duration) => `${duration} read`,
    categories: {
      innovation: 'Innovation',
      fleet: 'Fleet',
      partnership: 'Partnership',
      testimonial: 'Testimonial',
    },
    back: 'All news',
    more: 'Also worth reading',
    breadcrumb: 'Breadcrumb',
    newsletter: {
      eyebrow: 'The HERRA letter',
      title: 'Receive our news',
      text: 'Once a month: new destinations, aircraft, Club gatherings. No advertising, and your address is never shared.',
      label: 'E-mail address',
      trapLabel: 'Leave this field empty',
      placeholder: 'first.last@example.com',
      button: 'Subscribe',
      pending: 'Subscribing…',
      consent:
        'By subscribing, you agree to receive the HERRA letter. You can unsubscribe at any time on simple request.',
      privacyLink: 'Privacy policy',
      success: 'Thank you. To confirm your subscription, open the link we have just e-mailed to you.',
      errors: {
        required: 'Please enter your e-mail address.',
        invalid: 'Invalid email address.',
        rateLimited: 'Too many attempts. Please try again in a few minutes.',
        failure: 'Subscription is unavailable at the moment. Please try again shortly.',
      },
    },
    articles: {
      'carburant-aviation-durable': {
        title: 'Sustainable aviation fuel: HERRA now offers SAF on every flight',
        excerpt:
          'Every HERRA quote now includes a sustainable aviation fuel option. What SAF is, what it really changes, and how we bring it to your flights.',
      },
      'estimer-son-vol-en-quelques-secondes': {
        title: 'Estimate your flight in seconds, winds aloft included',
        excerpt:
          'Our estimator calculates the time, the fuel stops and an indicative price for your flight, taking into account the real weather at cruising altitude.',
      },
      'global-7500-paris-dubai': {
        title: 'Global 7500: Paris to Dubai non-stop, in a lounge',
        excerpt:
          'Four living spaces, up to 16 passengers and more than 14,000\u00a0km of range: the Global 7500 joins our long-range selection.',
      },
      'gastronomie-a-bord': {
        title: 'Partnership: a great Parisian table comes on board',
        excerpt:
          'With a Parisian catering house, we have designed a menu conceived for altitude, where flavour survives dry air and cabin pressure.',
      },
      'trois-capitales-en-une-journee': {
        title: '“Three capitals in a day, and dinner at home”',
        excerpt:
          'The director of a Geneva family office recounts a Paris–London–Geneva day arranged in under twelve hours.',
      },
    },
  },
})
