import { useState, type FormEvent } from 'react'
import { useActionData, useNavigation } from 'react-router'
import { deskErrorCode, type DeskFormAnswer, type DeskFormError, type DeskParse } from '~/domain/desk/desk-forms'

/**
 * A desk form on the shared pattern: the browser runs the server's own schema before the post
 * (`checkBeforeSubmit`: first faulty field focused), the route action answers the one
 * `FormResult`, and this reads it for the form it belongs to (`intent`, when a page has several).
 * The fields stay uncontrolled: `resetKey` changes after a success, to remount what must empty.
 */
export function useDeskForm<A extends DeskFormAnswer>(options: {
  intent?: string
  parse: (form: FormData) => DeskParse<unknown>
  order: readonly string[]
}) {
  const { answer: mine, pending } = useDeskAnswer<A>(options.intent)
  const [checked, setChecked] = useState<Partial<Record<string, unknown>> | null>(null)
  const serverErrors: Partial<Record<string, string>> = mine?.status === 'invalid' ? mine.fieldErrors : {}
  return {
    answer: mine,
    pending,
    saved: mine?.status === 'success' && !pending,
    resetKey: mine?.status === 'success' ? mine.at : 0,
    errorOf(field: string): DeskFormError | undefined {
      const code = checked ? checked[field] : serverErrors[field]
      return typeof code === 'string' ? deskErrorCode(code) : undefined
    },
    onSubmit(event: FormEvent<HTMLFormElement>) {
      const problem = checkBeforeSubmit(event, options.parse, options.order)
      setChecked(problem ? problem.fieldErrors : null)
    },
  }
}

/** The action's last answer if it was for this form (`intent`), and whether this form is posting. */
export function useDeskAnswer<A extends DeskFormAnswer>(intent?: string) {
  const answer = useActionData<A>()
  const navigation = useNavigation()
  const pending =
    navigation.state === 'submitting' && (intent === undefined || navigation.formData?.get('intent') === intent)
  const mine = answer && (intent === undefined || answer.intent === intent) && !pending ? answer : undefined
  return { answer: mine, pending }
}

/**
 * The browser's check before a desk post, with the server's own parse: on a problem the post is
 * stopped and the first faulty field (in the form's order) takes the focus. Returns the problem.
 */
export function checkBeforeSubmit<E extends string>(
  event: FormEvent<HTMLFormElement>,
  parse: (
    form: FormData,
  ) => { success: true } | { success: false; formError: E; fieldErrors: Partial<Record<string, unknown>> },
  order: readonly string[],
): { code: E; fields: string[]; fieldErrors: Partial<Record<string, unknown>> } | null {
  const parsed = parse(new FormData(event.currentTarget))
  if (parsed.success) return null
  event.preventDefault()
  const fields = Object.keys(parsed.fieldErrors).filter((f) => f !== '_form')
  const first = order.find((f) => fields.includes(f))
  if (first) event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
  return { code: parsed.formError, fields, fieldErrors: parsed.fieldErrors }
}
