import { useMemo } from 'react'
import { ContentHero } from '~/components/content-blocks'
import { LegalDocumentView } from '~/components/legal-document'
import { legalCopy } from '~/content/legal'
import { useLanguage } from '~/i18n/language-context'
import { pageMeta } from '~/lib/seo'
import { cacheablePage } from '~/lib/page-cache-policy'
import { useOperatorConfig } from '~/lib/use-operator-config'

export const meta = pageMeta('legal')
export const headers = cacheablePage

export default function Legal() {
  const { lang } = useLanguage()
  const config = useOperatorConfig()
  const document = useMemo(() => legalCopy(config)[lang], [config, lang])
  return (
    <>
      <ContentHero page="legal" />
      <LegalDocumentView document={document} />
    </>
  )
}
