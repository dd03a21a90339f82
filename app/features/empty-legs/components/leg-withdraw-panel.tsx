import { getFormProps, type SubmissionResult } from '@conform-to/react'
import { Form } from 'react-router'
import { DeskPanel, FormMessage } from '~/desk-kit/components/desk-ui'
import { useCopy } from '~/i18n/language-context'
import { CheckboxField, SubmitButton, type FieldMeta } from '~/ui/form-fields'
import { useSchemaForm } from '~/ui/use-schema-form'
import { legsDeskCopy } from '../content/legs-desk-copy'
import { legErrorCode, legWithdrawSchema } from '../domain/leg-form'

/** Withdraw a leg: a box to tick, then the button (the form posts `?intent=withdraw`). */
export function LegWithdrawPanel({
  withdrawn,
  lastResult,
  pending,
  done,
}: {
  withdrawn: boolean
  lastResult?: SubmissionResult<string[]> | null
  pending: boolean
  done: boolean
}) {
  const t = useCopy(legsDeskCopy)
  const [form, fields] = useSchemaForm(legWithdrawSchema, { id: 'leg-withdraw', lastResult })
  const error = fields.confirm.errors?.[0] ? t.errors[legErrorCode(fields.confirm.errors[0])] : undefined
  return (
    <DeskPanel title={t.withdraw.title} id="leg-withdraw-title">
      {withdrawn ? (
        <p className="text-sm text-parchment">{done ? t.withdraw.done : t.withdraw.already}</p>
      ) : (
        <Form method="post" action="?intent=withdraw" {...getFormProps(form)}>
          <p className="text-sm text-parchment">{t.withdraw.text}</p>
          <div className="mt-3">
            <CheckboxField meta={fields.confirm as FieldMeta} error={error}>
              {t.withdraw.confirm}
            </CheckboxField>
          </div>
          <SubmitButton
            pending={pending}
            label={t.withdraw.button}
            pendingLabel={t.withdraw.pending}
            className="mt-3 min-h-11 px-6"
          />
          {done ? <FormMessage tone="ok">{t.withdraw.done}</FormMessage> : null}
        </Form>
      )}
    </DeskPanel>
  )
}
