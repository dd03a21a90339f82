import { data, Link, useActionData, useLoaderData, useNavigation, useSearchParams } from 'react-router'
import { formatWhen } from '~/desk-kit/components/desk-format'
import { deskHeaders, deskPageMeta } from '~/desk-kit/components/desk-meta'
import { DeskPanel, FormMessage, RefusalMessage, StatusBadge } from '~/desk-kit/components/desk-ui'
import { deskCopy } from '~/desk-kit/content/desk'
import { isUuid } from '~/desk-kit/domain/desk-model'
import { useCopy, useLanguage } from '~/i18n/language-context'
import { requireStaff } from '~/desk-kit/services/staff-auth.server'
import { submitForm } from '~/services/form-submission.server'
import { LegEditor } from '../components/leg-editor'
import { LegWithdrawPanel } from '../components/leg-withdraw-panel'
import { legsDeskCopy } from '../content/legs-desk-copy'
import { routeOf } from '../content/legs-format'
import { legEditorValuesOf } from '../domain/leg-form'
import { dayIn, legState } from '../domain/leg-model'
import { legEditorFormSpec, legWithdrawFormSpec } from '../services/leg-forms.server'
import { getLeg, legRequests } from '../services/legs-store.server'
import type { Route } from './+types/desk-leg'

export const meta = deskPageMeta(legsDeskCopy, (t, d) =>
  t.editTitle((d as { route?: string } | undefined)?.route ?? ''),
)
export const headers = deskHeaders

/** One leg in the desk: edit, withdraw, and the requests made for it. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireStaff(context.runtime, request)
  if (!isUuid(params.legId)) throw data(null, { status: 404 })
  const db = context.runtime.database.db
  const leg = await getLeg(db, params.legId)
  if (!leg) throw data(null, { status: 404 })
  const requests = await legRequests(db, leg.id)
  return {
    id: leg.id,
    route: `${leg.from.code} → ${leg.to.code}`,
    from: leg.from,
    to: leg.to,
    state: legState(leg, dayIn(new Date())),
    withdrawn: leg.withdrawnAt !== null,
    values: legEditorValuesOf({ ...leg, from: leg.from.code, to: leg.to.code }),
    requests: requests.map((r) => ({ ...r, receivedAt: r.receivedAt.toISOString() })),
  }
}

/** Save or withdraw (`?intent=`), each through the one form handler. */
export async function action(args: Route.ActionArgs) {
  const { request, params, context } = args
  const staff = await requireStaff(context.runtime, request)
  if (!isUuid(params.legId)) throw data(null, { status: 404 })
  const intent = new URL(request.url).searchParams.get('intent') === 'withdraw' ? 'withdraw' : 'save'
  if (intent === 'withdraw') {
    const { result, init } = await submitForm(args, legWithdrawFormSpec(context.runtime, staff, params.legId))
    return data({ ...result, intent }, init)
  }
  const { result, init } = await submitForm(args, legEditorFormSpec(context.runtime, staff, { legId: params.legId }))
  return data({ ...result, intent }, init)
}

export default function DeskLeg() {
  const t = useCopy(legsDeskCopy)
  const errors = useCopy(deskCopy).errors
  const { lang } = useLanguage()
  const d = useLoaderData<typeof loader>()
  const answer = useActionData<typeof action>()
  const navigation = useNavigation()
  const [search] = useSearchParams()
  const posting = (intent: string) =>
    navigation.state === 'submitting' &&
    (intent === 'withdraw'
      ? navigation.formAction?.includes('intent=withdraw') === true
      : !navigation.formAction?.includes('intent=withdraw'))
  const mine = (intent: string) => (answer?.intent === intent ? answer : undefined)
  const published = search.get('published')
  return (
    <div>
      <Link
        to="/desk/empty-legs"
        className="text-xs uppercase tracking-[0.18em] text-gold no-underline hover:text-gold-light"
      >
        ← {t.back}
      </Link>
      <h1 className="mt-4 text-4xl">
        {routeOf(lang, d)} <span className="text-2xl text-mist">({d.route})</span>
      </h1>
      <p className="mt-2">
        <StatusBadge
          status={d.state === 'published' ? 'won' : d.state === 'withdrawn' ? 'lost' : 'in_progress'}
          label={t.states[d.state]}
        />
      </p>
      {published !== null && /^\d+$/.test(published) ? (
        <FormMessage tone="ok">{t.editor.published(Number(published))}</FormMessage>
      ) : null}
      <div className="mt-6 grid gap-6 xl:grid-cols-[2fr_1fr]">
        <DeskPanel title={t.editTitle(d.route)} id="leg-editor-title">
          <LegEditor mode="edit" defaultValue={d.values} lastResult={mine('save')?.reply} pending={posting('save')} />
          <div aria-live="polite">
            {mine('save')?.status === 'success' ? <FormMessage tone="ok">{t.editor.saved}</FormMessage> : null}
            <RefusalMessage answer={mine('save')} copy={errors} />
          </div>
        </DeskPanel>
        <div className="space-y-6">
          <LegWithdrawPanel
            withdrawn={d.withdrawn}
            lastResult={mine('withdraw')?.reply}
            pending={posting('withdraw')}
            done={mine('withdraw')?.status === 'success'}
          />
          <DeskPanel title={t.requests(d.requests.length)} id="leg-requests-title">
            <ul className="space-y-2 text-sm">
              {d.requests.map((r) => (
                <li key={r.id}>
                  <Link to={`/desk/requests/${r.id}`} className="text-ivory">
                    {r.fullName}
                  </Link>{' '}
                  <span className="text-mist">· {formatWhen(lang, r.receivedAt)}</span>
                </li>
              ))}
            </ul>
          </DeskPanel>
        </div>
      </div>
    </div>
  )
}
