import { redirect } from 'react-router'
import { clearSessionCookie, signOut } from '~/desk-kit/services/staff-auth.server'
import type { Route } from './+types/desk-sign-out'

/** Ends the session on the server and clears the cookie. */
export async function action({ request, context }: Route.ActionArgs) {
  await signOut(context.runtime, request)
  throw redirect('/desk/sign-in', {
    headers: { 'Set-Cookie': clearSessionCookie(context.runtime.env), 'Cache-Control': 'no-store' },
  })
}

export function loader() {
  throw redirect('/desk')
}
