import { defineCopy } from '~/i18n/define-copy'

/**
 * Copy of the trip (docs/product.md §10): the multi-leg API's messages, the tax and CO₂ lines, the
 * route notices and the several legs of the simulator. Figures come in already formatted (Intl).
 */
export interface TripCopy {
  errors: {
    LEGS_COUNT_INVALID: string
    /** A leg with other parts than FROM,TO,DATE,TIME (after the leg's prefix). */
    LEG_INVALID: string
    LEGS_OUT_OF_ORDER: (leg: number) => string
    /** Put before a leg's own error message. */
    legPrefix: (leg: number) => string
  }
  taxes: {
    heading: string
    /** "TSBA 4 × 420 €" */
    tsba: (passengers: string, perPassenger: string) => string
    tsbaHint: string
    /** "TVA 10 % (vol intérieur)", "TVA 0 % (vol international)": the line is always shown. */
    vat: (rate: string, domestic: boolean) => string
    totalWithTaxes: string
    /** A round trip from abroad pays the TSBA on its way back from France. */
    tsbaOnReturn: string
    notIncluded: string
  }
  co2: {
    label: string
    /** "18,4 t" — tonnes, one decimal. */
    tonnes: (value: string) => string
    perPassenger: (tonnes: string) => string
    method: string
  }
  route: {
    /** "évite l'espace aérien russe : +1 150 km" — adjectives from `airspaceAdjective`. */
    avoids: (adjectives: string[], extra: string) => string
    why: string
    flown: string
    greatCircle: string
    /** The map's text alternative when the route goes around closed airspace. */
    mapDescription: (parts: { from: string; to: string; distance: string; stops: string }) => string
    advisory: (reference: string, countries: string, until: string) => string
  }
  legs: {
    heading: string
    intro: string
    leg: (n: number) => string
    add: string
    remove: (n: number) => string
    max: string
    firstLeg: string
    /** The screen-reader announcement when a leg is added or removed. */
    count: (n: number) => string
    missingAirport: (n: number) => string
    sameAirports: (n: number) => string
    dateInvalid: (n: number) => string
    resultHeading: (n: number) => string
    summary: (parts: { aircraft: string; pax: string }) => string
    table: {
      caption: string
      leg: string
      route: string
      date: string
      blockTime: string
      price: string
      taxes: string
      co2: string
      total: string
      noTax: string
    }
    totalPrice: string
    request: string
    requestHint: string
  }
}

const nbsp = '\u00a0'

