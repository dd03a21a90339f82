import { getFormProps } from '@conform-to/react'
import { Form } from 'react-router'
import { deskCopy } from '~/desk-kit/content/desk'
import { handlingSchema, noteSchema, type DeskFormError } from '~/features/desk/domain/desk-forms'
import { LEAD_STATUSES, type LeadStatus } from '~/desk-kit/domain/desk-model'
import type { FormResult } from '~/domain/forms/form-result'
import { useCopy } from '~/i18n/language-context'
import { SelectField, TextAreaField } from '~/ui/form-fields'
import { useFormAnswer } from '~/ui/use-form-answer'
import { useSchemaForm } from '~/ui/use-schema-form'
import { DeskFormEnd, fieldErrorOf, FormMessage } from '~/desk-kit/components/desk-ui'

/** The answer of the request page's action (the one `FormResult`, `intent` saying which form). */
export type RequestAnswer = FormResult<DeskFormError>

/**
 * The request page's forms, each a plain post to the page's action (it works before JavaScript
 * loads), checked in the browser by the server's own schema (`useSchemaForm`).
 */

/** What the conflict's answer carries: the values now, and who changed them (decision 035). */
interface ConflictDetails {
  status: LeadStatus
  owner: string | null
  by: string | null
}

/**
 * Status and owner, saved together. The form carries what the page showed (`seenStatus`,
 * `seenOwner`): a save over values someone changed meanwhile is refused, and the page then shows
 * the current values (the route reloads them) with who changed them. Give it `key` = the values
 * shown, so a change (saved here or seen on reload) makes a new form that carries it.
 */
export function HandlingForm(props: {
  status: LeadStatus
  owner: string | null
  staffList: readonly string[]
  me: string
}) {
  const t = useCopy(deskCopy)
  const post = useFormAnswer<RequestAnswer>('handling')
  const { answer } = post
  const seen = { status: props.status, owner: props.owner ?? '' }
  const [form, fields] = useSchemaForm(handlingSchema, {
    id: 'lead-handling-form',
    lastResult: answer?.status === 'invalid' ? answer.reply : undefined,
    defaultValue: { intent: 'handling', ...seen, seenStatus: seen.status, seenOwner: seen.owner },
  })
  const conflict = answer?.status === 'refused' && answer.formError === 'conflict' ? conflictOf(answer.details) : null
  const who = (by: string | null) =>
    by === null ? t.errors.conflictSomeone : by === props.me ? t.errors.conflictYou : by
  return (
    <Form {...getFormProps(form)} method="post" className="space-y-4">
      <input type="hidden" name="intent" value="handling" />
      <input type="hidden" name="seenStatus" value={seen.status} />
      <input type="hidden" name="seenOwner" value={seen.owner} />
      <SelectField
        meta={fields.status}
        label={t.request.status}
        options={LEAD_STATUSES.map((s) => ({ value: s, label: t.statuses[s] }))}
        required={false}
        error={fieldErrorOf(t.errors, fields.status, 'other')}
      />
      <SelectField
        meta={fields.owner}
        label={t.request.owner}
        emptyLabel={t.request.nobody}
        options={props.staffList.map((s) => ({ value: s, label: s }))}
        error={fieldErrorOf(t.errors, fields.owner, 'other')}
      />
      <DeskFormEnd post={post} label={t.request.save} className="min-h-11 px-5" done={t.request.saved}>
        {conflict ? (
          <FormMessage tone="error">
            {t.errors.conflict(who(conflict.by), t.statuses[conflict.status], conflict.owner ?? t.request.nobody)}
          </FormMessage>
        ) : null}
      </DeskFormEnd>
    </Form>
  )
}

export function conflictOf(details: Record<string, unknown> | undefined): ConflictDetails | null {
  const status = details?.status
  if (typeof status !== 'string' || !(LEAD_STATUSES as readonly string[]).includes(status)) return null
  const owner = typeof details?.owner === 'string' ? details.owner : null
  const by = typeof details?.by === 'string' ? details.by : null
  return { status: status as LeadStatus, owner, by }
}

/** A new note; a saved one empties the field (a new form). */
export function NoteForm() {
  const post = useFormAnswer<RequestAnswer>('note')
  return <NoteFields key={post.answer?.status === 'success' ? post.answer.at : 0} post={post} />
}

function NoteFields({ post }: { post: { answer?: RequestAnswer; pending: boolean } }) {
  const { answer } = post
  const t = useCopy(deskCopy)
  const [form, fields] = useSchemaForm(noteSchema, {
    id: 'lead-note',
    lastResult: answer?.status === 'invalid' ? answer.reply : undefined,
    defaultValue: { intent: 'note' },
  })
  return (
    <Form {...getFormProps(form)} method="post" className="mt-4">
      <input type="hidden" name="intent" value="note" />
      <TextAreaField
        meta={fields.note}
        label={t.request.noteLabel}
        required={false}
        rows={3}
        error={fieldErrorOf(t.errors, fields.note, 'note')}
      />
      <DeskFormEnd post={post} label={t.request.addNote} className="mt-3 min-h-11 px-5" />
    </Form>
  )
}
