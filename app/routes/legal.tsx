import { ContentHero } from '~/components/content-blocks'
import { LegalDocumentView } from '~/components/legal-document'
import { legalCopy } from '~/content/legal'
import { useCopy } from '~/i18n/language-context'
import { pageMeta } from '~/lib/seo'
import { cacheablePage } from '~/lib/page-cache'

export const meta = pageMeta('legal')
export const headers = cacheablePage

export default function Legal() {
  const document = useCopy(legalCopy)
  return (
    <>
      <ContentHero page="legal" />
      <LegalDocumentView document={document} />
    </>
  )
}
