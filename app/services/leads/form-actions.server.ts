import type { AppLoadContext } from 'react-router'
import { CONTACT_FIELDS, type ContactTopic } from '~/domain/forms/contact'
import { QUOTE_FIELDS } from '~/domain/forms/quote'
import { formAction } from '../form-submission.server'
import { contactFormSpec } from './contact.server'
import type { LeadRequestMeta } from './lead-outcome.server'
import { quoteFormSpec } from './quote.server'

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

export function contactFormAction(args: ActionArgs, topic: ContactTopic) {
  return formAction(args, contactFormSpec(args.context.runtime, metaOf(args)), {
    fields: [...CONTACT_FIELDS, 'est'],
    // The page's topic and language are the server's.
    toInput: (form) => {
      const input = new URLSearchParams(form)
      input.set('topic', topic)
      input.set('lang', args.context.lang)
      return input
    },
  })
}

export function quoteFormAction(args: ActionArgs) {
  // The empty leg the request is for ("Request this leg"), read with the body (docs/product.md §12).
  const leg: { emptyLegId?: string | null } = {}
  return formAction(args, quoteFormSpec(args.context.runtime, metaOf(args), leg), {
    fields: [...QUOTE_FIELDS, 'emptyLeg'],
    toInput: (form) => {
      leg.emptyLegId = form.get('emptyLeg')?.slice(0, 40) ?? null
      return form
    },
  })
}
