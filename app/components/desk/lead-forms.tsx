import { getFormProps, getSelectProps, getTextareaProps, useForm, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Form, useActionData, useNavigation } from 'react-router'
import { deskCopy } from '~/content/desk'
import { deskErrorCode, NOTE_MAX, noteSchema, ownerSchema, statusSchema } from '~/domain/desk/desk-forms'
import { LEAD_STATUSES, type LeadStatus } from '~/domain/desk/desk-model'
import { useCopy } from '~/i18n/language-context'
import { deskInput, DeskField, FormMessage } from './desk-ui'

interface LeadActionData {
  intent: 'status' | 'owner' | 'note' | null
  result?: SubmissionResult<string[]>
  saved: boolean
}

/** The last answer of the request page's action, if it was for this form. */
function useLastResult(intent: LeadActionData['intent']) {
  const actionData = useActionData<LeadActionData>()
  const navigation = useNavigation()
  const mine = actionData?.intent === intent ? actionData : undefined
  const pending = navigation.state === 'submitting' && navigation.formData?.get('intent') === intent
  return {
    result: navigation.state === 'idle' ? mine?.result : undefined,
    saved: Boolean(mine?.saved) && !pending,
    pending,
  }
}

export function StatusForm({ status }: { status: LeadStatus }) {
  const t = useCopy(deskCopy)
  const last = useLastResult('status')
  const [form, fields] = useForm({
    id: 'lead-status',
    lastResult: last.result,
    defaultValue: { status },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: statusSchema }),
  })
  const error = fields.status.errors?.[0]
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-wrap items-end gap-3">
      <input type="hidden" name="intent" value="status" />
      <DeskField
        id={fields.status.id}
        label={t.request.status}
        error={error ? t.errors[deskErrorCode(error)] : undefined}
        className="min-w-48 flex-1"
      >
        <select
          {...getSelectProps(fields.status)}
          key={`${fields.status.key}-${status}`}
          defaultValue={status}
          className={deskInput}
        >
          {LEAD_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t.statuses[s]}
            </option>
          ))}
        </select>
      </DeskField>
      <button type="submit" className="btn btn-gold min-h-11 px-5" disabled={last.pending}>
        {t.request.save}
      </button>
      {last.saved ? <FormMessage tone="ok">{t.request.saved}</FormMessage> : null}
    </Form>
  )
}

export function OwnerForm({ owner, staffList }: { owner: string | null; staffList: readonly string[] }) {
  const t = useCopy(deskCopy)
  const last = useLastResult('owner')
  const [form, fields] = useForm({
    id: 'lead-owner',
    lastResult: last.result,
    defaultValue: { owner: owner ?? '' },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ownerSchema }),
  })
  const error = fields.owner.errors?.[0]
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-wrap items-end gap-3">
      <input type="hidden" name="intent" value="owner" />
      <DeskField
        id={fields.owner.id}
        label={t.request.owner}
        error={error ? t.errors[deskErrorCode(error)] : undefined}
        className="min-w-48 flex-1"
      >
        <select
          {...getSelectProps(fields.owner)}
          key={`${fields.owner.key}-${owner}`}
          defaultValue={owner ?? ''}
          className={deskInput}
        >
          <option value="">{t.request.nobody}</option>
          {staffList.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
      </DeskField>
      <button type="submit" className="btn btn-gold min-h-11 px-5" disabled={last.pending}>
        {t.request.save}
      </button>
      {last.saved ? <FormMessage tone="ok">{t.request.saved}</FormMessage> : null}
    </Form>
  )
}

export function NoteForm() {
  const t = useCopy(deskCopy)
  const last = useLastResult('note')
  const [form, fields] = useForm({
    id: 'lead-note',
    lastResult: last.result,
    shouldValidate: 'onSubmit',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: noteSchema }),
  })
  const error = fields.note.errors?.[0]
  return (
    <Form method="post" {...getFormProps(form)} className="mt-4">
      <input type="hidden" name="intent" value="note" />
      <DeskField
        id={fields.note.id}
        label={t.request.noteLabel}
        error={error ? t.errors[deskErrorCode(error)] : undefined}
      >
        <textarea
          {...getTextareaProps(fields.note)}
          key={fields.note.key}
          rows={3}
          maxLength={NOTE_MAX}
          className={deskInput}
        />
      </DeskField>
      <button type="submit" className="btn btn-outline mt-3 min-h-11 px-5" disabled={last.pending}>
        {t.request.addNote}
      </button>
    </Form>
  )
}