/** "russe" / "russe et biélorusse" / "russe, biélorusse et ukrainien" */
const list = (items: string[], and: string) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]}`

export const tripCopy = defineCopy<TripCopy>({
  fr: {
    errors: {
      LEGS_COUNT_INVALID: 'Un voyage compte de 1 à 6 étapes.',
      LEG_INVALID:
        'une étape s’écrit DÉPART,ARRIVÉE,AAAA-MM-JJ,HH:MM (par exemple LBG,NCE,2026-12-01,09:30), sans autre champ.',
      LEGS_OUT_OF_ORDER: (leg) =>
        `Étape ${leg} : elle part avant que l'appareil ait pu atterrir à l'étape ${leg - 1}. Vérifiez la date et l'heure.`,
      legPrefix: (leg) => `Étape ${leg} : `,
    },
    taxes: {
      heading: 'Taxes et total TTC',
      tsba: (passengers, perPassenger) => `TSBA ${passengers} × ${perPassenger}`,
      tsbaHint: "Taxe de solidarité sur les billets d'avion, due par passager au départ de la France.",
      vat: (rate, domestic) => `TVA ${rate} (${domestic ? 'vol intérieur' : 'vol international'})`,
      totalWithTaxes: 'Total TTC',
      tsbaOnReturn: 'La TSBA est due au retour, au départ de la France.',
      notIncluded:
        "Non compris : restauration à la demande, dégivrage, créneaux et redevances de stationnement, nuitées de l'équipage, permis de survol particuliers. Votre courtier les chiffre au devis.",
    },
    co2: {
      label: 'CO₂ estimé',
      tonnes: (value) => `${value}${nbsp}t`,
      perPassenger: (tonnes) => `soit ${tonnes} par passager`,
      method:
        "Consommation de l'appareil par heure de vol (table ouverte jorgecardleitao/private-jets) × temps de vol × 3,16 kg de CO₂ par kg de carburant (facteur OACI/CORSIA).",
    },
    route: {
      avoids: (adjectives, extra) =>
        adjectives.length > 1
          ? `Évite les espaces aériens ${list(adjectives, 'et')} : +${extra}`
          : `Évite l'espace aérien ${adjectives[0] ?? ''} : +${extra}`,
      why: "Un opérateur européen ne peut survoler ni la Russie, ni la Biélorussie, ni l'Ukraine : la route les contourne avec une marge d'environ 25 km. Distance, temps de vol, escales, prix et CO₂ sont ceux de cette route.",
      flown: 'Route volée',
      greatCircle: 'Route directe (interdite)',
      mapDescription: ({ from, to, distance, stops }) =>
        `Route volée de ${from} à ${to}, autour de l'espace aérien fermé, ${distance}. ${stops}`,
      advisory: (reference, countries, until) =>
        `Bulletin de zone de conflit de l'AESA ${reference} (${countries}), en vigueur jusqu'au ${until} : l'opérateur confirmera la route et les conditions d'exploitation.`,
    },
    legs: {
      heading: 'Plusieurs étapes',
      intro:
        'Paris, Nice, Genève, retour à Paris : ajoutez les étapes du voyage. Chacune est estimée en aller simple, avec sa date et son heure.',
      leg: (n) => `Étape ${n}`,
      add: 'Ajouter une étape',
      remove: (n) => `Retirer l'étape ${n}`,
      max: 'Six étapes au plus : au-delà, votre courtier compose le programme avec vous.',
      firstLeg: 'Étape 1 : le départ, l’arrivée, la date et l’heure ci-dessus.',
      count: (n) => `Voyage de ${n} étape${n > 1 ? 's' : ''}.`,
      missingAirport: (n) => `Étape ${n} : indiquez l'aéroport de départ et celui d'arrivée.`,
      sameAirports: (n) => `Étape ${n} : les aéroports de départ et d'arrivée doivent être différents.`,
      dateInvalid: (n) => `Étape ${n} : choisissez une date entre aujourd'hui et dans un an.`,
      resultHeading: (n) => `Votre voyage en ${n} étapes`,
      summary: ({ aircraft, pax }) => `${aircraft} · ${pax}`,
      table: {
        caption: 'Les étapes du voyage, et le total',
        leg: 'Étape',
        route: 'Trajet',
        date: 'Départ',
        blockTime: 'Temps de vol',
        price: 'Prix estimé HT',
        taxes: 'Taxes',
        co2: 'CO₂',
        total: 'Total du voyage',
        noTax: 'Aucune',
      },
      totalPrice: 'Prix estimé du voyage (HT)',
      request: 'Demander ce voyage',
      requestHint: 'Toutes les étapes sont reprises dans votre demande.',
    },
  },
  en: {
    errors: {
      LEGS_COUNT_INVALID: 'A trip has 1 to 6 legs.',
      LEG_INVALID:
        'a leg is written FROM,TO,YYYY-MM-DD,HH:MM (for example LBG,NCE,2026-12-01,09:30), with no other field.',
      LEGS_OUT_OF_ORDER: (leg) =>
        `Leg ${leg}: it leaves before the aircraft can have landed from leg ${leg - 1}. Check the date and time.`,
      legPrefix: (leg) => `Leg ${leg}: `,
    },
    taxes: {
      heading: 'Taxes and total incl. VAT',
      tsba: (passengers, perPassenger) => `TSBA ${passengers} × ${perPassenger}`,
      tsbaHint: 'French solidarity tax on air tickets, due per passenger departing from France.',
      vat: (rate, domestic) => `VAT ${rate} (${domestic ? 'domestic flight' : 'international flight'})`,
      totalWithTaxes: 'Total incl. VAT',
      tsbaOnReturn: 'The TSBA is due on the way back, departing from France.',
      notIncluded:
        'Not included: bespoke catering, de-icing, slots and parking fees, crew overnight stays, special overflight permits. Your broker prices them in the quote.',
    },
    co2: {
      label: 'Estimated CO₂',
      tonnes: (value) => `${value}${nbsp}t`,
      perPassenger: (tonnes) => `${tonnes} per passenger`,
      method:
        'Aircraft fuel burn per block hour (open jorgecardleitao/private-jets table) × block time × 3.16 kg of CO₂ per kg of fuel (ICAO/CORSIA factor).',
    },
    route: {
      avoids: (adjectives, extra) => `Avoids ${list(adjectives, 'and')} airspace: +${extra}`,
      why: 'A European operator may not fly over Russia, Belarus or Ukraine: the route goes around them with a margin of about 25 km. Distance, flight time, stops, price and CO₂ are those of this route.',
      flown: 'Flown route',
      greatCircle: 'Direct route (closed)',
      mapDescription: ({ from, to, distance, stops }) =>
        `Route flown from ${from} to ${to}, around the closed airspace, ${distance}. ${stops}`,
      advisory: (reference, countries, until) =>
        `EASA conflict zone information bulletin ${reference} (${countries}), valid until ${until}: the operator will confirm the route and operating conditions.`,
    },
    legs: {
      heading: 'Several legs',
      intro:
        'Paris, Nice, Geneva, back to Paris: add the legs of the trip. Each is estimated one way, with its own date and time.',
      leg: (n) => `Leg ${n}`,
      add: 'Add a leg',
      remove: (n) => `Remove leg ${n}`,
      max: 'Six legs at most: beyond that, your broker builds the itinerary with you.',
      firstLeg: 'Leg 1: the departure, arrival, date and time above.',
      count: (n) => `Trip of ${n} leg${n > 1 ? 's' : ''}.`,
      missingAirport: (n) => `Leg ${n}: enter the departure and arrival airports.`,
      sameAirports: (n) => `Leg ${n}: departure and arrival airports must be different.`,
      dateInvalid: (n) => `Leg ${n}: choose a date from today to one year ahead.`,
      resultHeading: (n) => `Your ${n}-leg trip`,
      summary: ({ aircraft, pax }) => `${aircraft} · ${pax}`,
      table: {
        caption: 'The legs of the trip, and the total',
        leg: 'Leg',
        route: 'Route',
        date: 'Departure',
        blockTime: 'Flight time',
        price: 'Estimated price excl. VAT',
        taxes: 'Taxes',
        co2: 'CO₂',
        total: 'Trip total',
        noTax: 'None',
      },
      totalPrice: 'Estimated trip price (excl. VAT)',
      request: 'Request this trip',
      requestHint: 'Every leg is carried into your request.',
    },
  },
})
