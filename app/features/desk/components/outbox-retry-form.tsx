import { getFormProps } from '@conform-to/react'
import { Form, useNavigation } from 'react-router'
import { deskCopy } from '~/desk-kit/content/desk'
import { retrySchema } from '~/features/desk/domain/desk-forms'
import { useCopy } from '~/i18n/language-context'
import { SubmitButton } from '~/ui/form-fields'
import { useSchemaForm } from '~/ui/use-schema-form'

/** "Send again" on one row of the outbox: a plain post of the mail's id, checked by the server's schema. */
export function OutboxRetryForm({ id }: { id: number }) {
  const t = useCopy(deskCopy)
  const navigation = useNavigation()
  const [form] = useSchemaForm(retrySchema, { id: `outbox-retry-${id}`, defaultValue: { id: String(id) } })
  const pending = navigation.state === 'submitting' && navigation.formData?.get('id') === String(id)
  return (
    <Form {...getFormProps(form)} method="post">
      <input type="hidden" name="id" value={id} />
      <SubmitButton
        pending={pending}
        label={t.outbox.retry}
        pendingLabel={t.request.saving}
        className="min-h-9 px-3 py-1 text-[0.7rem]"
      />
    </Form>
  )
}
