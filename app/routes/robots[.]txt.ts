import { robotsTxt } from '~/domain/seo/sitemap'
import type { Route } from './+types/robots[.]txt'

/** robots.txt: the club's private pages and the member login stay out of search engines. */
export function loader({ context }: Route.LoaderArgs) {
  return new Response(robotsTxt(context.runtime.env.SITE_URL), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  })
}
