import { data, type AppLoadContext } from 'react-router'
import { CONTACT_FIELDS, type ContactRequest, type ContactTopic } from '~/domain/forms/contact'
import { requestConfirmation, type RequestConfirmation } from '~/domain/forms/request-confirmation'
import { submitForm } from '../form-submission.server'
import { contactFormSpec } from './contact.server'
import type { LeadRequestMeta } from './lead-outcome.server'

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
  const { outcome, result, init } = await submitForm(args, contactFormSpec(args.context.runtime, metaOf(args)), {
    fields: [...CONTACT_FIELDS, 'est'],
    // The page's topic and language are the server's.
    toInput: (form) => {
      const input = new URLSearchParams(form)
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
