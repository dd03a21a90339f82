import { defineCopy } from '~/i18n/define-copy'
import type { LegErrorCode } from '../domain/leg-form'

/** The public side of empty legs (docs/product.md §12): the list, the alert form, the e-mails. */
export interface LegsCopy {
  nav: string
  metaTitle: string
  metaDescription: string
  eyebrow: string
  title: string
  lead: string
  filters: {
    legend: string
    from: string
    to: string
    any: string
    apply: string
    reset: string
  }
  count: (n: number) => string
  window: string
  aircraft: string
  seats: (n: number) => string
  price: string
  onRequest: string
  excludingTax: string
  co2: (tonnes: string) => string
  co2Method: string
  request: string
  requestLabel: (route: string) => string
  empty: { title: string; text: string; filtered: string }
  alert: {
    title: string
    text: string
    email: string
    from: string
    to: string
    placeHint: string
    radius: string
    radiusHint: string
    button: string
    pending: string
    sent: string
    privacy: string
    unknownPlace: string
    errors: Record<LegErrorCode, string> & { limited: string; unavailable: string }
  }
  links: {
    confirmTitle: string
    confirmText: string
    confirmButton: string
    confirmed: string
    unsubscribeTitle: string
    unsubscribeText: string
    unsubscribeButton: string
    unsubscribed: string
    invalid: string
    expired: string
    back: string
  }
  mail: {
    confirmSubject: string
    confirmIntro: (route: string) => string
    confirmAction: string
    ignore: string
    alertSubject: (n: number) => string
    alertIntro: (route: string) => string
    seeAll: string
    unsubscribe: string
    anyPlace: string
    radius: (km: number) => string
  }
  leg: string
}

