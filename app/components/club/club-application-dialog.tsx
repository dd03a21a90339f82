import { useCallback, useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react'
import { Link, useFetcher } from 'react-router'
import { toast, Toaster } from 'sonner'
import { site as house } from '~/config/site'
import { clubApplicationCopy } from '~/content/club-application'
import {
  CLUB_MODAL_FIELDS,
  CLUB_MODAL_REQUIRED,
  CLUB_SECTORS,
  TRAVEL_FREQUENCIES,
  clubModalInputFromForm,
  parseClubModal,
  type ClubModalField,
  type ClubModalFormError,
} from '~/domain/forms/club-modal'
import { MAX_EMAIL, MAX_PHONE } from '~/domain/forms/lead-fields'
import { useCopy } from '~/i18n/language-context'
import { useSiteConfig } from '~/lib/site-config'
import { CheckboxField, Honeypot, SelectField, TextAreaField, TextField } from './club-fields'

/** The action's answer to a post of form B (see app/routes/club-herra-content.tsx). */
export type ClubModalResult =
  | { status: 'success'; at: number }
  | { status: 'invalid'; formError: ClubModalFormError; fields: string[]; values?: Record<string, string | string[]>; at: number }
  | { status: 'limited'; retryAfterS: number; values?: Record<string, string | string[]>; at: number }
  | { status: 'failed'; values?: Record<string, string | string[]>; at: number }

/** Toasts shown while the modal is open go to a toaster inside it (the page behind is inert). */
const DIALOG_TOASTER = 'club-application'
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([tabindex="-1"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

/**
 * The application button and modal form B (spec §2 "Club page", §3, §4, §5, §8).
 * A native modal <dialog>: focus moves to the first field and is kept inside (Tab and Shift+Tab
 * wrap), Escape closes it, focus returns to the button; it is labelled by its title. The form is
 * posted with a fetcher to the page's action (same schema, honeypot, rate limit, lead core).
 * Without JavaScript, the button still opens the dialog in browsers that support invoker commands,
 * and the form posts as a plain form; the page then shows the answer.
 */
export function ClubApplicationDialog({
  formKey,
  openLabel,
  documentResult,
}: {
  formKey: string
  openLabel: string
  /** The answer to a plain form post (no JavaScript). */
  documentResult?: ClubModalResult
}) {
  const t = useCopy(clubApplicationCopy)
  const site = useSiteConfig()
  const fetcher = useFetcher<ClubModalResult>({ key: 'club-application' })
  const pending = fetcher.state !== 'idle'
  const id = useId()
  const dialogId = `${id}-dialog`
  const titleId = `${id}-title`
  const introId = `${id}-intro`
  const messageId = `${id}-message`
  const dialogRef = useRef<HTMLDialogElement>(null)
  const openerRef = useRef<HTMLButtonElement>(null)
  const formRef = useRef<HTMLFormElement>(null)
  const firstFieldRef = useRef<HTMLInputElement>(null)
  const [open, setOpen] = useState(false)
  const [confirmed, setConfirmed] = useState(false)
  const [problem, setProblem] = useState<{ code: ClubModalFormError; fields: string[] } | null>(null)
  const [sent, setSent] = useState(documentResult?.status === 'success')
  const handled = useRef<unknown>(null)

  const show = useCallback(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    if (!dialog.open) dialog.showModal()
    setOpen(true)
    firstFieldRef.current?.focus()
  }, [])

  const close = useCallback(() => dialogRef.current?.close(), [])

  // While open: the page behind does not scroll.
  useEffect(() => {
    if (!open) return
    const root = document.documentElement
    const previous = root.style.overflow
    root.style.overflow = 'hidden'
    return () => {
      root.style.overflow = previous
    }
  }, [open])

  // The server's answer.
  useEffect(() => {
    const data = fetcher.data
    if (fetcher.state !== 'idle' || !data || handled.current === data) return
    handled.current = data
    if (data.status === 'success') {
      formRef.current?.reset()
      setConfirmed(false)
      setProblem(null)
      setSent(true)
      close()
      toast.success(t.successTitle, { description: t.successText, duration: 8000 })
      return
    }
    if (data.status === 'invalid') {
      setProblem({ code: data.formError, fields: data.fields })
      toast.error(t.messages[data.formError], { toasterId: DIALOG_TOASTER })
    } else if (data.status === 'limited') {
      toast.error(t.limited, { toasterId: DIALOG_TOASTER })
    } else {
      toast.error(t.errorTitle, {
        description: t.errorText.replace('{email}', site.contactEmail),
        toasterId: DIALOG_TOASTER,
        duration: 8000,
      })
    }
  }, [fetcher.state, fetcher.data, close, t, site.contactEmail])

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const parsed = parseClubModal(clubModalInputFromForm(new FormData(event.currentTarget)))
    if (parsed.success) {
      setProblem(null)
      return
    }
    event.preventDefault()
    const fields = Object.keys(parsed.fieldErrors).filter((f) => f !== '_form')
    setProblem({ code: parsed.formError, fields })
    const form = event.currentTarget
    if (parsed.formError === 'confidentiality') {
      toast.error(t.messages.confidentiality, { toasterId: DIALOG_TOASTER })
      form.querySelector<HTMLElement>('[name="confidentiality"]')?.focus()
      return
    }
    const first = CLUB_MODAL_FIELDS.find((f) => fields.includes(f))
    if (first) form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
  }

  // Tab and Shift+Tab wrap inside the dialog.
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab') return
    const items = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
      (el) => el.offsetParent !== null || el === document.activeElement,
    )
    const first = items[0]
    const last = items[items.length - 1]
    if (!first || !last) return
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault()
      first.focus()
    }
  }

  const invalid = new Set(problem?.fields ?? (documentResult?.status === 'invalid' ? documentResult.fields : []))
  const values = documentResult && documentResult.status !== 'success' ? documentResult.values : undefined
  const text = (name: string) => {
    const value = values?.[name]
    return typeof value === 'string' ? value : undefined
  }
  const field = (name: ClubModalField) => ({
    id: `${id}-${name}`,
    name,
    required: CLUB_MODAL_REQUIRED.has(name),
    requiredText: t.requiredMark,
    invalid: invalid.has(name),
    errorId: messageId,
    defaultValue: text(name),
  })
  const inlineMessage = problem && problem.code !== 'confidentiality' ? t.messages[problem.code] : null
  // Invoker commands (no JavaScript needed in recent browsers); with JavaScript, onClick opens it.
  const invoker = { commandfor: dialogId, command: 'show-modal' } as Record<string, string>
  const documentMessage = !documentResult
    ? null
    : documentResult.status === 'success'
      ? null
      : documentResult.status === 'invalid'
        ? t.messages[documentResult.formError]
        : documentResult.status === 'limited'
          ? t.limited
          : `${t.errorTitle}. ${t.errorText.replace('{email}', site.contactEmail)}`

  return (
    <>
      <button
        ref={openerRef}
        type="button"
        className="btn btn-gold"
        aria-haspopup="dialog"
        {...invoker}
        onClick={(event) => {
          event.preventDefault()
          show()
        }}
      >
        {openLabel}
      </button>

      <div aria-live="polite" aria-atomic="true" className="order-last basis-full text-sm" data-testid="club-modal-status">
        {sent ? (
          <p className="mt-6 border-l-2 border-success pl-4 text-success">
            {t.successTitle}. {t.successText}
          </p>
        ) : documentMessage ? (
          <p className="mt-6 border-l-2 border-danger pl-4 text-danger">{documentMessage}</p>
        ) : null}
      </div>

      <dialog
        ref={dialogRef}
        id={dialogId}
        aria-labelledby={titleId}
        aria-describedby={introId}
        onKeyDown={onKeyDown}
        onClose={() => {
          setOpen(false)
          openerRef.current?.focus()
        }}
        className="m-auto h-dvh max-h-dvh w-full text-left max-w-none overflow-y-auto overscroll-contain border-0 bg-night p-0 text-ivory backdrop:bg-midnight/85 backdrop:backdrop-blur-sm sm:h-auto sm:max-h-[92dvh] sm:w-[min(100%-3rem,54rem)] sm:border sm:border-line"
        data-testid="club-application-dialog"
      >
        <div className="sticky top-0 z-10 flex items-start justify-between gap-6 border-b border-line bg-night px-6 py-5 sm:px-10">
          <div>
            <p className="eyebrow">{house.clubName}</p>
            <h2 id={titleId} className="mt-2 text-3xl md:text-4xl">
              {t.title}
            </h2>
          </div>
          <button
            type="button"
            onClick={close}
            aria-label={t.close}
            className="-mr-2 inline-flex size-11 shrink-0 items-center justify-center text-parchment transition-colors hover:text-gold-light"
          >
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="1.3" />
            </svg>
          </button>
        </div>

        <div className="px-6 pb-10 pt-6 sm:px-10">
          <p id={introId} className="max-w-2xl text-parchment">
            {t.intro}
          </p>
          <p className="mt-2 text-xs text-mist">{t.requiredNote}</p>

          <fetcher.Form
            ref={formRef}
            method="post"
            action="/club-herra-content"
            noValidate
            onSubmit={onSubmit}
            className="relative mt-8 space-y-12"
            data-testid="club-modal-form"
          >
            <input type="hidden" name="formKey" value={formKey} />
            <Honeypot name="website" label={t.honeypot} />

            <Section title={t.sections.identity}>
              <TextField {...field('fullName')} inputRef={firstFieldRef} label={t.labels.fullName} autoComplete="name" maxLength={200} />
              <TextField {...field('nationality')} label={t.labels.nationality} maxLength={160} />
              <TextField {...field('residence')} label={t.labels.residence} autoComplete="country-name" maxLength={160} />
              <TextField {...field('email')} type="email" label={t.labels.email} autoComplete="email" maxLength={MAX_EMAIL} />
              <TextField {...field('phone')} type="tel" label={t.labels.phone} autoComplete="tel" maxLength={MAX_PHONE} />
            </Section>

            <Section title={t.sections.background}>
              <TextField {...field('currentTitle')} label={t.labels.currentTitle} autoComplete="organization-title" maxLength={160} />
              <TextField {...field('organization')} label={t.labels.organization} autoComplete="organization" maxLength={160} />
              <SelectField
                {...field('sector')}
                label={t.labels.sector}
                emptyLabel={t.notSpecified}
                options={CLUB_SECTORS.map((value) => ({ value, label: t.sectors[value] }))}
              />
              <TextField {...field('networks')} label={t.labels.networks} hint={t.hints.networks} maxLength={1000} />
              <TextAreaField {...field('achievements')} className="sm:col-span-2" label={t.labels.achievements} rows={3} maxLength={3000} />
            </Section>

            <Section title={t.sections.application}>
              <TextAreaField {...field('motivation')} className="sm:col-span-2" label={t.labels.motivation} rows={3} maxLength={3000} />
              <TextAreaField {...field('contribution')} className="sm:col-span-2" label={t.labels.contribution} rows={3} maxLength={3000} />
              <TextAreaField {...field('expectations')} className="sm:col-span-2" label={t.labels.expectations} rows={3} maxLength={3000} />
            </Section>

            <Section title={t.sections.recommendation}>
              <TextField {...field('sponsor')} label={t.labels.sponsor} hint={t.hints.sponsor} maxLength={160} />
              <TextField {...field('references')} label={t.labels.references} hint={t.hints.references} maxLength={1000} />
            </Section>

            <Section title={t.sections.lifestyle}>
              <SelectField
                {...field('travelFrequency')}
                label={t.labels.travelFrequency}
                emptyLabel={t.notSpecified}
                options={TRAVEL_FREQUENCIES.map((value) => ({ value, label: t.travelFrequencies[value] }))}
              />
              <TextField {...field('destinations')} label={t.labels.destinations} hint={t.hints.destinations} maxLength={1000} />
              <TextField {...field('interests')} className="sm:col-span-2" label={t.labels.interests} hint={t.hints.interests} maxLength={1000} />
            </Section>

            <div className="border-t border-line pt-8">
              <CheckboxField
                id={`${id}-confidentiality`}
                name="confidentiality"
                checked={confirmed}
                onChange={(checked) => {
                  setConfirmed(checked)
                  if (checked && problem?.code === 'confidentiality') setProblem(null)
                }}
                invalid={problem?.code === 'confidentiality'}
              >
                {t.confidentialityBefore}
                <Link to="/privacy" target="_blank" className="text-gold-light underline decoration-gold/50 hover:decoration-gold-light">
                  {t.confidentialityLink}
                </Link>
                {t.confidentialityAfter}
              </CheckboxField>

              <div id={messageId} aria-live="polite" aria-atomic="true" className="mt-6 min-h-6 text-sm" data-testid="club-modal-message">
                {inlineMessage ? <p className="border-l-2 border-danger pl-4 text-danger">{inlineMessage}</p> : null}
              </div>

              <div className="mt-4 flex flex-wrap items-center gap-x-6 gap-y-3">
                {/* Disabled until the clause is ticked: aria-disabled keeps it focusable and explains why. */}
                <button
                  type="submit"
                  className="btn btn-gold min-w-64 aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
                  aria-disabled={!confirmed}
                  aria-describedby={confirmed ? undefined : `${id}-why`}
                  disabled={pending}
                  aria-busy={pending || undefined}
                >
                  {pending ? t.pending : t.submit}
                </button>
                {confirmed ? null : (
                  <p id={`${id}-why`} className="text-xs text-mist">
                    {t.confidentialityHint}
                  </p>
                )}
              </div>
            </div>
          </fetcher.Form>
        </div>
        <Toaster
          id={DIALOG_TOASTER}
          position="top-center"
          theme="dark"
          visibleToasts={2}
          duration={5000}
          toastOptions={{ className: 'herra-toast' }}
        />
      </dialog>
    </>
  )
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset>
      <legend className="font-display text-xl text-gold-light">{title}</legend>
      <div className="mt-6 grid gap-x-8 gap-y-7 sm:grid-cols-2">{children}</div>
    </fieldset>
  )
}
