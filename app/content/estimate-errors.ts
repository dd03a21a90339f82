import type { EstimateErrorCode } from '~/domain/estimator/types'
import { defineCopy } from '~/i18n/define-copy'

export type EstimateMessageCode = EstimateErrorCode | 'CALCULATION_ERROR'

/** Messages of the estimator's errors (spec §5 and §8), shared by the API and the screens. */
export const estimateErrorCopy = defineCopy<Record<EstimateMessageCode, string>>({
  fr: {
    AIRPORT_UNKNOWN: 'Aéroport non reconnu. Utilisez un code IATA valide (ex: CDG, DXB)',
    SAME_AIRPORTS: "Les aéroports de départ et d'arrivée doivent être différents",
    AIRCRAFT_UNKNOWN: 'Appareil non reconnu. Choisissez un appareil de la flotte.',
    PAX_OUT_OF_RANGE: "Le nombre de passagers doit être compris entre 1 et la capacité de l'appareil.",
    DATE_INVALID: 'Date invalide. Choisissez une date de vol (AAAA-MM-JJ).',
    TIME_INVALID: 'Heure invalide. Utilisez le format HH:MM.',
    TRIP_INVALID: 'Type de trajet invalide : aller simple ou aller-retour.',
    CALCULATION_ERROR: 'Erreur lors du calcul',
  },
  en: {
    AIRPORT_UNKNOWN: 'Airport not recognised. Use a valid IATA code (e.g. CDG, DXB)',
    SAME_AIRPORTS: 'Departure and arrival airports must be different',
    AIRCRAFT_UNKNOWN: 'Aircraft not recognised. Choose an aircraft from the fleet.',
    PAX_OUT_OF_RANGE: "The number of passengers must be between 1 and the aircraft's capacity.",
    DATE_INVALID: 'Invalid date. Choose a flight date (YYYY-MM-DD).',
    TIME_INVALID: 'Invalid time. Use the HH:MM format.',
    TRIP_INVALID: 'Invalid trip type: one way or round trip.',
    CALCULATION_ERROR: 'Calculation error',
  },
})
