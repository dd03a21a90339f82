import { Form, Link } from 'react-router'
import { countryNameOf } from '~/domain/airport-names'
import type { Language } from '~/i18n/language'
import { Honeypot } from '~/ui/form-fields'
import { tripCopy } from '../content/trip-copy'
import { longDay } from '../content/trip-format'
import type { PassengerRecord } from '../domain/passenger-rules'
import { fullNameOf } from '../domain/passenger-rules'

export type ListedPassenger = PassengerRecord & { id: string }

/**
 * The passengers entered (docs/product.md §18): name, birth, nationality, document; each with
 * "edit" (the form below opens with its values) and "remove" (a small post of its own) while the
 * list is open to whoever reads it.
 */
export function PassengerList({
  lang,
  passengers,
  editable,
  editHref,
  removeAction,
  staff = false,
}: {
  lang: Language
  passengers: readonly ListedPassenger[]
  editable: boolean
  editHref: (id: string) => string
  removeAction: string
  staff?: boolean
}) {
  const t = tripCopy[lang]
  if (passengers.length === 0) return <p className="text-parchment">{t.passengers.none}</p>
  return (
    <ol className="space-y-4" data-testid="passenger-list">
      {passengers.map((p, i) => {
        const name = fullNameOf(p)
        return (
          <li key={p.id} className="border border-line/80 bg-night/60 p-4">
            <p className="text-xl text-ivory">
              <span className="mr-2 text-gold">{i + 1}.</span>
              {name}
            </p>
            <p className="mt-1 text-sm text-parchment">
              {t.passengers.born(longDay(lang, p.birthDate), countryNameOf(lang, p.nationality))}
            </p>
            <p className="text-sm text-parchment">
              {t.passengers.document(
                t.form.documentTypes[p.documentType],
                p.documentNumber,
                longDay(lang, p.documentExpiry),
              )}
              {' · '}
              {countryNameOf(lang, p.issuingCountry)}
            </p>
            {p.pets ? (
              <p className="text-sm text-mist">
                {t.passengers.pets}
                {t.colon}
                {p.pets}
              </p>
            ) : null}
            {p.specialNeeds ? (
              <p className="text-sm text-mist">
                {t.passengers.specialNeeds}
                {t.colon}
                {p.specialNeeds}
              </p>
            ) : null}
            {editable ? (
              <div className="mt-3 flex flex-wrap gap-3">
                <Link
                  to={editHref(p.id)}
                  className="btn btn-outline min-h-11 no-underline"
                  aria-label={`${t.passengers.edit} ${name}`}
                >
                  {t.passengers.edit}
                </Link>
                <Form method="post" action={removeAction} className="relative">
                  {staff ? null : <Honeypot id={`remove-trap-${p.id}`} label={t.form.honeypot} />}
                  <input type="hidden" name="passengerId" value={p.id} />
                  <button
                    type="submit"
                    className="btn btn-outline min-h-11"
                    aria-label={t.passengers.removeLabel(name)}
                  >
                    {t.passengers.remove}
                  </button>
                </Form>
              </div>
            ) : null}
          </li>
        )
      })}
    </ol>
  )
}
