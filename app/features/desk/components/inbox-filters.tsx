import { getFormProps } from '@conform-to/react'
import { Form, Link } from 'react-router'
import { deskCopy } from '~/desk-kit/content/desk'
import { deskQueueCopy } from '~/features/desk/content/desk-queue'
import { inboxFilterSchema } from '~/features/desk/domain/desk-forms'
import { LEAD_KINDS, LEAD_STATUSES } from '~/desk-kit/domain/desk-model'
import { QUEUE_SORTS, type QueueSort } from '~/features/desk/domain/queue'
import { useCopy } from '~/i18n/language-context'
import { CheckboxField, SelectField, TextField } from '~/ui/form-fields'
import { useSchemaForm } from '~/ui/use-schema-form'

/**
 * The queue's filters and order: a GET form (the query string is the queue's state, read by
 * `parseInboxFilters` and `parseQueueView`), on the one hook and field kit like every form. The
 * search and the order stay in view; kind, status, owner and the newsletter sign-ups fold away
 * (open when one of them is set), so a phone shows the first request without scrolling.
 */
export function InboxFilters(props: {
  filters: { kind?: string; status?: string; owner?: string }
  view: { sort: QueueSort; newsletter: boolean }
  q: string
  staffList: readonly string[]
}) {
  const t = useCopy(deskCopy)
  const o = useCopy(deskQueueCopy)
  const { filters, view } = props
  const [form, fields] = useSchemaForm(inboxFilterSchema, {
    id: 'desk-filters-form',
    defaultValue: {
      kind: filters.kind,
      status: filters.status,
      owner: filters.owner,
      q: props.q,
      sort: view.sort === 'flight' ? 'flight' : undefined,
      newsletter: view.newsletter ? 'on' : undefined,
    },
  })
  const more = Boolean(filters.kind || filters.status || filters.owner || view.newsletter)
  return (
    <Form {...getFormProps(form)} method="get" className="mt-4 space-y-4">
      <div className="grid gap-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto]">
        <TextField meta={fields.q} type="search" label={t.inbox.search} hint={t.inbox.searchHint} />
        <SelectField
          meta={fields.sort}
          label={o.order}
          required={false}
          options={QUEUE_SORTS.map((s) => ({ value: s, label: o.orders[s] }))}
        />
        <div className="flex items-start gap-2 sm:pt-5">
          <button type="submit" className="btn btn-gold min-h-11 px-5">
            {t.inbox.apply}
          </button>
          <Link to="/desk" className="btn btn-outline min-h-11 px-4 no-underline">
            {t.inbox.reset}
          </Link>
        </div>
      </div>
      <details open={more} className="group">
        <summary className="inline-flex min-h-11 cursor-pointer items-center text-sm text-gold underline decoration-gold/40 underline-offset-4 hover:text-gold-light">
          {o.moreFilters}
        </summary>
        <div className="mt-3 grid gap-4 sm:grid-cols-3">
          <SelectField
            meta={fields.kind}
            label={t.inbox.kind}
            emptyLabel={t.inbox.all}
            options={LEAD_KINDS.map((k) => ({ value: k, label: t.kinds[k] }))}
          />
          <SelectField
            meta={fields.status}
            label={t.inbox.status}
            emptyLabel={t.inbox.all}
            options={LEAD_STATUSES.map((s) => ({ value: s, label: t.statuses[s] }))}
          />
          <SelectField
            meta={fields.owner}
            label={t.inbox.owner}
            emptyLabel={t.inbox.all}
            options={[
              { value: 'none', label: t.inbox.nobody },
              ...props.staffList.map((s) => ({ value: s, label: s })),
            ]}
          />
          <div className="sm:col-span-3">
            <CheckboxField meta={fields.newsletter}>{o.showNewsletter}</CheckboxField>
          </div>
        </div>
      </details>
    </Form>
  )
}
