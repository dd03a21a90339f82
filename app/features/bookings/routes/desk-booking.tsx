import { data, useLoaderData } from 'react-router'
import { deskHeaders } from '~/desk-kit/components/desk-meta'
import { DeskPanel, StatusBadge } from '~/desk-kit/components/desk-ui'
import { isUuid } from '~/desk-kit/domain/desk-model'
import { requireStaff } from '~/desk-kit/services/staff-auth.server'
import { INTENT_FIELD } from '~/domain/forms/form-result'
import { useCopy, useLanguage } from '~/i18n/language-context'
import { submitForm } from '~/services/form-submission.server'
import { CreditNoteForm, ManualPaymentForm } from '../components/booking-desk-forms'
import { bookingDeskMeta } from '../components/booking-desk-meta'
import { bookingCopy } from '../content/booking-copy'
import { bookingDeskCopy } from '../content/booking-desk-copy'
import { formatCents, formatDay } from '../content/booking-format'
import { parisDay } from '../domain/booking-schedule'
import { groupedReference } from '../domain/payment-reference'
import { creditNoteFormSpec, manualPaymentFormSpec } from '../services/booking-forms.server'
import { bookingById } from '../services/booking-read.server'
import type { Route } from './+types/desk-booking'

export const meta = bookingDeskMeta((t, d) => t.booking((d as { reference?: string } | undefined)?.reference ?? ''))
export const headers = deskHeaders

/** One booking in the desk (docs/product.md §17): schedule and payments, a payment by hand, invoices and credit notes. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { runtime } = context
  await requireStaff(runtime, request)
  if (!isUuid(params.bookingId)) throw data(null, { status: 404 })
  const booking = await bookingById(runtime.database.db, params.bookingId)
  if (!booking) throw data(null, { status: 404 })
  return { ...booking, today: parisDay(new Date()) }
}

export async function action(args: Route.ActionArgs) {
  const { request, params, context } = args
  const { runtime } = context
  const staff = await requireStaff(runtime, request)
  if (!isUuid(params.bookingId)) throw data(null, { status: 404 })
  const intent = (
    await request
      .clone()
      .formData()
      .catch(() => null)
  )?.get(INTENT_FIELD)
  if (typeof intent === 'string' && intent.startsWith('credit-')) {
    const { result, init } = await submitForm(args, creditNoteFormSpec(runtime, staff, params.bookingId), {
      fields: ['invoice'],
      maxBytes: 4096,
    })
    return data(result, init)
  }
  const outcome: { invoice?: string | null } = {}
  const { result, init } = await submitForm(args, manualPaymentFormSpec(runtime, staff, params.bookingId, outcome), {
    fields: ['due', 'amount', 'receivedOn', 'note'],
    maxBytes: 4096,
  })
  return data(result, init)
}

export default function DeskBooking() {
  const b = useLoaderData<typeof loader>()
  const t = useCopy(bookingDeskCopy)
  const { lang } = useLanguage()
  const c = bookingCopy[lang]
  const cancellation = (b.cancellation ?? null) as unknown as { keptCents: number; refundCents: number } | null
  return (
    <div className="space-y-6">
      <h1 className="font-display text-3xl">{t.booking(b.reference)}</h1>
      <p className="text-parchment">
        {b.clientName} · {b.clientEmail} · {b.aircraft} · {b.operator} · {c.passengers} {b.passengers}
      </p>
      {cancellation ? (
        <p role="status" className="border border-danger/70 p-3 text-ivory">
          {t.cancelled(formatCents(lang, cancellation.keptCents), formatCents(lang, cancellation.refundCents))}
        </p>
      ) : null}
      <DeskPanel title={t.schedule} id="booking-schedule-title">
        <ul className="space-y-2 text-sm" data-testid="desk-dues">
          {b.dues.map((d) => (
            <li key={d.id} className="flex flex-wrap items-center gap-3">
              <span className="text-ivory">
                {c.dueKind[d.kind]} · {formatCents(lang, d.amountCents)}
              </span>
              <span className="text-mist">
                {t.dueOn} {formatDay(lang, d.dueOn)} · {t.paymentRef} {groupedReference(d.paymentReference)} ·{' '}
                {t.received} {formatCents(lang, d.receivedCents)}
              </span>
              <StatusBadge status={d.state === 'paid' ? 'won' : 'new'} label={t.dueStates[d.state]} />
            </li>
          ))}
        </ul>
      </DeskPanel>
      <DeskPanel title={t.manualTitle} id="booking-manual-title">
        <p className="text-sm text-parchment">{t.manualIntro}</p>
        <ManualPaymentForm
          today={b.today}
          dues={b.dues.map((d) => ({
            id: d.id,
            label: `${c.dueKind[d.kind]} — ${formatCents(lang, d.amountCents)} — ${d.paymentReference}`,
          }))}
        />
      </DeskPanel>
      <DeskPanel title={t.invoicesTitle} id="booking-invoices-title">
        {b.invoices.length === 0 ? (
          <p className="text-sm text-mist">{t.noInvoices}</p>
        ) : (
          <ul className="space-y-4 text-sm" data-testid="desk-invoices">
            {b.invoices.map((inv) => (
              <li key={inv.id} className="border-l-2 border-gold/60 pl-3">
                <p className="text-ivory">
                  {inv.kind === 'invoice' ? c.invoice(inv.number) : c.creditNote(inv.number)} ·{' '}
                  {formatDay(lang, inv.issuedOn)} · {formatCents(lang, inv.totalCents)} ·{' '}
                  <a href={`/desk/invoices/${inv.number}.pdf`} className="underline" download>
                    {t.download}
                  </a>
                </p>
                {inv.kind === 'invoice' &&
                !b.invoices.some((n) => n.kind === 'credit_note' && n.creditedNumber === inv.number) ? (
                  <CreditNoteForm invoiceId={inv.id} number={inv.number} />
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </DeskPanel>
    </div>
  )
}
