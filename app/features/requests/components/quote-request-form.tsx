import { quoteCopy } from '~/features/requests/content/quote'
import type { Language } from '~/i18n/language'
import { useCopy, useLanguage } from '~/i18n/language-context'
import { useOperatorConfig } from '~/lib/use-operator-config'
import { SidePanel } from '~/ui/side-panel'

/**
 * The quote page's "or write to us" beside THE request form (app/features/requests/components/contact-form.tsx;
 * docs/decisions/036-one-request-form.md).
 */

/** The mail-composer link of docs/product.md: provider address, fixed subject and body. */
export function quoteMailto(lang: Language, contactEmail: string): string {
  const t = quoteCopy[lang].mail
  return `mailto:${contactEmail}?subject=${encodeURIComponent(t.subject)}&body=${encodeURIComponent(t.body)}`
}

/** "Or write to us": the visitor's mail composer, addressed to HERRA with a ready subject and body. */
export function QuoteMailAlternative() {
  const { lang } = useLanguage()
  const t = useCopy(quoteCopy).mail
  const site = useOperatorConfig()
  return (
    <SidePanel id="quote-mail-title" title={t.title} titleClassName="text-2xl">
      <p className="mt-3 text-sm text-mist">{t.text}</p>
      <a href={quoteMailto(lang, site.contactEmail)} className="btn btn-outline mt-6 no-underline">
        {t.link}
      </a>
      <p className="mt-4 text-sm text-mist">{site.contactEmail}</p>
    </SidePanel>
  )
}
