import { useEffect, useId, useRef, useState } from 'react'
import { useFetcher } from 'react-router'
import { useCopy } from '~/i18n/language-context'
import { toast, Toaster } from 'sonner'
import { useOperatorConfig } from '~/lib/use-operator-config'
import { house } from '~/config/house'
import { clubApplicationCopy, type ClubApplicationCopy } from '~/features/club/content/club-application'
import { ClubApplicationForm, DIALOG_TOASTER, type ClubModalResult } from './club-application-form'
import { useModalDialog } from './use-modal-dialog'

export type { ClubModalResult } from './club-application-form'

/** The sentence for a refused answer (shown in the page after a plain post, or as a toast). */
function refusalOf(
  result: ClubModalResult,
  t: ClubApplicationCopy,
  contactEmail: string,
): { title: string; description?: string } | null {
  switch (result.status) {
    case 'success':
      return null
    case 'invalid':
    case 'refused':
      return { title: t.messages[result.formError] }
    case 'rate_limited':
      return { title: t.limited }
    case 'unavailable':
      return { title: t.errorTitle, description: t.errorText.replace('{email}', contactEmail) }
  }
}

/**
 * The application button and modal form B (docs/product.md §2 "Club page", §8).
 * A native modal <dialog> (use-modal-dialog.ts) labelled by its title; the form
 * (club-application-form.tsx) is posted with a fetcher to the page's action, the one form handler.
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
  const site = useOperatorConfig()
  const fetcher = useFetcher<ClubModalResult>({ key: 'club-application' })
  const id = useId()
  const dialogId = `${id}-dialog`
  const titleId = `${id}-title`
  const introId = `${id}-intro`
  const formRef = useRef<HTMLFormElement>(null)
  const firstFieldRef = useRef<HTMLInputElement>(null)
  const { openerRef, show, close, dialogProps } = useModalDialog(firstFieldRef)
  const [sent, setSent] = useState(documentResult?.status === 'success')
  const handled = useRef<unknown>(null)

  // The server's answer: success closes the modal; a refusal is a toast inside it.
  useEffect(() => {
    const data = fetcher.data
    if (fetcher.state !== 'idle' || !data || handled.current === data) return
    handled.current = data
    if (data.status === 'success') {
      formRef.current?.reset()
      setSent(true)
      close()
      toast.success(t.successTitle, { description: t.successText, duration: 8000 })
      return
    }
    const refusal = refusalOf(data, t, site.contactEmail)
    if (refusal) {
      toast.error(refusal.title, {
        description: refusal.description,
        toasterId: DIALOG_TOASTER,
        duration: refusal.description ? 8000 : undefined,
      })
    }
  }, [fetcher.state, fetcher.data, close, t, site.contactEmail])

  // Invoker commands (no JavaScript needed in recent browsers); with JavaScript, onClick opens it.
  const invoker = { commandfor: dialogId, command: 'show-modal' } as Record<string, string>
  const documentRefusal = documentResult ? refusalOf(documentResult, t, site.contactEmail) : null

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

      <div
        aria-live="polite"
        aria-atomic="true"
        className="order-last basis-full text-sm"
        data-testid="club-modal-status"
      >
        {sent ? (
          <p className="mt-6 border-l-2 border-success pl-4 text-success">
            {t.successTitle}. {t.successText}
          </p>
        ) : documentRefusal ? (
          <p className="mt-6 border-l-2 border-danger pl-4 text-danger">
            {documentRefusal.description
              ? `${documentRefusal.title}. ${documentRefusal.description}`
              : documentRefusal.title}
          </p>
        ) : null}
      </div>

      <dialog
        {...dialogProps}
        id={dialogId}
        aria-labelledby={titleId}
        aria-describedby={introId}
        className="m-auto h-dvh max-h-dvh w-full text-left max-w-none overflow-y-auto overscroll-contain border-0 bg-night p-0 text-ivory backdrop:bg-midnight/85 backdrop:backdrop-blur-sm sm:h-auto sm:max-h-[92dvh] sm:w-[min(100%-3rem,54rem)] sm:border sm:border-line"
        data-testid="club-application-dialog"
      >
        <div
          className="sticky top-0 z-10 flex items-start justify-between gap-6 border-b border-line bg-night px-6 py-5 sm:px-10"
          data-testid="club-dialog-header"
        >
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
          <ClubApplicationForm
            id={id}
            fetcher={fetcher}
            formKey={formKey}
            firstFieldRef={firstFieldRef}
            formRef={formRef}
            lastResult={(fetcher.data ?? documentResult)?.reply}
          />
        </div>
        {/* Below the form, never over the dialog's header. */}
        <Toaster
          id={DIALOG_TOASTER}
          position="bottom-center"
          theme="dark"
          visibleToasts={2}
          duration={5000}
          toastOptions={{ className: 'herra-toast' }}
        />
      </dialog>
    </>
  )
}
