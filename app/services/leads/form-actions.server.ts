import { data, type AppLoadContext } from 'react-router'
import {
  contactInputFromForm,
  contactValuesFromForm,
  type ContactFormValues,
  type ContactTopic,
} from '~/domain/forms/contact'
import { cleanIdempotencyKey, type LeadFormResult } from '~/domain/forms/lead-fields'
import { quoteInputFromForm, quoteValuesFromForm, type QuoteFormValues } from '~/domain/forms/quote'
import { readFormBody } from '../form-body.server'
import { handleContactRequest } from './contact.server'
import { OUTCOME_HTTP_STATUS, type LeadOutcome, type LeadRequestMeta } from './lead-outcome.server'
import { handleQuoteRequest } from './quote.server'

/**
 * Route actions of the lead pages: the plain form post (it works without JavaScript) goes through
 * the same services as the JSON API, and answers with the page's status code.
 */

interface ActionArgs {
  request: Request
  context: AppLoadContext
}

function metaOf({ request, context }: ActionArgs, form: URLSearchParams): LeadRequestMeta {
  return {
    lang: context.lang,
    clientIp: context.clientIp,
    userAgent: request.headers.get('user-agent') ?? undefined,
    idempotencyKey: cleanIdempotencyKey(form.get('idempotencyKey')),
  }
}

function resultOf<V>(outcome: LeadOutcome, values: V) {
  const init = { status: OUTCOME_HTTP_STATUS[outcome.status] }
  let result: LeadFormResult<V>
  switch (outcome.status) {
    case 'ok':
    case 'dropped':
      result = { status: 'success' }
      break
    case 'invalid':
      result = { status: 'invalid', formError: outcome.formError, fieldErrors: outcome.fieldErrors, values }
      break
    case 'rate_limited':
      result = { status: 'failure', reason: 'rate_limited', values }
      return data(result, { ...init, headers: { 'Retry-After': String(outcome.retryAfterS) } })
    case 'unavailable':
      result = { status: 'failure', reason: 'unavailable', values }
      break
  }
  return data(result, init)
}

export async function contactFormAction(args: ActionArgs, topic: ContactTopic) {
  // A body that is too large or not a form is an empty form: every required field is reported.
  const form = (await readFormBody(args.request)) ?? new URLSearchParams()
  const input = { ...contactInputFromForm(form), topic, lang: args.context.lang }
  const outcome = await handleContactRequest(args.context.runtime, input, metaOf(args, form))
  return resultOf<ContactFormValues>(outcome, contactValuesFromForm(form))
}

export async function quoteFormAction(args: ActionArgs) {
  const form = (await readFormBody(args.request)) ?? new URLSearchParams()
  const input = { ...quoteInputFromForm(form), lang: args.context.lang }
  const outcome = await handleQuoteRequest(args.context.runtime, input, metaOf(args, form))
  return resultOf<QuoteFormValues>(outcome, quoteValuesFromForm(form))
}
