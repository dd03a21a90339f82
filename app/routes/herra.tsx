import { ClubPresentation } from '~/components/club/club-presentation'
import { pageMeta } from '~/lib/seo'

export const meta = pageMeta('club')

export default function Page() {
  return <ClubPresentation />
}
