import { ClosingCta, ContentHero, heroLinks, TextSections } from '~/components/content-blocks'
import { fixedPageLanguage } from '~/content/pages'
import { serviceActionsCopy } from '~/content/services'
import { salesCopy } from '~/content/services-sales'
import { useCopy, useLanguage } from '~/i18n/language-context'
import { pageMeta } from '~/lib/seo'
import { ButtonAnchor, ButtonLink } from '~/ui/primitives'
import { cacheablePage } from '~/lib/page-cache-policy'
import { useOperatorConfig } from '~/lib/use-operator-config'

export const meta = pageMeta('sales')
export const headers = cacheablePage
export const links = () => heroLinks('jetBlueprint')

/** The visitor's mail composer, addressed to the house with the product's subject. */
const expertMailto = (contactEmail: string) =>
  `mailto:${contactEmail}?subject=${encodeURIComponent(salesCopy.emailSubject)}`

/**
 * Sales and acquisition: English whatever the visitor's language (docs/product.md §2). The text is marked
 * `lang="en"` when the page is French; the buttons, header and footer follow the switch.
 */
export default function Sales() {
  const actions = useCopy(serviceActionsCopy)
  const { lang } = useLanguage()
  const textLang = fixedPageLanguage.sales !== lang ? fixedPageLanguage.sales : undefined
  const t = salesCopy
  const { contactEmail } = useOperatorConfig()
  return (
    <>
      <ContentHero
        page="sales"
        artKey="jetBlueprint"
        actions={
          <ButtonAnchor href={expertMailto(contactEmail)}>
            {actions.expert}
            <span className="sr-only"> {actions.expertHint}</span>
          </ButtonAnchor>
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
