import { data, Form } from 'react-router'
import { deskHeaders, deskMeta } from '~/components/desk/desk-meta'
import { DeskPanel, FormMessage, RefusalMessage } from '~/components/desk/desk-ui'
import { useDeskAnswer, useDeskForm } from '~/components/desk/use-desk-form'
import { deskCopy } from '~/content/desk'
import {
  eraseSchema,
  lookupSchema,
  parseDeskForm,
  privacyFormSchema,
  type DeskFormAnswer,
  type DeskFormError,
} from '~/domain/desk/desk-forms'
import { getZodConstraint } from '@conform-to/zod/v4'
import { useCopy } from '~/i18n/language-context'
import { submitForm } from '~/services/form-submission.server'
import { recordAudit } from '~/services/desk/audit.server'
import { erasePerson, lookupPerson, purgeExpired } from '~/services/desk/privacy.server'
import { requireStaff, staffFormLimits } from '~/services/desk/staff-auth.server'
import { CheckboxField, SubmitButton, TextField } from '~/ui/form-fields'
import type { Route } from './+types/desk-privacy'

export const meta = deskMeta((t) => t.privacy.title)
export const headers = deskHeaders

const LOOKUP_CONSTRAINTS = getZodConstraint(lookupSchema)

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(context.runtime, request)
  return null
}

/** The action's answer: the shared `FormResult`, and what the look-up, erasure or purge found. */
type PrivacyAnswer = DeskFormAnswer & {
  email?: string
  found?: { requests: number; subscribed: boolean }
  erased?: number
  purged?: number
}

/**
 * Look-up, erasure and purge through the shared form handler (session first, then the member's
 * rate limit, body, schema, store); each is audited.
 */
export async function action(args: Route.ActionArgs) {
  const { runtime } = args.context
  const staff = await requireStaff(runtime, args.request)
  const db = runtime.database.db
  let intent: string | null = null
  const done: Omit<PrivacyAnswer, keyof DeskFormAnswer> = {}
  const { result, init } = await submitForm(
    args,
    {
      name: 'desk-privacy',
      unreadable: 'invalid' as DeskFormError,
      ...staffFormLimits(staff),
      parse: (form: URLSearchParams) => {
        intent = form.get('intent')
        return parseDeskForm(privacyFormSchema, form)
      },
      store: async (request) => {
        if (request.intent === 'lookup') {
          const found = await lookupPerson(db, request.email)
          await recordAudit(db, {
            actor: staff.email,
            action: 'privacy_lookup',
            details: { requests: found.requests, subscribed: found.subscribed },
          })
          Object.assign(done, { email: request.email, found })
        } else if (request.intent === 'erase') {
          done.erased = (await erasePerson(db, staff.email, request.email)).requests
        } else {
          done.purged = (await purgeExpired(db, staff.email)).requests
        }
      },
    },
    { fields: ['intent', 'email'], maxBytes: 2048 },
  )
  return data<PrivacyAnswer>({ ...result, intent, ...done }, init)
}

function EraseForm({ email }: { email: string }) {
  const t = useCopy(deskCopy)
  const form = useDeskForm<PrivacyAnswer>({
    intent: 'erase',
    parse: (body) => parseDeskForm(eraseSchema, body),
    order: ['confirm'],
  })
  const error = form.errorOf('confirm')
  return (
    <Form
      method="post"
      id="privacy-erase"
      noValidate
      onSubmit={form.onSubmit}
      className="mt-4 border-t border-line/60 pt-4"
    >
      <input type="hidden" name="intent" value="erase" />
      <input type="hidden" name="email" value={email} />
      <CheckboxField id="privacy-erase-confirm" name="confirm" value="on" error={error ? t.errors[error] : undefined}>
        {t.privacy.eraseConfirm}
      </CheckboxField>
      <SubmitButton pending={form.pending} label={t.privacy.erase} pendingLabel={t.request.saving} className="mt-4" />
      <RefusalMessage status={form.answer?.status} copy={t.errors} />
    </Form>
  )
}

export default function DeskPrivacy() {
  const t = useCopy(deskCopy)
  const form = useDeskForm<PrivacyAnswer>({
    intent: 'lookup',
    parse: (body) => parseDeskForm(lookupSchema, body),
    order: ['email'],
  })
  const purge = useDeskAnswer<PrivacyAnswer>('purge')
  const looked = form.answer
  const erasing = useDeskAnswer<PrivacyAnswer>('erase').answer
  const erasedEmail = erasing?.status === 'invalid' ? erasing.values.email : undefined
  const person = looked?.email ?? (typeof erasedEmail === 'string' ? erasedEmail : undefined)
  const found = looked?.found
  return (
    <div className="space-y-6">
      <h1 className="text-4xl">{t.privacy.title}</h1>
      <p className="max-w-3xl text-parchment">{t.privacy.intro}</p>
      <DeskPanel title={t.privacy.lookupButton} id="privacy-lookup-title">
        <Form method="post" id="privacy-lookup" noValidate onSubmit={form.onSubmit}>
          <div className="flex flex-wrap items-end gap-3">
            <input type="hidden" name="intent" value="lookup" />
            <TextField
              id="privacy-lookup-email"
              name="email"
              type="email"
              label={t.privacy.lookup}
              constraint={LOOKUP_CONSTRAINTS.email}
              required={false}
              autoComplete="off"
              error={form.errorOf('email') ? t.signIn.invalidEmail : undefined}
              className="min-w-64 flex-1"
            />
            <SubmitButton
              pending={form.pending}
              label={t.privacy.lookupButton}
              pendingLabel={t.signIn.pending}
              className="min-h-11 px-5"
            />
          </div>
          <RefusalMessage status={looked?.status} copy={t.errors} />
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
        <Form method="post" id="privacy-purge-form" className="mt-4">
          <input type="hidden" name="intent" value="purge" />
          <SubmitButton pending={purge.pending} label={t.privacy.purgeButton} pendingLabel={t.request.saving} />
        </Form>
        {purge.answer?.purged !== undefined ? (
          <FormMessage tone="ok">{t.privacy.purged(purge.answer.purged)}</FormMessage>
        ) : null}
        <RefusalMessage status={purge.answer?.status} copy={t.errors} />
      </DeskPanel>
    </div>
  )
}
