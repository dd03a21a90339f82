import { useMemo } from 'react'
import { ContentHero } from '~/components/content-blocks'
import { LegalDocumentView } from '~/components/legal-document'
import { house } from '~/config/house'
import { privacyCopy } from '~/content/privacy'
import { intlLocale } from '~/i18n/language'
import { useLanguage } from '~/i18n/language-context'
import { pageMeta } from '~/lib/seo'
import { cacheablePage } from '~/lib/page-cache-policy'
import { useOperatorConfig } from '~/lib/use-operator-config'

export const meta = pageMeta('privacy')
export const headers = cacheablePage

/** "janvier 2024" / "January 2024", from the policy version (YYYY-MM), through Intl. */
function policyMonth(lang: 'fr' | 'en'): string {
  const [year, month] = house.privacyPolicyVersion.split('-').map(Number)
  if (!year || !month) return house.privacyPolicyVersion
  return new Intl.DateTimeFormat(intlLocale(lang), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, 1)),
  )
}

export default function Privacy() {
  const { lang } = useLanguage()
  const config = useOperatorConfig()
  const document = useMemo(() => privacyCopy(config)[lang], [config, lang])
  const updated = `${document.updatedPrefix} ${policyMonth(lang)}`
  return (
    <>
      <ContentHero page="privacy" footnote={<p className="mt-8 text-sm tracking-wide text-mist">{updated}</p>} />
      <LegalDocumentView document={document} />
    </>
  )
}
