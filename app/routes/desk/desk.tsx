import { Outlet, useLoaderData } from 'react-router'
import { deskHeaders, DESK_HANDLE } from '~/desk-kit/components/desk-meta'
import { DeskShell } from '~/routes/desk/desk-shell'
import { requireStaff } from '~/desk-kit/services/staff-auth.server'
import { getStaffProfile } from '~/desk-kit/services/staff-profile.server'
import type { Route } from './+types/desk'

export const headers = deskHeaders
export const handle = DESK_HANDLE

/** The signed-in frame of every desk page (each page's loader checks the session again). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaff(context.runtime, request)
  const profile = await getStaffProfile(context.runtime.database.db, staff.email)
  return { staff: { email: staff.email, name: profile.name, complete: profile.complete } }
}

export default function Desk() {
  const { staff } = useLoaderData<typeof loader>()
  return (
    <DeskShell staff={staff}>
      <Outlet />
    </DeskShell>
  )
}
