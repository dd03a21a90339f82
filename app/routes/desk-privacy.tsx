import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data, Form, useActionData, useNavigation } from 'react-router'
import { deskHeaders, deskMeta } from '~/components/desk/desk-meta'
import { deskInput, DeskField, DeskPanel, FormMessage } from '~/components/desk/desk-ui'
import { deskCopy } from '~/content/desk'
import { deskErrorCode, eraseSchema, lookupSchema, purgeSchema } from '~/domain/desk/desk-forms'
import { useCopy } from '~/i18n/language-context'
import { readFormBody } from '~/services/form-body.server'
import { recordAudit } from '~/services/desk/audit.server'
import { erasePerson, lookupPerson, purgeExpired } from '~/services/desk/privacy.server'
import { requireStaff, requireStaffAction } from '~/services/desk/staff-auth.server'
import type { Route } from './+types/desk-privacy'

export const meta = deskMeta((t) => t.privacy.title)
export const headers = deskHeaders

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(context.runtime, request)
  return null
}

type PrivacyResult =
  | {
      intent: 'lookup'
      result: SubmissionResult<string[]>
      email?: string
      found?: { requests: number; subscribed: boolean }
    }
  | { intent: 'erase'; result: SubmissionResult<string[]>; email?: string; erased?: number }
  | { intent: 'purge'; purged: number }
  | { intent: null }

export async function action({ request, context }: Route.ActionArgs) {
  const { runtime } = context
  const staff = await requireStaffAction(runtime, request)
  const db = runtime.database.db
  const form = (await readFormBody(request, 2048)) ?? new URLSearchParams()
  const intent = form.get('intent')
  if (intent === 'lookup') {
    const submission = parseWithZod(form, { schema: lookupSchema })
    if (submission.status !== 'success')
      return data<PrivacyResult>({ intent, result: submission.reply() }, { status: 400 })
    const found = await lookupPerson(db, submission.value.email)
    await recordAudit(db, {
      actor: staff.email,
      action: 'privacy_lookup',
      details: { requests: found.requests, subscribed: found.subscribed },
    })
    return data<PrivacyResult>({ intent, result: submission.reply(), email: submission.value.email, found })
  }
  if (intent === 'erase') {
    const submission = parseWithZod(form, { schema: eraseSchema })
    if (submission.status !== 'success') {
      const email = typeof form.get('email') === 'string' ? String(form.get('email')) : undefined
      return data<PrivacyResult>({ intent, result: submission.reply(), email }, { status: 400 })
    }
    const erased = await erasePerson(db, staff.email, submission.value.email)
    return data<PrivacyResult>({ intent, result: submission.reply({ resetForm: true }), erased: erased.requests })
  }
  if (intent === 'purge' && purgeSchema.safeParse({ intent }).success) {
    const purged = await purgeExpired(db, staff.email)
    return data<PrivacyResult>({ intent: 'purge', purged: purged.requests })
  }
  return data<PrivacyResult>({ intent: null }, { status: 400 })
}

function EraseForm({ email }: { email: string }) {
  const t = useCopy(deskCopy)
  const actionData = useActionData<PrivacyResult>()
  const navigation = useNavigation()
  const [form, fields] = useForm({
    id: 'privacy-erase',
    lastResult: navigation.state === 'idle' && actionData?.intent === 'erase' ? actionData.result : undefined,
    shouldValidate: 'onSubmit',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: eraseSchema }),
  })
  const error = fields.confirm.errors?.[0]
  return (
    <Form method="post" {...getFormProps(form)} className="mt-4 border-t border-line/60 pt-4">
      <input type="hidden" name="intent" value="erase" />
      <input type="hidden" name="email" value={email} />
      <div className="flex items-start gap-3">
        <input
          {...getInputProps(fields.confirm, { type: 'checkbox', value: 'on' })}
          key={fields.confirm.key}
          className="mt-1 size-5 accent-[var(--color-gold)]"
        />
        <label htmlFor={fields.confirm.id} className="text-sm text-parchment">
          {t.privacy.eraseConfirm}
        </label>
      </div>
      {error ? (
        <p id={fields.confirm.errorId} className="mt-2 text-sm text-danger">
          {t.errors[deskErrorCode(error)]}
        </p>
      ) : null}
      <button type="submit" className="btn btn-outline mt-4 border-danger text-danger">
        {t.privacy.erase}
      </button>
    </Form>
  )
}

export default function DeskPrivacy() {
  const t = useCopy(deskCopy)
  const actionData = useActionData<PrivacyResult>()
  const navigation = useNavigation()
  const [form, fields] = useForm({
    id: 'privacy-lookup',
    lastResult: navigation.state === 'idle' && actionData?.intent === 'lookup' ? actionData.result : undefined,
    shouldValidate: 'onSubmit',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: lookupSchema }),
  })
  const emailError = fields.email.errors?.[0]
  const looked = actionData?.intent === 'lookup' ? actionData : undefined
  const erasing = actionData?.intent === 'erase' ? actionData : undefined
  const person = looked?.email ?? (erasing?.erased === undefined ? erasing?.email : undefined)
  const found = looked?.found
  return (
    <div className="space-y-6">
      <h1 className="text-4xl">{t.privacy.title}</h1>
      <p className="max-w-3xl text-parchment">{t.privacy.intro}</p>
      <DeskPanel title={t.privacy.lookupButton} id="privacy-lookup-title">
        <Form method="post" {...getFormProps(form)} className="flex flex-wrap items-end gap-3">
          <input type="hidden" name="intent" value="lookup" />
          <DeskField
            id={fields.email.id}
            label={t.privacy.lookup}
            error={emailError ? t.signIn.invalidEmail : undefined}
            className="min-w-64 flex-1"
          >
            <input
              {...getInputProps(fields.email, { type: 'email' })}
              key={fields.email.key}
              autoComplete="off"
              maxLength={254}
              className={deskInput}
            />
          </DeskField>
          <button type="submit" className="btn btn-gold min-h-11 px-5">
            {t.privacy.lookupButton}
          </button>
        </Form>
        <div aria-live="polite">
          {erasing?.erased !== undefined ? (
            <FormMessage tone="ok">{t.privacy.erased(erasing.erased)}</FormMessage>
          ) : null}
          {person && found ? (
            found.requests === 0 && !found.subscribed ? (
              <FormMessage tone="ok">{t.privacy.nothing}</FormMessage>
            ) : (
              <div className="mt-4">
                <p role="status" className="text-ivory" data-testid="privacy-found">
                  {person} — {t.privacy.found(found.requests, found.subscribed)}
                </p>
                <Form method="post" action="/desk/privacy/export" reloadDocument className="mt-3">
                  <input type="hidden" name="email" value={person} />
                  <button type="submit" className="btn btn-outline">
                    {t.privacy.export}
                  </button>
                </Form>
                <EraseForm email={person} />
              </div>
            )
          ) : null}
          {person && !found && erasing ? <EraseForm email={person} /> : null}
        </div>
      </DeskPanel>
      <DeskPanel title={t.privacy.purgeTitle} id="privacy-purge">
        <p className="text-parchment">{t.privacy.purgeText}</p>
        <Form method="post" className="mt-4">
          <input type="hidden" name="intent" value="purge" />
          <button type="submit" className="btn btn-outline">
            {t.privacy.purgeButton}
          </button>
        </Form>
        {actionData?.intent === 'purge' ? (
          <FormMessage tone="ok">{t.privacy.purged(actionData.purged)}</FormMessage>
        ) : null}
      </DeskPanel>
    </div>
  )
}
