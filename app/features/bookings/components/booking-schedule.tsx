import type { Language } from '~/i18n/language'
import { bookingCopy } from '../content/booking-copy'
import { formatCents, formatDay, groupedIban } from '../content/booking-format'
import { groupedReference } from '../domain/payment-reference'
import type { ScheduleDue } from '../domain/payment-state'

/**
 * The schedule and how to pay each open amount (docs/product.md §17): amount, due date, state, the
 * bank details, the payment reference and the EPC QR code (server-drawn SVG: no JavaScript needed).
 * Mobile first: each amount is one card, the QR code under its details.
 */

export interface BankFacts {
  holder: string
  bankName: string
  iban: string
  bic: string
}

function stateText(lang: Language, due: ScheduleDue): string {
  const t = bookingCopy[lang]
  if (due.state === 'paid') return t.paid
  if (due.state === 'overpaid') return t.overPaid(formatCents(lang, due.receivedCents - due.amountCents))
  if (due.state === 'partial')
    return t.partlyPaid(formatCents(lang, due.receivedCents), formatCents(lang, due.leftCents))
  return t.unpaid
}

export function BookingSchedule({
  lang,
  dues,
  bank,
  today,
}: {
  lang: Language
  dues: readonly ScheduleDue[]
  bank: BankFacts
  today: string
}) {
  const t = bookingCopy[lang]
  return (
    <section aria-labelledby="booking-schedule" className="mt-12">
      <h2 id="booking-schedule" className="text-3xl">
        {t.schedule}
      </h2>
      <div className="hairline mt-4" />
      <ol className="mt-6 space-y-8">
        {dues.map((due) => (
          <li
            key={due.id}
            className="border border-line/70 p-5 md:p-8"
            data-due={due.paymentReference}
            data-state={due.state}
            data-left-cents={due.leftCents}
          >
            <h3 className="text-2xl">
              {t.dueKind[due.kind]}
              {/* On a phone the amount has a line of its own; wider, it follows a dash. */}
              <span className="hidden sm:inline"> — </span>
              <span className="sr-only sm:hidden">, </span>
              <span className="block whitespace-nowrap sm:inline" data-amount>
                {formatCents(lang, due.amountCents)}
              </span>
            </h3>
            <p className="mt-2 text-parchment">
              {due.dueOn <= today && due.leftCents > 0 ? t.dueNow : t.dueOn(formatDay(lang, due.dueOn))}
            </p>
            <p
              className={`mt-3 inline-block border px-3 py-1.5 text-sm ${due.leftCents > 0 ? 'border-gold/60 text-gold-light' : 'border-success/70 text-ivory'}`}
              data-testid="due-state"
            >
              {stateText(lang, due)}
            </p>
            {due.leftCents > 0 ? (
              <div className="mt-6">
                <h4 className="text-xl">{t.howToPay}</h4>
                <p className="mt-2 text-sm text-mist">{t.howToPayText}</p>
                <dl className="mt-4 grid gap-x-6 gap-y-3 text-parchment sm:grid-cols-[auto_1fr]">
                  <dt className="text-mist">{t.amount}</dt>
                  <dd className="text-lg text-ivory">{formatCents(lang, due.leftCents)}</dd>
                  <dt className="text-mist">{t.beneficiary}</dt>
                  <dd>{bank.holder}</dd>
                  <dt className="text-mist">{t.bank}</dt>
                  <dd>{bank.bankName}</dd>
                  <dt className="text-mist">{t.iban}</dt>
                  <dd className="font-mono break-words text-ivory" data-iban>
                    {groupedIban(bank.iban)}
                  </dd>
                  <dt className="text-mist">{t.bic}</dt>
                  <dd className="font-mono text-ivory">{bank.bic}</dd>
                  <dt className="text-mist">{t.reference}</dt>
                  <dd className="font-mono text-lg text-gold-light" data-reference>
                    {groupedReference(due.paymentReference)}
                  </dd>
                </dl>
                <p className="mt-2 text-sm text-mist">{t.referenceHint}</p>
                {due.qrSvg ? (
                  <figure className="mt-6">
                    <div
                      role="img"
                      aria-label={t.qrLabel(formatCents(lang, due.leftCents), due.paymentReference)}
                      className="w-56 max-w-full bg-white p-2"
                      data-testid="epc-qr"
                      // The server drew this SVG from the transfer's fields (services/booking-qr.server.ts).
                      dangerouslySetInnerHTML={{ __html: due.qrSvg }}
                    />
                  </figure>
                ) : null}
              </div>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  )
}
