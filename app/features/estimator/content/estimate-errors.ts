import type { EstimateErrorCode } from '~/domain/estimator/types'
import { defineCopy } from '~/i18n/define-copy'

export type EstimateMessageCode = EstimateErrorCode | 'CALCULATION_ERROR' | 'RATE_LIMITED'

/** Messages of the estimator's errors (docs/product.md §4), shared by the API and the screens. */
export const estimateErrorCopy = defineCopy<Record<EstimateMessageCode, string>>({
  fr: {
    AIRPORT_UNKNOWN: 'Aéroport non reconnu. Utilisez un code IATA valide (ex: CDG, DXB)',
    SAME_AIRPORTS: "Les aéroports de départ et d'arrivée doivent être différents",
    AIRCRAFT_UNKNOWN: 'Appareil non reconnu. Choisissez un appareil de la flotte.',
    PAX_OUT_OF_RANGE: "Le nombre de passagers doit être compris entre 1 et la capacité de l'appareil.",
    DATE_INVALID: "Date invalide. Choisissez une date de vol entre aujourd'hui et dans un an (AAAA-MM-JJ).",
    TIME_INVALID: 'Heure invalide. Utilisez le format HH:MM.',
    TRIP_INVALID: 'Type de trajet invalide : aller simple ou aller-retour.',
    RUNWAY_UNSUITABLE: "La piste de cet aéroport ne permet pas à cet appareil de s'y poser.",
    AIRSPACE_CLOSED:
      'Cet aéroport se trouve dans un espace aérien fermé aux opérateurs européens (Russie, Biélorussie, Ukraine) : nous ne pouvons pas y organiser de vol.',
    RATE_LIMITED: 'Trop de demandes en peu de temps. Réessayez dans quelques minutes.',
    CALCULATION_ERROR: 'Erreur lors du calcul',
  },
  en: {
    AIRPORT_UNKNOWN: 'Airport not recognised. Use a valid IATA code (e.g. CDG, DXB)',
    SAME_AIRPORTS: 'Departure and arrival airports must be different',
    AIRCRAFT_UNKNOWN: 'Aircraft not recognised. Choose an aircraft from the fleet.',
    PAX_OUT_OF_RANGE: "The number of passengers must be between 1 and the aircraft's capacity.",
    DATE_INVALID: 'Invalid date. Choose a flight date from today to one year ahead (YYYY-MM-DD).',
    TIME_INVALID: 'Invalid time. Use the HH:MM format.',
    TRIP_INVALID: 'Invalid trip type: one way or round trip.',
    RUNWAY_UNSUITABLE: "This airport's runway cannot take this aircraft.",
    AIRSPACE_CLOSED:
      'This airport lies in airspace closed to European operators (Russia, Belarus, Ukraine): we cannot arrange a flight there.',
    RATE_LIMITED: 'Too many requests in a short time. Please try again in a few minutes.',
    CALCULATION_ERROR: 'Calculation error',
  },
})

/** What the runway refusal sentence needs (names already in the visitor's language). */
export interface RunwayRefusal {
  /** City or airport name of the refused end, e.g. "Courchevel". */
  place: string
  lengthM: number | null
  requiredM: number
  reason: 'short' | 'unpaved'
  aircraftName: string
  /** No aircraft of the fleet can use this airport. */
  noFleetAircraft: boolean
  /** The nearest suitable airport, if any within 200 km. */
  nearest: { city: string; code: string } | null
}

const metres = (lang: 'fr' | 'en', value: number) =>
  `${new Intl.NumberFormat(lang === 'fr' ? 'fr-FR' : 'en-GB').format(value)} m`

/**
 * "Courchevel: its 537 m runway takes no jet of the fleet — the nearest airport that can take yours
 * is Chambéry (CMF).", in both languages.
 */
export const runwayRefusalCopy = defineCopy<(r: RunwayRefusal) => string>({
  fr: (r) => {
    const runway = r.lengthM === null ? 'sa piste' : `sa piste de ${metres('fr', r.lengthM)}`
    const first =
      r.reason === 'unpaved'
        ? r.noFleetAircraft
          ? `${r.place} : ${runway}, non revêtue, n'accueille aucun jet de la flotte`
          : `${r.place} : ${runway}, non revêtue, ne convient pas au ${r.aircraftName}, qui exige une piste revêtue`
        : r.noFleetAircraft
          ? `${r.place} : ${runway} n'accueille aucun jet de la flotte`
          : `${r.place} : ${runway} est trop courte pour le ${r.aircraftName} (${metres('fr', r.requiredM)} nécessaires)`
    const second = r.nearest
      ? ` — l'aéroport le plus proche qui peut accueillir le vôtre est ${r.nearest.city} (${r.nearest.code}).`
      : ' — aucun aéroport à moins de 200\u00a0km ne peut accueillir le vôtre ; votre courtier vous proposera une solution.'
    return first + second
  },
  en: (r) => {
    const runway = r.lengthM === null ? 'its runway' : `its ${metres('en', r.lengthM)} runway`
    const first =
      r.reason === 'unpaved'
        ? r.noFleetAircraft
          ? `${r.place}: ${runway}, unpaved, takes no jet of the fleet`
          : `${r.place}: ${runway} is unpaved and the ${r.aircraftName} needs a paved one`
        : r.noFleetAircraft
          ? `${r.place}: ${runway} takes no jet of the fleet`
          : `${r.place}: ${runway} is too short for the ${r.aircraftName} (it needs ${metres('en', r.requiredM)})`
    const second = r.nearest
      ? ` — the nearest airport that can take yours is ${r.nearest.city} (${r.nearest.code}).`
      : ' — no airport within 200\u00a0km can take yours; your broker will suggest a solution.'
    return first + second
  },
})

/** The closed countries' airspace, named as an adjective (docs/product.md §10). */
export const airspaceAdjective = defineCopy<Record<string, string>>({
  fr: { RU: 'russe', BY: 'biélorusse', UA: 'ukrainien' },
  en: { RU: 'Russian', BY: 'Belarusian', UA: 'Ukrainian' },
})

/** "Moscou (SVO) lies in Russian airspace, closed …" — the AIRSPACE_CLOSED answer, in both languages. */
export const airspaceClosedCopy = defineCopy<(r: { place: string; code: string; country: string }) => string>({
  fr: (r) =>
    `${r.place} (${r.code}) se trouve dans l'espace aérien ${airspaceAdjective.fr[r.country] ?? r.country}, fermé aux opérateurs européens depuis février 2022 : nous ne pouvons pas y organiser de vol. Votre courtier peut vous proposer une autre destination.`,
  en: (r) =>
    `${r.place} (${r.code}) lies in ${airspaceAdjective.en[r.country] ?? r.country} airspace, closed to European operators since February 2022: we cannot arrange a flight there. Your broker can suggest another destination.`,
})
