import type { TurbulenceClass, WindLabel } from '~/domain/estimator/types'
import { airportFieldCopy, type AirportFieldCopy } from '~/content/airport-field'
import { defineCopy } from '~/i18n/define-copy'

/**
 * Copy of the two estimators (the card estimator on /fleet, the flight simulator on /contact)
 * and of the airport suggestion list. Error messages live in `estimate-errors.ts` (shared with the API).
 * Texts quoted from docs/product.md (§8) are kept exactly, straight apostrophes included.
 */
export interface EstimatorCopy {
  airport: AirportFieldCopy
  form: {
    date: string
    time: string
    timeHint: string
    passengers: string
    passengersHint: (max: string) => string
    aircraft: string
    trip: string
    oneway: string
    roundtrip: string
    calculateCard: string
    calculateSimulator: string
    calculating: string
  }
  result: {
    heading: string
    route: (from: string, to: string) => string
    blockTime: string
    blockTimeHint: string
    cruiseTime: string
    distance: string
    fuelStops: string
    nonStop: string
    stops: (count: number, formatted: string) => string
    priceRange: string
    range: (low: string, high: string) => string
    windAtAltitude: string
    windLabels: Record<WindLabel, string>
    windBadge: { warning: string; safe: string }
    windUnavailable: string
    weatherDeparture: string
    weatherArrival: string
    noForecast: string
    tempRange: (min: string, max: string) => string
    conservativeTitle: string
    conservativeText: string
    conservativeDetail: string
    quotePromise: string
    requestFlight: string
    /** Why a conservative estimate has no weather. */
    conservativeReason: { horizon: string; unavailable: string; provider: string }
    longestRunway: string
    runwayAt: (code: string, length: string) => string
    runwayUnknown: string
    runwayLimitedTitle: string
    runwayLimited: (place: string, length: string, aircraft: string) => string
    /** The card result when another aircraft of the fleet was chosen. */
    withAircraft: (name: string) => string
  }
  simulator: {
    eyebrow: string
    title: string
    intro: string
    formLabel: string
    resultHeading: string
    summary: (parts: { trip: string; aircraft: string; pax: string; date: string; time: string }) => string
    paxCount: (count: number, formatted: string) => string
    groundSpeed: string
    altitude: string
    flightLevel: (level: string, hpa: string) => string
    turbulence: string
    turbulenceClasses: Record<TurbulenceClass, string>
    turbulenceScore: (score: string) => string
    verticalShear: string
    horizontalVariability: string
    windTurning: string
    weatherAt: (time: string) => string
    temperatures: string
    wind: string
    gusts: string
    pressure: string
    precipitation: string
    hpa: (value: string) => string
    degrees: (value: string) => string
    priceBreakdown: string
    operator: string
    fees: string
    commission: string
    total: string
    totalConservative: string
    priceRange: string
    notice: string
    attribution: string
    addToRequest: string
    added: string
    map: {
      title: (from: string, to: string) => string
      loading: string
      legendAirport: string
      legendStop: string
      description: (parts: { from: string; to: string; distance: string; stops: string }) => string
      noStop: string
      stopsList: (items: string) => string
      stopAt: (index: string, position: string) => string
      cardinals: { north: string; south: string; east: string; west: string }
    }
  }
}

