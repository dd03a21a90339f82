import { redirect } from 'react-router'
import { clubAccessConfig, revokeAccessCookie } from '~/services/club-access.server'
import type { Route } from './+types/club-herra-exit'

/** 'Quitter' (docs/product.md §2): the access cookie is cleared and the visitor lands on the home page. */
export function action({ context }: Route.ActionArgs) {
  return redirect('/', {
    headers: { 'Set-Cookie': revokeAccessCookie(clubAccessConfig(context.runtime.env)), 'Cache-Control': 'no-store' },
  })
}

/** Leaving changes state, so only a POST does it; a plain visit just goes home. */
export function loader() {
  return redirect('/')
}
