import { defineCopy } from '~/i18n/define-copy'
import type { LegState } from '../domain/leg-model'
import type { LegErrorCode } from '../domain/leg-form'

/** The desk's side of empty legs (docs/product.md §12): list, publish, edit, withdraw. */
export interface LegsDeskCopy {
  nav: string
  title: string
  intro: string
  states: Record<LegState, string>
  list: {
    title: string
    empty: string
    route: string
    window: string
    aircraft: string
    seats: string
    price: string
    state: string
    interest: string
    interestOf: (requests: number, alerted: number) => string
    edit: string
  }
  newTitle: string
  /** The form's panel on the publish page (the page's heading says "publish"). */
  formTitle: string
  editTitle: (route: string) => string
  back: string
  editor: {
    from: string
    to: string
    codeHint: string
    earliest: string
    latest: string
    aircraft: string
    other: string
    aircraftName: string
    burn: string
    burnHint: string
    seats: string
    price: string
    priceHint: string
    noteFr: string
    noteEn: string
    noteHint: string
    reachButton: string
    reach: (n: number) => string
    reachUnknown: string
    publish: string
    publishing: string
    save: string
    saving: string
    saved: string
    published: (n: number) => string
  }
  withdraw: {
    title: string
    text: string
    confirm: string
    button: string
    pending: string
    done: string
    already: string
  }
  requests: (n: number) => string
  errors: Record<LegErrorCode, string> & { unavailable: string; limited: string; missing: string }
}