export const legsCopy = defineCopy<LegsCopy>({
  fr: {
    nav: 'Vols à vide',
    metaTitle: 'Vols à vide — jets privés à prix réduit | HERRA',
    metaDescription:
      'Les vols à vide proposés par HERRA : trajets, dates, appareils et prix des avions qui repartent sans passagers. Alertes par e-mail sur vos itinéraires.',
    eyebrow: 'Vols à vide',
    title: 'Des jets qui repartent à vide',
    lead: 'Un avion qui rentre sans passagers est le vol privé le plus avantageux qui soit. Voici ceux de la semaine, au plus tôt d’abord.',
    filters: {
      legend: 'Filtrer par pays',
      from: 'Pays de départ',
      to: 'Pays d’arrivée',
      any: 'Tous',
      apply: 'Filtrer',
      reset: 'Tout afficher',
    },
    count: (n) => (n === 0 ? 'Aucun vol' : n === 1 ? 'Un vol' : `${n} vols`),
    window: 'Départ',
    aircraft: 'Appareil',
    seats: (n) => (n === 1 ? '1 siège' : `${n} sièges`),
    price: 'Prix',
    onRequest: 'Sur demande',
    excludingTax: 'HT',
    co2: (t) => `${t} t CO₂ par passager`,
    co2Method:
      'CO₂ : carburant brûlé sur le temps de vol estimé (sans vent), × 3,16 (facteur OACI/CORSIA), partagé entre les sièges.',
    request: 'Demander ce vol',
    requestLabel: (route) => `Demander ce vol\u00a0: ${route}`,
    empty: {
      title: 'Aucun vol à vide en ce moment',
      text: 'Les vols à vide paraissent souvent la veille pour le lendemain. Laissez votre itinéraire : nous vous écrivons dès qu’un vol y correspond, une fois par jour au plus.',
      filtered: 'Aucun vol pour ces pays. Essayez sans filtre, ou demandez une alerte.',
    },
    alert: {
      title: 'Être averti des vols à vide',
      text: 'Un départ, une arrivée ou les deux : un aéroport, une ville ou un pays. Un e-mail par jour au plus, désinscription en un clic.',
      email: 'E-mail',
      from: 'Départ',
      to: 'Arrivée',
      placeHint: 'aéroport, ville ou pays',
      radius: 'Rayon',
      radiusHint: 'km autour, facultatif',
      button: 'M’avertir',
      pending: 'Envoi…',
      sent: 'Merci. Confirmez votre adresse depuis l’e-mail que nous venons d’envoyer.',
      privacy: 'Votre adresse ne sert qu’à ces alertes ; elle est effacée dès la désinscription.',
      unknownPlace: 'Lieu inconnu : un aéroport (code ou nom), une ville ou un pays.',
      errors: {
        required: 'Ce champ est requis.',
        invalid: 'Valeur non valable.',
        tooLong: 'Trop long.',
        oneLine: 'Une seule ligne.',
        airport: 'Aéroport inconnu.',
        sameAirport: 'Le départ et l’arrivée sont le même lieu.',
        date: 'Date non valable.',
        order: 'Dates dans le mauvais ordre.',
        window: 'Fenêtre trop longue.',
        seats: 'Nombre de sièges non valable.',
        amount: 'Montant non valable.',
        burn: 'Valeur non valable.',
        email: 'Adresse e-mail non valable.',
        place: 'Indiquez un départ, une arrivée, ou les deux.',
        radius: 'Un rayon de 10 à 500 km.',
        confirm: 'Cochez la case.',
        limited: 'Trop d’envois. Réessayez dans un moment.',
        unavailable: 'Service momentanément indisponible. Réessayez dans un instant.',
      },
    },
    links: {
      confirmTitle: 'Confirmer votre alerte',
      confirmText: 'Confirmez pour recevoir les vols à vide de cet itinéraire.',
      confirmButton: 'Confirmer l’alerte',
      confirmed: 'C’est confirmé : vous recevrez les vols à vide de cet itinéraire, un e-mail par jour au plus.',
      unsubscribeTitle: 'Se désinscrire',
      unsubscribeText: 'Vous ne recevrez plus ces alertes ; votre adresse sera effacée.',
      unsubscribeButton: 'Me désinscrire',
      unsubscribed: 'C’est fait : vous ne recevrez plus ces alertes.',
      invalid: 'Ce lien n’est pas valable ou n’a plus d’objet.',
      expired: 'Ce lien a expiré. Demandez une nouvelle alerte.',
      back: 'Voir les vols à vide',
    },
    mail: {
      confirmSubject: 'Confirmez votre alerte vols à vide — HERRA',
      confirmIntro: (route) => `Vous avez demandé à être averti des vols à vide ${route}. Confirmez d’un clic :`,
      confirmAction: 'Confirmer l’alerte',
      ignore: 'Si ce n’est pas vous, ignorez cet e-mail : rien ne vous sera envoyé.',
      alertSubject: (n) => (n === 1 ? 'Un vol à vide pour vous — HERRA' : `${n} vols à vide pour vous — HERRA`),
      alertIntro: (route) => `Nouveaux vols à vide pour votre alerte ${route} :`,
      seeAll: 'Tous les vols à vide',
      unsubscribe: 'Se désinscrire',
      anyPlace: 'partout',
      radius: (km) => `(à ${km} km)`,
    },
    leg: 'Vol à vide',
  },
  en: {
    nav: 'Empty legs',
    metaTitle: 'Empty legs — private jets at reduced prices | HERRA',
    metaDescription:
      'Empty legs offered by HERRA: routes, dates, aircraft and prices of private jets flying back without passengers. E-mail alerts for your routes.',
    eyebrow: 'Empty legs',
    title: 'Jets flying back empty',
    lead: 'An aircraft flying home without passengers is the best-value private flight there is. Here are this week’s, soonest first.',
    filters: {
      legend: 'Filter by country',
      from: 'Departure country',
      to: 'Arrival country',
      any: 'All',
      apply: 'Filter',
      reset: 'Show all',
    },
    count: (n) => (n === 0 ? 'No flight' : n === 1 ? 'One flight' : `${n} flights`),
    window: 'Departure',
    aircraft: 'Aircraft',
    seats: (n) => (n === 1 ? '1 seat' : `${n} seats`),
    price: 'Price',
    onRequest: 'On request',
    excludingTax: 'excl. tax',
    co2: (t) => `${t} t CO₂ per passenger`,
    co2Method:
      'CO₂: fuel burnt over the estimated block time (no wind), × 3.16 (ICAO/CORSIA factor), shared among the seats.',
    request: 'Request this leg',
    requestLabel: (route) => `Request this leg: ${route}`,
    empty: {
      title: 'No empty leg right now',
      text: 'Empty legs often appear the day before they fly. Leave your route: we write as soon as one matches, once a day at most.',
      filtered: 'No flight for these countries. Try without a filter, or ask for an alert.',
    },
    alert: {
      title: 'Get empty-leg alerts',
      text: 'A departure, an arrival or both: an airport, a city or a country. One e-mail a day at most, one-click unsubscribe.',
      email: 'E-mail',
      from: 'From',
      to: 'To',
      placeHint: 'airport, city or country',
      radius: 'Radius',
      radiusHint: 'km around, optional',
      button: 'Alert me',
      pending: 'Sending…',
      sent: 'Thank you. Confirm your address from the e-mail we have just sent.',
      privacy: 'Your address is used for these alerts only; it is erased when you unsubscribe.',
      unknownPlace: 'Unknown place: an airport (code or name), a city or a country.',
      errors: {
        required: 'This field is required.',
        invalid: 'Not a valid value.',
        tooLong: 'Too long.',
        oneLine: 'One line only.',
        airport: 'Unknown airport.',
        sameAirport: 'Departure and arrival are the same place.',
        date: 'Not a valid date.',
        order: 'Dates in the wrong order.',
        window: 'Window too long.',
        seats: 'Not a valid number of seats.',
        amount: 'Not a valid amount.',
        burn: 'Not a valid value.',
        email: 'Not a valid e-mail address.',
        place: 'Give a departure, an arrival, or both.',
        radius: 'A radius from 10 to 500 km.',
        confirm: 'Tick the box.',
        limited: 'Too many posts. Try again in a moment.',
        unavailable: 'Service temporarily unavailable. Try again in a moment.',
      },
    },
    links: {
      confirmTitle: 'Confirm your alert',
      confirmText: 'Confirm to receive the empty legs of this route.',
      confirmButton: 'Confirm the alert',
      confirmed: 'Confirmed: you will receive the empty legs of this route, one e-mail a day at most.',
      unsubscribeTitle: 'Unsubscribe',
      unsubscribeText: 'You will no longer receive these alerts; your address will be erased.',
      unsubscribeButton: 'Unsubscribe me',
      unsubscribed: 'Done: you will no longer receive these alerts.',
      invalid: 'This link is not valid or no longer applies.',
      expired: 'This link has expired. Ask for a new alert.',
      back: 'See the empty legs',
    },
    mail: {
      confirmSubject: 'Confirm your empty-leg alert — HERRA',
      confirmIntro: (route) => `You asked to be told about empty legs ${route}. Confirm with one click:`,
      confirmAction: 'Confirm the alert',
      ignore: 'If this was not you, ignore this e-mail: nothing will be sent to you.',
      alertSubject: (n) => (n === 1 ? 'An empty leg for you — HERRA' : `${n} empty legs for you — HERRA`),
      alertIntro: (route) => `New empty legs for your alert ${route}:`,
      seeAll: 'All empty legs',
      unsubscribe: 'Unsubscribe',
      anyPlace: 'anywhere',
      radius: (km) => `(within ${km} km)`,
    },
    leg: 'Empty leg',
  },
})
