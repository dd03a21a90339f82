import { ClosingCta, ContentHero, heroLinks, TextSections } from '~/components/content-blocks'
import { serviceActionsCopy } from '~/content/services'
import { bespokeCopy } from '~/content/services-bespoke'
import { useCopy } from '~/i18n/language-context'
import { pageMeta } from '~/lib/seo'
import { ButtonLink } from '~/ui/primitives'
import { cacheablePage } from '~/lib/page-cache-policy'

export const meta = pageMeta('bespoke')
export const headers = cacheablePage
export const links = () => heroLinks('champagne')

export default function Bespoke() {
  const t = useCopy(bespokeCopy)
  const actions = useCopy(serviceActionsCopy)
  return (
    <>
      <ContentHero page="bespoke" artKey="champagne" />
      <section className="container-luxe py-16 md:py-24">
        <TextSections sections={t.sections} />
      </section>
      <ClosingCta
        eyebrow={t.closing.eyebrow}
        title={t.closing.title}
        text={t.closing.text}
        actions={<ButtonLink to="/contact">{actions.contact}</ButtonLink>}
      />
    </>
  )
}
