/**
 * CO₂ of a flight (docs/product.md §10): fuel burnt over the block time, times the ICAO/CORSIA
 * factor for jet fuel. Pure; figures rounded to whole kilograms at the end, each from unrounded values.
 */

/**
 * Fuel burn in US gallons per block hour, by aircraft id: the sourced table of the open
 * `jorgecardleitao/private-jets` project (its `aircraft_types` consumption figures).
 */
export const BURN_GAL_PER_HOUR: Readonly<Record<string, number>> = {
  cj1: 132,
  phenom300: 179,
  bravo: 171,
  cl350: 297,
  challenger300: 295,
  praetor550: 287,
  falcon7x: 385,
  g7500: 528,
  g650: 500,
}

export const LITRES_PER_US_GALLON = 3.785411784
/** Density of jet fuel, kg per litre. */
export const JET_FUEL_KG_PER_LITRE = 0.8
/** kg of CO₂ per kg of jet fuel burnt (ICAO CORSIA). */
export const CO2_KG_PER_KG_FUEL = 3.16

export interface Co2 {
  fuelKg: number
  kg: number
  perPassengerKg: number
  burnGalPerHour: number
}

/** The CO₂ of `blockTimeHours` at `burnGalPerHour`, shared among `pax` passengers. */
export function co2Of(blockTimeHours: number, burnGalPerHour: number, pax: number): Co2 {
  const fuelKg = blockTimeHours * burnGalPerHour * LITRES_PER_US_GALLON * JET_FUEL_KG_PER_LITRE
  const kg = fuelKg * CO2_KG_PER_KG_FUEL
  return {
    fuelKg: Math.round(fuelKg),
    kg: Math.round(kg),
    perPassengerKg: Math.round(kg / Math.max(1, pax)),
    burnGalPerHour,
  }
}

/** The CO₂ of an aircraft of the fleet (its id), or `null` for an aircraft without a burn figure. */
export function aircraftCo2(aircraftId: string, blockTimeHours: number, pax: number): Co2 | null {
  const burn = BURN_GAL_PER_HOUR[aircraftId]
  return burn === undefined ? null : co2Of(blockTimeHours, burn, pax)
}

/**
 * The CO₂ of several legs flown by one aircraft: the sums of the legs' figures as shown, so the
 * totals add up on screen (the per-passenger figure too, each leg's being its own share).
 */
export function sumCo2(legs: readonly Co2[]): Co2 {
  return {
    fuelKg: legs.reduce((sum, leg) => sum + leg.fuelKg, 0),
    kg: legs.reduce((sum, leg) => sum + leg.kg, 0),
    perPassengerKg: legs.reduce((sum, leg) => sum + leg.perPassengerKg, 0),
    burnGalPerHour: legs[0]?.burnGalPerHour ?? 0,
  }
}
