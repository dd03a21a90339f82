import { defineCopy } from '~/i18n/define-copy'

/**
 * The reply editor (docs/product.md §9), in the staff member's language; the reply itself is in the
 * client's (`desk-replies.ts`).
 */
export interface ReplyEditorCopy {
  metaTitle: string
  title: (template: string) => string
  intro: (language: string) => string
  back: string
  editorTitle: string
  subject: string
  body: string
  /** The subject's and body's bounds, said beside their labels. */
  subjectHint: string
  bodyHint: string
  preview: string
  previewTitle: string
  previewIntro: string
  from: string
  to: string
  replyTo: string
  send: string
  sending: string
  cancel: string
  errors: {
    subjectRequired: string
    subjectTooLong: string
    subjectOneLine: string
    bodyRequired: string
    bodyTooLong: string
    invalid: string
  }
}

export const replyEditorCopy = defineCopy<ReplyEditorCopy>({
  fr: {
    metaTitle: 'Répondre au client',
    title: (template) => `Réponse : ${template}`,
    intro: (language) =>
      `Le texte est en ${language.toLowerCase()}, la langue du client. Modifiez l’objet et le message, vérifiez l’aperçu, puis envoyez : rien ne part avant.`,
    back: 'Retour à la demande',
    editorTitle: 'Votre réponse',
    subject: 'Objet',
    body: 'Message',
    subjectHint: '(une ligne, 200 caractères au plus)',
    bodyHint: '(5 000 caractères au plus)',
    preview: 'Mettre à jour l’aperçu',
    previewTitle: 'Aperçu',
    previewIntro: 'L’e-mail tel que le client le recevra.',
    from: 'De',
    to: 'À',
    replyTo: 'Réponse à',
    send: 'Envoyer au client',
    sending: 'Envoi…',
    cancel: 'Annuler',
    errors: {
      subjectRequired: 'Indiquez un objet.',
      subjectTooLong: 'L’objet tient en 200 caractères au plus.',
      subjectOneLine: 'L’objet tient sur une seule ligne.',
      bodyRequired: 'Le message est vide.',
      bodyTooLong: 'Le message tient en 5 000 caractères au plus.',
      invalid: 'Ce texte contient des caractères non admis.',
    },
  },
  en: {
    metaTitle: 'Reply to the client',
    title: (template) => `Reply: ${template}`,
    intro: (language) =>
      `The text is in ${language}, the client’s language. Change the subject and the message, check the preview, then send: nothing goes before.`,
    back: 'Back to the request',
    editorTitle: 'Your reply',
    subject: 'Subject',
    body: 'Message',
    subjectHint: '(one line, 200 characters at most)',
    bodyHint: '(5,000 characters at most)',
    preview: 'Update the preview',
    previewTitle: 'Preview',
    previewIntro: 'The e-mail as the client will receive it.',
    from: 'From',
    to: 'To',
    replyTo: 'Reply to',
    send: 'Send to the client',
    sending: 'Sending…',
    cancel: 'Cancel',
    errors: {
      subjectRequired: 'Enter a subject.',
      subjectTooLong: 'The subject holds 200 characters at most.',
      subjectOneLine: 'The subject fits on one line.',
      bodyRequired: 'The message is empty.',
      bodyTooLong: 'The message holds 5,000 characters at most.',
      invalid: 'This text holds characters that are not allowed.',
    },
  },
})
