import {
  ClosingCta,
  ContentHero,
  heroLinks,
  type LinkCard,
  LinkCards,
  NumberedBlocks,
} from '~/components/content-blocks'
import { servicesCopy } from '~/content/services'
import { useCopy } from '~/i18n/language-context'
import { pageMeta } from '~/lib/seo'
import { ButtonLink, SectionHeading } from '~/ui/primitives'
import { cacheablePage } from '~/lib/page-cache-policy'

export const meta = pageMeta('services')
export const headers = cacheablePage
export const links = () => heroLinks('worldRoutes')

export default function Services() {
  const t = useCopy(servicesCopy)
  const cards: LinkCard[] = [
    { to: '/services/maison-vols-prives', artKey: 'cabin', ...t.cards.privateFlights, cta: t.cards.discover },
    { to: '/services/vente-acquisition', artKey: 'jetBlueprint', ...t.cards.sales, cta: t.cards.discover },
    { to: '/services/solutions-sur-mesure', artKey: 'champagne', ...t.cards.bespoke, cta: t.cards.discover },
    { to: '/services/assistance-24-7', artKey: 'runwayNight', ...t.cards.assistance, cta: t.cards.discover },
  ]
  return (
    <>
      <ContentHero page="services" artKey="worldRoutes" />

      <section aria-labelledby="cards-title" className="container-luxe py-24 md:py-32">
        <SectionHeading id="cards-title" eyebrow={t.cards.eyebrow} title={t.cards.title} />
        <div className="mt-16">
          <LinkCards cards={cards} />
        </div>
        <div className="mt-12">
          <ButtonLink to="/services/courtier-aviation" variant="text">
            {t.cards.broker}
          </ButtonLink>
        </div>
      </section>

      <section aria-labelledby="why-title" className="border-y border-line/60 bg-night/50 py-24 md:py-32">
        <div className="container-luxe">
          <SectionHeading id="why-title" eyebrow={t.why.eyebrow} title={t.why.title} />
          <div className="mt-16">
            <NumberedBlocks items={t.why.items} />
          </div>
        </div>
      </section>

      <ClosingCta
        eyebrow={t.closing.eyebrow}
        title={t.closing.title}
        text={t.closing.text}
        actions={
          <>
            <ButtonLink to="/contact">{t.closing.contact}</ButtonLink>
            <ButtonLink to="/fleet" variant="outline">
              {t.closing.fleet}
            </ButtonLink>
          </>
        }
      />
    </>
  )
}