export const estimatorCopy = defineCopy<EstimatorCopy>({
  fr: {
    airport: airportFieldCopy.fr,
    form: {
      date: 'Date du vol',
      time: 'Heure de départ',
      timeHint: 'Heure locale',
      passengers: 'Passagers',
      passengersHint: (max) => `De 1 à ${max}`,
      aircraft: 'Appareil',
      trip: 'Trajet',
      oneway: 'Aller simple',
      roundtrip: 'Aller-retour',
      calculateCard: 'Estimer le vol',
      calculateSimulator: 'Lancer la simulation',
      calculating: 'Calcul en cours…',
    },
    result: {
      heading: 'Votre estimation',
      route: (from, to) => `${from} → ${to}`,
      blockTime: 'Temps de vol',
      blockTimeHint: 'Du roulage au départ à l’arrivée au parking',
      cruiseTime: 'Temps en croisière',
      distance: 'Distance',
      fuelStops: 'Escales techniques',
      nonStop: 'Sans escale',
      stops: (count, n) => `${n} escale${count > 1 ? 's' : ''}`,
      priceRange: 'Prix indicatif HT',
      range: (low, high) => `${low} – ${high}`,
      windAtAltitude: 'Vent moyen en altitude',
      windLabels: { headwind: 'Vent de face', tailwind: 'Vent arrière', neutral: 'Vent neutre' },
      windBadge: { warning: 'Vent de face marqué', safe: 'Vent favorable' },
      windUnavailable: 'Données indisponibles – estimation',
      weatherDeparture: 'Météo au départ',
      weatherArrival: 'Météo à l’arrivée',
      noForecast: 'Pas de prévision disponible à cette date.',
      tempRange: (min, max) => `${min} à ${max}`,
      conservativeTitle: 'Estimation sans données météo complètes',
      conservativeText: 'Prix indicatif, ajusté après briefing',
      conservativeDetail:
        'Vent neutre et turbulence légère par défaut ; le prix retenu est le haut de la fourchette. L’estimation sera ajustée après le briefing opérationnel.',
      quotePromise: 'Un conseiller vous adresse un devis personnalisé dans l’heure.',
      requestFlight: 'Demander ce vol',
      conservativeReason: {
        horizon:
          'La date est au-delà de l’horizon des prévisions météo (15 jours) : vent et météo seront précisés à l’approche du vol.',
        unavailable: 'Le service météo ne répond pas pour le moment : l’estimation retient des valeurs prudentes.',
        provider: 'Le fournisseur météo est momentanément indisponible : estimation prudente.',
      },
      longestRunway: 'Piste la plus longue',
      runwayAt: (code, length) => `${code} · ${length}`,
      runwayUnknown: 'non communiquée',
      runwayLimitedTitle: 'Piste à confirmer',
      runwayLimited: (place, length, aircraft) =>
        `${place} : la piste de ${length} n’accueille le ${aircraft} qu’avec des limitations de charge ou de météo, que votre conseiller confirmera.`,
      withAircraft: (name) => `Avec le ${name}`,
    },
    simulator: {
      eyebrow: 'Simulateur de vol',
      title: 'Simulez votre vol',
      intro:
        'Durée, altitude de croisière, vent et turbulence prévus sur la route, météo au départ et à l’arrivée, prix indicatif hors taxes : préparez votre voyage en quelques secondes, puis ajoutez l’estimation à votre demande.',
      formLabel: 'Paramètres de la simulation',
      resultHeading: 'Résultat de la simulation',
      summary: ({ trip, aircraft, pax, date, time }) => `${trip} · ${aircraft} · ${pax} · ${date}, ${time}`,
      paxCount: (count, n) => `${n} passager${count > 1 ? 's' : ''}`,
      groundSpeed: 'Vitesse sol moyenne',
      altitude: 'Altitude de croisière',
      flightLevel: (level, hpa) => `FL${level} · ${hpa} hPa`,
      turbulence: 'Turbulence prévue',
      turbulenceClasses: { none: 'Aucune', light: 'Légère', moderate: 'Modérée', strong: 'Forte' },
      turbulenceScore: (score) => `indice ${score}/100`,
      verticalShear: 'Cisaillement vertical',
      horizontalVariability: 'Variabilité horizontale',
      windTurning: 'Rotation du vent',
      weatherAt: (time) => `Prévision de la journée, relevé de ${time} (heure locale)`,
      temperatures: 'Températures',
      wind: 'Vent',
      gusts: 'Rafales',
      pressure: 'Pression',
      precipitation: 'Précipitations',
      hpa: (value) => `${value} hPa`,
      degrees: (value) => `${value}°`,
      priceBreakdown: 'Prix hors taxes (HT)',
      operator: 'Exploitation de l’appareil',
      fees: 'Redevances et frais d’escale',
      commission: 'Commission et services HERRA',
      total: 'Total estimé HT',
      totalConservative: 'Total estimé HT (haut de fourchette)',
      priceRange: 'Fourchette',
      notice:
        'Estimation indicative : le prix définitif dépend de la disponibilité de l’appareil, des redevances en vigueur et du briefing opérationnel. Il vous est confirmé dans un devis personnalisé.',
      attribution: 'Données météo par Open-Meteo.com',
      addToRequest: 'Ajouter l’estimation à ma demande',
      added: 'Estimation ajoutée à votre demande',
      map: {
        title: (from, to) => `Route de ${from} à ${to}`,
        loading: 'Chargement de la carte…',
        legendAirport: 'Aéroport',
        legendStop: 'Escale technique',
        description: ({ from, to, distance, stops }) => `Route orthodromique de ${from} à ${to}, ${distance}. ${stops}`,
        noStop: 'Vol sans escale.',
        stopsList: (items) => `Escales techniques : ${items}.`,
        stopAt: (index, position) => `escale ${index} vers ${position}`,
        cardinals: { north: 'N', south: 'S', east: 'E', west: 'O' },
      },
    },
  },
  en: {
    airport: airportFieldCopy.en,
    form: {
      date: 'Flight date',
      time: 'Departure time',
      timeHint: 'Local time',
      passengers: 'Passengers',
      passengersHint: (max) => `From 1 to ${max}`,
      aircraft: 'Aircraft',
      trip: 'Trip',
      oneway: 'One way',
      roundtrip: 'Round trip',
      calculateCard: 'Estimate the flight',
      calculateSimulator: 'Run the simulation',
      calculating: 'Calculating…',
    },
    result: {
      heading: 'Your estimate',
      route: (from, to) => `${from} → ${to}`,
      blockTime: 'Flight time',
      blockTimeHint: 'From taxi-out to arrival on stand',
      cruiseTime: 'Time in cruise',
      distance: 'Distance',
      fuelStops: 'Fuel stops',
      nonStop: 'Non-stop',
      stops: (count, n) => `${n} stop${count > 1 ? 's' : ''}`,
      priceRange: 'Indicative price, excl. tax',
      range: (low, high) => `${low} – ${high}`,
      windAtAltitude: 'Average wind at altitude',
      windLabels: { headwind: 'Headwind', tailwind: 'Tailwind', neutral: 'Neutral wind' },
      windBadge: { warning: 'Strong headwind', safe: 'Favourable wind' },
      windUnavailable: 'Data unavailable – estimate',
      weatherDeparture: 'Weather at departure',
      weatherArrival: 'Weather at arrival',
      noForecast: 'No forecast available for this date.',
      tempRange: (min, max) => `${min} to ${max}`,
      conservativeTitle: 'Estimate without complete weather data',
      conservativeText: 'Indicative price, adjusted after briefing',
      conservativeDetail:
        'Neutral wind and light turbulence are assumed, and the price shown is the top of the range. The estimate will be adjusted after the operational briefing.',
      quotePromise: 'An adviser will send you a personalised quote within the hour.',
      requestFlight: 'Request this flight',
      conservativeReason: {
        horizon:
          'The date is beyond the weather forecast horizon (15 days): wind and weather will be confirmed closer to the flight.',
        unavailable: 'The weather service is not answering at the moment: the estimate uses cautious values.',
        provider: 'The weather provider is temporarily unavailable: a cautious estimate.',
      },
      longestRunway: 'Longest runway',
      runwayAt: (code, length) => `${code} · ${length}`,
      runwayUnknown: 'not published',
      runwayLimitedTitle: 'Runway to be confirmed',
      runwayLimited: (place, length, aircraft) =>
        `${place}: the ${length} runway takes the ${aircraft} only with load or weather limits, which your adviser will confirm.`,
      withAircraft: (name) => `On the ${name}`,
    },
    simulator: {
      eyebrow: 'Flight simulator',
      title: 'Simulate your flight',
      intro:
        'Flight time, cruise altitude, forecast wind and turbulence along the route, weather at both ends and an indicative price excluding tax: prepare your journey in seconds, then add the estimate to your request.',
      formLabel: 'Simulation settings',
      resultHeading: 'Simulation result',
      summary: ({ trip, aircraft, pax, date, time }) => `${trip} · ${aircraft} · ${pax} · ${date}, ${time}`,
      paxCount: (count, n) => `${n} passenger${count > 1 ? 's' : ''}`,
      groundSpeed: 'Average ground speed',
      altitude: 'Cruise altitude',
      flightLevel: (level, hpa) => `FL${level} · ${hpa} hPa`,
      turbulence: 'Forecast turbulence',
      turbulenceClasses: { none: 'None', light: 'Light', moderate: 'Moderate', strong: 'Strong' },
      turbulenceScore: (score) => `score ${score}/100`,
      verticalShear: 'Vertical shear',
      horizontalVariability: 'Horizontal variability',
      windTurning: 'Wind turning',
      weatherAt: (time) => `Forecast for the day, reading at ${time} (local time)`,
      temperatures: 'Temperatures',
      wind: 'Wind',
      gusts: 'Gusts',
      pressure: 'Pressure',
      precipitation: 'Precipitation',
      hpa: (value) => `${value} hPa`,
      degrees: (value) => `${value}°`,
      priceBreakdown: 'Price excl. VAT',
      operator: 'Aircraft operation',
      fees: 'Airport and handling fees',
      commission: 'HERRA commission and services',
      total: 'Estimated total, excl. VAT',
      totalConservative: 'Estimated total, excl. VAT (top of range)',
      priceRange: 'Range',
      notice:
        'Indicative estimate: the final price depends on aircraft availability, current fees and the operational briefing. It is confirmed in a personalised quote.',
      attribution: 'Weather data by Open-Meteo.com',
      addToRequest: 'Add the estimate to my request',
      added: 'Estimate added to your request',
      map: {
        title: (from, to) => `Route from ${from} to ${to}`,
        loading: 'Loading the map…',
        legendAirport: 'Airport',
        legendStop: 'Fuel stop',
        description: ({ from, to, distance, stops }) =>
          `Great-circle route from ${from} to ${to}, ${distance}. ${stops}`,
        noStop: 'Non-stop flight.',
        stopsList: (items) => `Fuel stops: ${items}.`,
        stopAt: (index, position) => `stop ${index} near ${position}`,
        cardinals: { north: 'N', south: 'S', east: 'E', west: 'W' },
      },
    },
  },
})
