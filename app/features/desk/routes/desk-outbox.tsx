import { data, useLoaderData } from 'react-router'
import { formatWhen } from '~/desk-kit/components/desk-format'
import { deskHeaders, deskMeta } from '~/desk-kit/components/desk-meta'
import { DeskPanel, FormMessage, RefusalMessage } from '~/desk-kit/components/desk-ui'
import { OutboxRetryForm } from '~/features/desk/components/outbox-retry-form'
import { deskCopy } from '~/desk-kit/content/desk'
import type { DeskFormError } from '~/features/desk/domain/desk-forms'
import type { FormResult } from '~/domain/forms/form-result'
import { useCopy, useLanguage } from '~/i18n/language-context'
import { submitForm } from '~/services/form-submission.server'
import { retryFormSpec } from '~/features/desk/services/outbox-forms.server'
import { listUnsent } from '~/features/desk/services/outbox-view.server'
import { requireStaff } from '~/desk-kit/services/staff-auth.server'
import { useFormAnswer } from '~/ui/use-form-answer'
import type { Route } from './+types/desk-outbox'

export const meta = deskMeta((t) => t.outbox.title)
export const headers = deskHeaders

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(context.runtime, request)
  const items = await listUnsent(context.runtime.database.db)
  return {
    items: items.map((i) => ({
      ...i,
      createdAt: i.createdAt.toISOString(),
      nextAttemptAt: i.nextAttemptAt.toISOString(),
    })),
  }
}

/** A mail sent again, through the one form handler (`retryFormSpec`), after the session. */
export async function action(args: Route.ActionArgs) {
  const staff = await requireStaff(args.context.runtime, args.request)
  const { result, init, value } = await submitForm(args, retryFormSpec(args.context.runtime, staff))
  return data({ ...result, retried: value?.retried ?? false }, init)
}

export default function DeskOutbox() {
  const t = useCopy(deskCopy)
  const { lang } = useLanguage()
  const { items } = useLoaderData<typeof loader>()
  const { answer } = useFormAnswer<FormResult<DeskFormError> & { retried: boolean }>()
  const c = t.outbox.columns
  return (
    <div className="space-y-6">
      <h1 className="text-4xl">{t.outbox.title}</h1>
      <p className="text-parchment">{t.outbox.intro}</p>
      {answer?.retried ? <FormMessage tone="ok">{t.outbox.retried}</FormMessage> : null}
      <RefusalMessage answer={answer} copy={t.errors} />
      <DeskPanel title={t.nav.outbox} id="outbox-list">
        {items.length === 0 ? (
          <p className="text-parchment">{t.outbox.empty}</p>
        ) : (
          <div
            className="overflow-x-auto"
            role="region"
            aria-labelledby="outbox-list"
            // A scrolling region takes focus so the keyboard can scroll it (axe scrollable-region-focusable).
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
            tabIndex={0}
          >
            <table className="w-full min-w-[48rem] text-sm">
              <thead>
                <tr className="border-b border-line/80 text-left text-xs uppercase tracking-[0.14em] text-mist">
                  <th scope="col" className="px-2 py-2 font-normal">
                    {c.created}
                  </th>
                  <th scope="col" className="px-2 py-2 font-normal">
                    {c.to}
                  </th>
                  <th scope="col" className="px-2 py-2 font-normal">
                    {c.subject}
                  </th>
                  <th scope="col" className="px-2 py-2 text-right font-normal">
                    {c.attempts}
                  </th>
                  <th scope="col" className="px-2 py-2 font-normal">
                    {c.error}
                  </th>
                  <th scope="col" className="px-2 py-2 font-normal">
                    {c.next}
                  </th>
                  <th scope="col" className="px-2 py-2 font-normal">
                    <span className="sr-only">{t.outbox.retry}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {items.map((item) => (
                  <tr key={item.id} className="border-b border-line/50 align-top">
                    <td className="px-2 py-2 text-mist">{formatWhen(lang, item.createdAt)}</td>
                    <td className="px-2 py-2 break-all text-parchment">{item.to}</td>
                    <td className="px-2 py-2 text-ivory">{item.subject}</td>
                    <td className="px-2 py-2 text-right tabular-nums">{item.attempts}</td>
                    <td className="px-2 py-2 text-danger">{item.lastError ?? '—'}</td>
                    <td className="px-2 py-2 text-mist">{formatWhen(lang, item.nextAttemptAt)}</td>
                    <td className="px-2 py-2">
                      <OutboxRetryForm id={item.id} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </DeskPanel>
    </div>
  )
}
