import { defineCopy } from '~/i18n/define-copy'

/**
 * Copy of the trip (docs/product.md §10): the multi-leg API's messages, the tax and CO₂ lines, the
 * route notices and the legs table of the simulator.
 */
export interface TripCopy {
  errors: {
    LEGS_COUNT_INVALID: string
    LEGS_OUT_OF_ORDER: (leg: number) => string
    /** Put before a leg's own error message. */
    legPrefix: (leg: number) => string
  }
}

export const tripCopy = defineCopy<TripCopy>({
  fr: {
    errors: {
      LEGS_COUNT_INVALID: 'Un voyage compte de 1 à 6 étapes.',
      LEGS_OUT_OF_ORDER: (leg) =>
        `Étape ${leg} : elle part avant que l'appareil ait pu atterrir à l'étape ${leg - 1}. Vérifiez la date et l'heure.`,
      legPrefix: (leg) => `Étape ${leg} : `,
    },
  },
  en: {
    errors: {
      LEGS_COUNT_INVALID: 'A trip has 1 to 6 legs.',
      LEGS_OUT_OF_ORDER: (leg) =>
        `Leg ${leg}: it leaves before the aircraft can have landed from leg ${leg - 1}. Check the date and time.`,
      legPrefix: (leg) => `Leg ${leg}: `,
    },
  },
})
