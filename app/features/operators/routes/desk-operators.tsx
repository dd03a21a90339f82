import { data, Link, redirect, useLoaderData } from 'react-router'
import { deskHeaders, deskMeta } from '~/desk-kit/components/desk-meta'
import { DeskPanel } from '~/desk-kit/components/desk-ui'
import { requireStaff } from '~/desk-kit/services/staff-auth.server'
import { formatIsoDate, formatNumber } from '~/i18n/format'
import { useCopy, useLanguage } from '~/i18n/language-context'
import { airSafetyList } from '~/services/air-safety-list.server'
import { submitForm } from '~/services/form-submission.server'
import { useFormAnswer } from '~/ui/use-form-answer'
import { OperatorEditor } from '../components/operator-forms'
import { operatorsCopy } from '../content/operators-copy'
import { operatorEditorFormSpec } from '../services/operator-forms.server'
import { listOperators } from '../services/operators-store.server'
import { operatorFigures } from '../services/rfq-figures.server'
import { today } from '../services/rfq-rows.server'
import type { Route } from './+types/desk-operators'

export const meta = deskMeta(() => 'Operators')
export const headers = deskHeaders

/**
 * The desk's operators (docs/product.md §14): each with its AOC and insurance expiries, its fleet,
 * its answer rate and median answer time; the EU Air Safety List in force; a form to add one.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { runtime } = context
  await requireStaff(runtime, request)
  const [operators, figures] = await Promise.all([
    listOperators(runtime.database.db),
    operatorFigures(runtime.database.db),
  ])
  const list = airSafetyList(runtime.env)
  return {
    today: today(),
    list: { updatedOn: list.updatedOn, count: list.entries.length, source: list.source, missing: list.missing },
    operators: operators.map((o) => ({
      id: o.id,
      name: o.name,
      country: o.country,
      aocNumber: o.aocNumber,
      aocAuthority: o.aocAuthority,
      aocExpiresOn: o.aocExpiresOn,
      insuranceExpiresOn: o.insuranceExpiresOn,
      fleet: o.aircraft.map((a) => `${a.registration} (${a.aircraftName}, ${a.seats})`),
      figures: figures.get(o.id) ?? null,
    })),
  }
}

export async function action(args: Route.ActionArgs) {
  const staff = await requireStaff(args.context.runtime, args.request)
  const { outcome, result, init } = await submitForm(
    args,
    operatorEditorFormSpec(args.context.runtime, staff, { operatorId: null }),
  )
  if (outcome.status === 'success' && outcome.id) throw redirect(`/desk/operators/${outcome.id}`)
  return data(result, init)
}

export default function DeskOperators() {
  const t = useCopy(operatorsCopy)
  const { lang } = useLanguage()
  const d = useLoaderData<typeof loader>()
  const post = useFormAnswer<Awaited<ReturnType<typeof action>>['data']>()
  const hours = (h: number) =>
    h < 48 ? `${formatNumber(lang, h, 1)} h` : `${formatNumber(lang, h / 24, 1)} ${lang === 'fr' ? 'j' : 'd'}`
  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-4xl">{t.title}</h1>
        <p className="mt-2 max-w-3xl text-parchment">{t.intro}</p>
      </header>
      <DeskPanel title={t.list.title} id="operators-list-title">
        {d.operators.length === 0 ? (
          <p className="text-sm text-mist">{t.list.empty}</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-sm" data-testid="operators-table">
              <thead>
                <tr className="border-b border-line text-left text-xs uppercase tracking-[0.14em] text-mist">
                  <th scope="col" className="py-2 pr-3">
                    {t.list.name}
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    {t.list.aoc}
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    {t.list.insurance}
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    {t.list.fleet}
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    {t.list.answers}
                  </th>
                </tr>
              </thead>
              <tbody>
                {d.operators.map((o) => (
                  <tr key={o.id} className="border-b border-line/50 align-top" data-operator={o.name}>
                    <th scope="row" className="py-2 pr-3 text-left font-normal">
                      <Link to={`/desk/operators/${o.id}`} className="text-gold">
                        {o.name}
                      </Link>
                      <span className="ml-2 text-mist">{o.country}</span>
                    </th>
                    <td className={`py-2 pr-3 ${o.aocExpiresOn < d.today ? 'text-danger' : 'text-parchment'}`}>
                      {o.aocNumber} ({o.aocAuthority}) · {formatIsoDate(lang, o.aocExpiresOn, 'medium')}
                    </td>
                    <td className={`py-2 pr-3 ${o.insuranceExpiresOn < d.today ? 'text-danger' : 'text-parchment'}`}>
                      {formatIsoDate(lang, o.insuranceExpiresOn, 'medium')}
                    </td>
                    <td className="py-2 pr-3 text-parchment">{o.fleet.join(', ') || '—'}</td>
                    <td className="py-2 pr-3 text-parchment" data-testid="operator-figures">
                      {o.figures
                        ? `${t.list.answerRate(o.figures.answered, o.figures.sent)}${
                            o.figures.medianHours !== null
                              ? ` · ${t.list.medianTime(hours(o.figures.medianHours))}`
                              : ''
                          }`
                        : t.list.noFigures}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </DeskPanel>
      <DeskPanel title={t.safetyList.title} id="safety-list-title">
        <p className="text-sm text-parchment" data-testid="safety-list">
          {d.list.missing
            ? t.safetyList.missing
            : t.safetyList.updated(formatIsoDate(lang, d.list.updatedOn), d.list.count)}
        </p>
        {d.list.source ? (
          <p className="mt-1 text-xs text-mist">
            {t.safetyList.source} : {d.list.source}
          </p>
        ) : null}
      </DeskPanel>
      <DeskPanel title={t.newTitle} id="operator-new-title">
        <OperatorEditor mode="new" post={post} />
      </DeskPanel>
    </div>
  )
}
