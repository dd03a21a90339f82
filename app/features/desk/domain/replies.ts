/** The desk's reply templates (docs/product.md §9): their names; the text is in `app/features/desk/content/desk-replies.ts`. */
export const REPLY_TEMPLATES = ['acknowledge', 'need_details', 'offer_follows'] as const
export type ReplyTemplate = (typeof REPLY_TEMPLATES)[number]

export function isReplyTemplate(value: unknown): value is ReplyTemplate {
  return typeof value === 'string' && (REPLY_TEMPLATES as readonly string[]).includes(value)
}
