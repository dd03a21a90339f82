import { ContentHero } from '~/components/content-blocks'
import { LegalDocumentView } from '~/components/legal-document'
import { legalCopy } from '~/content/legal'
import { useCopy } from '~/i18n/language-context'
import { pageMeta } from '~/lib/seo'

export const meta = pageMeta('legal')

export default function Legal() {
  const document = useCopy(legalCopy)
  return (
    <>
      <ContentHero page="legal" />
      <LegalDocumentView document={document} />
    </>
  )
}