export const legsDeskCopy = defineCopy<LegsDeskCopy>({
  fr: {
    nav: 'Vols à vide',
    title: 'Vols à vide',
    intro:
      'Publiez les vols à vide : ils paraissent sur /empty-legs jusqu’au dernier jour de leur fenêtre, et les abonnés dont l’itinéraire correspond en sont avertis (un e-mail par jour au plus).',
    states: { published: 'En ligne', withdrawn: 'Retiré', passed: 'Passé' },
    list: {
      title: 'Tous les vols à vide',
      empty: 'Aucun vol à vide pour l’instant.',
      route: 'Trajet',
      window: 'Fenêtre',
      aircraft: 'Appareil',
      seats: 'Sièges',
      price: 'Prix HT',
      state: 'État',
      interest: 'Intérêt',
      interestOf: (requests, alerted) =>
        `${requests} demande${requests > 1 ? 's' : ''} · ${alerted} alerte${alerted > 1 ? 's' : ''}`,
      edit: 'Ouvrir',
    },
    newTitle: 'Publier un vol à vide',
    formTitle: 'Le vol',
    editTitle: (route) => `Vol à vide ${route}`,
    back: 'Vols à vide',
    editor: {
      from: 'Départ',
      to: 'Arrivée',
      codeHint: 'code IATA ou OACI, ou recherche',
      earliest: 'Départ au plus tôt',
      latest: 'Départ au plus tard',
      aircraft: 'Appareil',
      other: 'Autre (à préciser)',
      aircraftName: 'Nom de l’appareil',
      burn: 'Consommation',
      burnHint: 'gallons US par heure, pour le CO₂',
      seats: 'Sièges',
      price: 'Prix HT en euros',
      priceHint: 'vide : « sur demande »',
      noteFr: 'Note en français',
      noteEn: 'Note en anglais',
      noteHint: 'facultative, 280 caractères',
      reachButton: 'Voir qui sera averti',
      reach: (n) =>
        n === 0
          ? 'Aucun abonné ne sera averti pour ce trajet.'
          : n === 1
            ? 'Un abonné sera averti.'
            : `${n} abonnés seront avertis.`,
      reachUnknown: 'Choisissez le départ et l’arrivée pour voir qui sera averti.',
      publish: 'Publier',
      publishing: 'Publication…',
      save: 'Enregistrer',
      saving: 'Enregistrement…',
      saved: 'Modifications enregistrées.',
      published: (n) =>
        n === 0 ? 'Vol publié. Aucun abonné à avertir.' : `Vol publié. ${n} alerte${n > 1 ? 's' : ''} en file.`,
    },
    withdraw: {
      title: 'Retirer',
      text: 'Le vol quitte la liste publique ; les alertes pas encore envoyées l’oublient. Le desk en garde l’historique.',
      confirm: 'Je confirme le retrait',
      button: 'Retirer le vol',
      pending: 'Retrait…',
      done: 'Vol retiré.',
      already: 'Ce vol est déjà retiré.',
    },
    requests: (n) => (n === 0 ? 'Aucune demande.' : n === 1 ? 'Une demande :' : `${n} demandes :`),
    errors: {
      required: 'Ce champ est requis.',
      invalid: 'Valeur non valable.',
      tooLong: 'Trop long.',
      oneLine: 'Une seule ligne.',
      airport: 'Aéroport inconnu : un code IATA ou OACI du tableau.',
      sameAirport: 'Le départ et l’arrivée sont le même aéroport.',
      date: 'Date non valable.',
      order: 'Le dernier jour précède le premier.',
      window: 'Fenêtre de 60 jours au plus.',
      seats: 'De 1 à 19 sièges.',
      amount: 'Un montant entier en euros, ou vide.',
      burn: 'De 30 à 2 000 gallons par heure.',
      email: 'Adresse e-mail non valable.',
      place: 'Indiquez un départ ou une arrivée.',
      radius: 'De 10 à 500 km.',
      confirm: 'Cochez la case pour confirmer.',
      unavailable: 'Service momentanément indisponible. Réessayez dans un instant.',
      limited: 'Trop d’envois. Patientez un instant.',
      missing: 'Ce vol n’existe plus.',
    },
  },
  en: {
    nav: 'Empty legs',
    title: 'Empty legs',
    intro:
      'Publish empty legs: they appear on /empty-legs until the last day of their window, and subscribers whose route matches are told (one e-mail a day at most).',
    states: { published: 'Live', withdrawn: 'Withdrawn', passed: 'Passed' },
    list: {
      title: 'All empty legs',
      empty: 'No empty leg yet.',
      route: 'Route',
      window: 'Window',
      aircraft: 'Aircraft',
      seats: 'Seats',
      price: 'Price excl. tax',
      state: 'State',
      interest: 'Interest',
      interestOf: (requests, alerted) =>
        `${requests} request${requests === 1 ? '' : 's'} · ${alerted} alert${alerted === 1 ? '' : 's'}`,
      edit: 'Open',
    },
    newTitle: 'Publish an empty leg',
    formTitle: 'The leg',
    editTitle: (route) => `Empty leg ${route}`,
    back: 'Empty legs',
    editor: {
      from: 'From',
      to: 'To',
      codeHint: 'IATA or ICAO code, or search',
      earliest: 'Earliest departure',
      latest: 'Latest departure',
      aircraft: 'Aircraft',
      other: 'Other (type it)',
      aircraftName: 'Aircraft name',
      burn: 'Fuel burn',
      burnHint: 'US gallons per hour, for the CO₂',
      seats: 'Seats',
      price: 'Price excl. tax in euros',
      priceHint: 'empty: "on request"',
      noteFr: 'Note in French',
      noteEn: 'Note in English',
      noteHint: 'optional, 280 characters',
      reachButton: 'See who will be told',
      reach: (n) =>
        n === 0
          ? 'No subscriber will be told about this route.'
          : n === 1
            ? 'One subscriber will be told.'
            : `${n} subscribers will be told.`,
      reachUnknown: 'Choose the departure and the arrival to see who will be told.',
      publish: 'Publish',
      publishing: 'Publishing…',
      save: 'Save',
      saving: 'Saving…',
      saved: 'Changes saved.',
      published: (n) =>
        n === 0 ? 'Leg published. No subscriber to tell.' : `Leg published. ${n} alert${n > 1 ? 's' : ''} queued.`,
    },
    withdraw: {
      title: 'Withdraw',
      text: 'The leg leaves the public list; alerts not yet sent forget it. The desk keeps its history.',
      confirm: 'I confirm the withdrawal',
      button: 'Withdraw the leg',
      pending: 'Withdrawing…',
      done: 'Leg withdrawn.',
      already: 'This leg is already withdrawn.',
    },
    requests: (n) => (n === 0 ? 'No request.' : n === 1 ? 'One request:' : `${n} requests:`),
    errors: {
      required: 'This field is required.',
      invalid: 'Not a valid value.',
      tooLong: 'Too long.',
      oneLine: 'One line only.',
      airport: 'Unknown airport: an IATA or ICAO code of the table.',
      sameAirport: 'Departure and arrival are the same airport.',
      date: 'Not a valid date.',
      order: 'The last day is before the first.',
      window: 'A window of 60 days at most.',
      seats: 'From 1 to 19 seats.',
      amount: 'A whole amount in euros, or empty.',
      burn: 'From 30 to 2,000 gallons per hour.',
      email: 'Not a valid e-mail address.',
      place: 'Give a departure or an arrival.',
      radius: 'From 10 to 500 km.',
      confirm: 'Tick the box to confirm.',
      unavailable: 'Service temporarily unavailable. Try again in a moment.',
      limited: 'Too many posts. Wait a moment.',
      missing: 'This leg no longer exists.',
    },
  },
})
