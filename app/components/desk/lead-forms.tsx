import { Form } from 'react-router'
import { deskCopy } from '~/content/desk'
import { getZodConstraint } from '@conform-to/zod/v4'
import { noteSchema, ownerSchema, parseDeskForm, statusSchema } from '~/domain/desk/desk-forms'
import { LEAD_STATUSES, type LeadStatus } from '~/domain/desk/desk-model'
import { useCopy } from '~/i18n/language-context'
import { SelectField, SubmitButton, TextAreaField } from '~/ui/form-fields'
import { FormMessage, RefusalMessage } from './desk-ui'
import { useDeskForm } from './use-desk-form'

const NOTE_CONSTRAINTS = getZodConstraint(noteSchema)

/** The request page's three forms, each a plain post to the page's action (`intent` says which). */

function ChoiceForm(props: {
  intent: 'status' | 'owner'
  label: string
  value: string
  options: ReadonlyArray<{ value: string; label: string }>
  emptyLabel?: string
}) {
  const t = useCopy(deskCopy)
  const form = useDeskForm({
    intent: props.intent,
    parse: (data) => (props.intent === 'status' ? parseDeskForm(statusSchema, data) : parseDeskForm(ownerSchema, data)),
    order: [props.intent],
  })
  const error = form.errorOf(props.intent)
  return (
    <Form method="post" id={`lead-${props.intent}`} noValidate onSubmit={form.onSubmit}>
      <div className="flex flex-wrap items-end gap-3">
        <input type="hidden" name="intent" value={props.intent} />
        <SelectField
          key={`${props.intent}-${props.value}`}
          id={`lead-${props.intent}-${props.intent}`}
          name={props.intent}
          label={props.label}
          options={props.options}
          emptyLabel={props.emptyLabel}
          defaultValue={props.value}
          required={false}
          error={error ? t.errors[error] : undefined}
          className="min-w-48 flex-1"
        />
        <SubmitButton
          pending={form.pending}
          label={t.request.save}
          pendingLabel={t.request.saving}
          className="min-h-11 px-5"
        />
      </div>
      {form.saved ? <FormMessage tone="ok">{t.request.saved}</FormMessage> : null}
      <RefusalMessage status={form.answer?.status} copy={t.errors} />
    </Form>
  )
}

export function StatusForm({ status }: { status: LeadStatus }) {
  const t = useCopy(deskCopy)
  return (
    <ChoiceForm
      intent="status"
      label={t.request.status}
      value={status}
      options={LEAD_STATUSES.map((s) => ({ value: s, label: t.statuses[s] }))}
    />
  )
}

export function OwnerForm({ owner, staffList }: { owner: string | null; staffList: readonly string[] }) {
  const t = useCopy(deskCopy)
  return (
    <ChoiceForm
      intent="owner"
      label={t.request.owner}
      value={owner ?? ''}
      emptyLabel={t.request.nobody}
      options={staffList.map((s) => ({ value: s, label: s }))}
    />
  )
}

export function NoteForm() {
  const t = useCopy(deskCopy)
  const form = useDeskForm({ intent: 'note', parse: (data) => parseDeskForm(noteSchema, data), order: ['note'] })
  const error = form.errorOf('note')
  return (
    <Form method="post" id="lead-note" noValidate onSubmit={form.onSubmit} className="mt-4">
      <input type="hidden" name="intent" value="note" />
      <TextAreaField
        key={form.resetKey}
        id="lead-note-note"
        name="note"
        label={t.request.noteLabel}
        constraint={NOTE_CONSTRAINTS.note}
        rows={3}
        error={error ? t.errors[error] : undefined}
      />
      <SubmitButton
        pending={form.pending}
        label={t.request.addNote}
        pendingLabel={t.request.saving}
        className="mt-3 min-h-11 px-5"
      />
      <RefusalMessage status={form.answer?.status} copy={t.errors} />
    </Form>
  )
}
