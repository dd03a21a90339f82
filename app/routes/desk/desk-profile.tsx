import { getFormProps } from '@conform-to/react'
import { data, Form, useLoaderData } from 'react-router'
import { deskHeaders, deskPageMeta } from '~/desk-kit/components/desk-meta'
import { DeskFormEnd, DeskPanel, FormMessage } from '~/desk-kit/components/desk-ui'
import { staffProfileCopy, type StaffProfileCopy } from '~/desk-kit/content/staff-profile'
import { profileSchema, signOff } from '~/desk-kit/domain/staff-profile'
import { requireStaff } from '~/desk-kit/services/staff-auth.server'
import { getStaffProfile, profileFormSpec } from '~/desk-kit/services/staff-profile.server'
import type { FormResult } from '~/domain/forms/form-result'
import { useCopy } from '~/i18n/language-context'
import { submitForm } from '~/services/form-submission.server'
import { TextAreaField, TextField, type FieldMeta } from '~/ui/form-fields'
import { useFormAnswer } from '~/ui/use-form-answer'
import { useSchemaForm } from '~/ui/use-schema-form'
import type { Route } from './+types/desk-profile'

export const meta = deskPageMeta(staffProfileCopy, (t) => t.title)
export const headers = deskHeaders

/** The signed-in member's own profile (docs/product.md §9): the name and signature of their replies. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaff(context.runtime, request)
  return { profile: await getStaffProfile(context.runtime.database.db, staff.email) }
}

export async function action(args: Route.ActionArgs) {
  const staff = await requireStaff(args.context.runtime, args.request)
  const { result, init } = await submitForm(args, profileFormSpec(args.context.runtime, staff))
  return data(result, init)
}

/** A field's error code in words (the codes of every form). */
function messageOf(errors: StaffProfileCopy['errors'], meta: FieldMeta, field: 'name' | 'signature') {
  const code = meta.errors?.[0]
  if (code === undefined) return undefined
  if (code === 'invalid') return errors.invalid
  if (field === 'signature') return errors.signatureTooLong
  return code === 'tooLong' ? errors.nameTooLong : code === 'oneLine' ? errors.nameOneLine : errors.nameRequired
}

export default function DeskProfile() {
  const t = useCopy(staffProfileCopy)
  const { profile } = useLoaderData<typeof loader>()
  const post = useFormAnswer<FormResult<string>>()
  const { answer } = post
  const [form, fields] = useSchemaForm(profileSchema, {
    id: 'staff-profile',
    lastResult: answer?.status === 'invalid' ? answer.reply : undefined,
    defaultValue: { displayName: profile.complete ? profile.name : '', signature: profile.signature },
  })
  return (
    <div className="max-w-3xl">
      <h1 className="text-4xl">{t.title}</h1>
      <p className="mt-3 text-parchment">{t.intro}</p>
      {profile.complete ? null : <FormMessage tone="error">{t.incompleteNote(profile.name)}</FormMessage>}
      <DeskPanel title={t.title} id="profile-form-title" className="mt-6">
        <Form {...getFormProps(form)} method="post" className="space-y-5">
          <TextField
            meta={fields.displayName}
            label={t.name}
            hint={t.nameHint}
            autoComplete="name"
            placeholder={profile.complete ? undefined : profile.name}
            error={messageOf(t.errors, fields.displayName, 'name')}
          />
          <TextAreaField
            meta={fields.signature}
            label={t.signature}
            hint={t.signatureHint}
            required={false}
            rows={4}
            error={messageOf(t.errors, fields.signature, 'signature')}
          />
          <DeskFormEnd post={post} label={t.save} className="min-h-11 px-5" done={t.saved} />
        </Form>
      </DeskPanel>
      <section aria-labelledby="profile-sign-off" className="mt-6">
        <h2 id="profile-sign-off" className="text-xs uppercase tracking-[0.18em] text-mist">
          {t.signOffTitle}
        </h2>
        <p
          className="mt-2 whitespace-pre-line border-l-2 border-gold/60 pl-3 text-ivory"
          data-testid="profile-sign-off"
        >
          {signOff(profile)}
        </p>
      </section>
    </div>
  )
}
