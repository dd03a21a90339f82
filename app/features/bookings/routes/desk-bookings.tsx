import { useState } from 'react'
import { data, Form, useActionData, useLoaderData, useNavigation } from 'react-router'
import { deskHeaders } from '~/desk-kit/components/desk-meta'
import { DeskPanel, FormMessage } from '~/desk-kit/components/desk-ui'
import { requireStaff } from '~/desk-kit/services/staff-auth.server'
import { useCopy, useLanguage } from '~/i18n/language-context'
import { handleSubmission } from '~/services/form-submission.server'
import { SubmitButton } from '~/ui/form-fields'
import { bookingDeskMeta } from '../components/booking-desk-meta'
import { BookingQueuePanel } from '../components/booking-queue-panel'
import { bookingDeskCopy } from '../content/booking-desk-copy'
import { formatCents } from '../content/booking-format'
import { MAX_STATEMENT_BYTES, type BookingErrorCode } from '../domain/booking-forms'
import { statementFormSpec } from '../services/booking-forms.server'
import { bookingQueue } from '../services/booking-queue.server'
import { unmatchedEntries, type ImportSummary } from '../services/payments.server'
import { readStatementBody } from '../services/statement-body.server'
import type { Route } from './+types/desk-bookings'

export const meta = bookingDeskMeta((t) => t.title)
export const headers = deskHeaders

/** The desk's bookings (docs/product.md §17): the queue by payment state, the statement's import, the credits to look at. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { runtime } = context
  await requireStaff(runtime, request)
  const [queue, unmatched] = await Promise.all([
    bookingQueue(runtime.database.db),
    unmatchedEntries(runtime.database.db),
  ])
  return {
    queue,
    unmatched: unmatched.map((u) => ({
      id: u.id,
      amountCents: Number(u.amount_cents),
      currency: u.currency,
      bookedOn: u.booked_on,
      debtor: u.debtor,
      remittance: u.remittance,
      status: u.status,
    })),
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const { runtime } = context
  const staff = await requireStaff(runtime, request)
  const outcome: { summary?: ImportSummary; detail?: string } = {}
  let tooLarge = false
  const result = await handleSubmission(
    runtime,
    statementFormSpec(runtime, staff, outcome),
    { clientIp: context.clientIp },
    async () => {
      const body = await readStatementBody(request)
      if (body === 'too_large') {
        tooLarge = true
        return null
      }
      return body ? { input: body } : null
    },
  )
  const error: BookingErrorCode | null =
    result.status === 'refused'
      ? (result.refused as BookingErrorCode)
      : result.status === 'invalid'
        ? tooLarge
          ? 'too_large'
          : 'file'
        : null
  // Too large, whether the upload's size said so or the statement's own (raw XML is read whole first).
  const status =
    result.status === 'success'
      ? 200
      : result.status === 'rate_limited'
        ? 429
        : result.status === 'unavailable'
          ? 503
          : error === 'too_large'
            ? 413
            : 400
  return data(
    { status: result.status, error, detail: outcome.detail ?? null, summary: outcome.summary ?? null },
    { status, headers: { 'Cache-Control': 'no-store' } },
  )
}

export default function DeskBookings() {
  const d = useLoaderData<typeof loader>()
  const answer = useActionData<typeof action>()
  const t = useCopy(bookingDeskCopy)
  const { lang } = useLanguage()
  const navigation = useNavigation()
  const pending = navigation.state === 'submitting'
  // A file over the limit is said at once, not sent (the server refuses it all the same).
  const [tooLarge, setTooLarge] = useState(false)
  const error = tooLarge ? 'too_large' : (answer?.error ?? null)
  const s = tooLarge ? null : answer?.summary
  return (
    <div className="space-y-6">
      <h1 className="font-display text-3xl">{t.title}</h1>
      <BookingQueuePanel bookings={d.queue} />
      <DeskPanel title={t.importTitle} id="statement-import-title">
        <p className="text-sm text-parchment">{t.importIntro}</p>
        <Form
          method="post"
          encType="multipart/form-data"
          className="mt-4 space-y-4"
          onSubmit={(event) => {
            const input = event.currentTarget.elements.namedItem('statement')
            const file = input instanceof HTMLInputElement ? input.files?.[0] : undefined
            const over = Boolean(file && file.size > MAX_STATEMENT_BYTES)
            setTooLarge(over)
            if (over) event.preventDefault()
          }}
        >
          <div>
            <label htmlFor="statement" className="mb-2 block text-xs uppercase tracking-[0.2em] text-mist">
              {t.file}
            </label>
            <input
              id="statement"
              name="statement"
              type="file"
              required
              accept=".xml,application/xml,text/xml"
              aria-describedby={error ? 'statement-error' : undefined}
              className="block w-full text-sm text-parchment file:mr-4 file:min-h-11 file:border file:border-gold file:bg-transparent file:px-4 file:text-ivory"
            />
          </div>
          <SubmitButton pending={pending} label={t.importButton} pendingLabel={t.importing} className="min-h-11 px-6" />
          <div aria-live="polite">
            {error ? (
              <p id="statement-error" role="alert" className="mt-3 text-sm text-danger">
                {t.errors[error]}
                {!tooLarge && answer?.detail ? ` (${answer.detail})` : ''}
              </p>
            ) : null}
            {answer?.status === 'rate_limited' || answer?.status === 'unavailable' ? (
              <FormMessage tone="error">{t.errors.invalid}</FormMessage>
            ) : null}
            {s ? (
              <div role="status" className="mt-3 text-sm text-success" data-testid="import-summary">
                <p>
                  {t.imported(
                    s.matched.length,
                    s.unmatched.length,
                    s.otherCurrency.length,
                    s.duplicates,
                    s.alreadyImported,
                  )}
                </p>
                <ul className="mt-2 space-y-1 text-parchment">
                  {s.matched.map((m) => (
                    <li key={m.key}>
                      {m.bookingReference} · {m.reference} · {formatCents(lang, m.amountCents)}
                      {m.invoice ? ` · ${t.invoiceIssued(m.invoice)}` : ''}
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
          </div>
        </Form>
      </DeskPanel>
      <DeskPanel title={t.unmatchedTitle} id="unmatched-title">
        {d.unmatched.length === 0 ? (
          <p className="text-sm text-mist">{t.unmatchedNone}</p>
        ) : (
          <ul className="space-y-2 text-sm" data-testid="unmatched">
            {d.unmatched.map((u) => (
              <li key={u.id} className="border-l-2 border-gold/60 pl-3">
                <p className="text-ivory">
                  {new Intl.NumberFormat(lang === 'fr' ? 'fr-FR' : 'en-GB', {
                    style: 'currency',
                    currency: u.currency || 'EUR',
                  }).format(u.amountCents / 100)}{' '}
                  · {u.debtor ?? '—'} · {u.bookedOn ?? ''}
                </p>
                <p className="text-mist">
                  {u.status === 'other_currency' ? t.otherCurrency : t.noReference} — {u.remittance}
                </p>
              </li>
            ))}
          </ul>
        )}
      </DeskPanel>
    </div>
  )
}
