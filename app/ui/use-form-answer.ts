import { useActionData, useNavigation } from 'react-router'
import { INTENT_FIELD, type FormResult } from '~/domain/forms/form-result'

/**
 * The route action's last answer (the one `FormResult`) for the form that uses it, and whether
 * that form is posting: on a page with several forms (the desk's request and privacy pages) each
 * names its `intent` (the posted INTENT_FIELD, echoed by the handler in the answer), so an answer
 * reaches only its own form. Give `answer?.reply` to `useConformForm`'s `lastResult`.
 */
export function useFormAnswer<R extends FormResult<string>>(intent?: string) {
  const answer = useActionData<R>()
  const navigation = useNavigation()
  const pending =
    navigation.state !== 'idle' &&
    navigation.formMethod?.toLowerCase() === 'post' &&
    (intent === undefined || navigation.formData?.get(INTENT_FIELD) === intent)
  const mine = answer && (intent === undefined || answer.intent === intent) && !pending ? answer : undefined
  return { answer: mine as R | undefined, pending }
}
