import { getZodConstraint } from '@conform-to/zod/v4'
import { data, type AppLoadContext } from 'react-router'
import {
  CONTACT_FIELDS,
  contactSchema,
  type ContactRequest,
  type ContactTopic,
} from '~/features/requests/domain/contact'
import { pageToken } from '~/lib/page-cache-policy'
import { requestConfirmation, type RequestConfirmation } from '~/features/requests/domain/request-confirmation'
import { submitForm } from '~/services/form-submission.server'
import { contactFormSpec } from './contact.server'
import type { LeadRequestMeta } from '~/services/leads/lead-outcome.server'

/**
 * Route actions of the lead pages: the plain form post (with or without JavaScript) goes through
 * the one form handler, like the JSON API, and answers with the page's status code.
 */

interface ActionArgs {
  request: Request
  context: AppLoadContext
}

function metaOf({ request, context }: ActionArgs): LeadRequestMeta {
  return { lang: context.lang, clientIp: context.clientIp, userAgent: request.headers.get('user-agent') ?? undefined }
}

/**
 * The flight request's form post (/contact, /quote-form, the club's contact page): after a success
 * the answer carries the confirmation the page shows in place of the form (its reference, the
 * request, by when an adviser calls: docs/decisions/037-request-confirmation.md). A robot's post
 * (honeypot) gets a success without one.
 */
export async function contactFormAction(args: ActionArgs, topic: ContactTopic) {
  const receivedAt = new Date()
  // The empty leg the request is for ("Request this leg" on /quote-form), read with the body (docs/product.md §12).
  const leg: { emptyLegId?: string | null } = {}
  const spec = contactFormSpec(args.context.runtime, metaOf(args), leg)
  const { outcome, result, init } = await submitForm(args, spec, {
    fields: [...CONTACT_FIELDS, 'est', 'trip', 'emptyLeg'],
    // The page's topic and language are the server's.
    toInput: (form) => {
      leg.emptyLegId = form.get('emptyLeg')?.slice(0, 40) ?? null
      const input = new URLSearchParams(form)
      input.delete('emptyLeg')
      input.set('topic', topic)
      input.set('lang', args.context.lang)
      return input
    },
  })
  const confirmation: RequestConfirmation | undefined =
    outcome.status === 'success' && outcome.id && outcome.data
      ? requestConfirmation(outcome.id, outcome.data as ContactRequest, receivedAt)
      : undefined
  return data({ ...result, ...(confirmation ? { confirmation } : {}) }, init)
}

/**
 * The loader data of a page with the request form (/contact, /quote-form, /contact/club-herra): a
 * fresh idempotency key per view (a resubmitted post is stored once; the page cache writes each
 * view its own, decision 020) and the fields' constraints read from the schema, with the page's own.
 */
export function requestFormPageData<T extends Record<string, unknown>>(extra: T = {} as T) {
  const idempotencyKey = crypto.randomUUID()
  return data(
    { idempotencyKey, constraint: { ...getZodConstraint(contactSchema) }, ...extra },
    { headers: pageToken(idempotencyKey) },
  )
}
