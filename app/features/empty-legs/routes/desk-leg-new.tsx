import { data, Link, redirect, useLoaderData, useNavigation } from 'react-router'
import { deskHeaders, deskPageMeta } from '~/desk-kit/components/desk-meta'
import { DeskPanel, RefusalMessage } from '~/desk-kit/components/desk-ui'
import { deskCopy } from '~/desk-kit/content/desk'
import { useCopy } from '~/i18n/language-context'
import { requireStaff } from '~/desk-kit/services/staff-auth.server'
import { submitForm } from '~/services/form-submission.server'
import { useFormAnswer } from '~/ui/use-form-answer'
import { LegEditor } from '../components/leg-editor'
import { legsDeskCopy } from '../content/legs-desk-copy'
import { resolveLegEnd } from '../services/leg-places.server'
import { legEditorFormSpec } from '../services/leg-forms.server'
import { reachOf } from '../services/legs-store.server'
import type { Route } from './+types/desk-leg-new'

export const meta = deskPageMeta(legsDeskCopy, (t) => t.newTitle)
export const headers = deskHeaders

const FIELDS = [
  'from',
  'to',
  'earliest',
  'latest',
  'aircraft',
  'aircraftName',
  'burn',
  'seats',
  'price',
  'noteFr',
  'noteEn',
]

/**
 * Publish an empty leg. "See who will be told" sends the form here by GET: the values come back
 * in the fields, with how many subscribers (distinct addresses) the route would reach.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(context.runtime, request)
  const query = new URL(request.url).searchParams
  const values = Object.fromEntries(FIELDS.map((f) => [f, (query.get(f) ?? '').slice(0, 300)]))
  const from = values.from ? resolveLegEnd(values.from) : undefined
  const to = values.to ? resolveLegEnd(values.to) : undefined
  const reach = from && to ? await reachOf(context.runtime.database.db, { from, to }) : null
  return { values, reach }
}

export async function action(args: Route.ActionArgs) {
  const staff = await requireStaff(args.context.runtime, args.request)
  const outcome: { queued?: number } = {}
  const {
    outcome: answer,
    result,
    init,
  } = await submitForm(args, legEditorFormSpec(args.context.runtime, staff, { legId: null }, outcome))
  if (answer.status === 'success' && answer.id)
    throw redirect(`/desk/empty-legs/${answer.id}?published=${outcome.queued ?? 0}`)
  return data(result, init)
}

export default function DeskLegNew() {
  const t = useCopy(legsDeskCopy)
  const errors = useCopy(deskCopy).errors
  const d = useLoaderData<typeof loader>()
  const { answer, pending } = useFormAnswer<Awaited<ReturnType<typeof action>>['data']>()
  const navigation = useNavigation()
  return (
    <div>
      <Link
        to="/desk/empty-legs"
        className="text-xs uppercase tracking-[0.18em] text-gold no-underline hover:text-gold-light"
      >
        ← {t.back}
      </Link>
      <h1 className="mt-4 text-4xl">{t.newTitle}</h1>
      <DeskPanel title={t.formTitle} id="leg-editor-title" className="mt-6">
        <LegEditor
          // A new look-up (GET) gives the fields their values again.
          key={navigation.state === 'idle' ? JSON.stringify(d.values) : 'busy'}
          mode="new"
          defaultValue={d.values}
          lastResult={answer?.reply}
          pending={pending}
          reach={d.reach}
        />
        <div aria-live="polite">
          <RefusalMessage answer={answer} copy={errors} />
        </div>
      </DeskPanel>
    </div>
  )
}
