import { ClosingCta, ContentHero, heroLinks, TextSections } from '~/components/content-blocks'
import { serviceActionsCopy } from '~/content/services'
import { assistanceCopy } from '~/content/services-assistance'
import { useCopy } from '~/i18n/language-context'
import { pageMeta } from '~/lib/seo'
import { ButtonLink } from '~/ui/primitives'
import { cacheablePage } from '~/lib/page-cache-policy'

export const meta = pageMeta('assistance')
export const headers = cacheablePage
export const links = () => heroLinks('runwayNight')

export default function Assistance() {
  const t = useCopy(assistanceCopy)
  const actions = useCopy(serviceActionsCopy)
  return (
    <>
      <ContentHero page="assistance" artKey="runwayNight" />
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
