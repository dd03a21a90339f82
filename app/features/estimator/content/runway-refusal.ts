import { defineCopy } from '~/i18n/define-copy'

/** An end whose runway cannot take the aircraft (HTTP 422 RUNWAY_UNSUITABLE, docs/product.md §6). */
export interface RunwayRefusalCopy {
  title: string
  /** `length` is null when the runway is long enough but unpaved. */
  text: (parts: {
    place: string
    length: string | null
    aircraft: string
    fleetNone: boolean
    nearest: string | null
  }) => string
  choices: string
  departFrom: (name: string, distance: string) => string
  arriveAt: (name: string, distance: string) => string
  otherAircraft: string
  estimateWith: (name: string) => string
}

/** The refusal of an estimate whose runway cannot take the aircraft, in both estimators. */
export const runwayRefusalCopy = defineCopy<RunwayRefusalCopy>({
  fr: {
    title: 'Piste trop courte pour cet appareil',
    text: ({ place, length, aircraft, fleetNone, nearest }) => {
      const runway = length ? `sa piste de ${length}` : 'sa piste non revêtue'
      const refused = fleetNone
        ? `${runway} n’accueille aucun jet de la flotte`
        : `${runway} n’accueille pas le ${aircraft}`
      const next = nearest
        ? `l’aéroport le plus proche qui peut recevoir le vôtre est ${nearest}`
        : 'aucun aéroport à moins de 200\u00a0km ne peut recevoir le vôtre'
      return `${place} : ${refused} — ${next}.`
    },
    choices: 'Choisir en un clic',
    departFrom: (name, distance) => `Partir de ${name} · ${distance}`,
    arriveAt: (name, distance) => `Arriver à ${name} · ${distance}`,
    otherAircraft: 'Ou un autre appareil de la flotte qui s’y pose :',
    estimateWith: (name) => `Estimer avec le ${name}`,
  },
  en: {
    title: 'Runway too short for this aircraft',
    text: ({ place, length, aircraft, fleetNone, nearest }) => {
      const runway = length ? `its ${length} runway` : 'its unpaved runway'
      const refused = fleetNone ? `${runway} takes no jet of the fleet` : `${runway} cannot take the ${aircraft}`
      const next = nearest
        ? `the nearest airport that can take yours is ${nearest}`
        : 'no airport within 200\u00a0km can take yours'
      return `${place}: ${refused} — ${next}.`
    },
    choices: 'Choose in one click',
    departFrom: (name, distance) => `Depart from ${name} · ${distance}`,
    arriveAt: (name, distance) => `Fly to ${name} · ${distance}`,
    otherAircraft: 'Or another aircraft of the fleet that can land there:',
    estimateWith: (name) => `Estimate with the ${name}`,
  },
})
