import { getFormProps } from '@conform-to/react'
import { Form, Link, useNavigation } from 'react-router'
import { deskCopy } from '~/desk-kit/content/desk'
import { FormMessage, RefusalMessage } from '~/desk-kit/components/desk-ui'
import type { ReplyText } from '~/features/desk/content/desk-replies'
import { replyEditorCopy, type ReplyEditorCopy } from '~/features/desk/content/reply-editor'
import { replyEditorSchema, type DeskFormError } from '~/features/desk/domain/desk-forms'
import type { FormResult } from '~/domain/forms/form-result'
import { useCopy } from '~/i18n/language-context'
import { TextAreaField, TextField, type FieldMeta } from '~/ui/form-fields'
import { useFormAnswer } from '~/ui/use-form-answer'
import { useSchemaForm } from '~/ui/use-schema-form'

/** The editor's answer: the one `FormResult`, and the text as checked when it was a preview. */
export type ReplyEditorAnswer = FormResult<DeskFormError> & { preview?: ReplyText }

export interface ReplyEditorProps {
  leadId: string
  clientLanguage: 'fr' | 'en'
  client: { name: string; email: string }
  /** The mail's sender and its Reply-To (the staff member's address: the client's answer reaches them). */
  from: string
  replyTo: string
  /** The template's text for this request, signed with the member's name and signature. */
  draft: ReplyText
}

function messageOf(errors: ReplyEditorCopy['errors'], meta: FieldMeta, field: 'subject' | 'body') {
  const code = meta.errors?.[0]
  if (code === undefined) return undefined
  if (code === 'invalid') return errors.invalid
  if (field === 'subject')
    return code === 'tooLong'
      ? errors.subjectTooLong
      : code === 'oneLine'
        ? errors.subjectOneLine
        : errors.subjectRequired
  return code === 'tooLong' ? errors.bodyTooLong : errors.bodyRequired
}

/**
 * The reply editor (docs/product.md §9, docs/decisions/117-reply-editor.md): the subject and the
 * message, prefilled from the template in the client's language and signed with the member's name
 * and signature, and the preview of the e-mail as the client will get it. A plain post to the
 * page's action, so it works before JavaScript loads: "Update the preview" (also Enter in the
 * subject) has the server check the text and show it; "Send" queues it; "Cancel" is a link back
 * and changes nothing. With JavaScript the preview follows the typing.
 */
export function ReplyEditor(props: ReplyEditorProps) {
  const post = useFormAnswer<ReplyEditorAnswer>()
  // A preview comes back as the text checked by the server: the fields start again from it.
  const text = post.answer?.preview ?? props.draft
  return <EditorFields key={post.answer?.preview ? post.answer.at : 0} {...props} text={text} post={post} />
}

function EditorFields(
  props: ReplyEditorProps & { text: ReplyText; post: { answer?: ReplyEditorAnswer; pending: boolean } },
) {
  const t = useCopy(replyEditorCopy)
  const desk = useCopy(deskCopy)
  const navigation = useNavigation()
  const { answer, pending } = props.post
  const sending = pending && navigation.formData?.get('intent') === 'send'
  const [form, fields] = useSchemaForm(replyEditorSchema, {
    id: 'reply-editor',
    lastResult: answer?.status === 'invalid' ? answer.reply : undefined,
    defaultValue: { subject: props.text.subject, body: props.text.body },
  })
  const subject = typeof fields.subject.value === 'string' ? fields.subject.value : ''
  const body = typeof fields.body.value === 'string' ? fields.body.value : ''
  return (
    <div className="mt-6 grid gap-6 lg:grid-cols-2">
      <section aria-labelledby="reply-editor-title" className="border border-line/80 bg-night/60 p-4 md:p-6">
        <h2 id="reply-editor-title" className="font-display text-2xl text-ivory">
          {t.editorTitle}
        </h2>
        <Form {...getFormProps(form)} method="post" className="mt-4 space-y-5">
          <TextField
            meta={fields.subject}
            label={t.subject}
            hint={t.subjectHint}
            error={messageOf(t.errors, fields.subject, 'subject')}
          />
          <TextAreaField
            meta={fields.body}
            label={t.body}
            hint={t.bodyHint}
            rows={16}
            error={messageOf(t.errors, fields.body, 'body')}
          />
          <div className="flex flex-wrap items-center gap-3">
            <button
              type="submit"
              name="intent"
              value="preview"
              className="btn btn-outline min-h-11 px-5"
              disabled={pending}
            >
              {t.preview}
            </button>
            <button
              type="submit"
              name="intent"
              value="send"
              className="btn btn-gold min-h-11 px-5"
              disabled={pending}
              aria-busy={sending || undefined}
            >
              {sending ? t.sending : t.send}
            </button>
            <Link
              to={`/desk/requests/${props.leadId}`}
              className="min-h-11 px-3 py-3 text-sm text-parchment underline decoration-gold/40 underline-offset-4 hover:text-gold-light"
            >
              {t.cancel}
            </Link>
          </div>
          <div aria-live="polite">
            {answer?.status === 'invalid' ? <FormMessage tone="error">{desk.errors.invalid}</FormMessage> : null}
            <RefusalMessage answer={answer} copy={desk.errors} />
          </div>
        </Form>
      </section>
      <ReplyPreview {...props} subject={subject} body={body} />
    </div>
  )
}

/** The e-mail as the client will receive it: its sender, addressee, subject and paragraphs. */
function ReplyPreview(props: ReplyEditorProps & { subject: string; body: string }) {
  const t = useCopy(replyEditorCopy)
  const paragraphs = props.body.split(/\n{2,}/).filter((p) => p.trim() !== '')
  const to = props.client.name ? `${props.client.name} <${props.client.email}>` : props.client.email
  return (
    <section aria-labelledby="reply-preview-title" className="border border-gold/50 bg-night/70 p-4 md:p-6">
      <h2 id="reply-preview-title" className="font-display text-2xl text-ivory">
        {t.previewTitle}
      </h2>
      <p className="mt-1 text-sm text-mist">{t.previewIntro}</p>
      <div className="mt-4 border border-line/80 bg-midnight" data-testid="reply-preview">
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 border-b border-line/80 p-4 text-sm">
          <dt className="text-mist">{t.from}</dt>
          <dd className="break-all text-parchment">{props.from}</dd>
          <dt className="text-mist">{t.to}</dt>
          <dd className="break-all text-parchment">{to}</dd>
          <dt className="text-mist">{t.replyTo}</dt>
          <dd className="break-all text-parchment">{props.replyTo}</dd>
          <dt className="text-mist">{t.subject}</dt>
          <dd className="break-words text-ivory" lang={props.clientLanguage} data-testid="reply-preview-subject">
            {props.subject}
          </dd>
        </dl>
        <div
          className="space-y-4 p-4 font-serif leading-relaxed text-ivory md:p-6"
          lang={props.clientLanguage}
          data-testid="reply-preview-body"
        >
          {paragraphs.map((p, i) => (
            <p key={i} className="whitespace-pre-line break-words">
              {p}
            </p>
          ))}
        </div>
      </div>
    </section>
  )
}
