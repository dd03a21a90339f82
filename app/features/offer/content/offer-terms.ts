import { defineCopy } from '~/i18n/define-copy'

/**
 * The cancellation terms printed on an offer, by version (docs/product.md §11): a version keeps the
 * terms it was sent with (`OfferContent.termsVersion`), so an older version still reads its own.
 * A change of terms is a new entry here and a new `CURRENT_TERMS_VERSION` (domain/offer-model.ts).
 */

export interface OfferTerms {
  title: string
  clauses: readonly string[]
}

export const OFFER_TERMS: Readonly<Record<string, ReturnType<typeof defineCopy<OfferTerms>>>> = {
  '2026-11': defineCopy<OfferTerms>({
    fr: {
      title: 'Conditions d’affrètement et d’annulation (version 2026-11)',
      clauses: [
        'HERRA agit en qualité de courtier, au nom et pour le compte du client. Le vol est exécuté par l’opérateur désigné dans l’option retenue, titulaire d’un certificat de transporteur aérien.',
        'L’offre est valable jusqu’à la date indiquée, sous réserve de la disponibilité de l’appareil et des créneaux jusqu’à votre acceptation. Le vol est confirmé par votre acceptation ; le paiement intégral est dû au plus tard 72 heures avant le départ, ou dès l’acceptation si le départ est plus proche.',
        'Annulation par le client : plus de 14 jours avant le départ, 20 % du prix d’affrètement ; de 14 jours à 72 heures avant le départ, 50 % ; moins de 72 heures avant le départ, ou absence à l’embarquement, 100 %.',
        'Les taxes qui ne sont pas dues en cas d’annulation (taxe de solidarité sur les billets d’avion, TVA) vous sont remboursées en totalité.',
        'Les horaires sont exprimés à l’heure locale de chaque aéroport ; les temps de vol sont indicatifs et peuvent varier selon les vents, le contrôle aérien et les créneaux.',
        'Si l’opérateur ne peut assurer le vol, HERRA vous propose un appareil de catégorie équivalente ou supérieure au même prix, ou vous rembourse intégralement.',
      ],
    },
    en: {
      title: 'Charter and cancellation terms (version 2026-11)',
      clauses: [
        'HERRA acts as a broker, in the name and on behalf of the client. The flight is operated by the operator named in the chosen option, holder of an air operator certificate.',
        'The offer is valid until the date shown, subject to the availability of the aircraft and of slots until you accept it. Your acceptance confirms the flight; full payment is due no later than 72 hours before departure, or on acceptance when departure is sooner.',
        'Cancellation by the client: more than 14 days before departure, 20% of the charter price; from 14 days to 72 hours before departure, 50%; less than 72 hours before departure, or failure to board, 100%.',
        'Taxes that are not due when a flight is cancelled (the French solidarity tax on air tickets, VAT) are refunded in full.',
        'Times are local at each airport; flight times are indicative and may vary with winds, air traffic control and slots.',
        'Should the operator be unable to fly, HERRA offers you an aircraft of the same or a higher category at the same price, or refunds you in full.',
      ],
    },
  }),
}

/** The terms of a version (the current ones for an unknown version: never a blank page). */
export function termsOf(version: string): ReturnType<typeof defineCopy<OfferTerms>> {
  return OFFER_TERMS[version] ?? OFFER_TERMS['2026-11']!
}
