import { defineCopy } from '~/i18n/define-copy'

/**
 * The desk's queue and a request's working page (docs/product.md §9, docs/decisions/057-desk-queue.md):
 * order, filters, columns, the flight block, the take button, tap-to-call and the reply templates'
 * buttons. The templates' own text is in the client's language: `app/features/desk/content/desk-replies.ts`.
 */
export interface DeskQueueCopy {
  order: string
  orders: { received: string; flight: string }
  showNewsletter: string
  moreFilters: string
  figuresSummary: string
  columns: { flightDate: string; passengers: string }
  sortByFlight: string
  sortByReceived: string
  sortedBy: string
  noDate: string
  previous: string
  next: string
  waiting: string
  /** Stored option values in words, by field. */
  options: Record<string, Record<string, string>>
  none: string
  yes: string
  no: string
  flight: {
    title: string
    route: string
    date: string
    returnDate: string
    passengers: string
    aircraft: string
    estimate: string
    noRoute: string
    /** The legs of a trip of several legs, in order. */
    legs: string
  }
  take: string
  taken: string
  yours: string
  call: (phone: string) => string
  noPhone: string
  replies: {
    title: string
    intro: (language: string) => string
    open: string
    /** Opens the template in the reply editor (docs/product.md §9). */
    write: string
    sent: (template: string) => string
    names: { acknowledge: string; need_details: string; offer_follows: string }
  }
  audit: { request: string; erased: string }
}

export const deskQueueCopy = defineCopy<DeskQueueCopy>({
  fr: {
    order: 'Ordre',
    orders: { received: 'Dernières reçues', flight: 'Date de vol la plus proche' },
    showNewsletter: 'Afficher les inscriptions à la lettre',
    moreFilters: 'Plus de filtres (type, statut, responsable)',
    figuresSummary: 'Indicateurs (délais de réponse, taux de succès)',
    columns: { flightDate: 'Date du vol', passengers: 'Passagers' },
    sortByFlight: 'Trier par date de vol',
    sortByReceived: 'Trier par date de réception',
    sortedBy: 'trié',
    noDate: '—',
    previous: 'Page précédente',
    next: 'Page suivante',
    waiting: 'À prendre',
    options: {
      aircraft: {
        light: 'Jet léger',
        midsize: 'Jet moyen',
        heavy: 'Jet long-courrier',
        falcon8x: 'Falcon 8X',
        global7500: 'Global 7500',
        gulfstream: 'Gulfstream',
        autre: 'Autre',
      },
      aircraftType: {
        light: 'Jet léger',
        midsize: 'Jet moyen',
        heavy: 'Jet long-courrier',
        helicopter: 'Hélicoptère',
      },
      topic: { flight: 'Page Contact (vol)', club: 'Contact Club HERRA' },
      budget: {
        '10k-25k': '10 000 – 25 000 €',
        '25k-50k': '25 000 – 50 000 €',
        '50k-100k': '50 000 – 100 000 €',
        '100k+': 'Plus de 100 000 €',
        flexible: 'Flexible',
      },
      interests: {
        'private-aviation': 'Aviation privée',
        'art-collections': 'Art & collections',
        'grand-houses-wines': 'Grandes maisons & vins',
        'automotive-gt': 'Automobile & GT',
        'palace-hotels': 'Palaces',
        'tailor-made-travel': 'Voyages sur mesure',
        philanthropy: 'Philanthropie',
      },
    },
    none: 'Non précisé',
    yes: 'Oui',
    no: 'Non',
    flight: {
      title: 'Le vol',
      route: 'Trajet',
      date: 'Date',
      returnDate: 'Retour',
      passengers: 'Passagers',
      aircraft: 'Appareil',
      estimate: 'Estimation',
      noRoute: 'Trajet non précisé',
      legs: 'Étapes du voyage',
    },
    take: 'Prendre cette demande',
    taken: 'Demande prise en charge.',
    yours: 'Vous suivez cette demande.',
    call: (phone) => `Appeler le ${phone}`,
    noPhone: 'Pas de téléphone',
    replies: {
      title: 'Répondre',
      intro: (language) =>
        `Modèles en ${language.toLowerCase()}, la langue du client. Chacun s’ouvre dans l’éditeur, où vous le relisez et le modifiez avant l’envoi par le bureau ; l’envoi est inscrit au journal et compte comme première réponse.`,
      open: 'Ouvrir dans ma messagerie',
      write: 'Relire et envoyer',
      sent: (template) => `Réponse « ${template} » envoyée (file d’envoi).`,
      names: {
        acknowledge: 'Accusé de réception',
        need_details: 'Précisions nécessaires',
        offer_follows: 'Proposition à suivre',
      },
    },
    audit: { request: 'Demande', erased: 'Données effacées' },
  },
  en: {
    order: 'Order',
    orders: { received: 'Latest received', flight: 'Soonest flight date' },
    showNewsletter: 'Show newsletter sign-ups',
    moreFilters: 'More filters (kind, status, owner)',
    figuresSummary: 'Figures (response times, won rate)',
    columns: { flightDate: 'Flight date', passengers: 'Passengers' },
    sortByFlight: 'Sort by flight date',
    sortByReceived: 'Sort by date received',
    sortedBy: 'sorted',
    noDate: '—',
    previous: 'Previous page',
    next: 'Next page',
    waiting: 'To take',
    options: {
      aircraft: {
        light: 'Light jet',
        midsize: 'Midsize jet',
        heavy: 'Long-range jet',
        falcon8x: 'Falcon 8X',
        global7500: 'Global 7500',
        gulfstream: 'Gulfstream',
        autre: 'Other',
      },
      aircraftType: {
        light: 'Light jet',
        midsize: 'Midsize jet',
        heavy: 'Long-range jet',
        helicopter: 'Helicopter',
      },
      topic: { flight: 'Contact page (flight)', club: 'HERRA Club contact' },
      budget: {
        '10k-25k': '€10,000 – €25,000',
        '25k-50k': '€25,000 – €50,000',
        '50k-100k': '€50,000 – €100,000',
        '100k+': 'Over €100,000',
        flexible: 'Flexible',
      },
      interests: {
        'private-aviation': 'Private aviation',
        'art-collections': 'Art & collections',
        'grand-houses-wines': 'Grand houses & wines',
        'automotive-gt': 'Automotive & GT',
        'palace-hotels': 'Palace hotels',
        'tailor-made-travel': 'Tailor-made travel',
        philanthropy: 'Philanthropy',
      },
    },
    none: 'Not given',
    yes: 'Yes',
    no: 'No',
    flight: {
      title: 'The flight',
      route: 'Route',
      date: 'Date',
      returnDate: 'Return',
      passengers: 'Passengers',
      aircraft: 'Aircraft',
      estimate: 'Estimate',
      noRoute: 'Route not given',
      legs: 'Legs of the trip',
    },
    take: 'Take this request',
    taken: 'Request taken.',
    yours: 'You handle this request.',
    call: (phone) => `Call ${phone}`,
    noPhone: 'No telephone',
    replies: {
      title: 'Reply',
      intro: (language) =>
        `Templates in ${language}, the client’s language. Each opens in the editor, where you read and change it before the desk sends it; the sending is logged and counts as the first response.`,
      open: 'Open in my mail program',
      write: 'Review and send',
      sent: (template) => `Reply “${template}” sent (outbox).`,
      names: {
        acknowledge: 'Acknowledgement',
        need_details: 'Need details',
        offer_follows: 'Offer follows',
      },
    },
    audit: { request: 'Request', erased: 'Data erased' },
  },
})
