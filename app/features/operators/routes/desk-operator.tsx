import { data, Form, Link, useLoaderData } from 'react-router'
import { deskHeaders, deskMeta } from '~/desk-kit/components/desk-meta'
import { DeskPanel } from '~/desk-kit/components/desk-ui'
import { isUuid } from '~/desk-kit/domain/desk-model'
import { requireStaff } from '~/desk-kit/services/staff-auth.server'
import { useCopy } from '~/i18n/language-context'
import { submitForm } from '~/services/form-submission.server'
import { useFormAnswer } from '~/ui/use-form-answer'
import { AircraftEditor, OperatorEditor } from '../components/operator-forms'
import { operatorsCopy } from '../content/operators-copy'
import { operatorEditorValuesOf } from '../domain/operator-form'
import { aircraftAddFormSpec, aircraftRemoveFormSpec, operatorEditorFormSpec } from '../services/operator-forms.server'
import { getOperator } from '../services/operators-store.server'
import type { Route } from './+types/desk-operator'

export const meta = deskMeta(() => 'Operator')
export const headers = deskHeaders

/** An operator in the desk (docs/product.md §14): its facts (edit) and the aircraft on its AOC (add, remove). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { runtime } = context
  await requireStaff(runtime, request)
  if (!isUuid(params.operatorId)) throw data(null, { status: 404 })
  const operator = await getOperator(runtime.database.db, params.operatorId)
  if (!operator) throw data(null, { status: 404 })
  return {
    id: operator.id,
    name: operator.name,
    values: operatorEditorValuesOf(operator),
    updatedAt: operator.updatedAt.toISOString(),
    aircraft: operator.aircraft,
  }
}

export async function action(args: Route.ActionArgs) {
  const { runtime } = args.context
  const staff = await requireStaff(runtime, args.request)
  const id = args.params.operatorId
  if (!isUuid(id)) throw data(null, { status: 404 })
  const intent = new URL(args.request.url).searchParams.get('intent')
  const { result, init } =
    intent === 'aircraft'
      ? await submitForm(args, aircraftAddFormSpec(runtime, staff, id))
      : intent === 'remove'
        ? await submitForm(args, aircraftRemoveFormSpec(runtime, staff, id))
        : await submitForm(args, operatorEditorFormSpec(runtime, staff, { operatorId: id }))
  return data(result, init)
}

export default function DeskOperator() {
  const t = useCopy(operatorsCopy)
  const d = useLoaderData<typeof loader>()
  const operatorPost = useFormAnswer<Awaited<ReturnType<typeof action>>['data']>('operator')
  const aircraftPost = useFormAnswer<Awaited<ReturnType<typeof action>>['data']>('aircraft')
  return (
    <div className="space-y-6">
      <Link
        to="/desk/operators"
        className="text-xs uppercase tracking-[0.18em] text-gold no-underline hover:text-gold-light"
      >
        ← {t.back}
      </Link>
      <h1 className="text-4xl">{t.editTitle(d.name)}</h1>
      <DeskPanel title={t.aircraft.title} id="aircraft-title">
        {d.aircraft.length === 0 ? (
          <p className="text-sm text-mist">{t.aircraft.empty}</p>
        ) : (
          <ul className="divide-y divide-line/50" data-testid="operator-aircraft">
            {d.aircraft.map((a) => (
              <li key={a.id} className="flex flex-wrap items-center justify-between gap-3 py-2 text-sm">
                <span className="text-ivory">
                  {a.registration} · {a.aircraftName} · {a.seats} · {a.year ?? '—'} · {a.baseCode}
                </span>
                <Form method="post" action="?intent=remove">
                  <input type="hidden" name="intent" value="remove" />
                  <input type="hidden" name="aircraftId" value={a.id} />
                  <button type="submit" className="btn btn-outline min-h-9 px-3 py-1 text-[0.7rem]">
                    {t.aircraft.remove} <span className="sr-only">{a.registration}</span>
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        )}
        <div className="mt-6">
          <AircraftEditor key={d.aircraft.length} post={aircraftPost} />
        </div>
      </DeskPanel>
      <DeskPanel title={t.editTitle(d.name)} id="operator-edit-title">
        <OperatorEditor key={d.updatedAt} mode="edit" defaultValue={d.values} post={operatorPost} />
      </DeskPanel>
    </div>
  )
}
