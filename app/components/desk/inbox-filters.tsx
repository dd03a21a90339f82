import { getFormProps } from '@conform-to/react'
import { Form, Link } from 'react-router'
import { deskCopy } from '~/content/desk'
import { inboxFilterSchema } from '~/domain/desk/desk-forms'
import { LEAD_KINDS, LEAD_STATUSES } from '~/domain/desk/desk-model'
import { useCopy } from '~/i18n/language-context'
import { SelectField, TextField } from '~/ui/form-fields'
import { useSchemaForm } from '~/ui/use-schema-form'

/**
 * The inbox's filters: a GET form (the query string is the inbox's state, read by
 * `parseInboxFilters`), on the one hook and field kit like every form.
 */
export function InboxFilters(props: {
  filters: { kind?: string; status?: string; owner?: string }
  q: string
  staffList: readonly string[]
}) {
  const t = useCopy(deskCopy)
  const [form, fields] = useSchemaForm(inboxFilterSchema, {
    id: 'desk-filters-form',
    defaultValue: { kind: props.filters.kind, status: props.filters.status, owner: props.filters.owner, q: props.q },
  })
  return (
    <Form
      {...getFormProps(form)}
      method="get"
      className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-[repeat(3,minmax(0,1fr))_minmax(0,2fr)_auto]"
    >
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
        options={[{ value: 'none', label: t.inbox.nobody }, ...props.staffList.map((s) => ({ value: s, label: s }))]}
      />
      <TextField meta={fields.q} type="search" label={t.inbox.search} hint={t.inbox.searchHint} />
      <div className="flex items-start gap-2 sm:col-span-2 lg:col-span-1 lg:pt-5">
        <button type="submit" className="btn btn-gold min-h-11 px-5">
          {t.inbox.apply}
        </button>
        <Link to="/desk" className="btn btn-outline min-h-11 px-4 no-underline">
          {t.inbox.reset}
        </Link>
      </div>
    </Form>
  )
}
