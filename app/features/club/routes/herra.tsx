import { ClubPresentation } from '~/features/club/components/club-presentation'
import { pageMeta } from '~/lib/seo'
import { cacheablePage } from '~/lib/page-cache-policy'

export const meta = pageMeta('club')
export const headers = cacheablePage

export default function Page() {
  return <ClubPresentation />
}
