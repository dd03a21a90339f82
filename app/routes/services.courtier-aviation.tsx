import { ClosingCta, ContentHero, heroLinks, TextSections } from '~/components/content-blocks'
import { fixedPageLanguage } from '~/content/pages'
import { serviceActionsCopy } from '~/content/services'
import { brokerCopy } from '~/content/services-broker'
import { useCopy, useLanguage } from '~/i18n/language-context'
import { pageMeta } from '~/lib/seo'
import { ButtonLink } from '~/ui/primitives'
import { cacheablePage } from '~/lib/page-cache-policy'

export const meta = pageMeta('broker')
export const headers = cacheablePage
export const links = () => heroLinks('helicopter')

/**
 * The aviation broker page is French whatever the visitor's language (docs/product.md §2): its text is
 * marked `lang="fr"`; the buttons, the header and the footer follow the switch (docs/product.md §3).
 */
export default function Broker() {
  const actions = useCopy(serviceActionsCopy)
  const { lang } = useLanguage()
  const textLang = fixedPageLanguage.broker !== lang ? fixedPageLanguage.broker : undefined
  const t = brokerCopy
  return (
    <>
      <ContentHero
        page="broker"
        artKey="helicopter"
        actions={<ButtonLink to="/contact">{actions.quote}</ButtonLink>}
        footnote={
          <p className="mt-10 flex items-baseline gap-4" lang={textLang}>
            <span className="font-display text-4xl text-gold-light">{t.promise.value}</span>
            <span className="text-sm tracking-[0.16em] text-mist uppercase">{t.promise.label}</span>
          </p>
        }
      />

      <section className="container-luxe py-16 md:py-24">
        <TextSections sections={t.sections} textLang={textLang} />
      </section>

      <div lang={textLang}>
        <ClosingCta
          eyebrow={t.closing.eyebrow}
          title={t.closing.title}
          text={t.closing.text}
          actions={
            <ButtonLink to="/contact" lang={textLang ? lang : undefined}>
              {actions.contact}
            </ButtonLink>
          }
        />
      </div>
    </>
  )
}
