import { defineCopy } from '~/i18n/define-copy'
import type { DeskLeadKind, LeadStatus } from '~/desk-kit/domain/desk-model'
import { deskRecordsCopy, type DeskRecordsCopy } from './desk-records'

/** Every text of the brokerage desk (/desk), in French and English (staff follow the site's switch). */
export interface DeskCopy extends DeskRecordsCopy {
  metaTitle: string
  name: string
  nav: {
    label: string
    inbox: string
    outbox: string
    privacy: string
    audit: string
    signOut: string
    signedInAs: string
  }
  signIn: {
    title: string
    intro: string
    email: string
    button: string
    pending: string
    sent: string
    honeypotLabel: string
  }
  verify: { title: string; intro: string; button: string; refusedTitle: string; refused: string; again: string }
  kinds: Record<DeskLeadKind, string>
  statuses: Record<LeadStatus, string>
  mail: { pending: string; sent: string; failed: string; none: string }
  inbox: {
    title: string
    filters: string
    kind: string
    status: string
    owner: string
    all: string
    nobody: string
    search: string
    searchHint: string
    apply: string
    reset: string
    exportCsv: string
    columns: {
      received: string
      kind: string
      name: string
      route: string
      status: string
      owner: string
      mail: string
    }
    empty: string
    newer: string
    older: string
    pages: string
    erased: string
    shortcuts: string
  }
  figures: {
    title: string
    kind: string
    today: string
    week: string
    median: string
    p90: string
    within1h: string
    won: string
    all: string
    none: string
    period: string
  }
  errors: {
    invalid: string
    invalidEmail: string
    limited: string
    unavailable: string
    noteRequired: string
    confirmRequired: string
    oneLine: string
    /** The request was purged or no longer exists. */
    missing: string
    /** A save over values someone changed meanwhile: who, the status and owner now (decision 035). */
    conflict: (who: string, status: string, owner: string) => string
    /** Who changed it, when it was the staff member themself (another tab) or nobody known. */
    conflictYou: string
    conflictSomeone: string
  }
  csv: { header: readonly string[] }
}

export const deskCopy = defineCopy<DeskCopy>({
  fr: {
    ...deskRecordsCopy.fr,
    metaTitle: 'Bureau HERRA',
    name: 'Bureau',
    nav: {
      label: 'Navigation du bureau',
      inbox: 'Demandes',
      outbox: 'Envois',
      privacy: 'Données personnelles',
      audit: 'Journal',
      signOut: 'Se déconnecter',
      signedInAs: 'Connecté\u202f:',
    },
    signIn: {
      title: 'Connexion au bureau',
      intro:
        'Saisissez votre adresse professionnelle\u202f: nous vous envoyons un lien de connexion, valable 15 minutes.',
      email: 'Adresse e-mail',
      button: 'Recevoir le lien',
      pending: 'Envoi…',
      honeypotLabel: 'Site web (laissez ce champ vide)',
      sent: 'Si cette adresse a accès au bureau, un lien de connexion vient de lui être envoyé. Il est valable 15 minutes.',
    },
    verify: {
      title: 'Ouvrir le bureau',
      intro: 'Confirmez pour ouvrir votre session (12 heures).',
      button: 'Ouvrir ma session',
      refusedTitle: 'Lien refusé',
      refused: 'Ce lien a déjà servi ou a expiré. Demandez-en un nouveau.',
      again: 'Demander un nouveau lien',
    },
    kinds: {
      contact: 'Contact',
      quote: 'Devis',
      club_inline: 'Club (adhésion)',
      club_modal: 'Club (dossier)',
      newsletter: 'Lettre',
      'empty-leg': 'Vol à vide',
    },
    statuses: {
      new: 'Nouvelle',
      in_progress: 'En cours',
      quoted: 'Devis envoyé',
      won: 'Gagnée',
      lost: 'Perdue',
      spam: 'Indésirable',
    },
    mail: {
      pending: 'Notification en attente',
      sent: 'Notification envoyée au bureau',
      failed: 'Notification en échec',
      none: '—',
    },
    inbox: {
      title: 'Demandes',
      filters: 'Filtres',
      kind: 'Type',
      status: 'Statut',
      owner: 'Responsable',
      all: 'Tous',
      nobody: 'Personne',
      search: 'Rechercher',
      searchHint: 'Nom, e-mail, aéroport, référence (HERRA-R-… ou ses 4 derniers caractères) ou téléphone',
      apply: 'Filtrer',
      reset: 'Tout afficher',
      exportCsv: 'Exporter en CSV',
      columns: {
        received: 'Reçue',
        kind: 'Type',
        name: 'Nom',
        route: 'Trajet · appareil',
        status: 'Statut',
        owner: 'Responsable',
        mail: 'Notification',
      },
      empty: 'Aucune demande ne correspond.',
      newer: 'Plus récentes',
      older: 'Plus anciennes',
      pages: 'Pages',
      erased: 'Données effacées',
      shortcuts:
        'Raccourcis\u202f: «\u202f/\u202f» recherche, «\u202fj\u202f» / «\u202fk\u202f» demande suivante / précédente, Entrée pour ouvrir.',
    },
    figures: {
      title: 'Indicateurs',
      kind: 'Type',
      today: 'Aujourd’hui',
      week: 'Cette semaine',
      median: 'Réponse médiane',
      p90: 'Réponse 90ᵉ centile',
      within1h: 'Répondu en 1 h',
      won: 'Taux de succès',
      all: 'Toutes',
      none: '—',
      period:
        'Délais et taux sur les 30 derniers jours (heure de Paris pour «\u202faujourd’hui\u202f» et «\u202fcette semaine\u202f»).',
    },
    errors: {
      invalid: 'Valeur non valide.',
      invalidEmail:
        'Saisissez une adresse e-mail valide, comme nom@exemple.fr, sans espace ni signe tel que ?, & ou %.',
      limited: 'Trop de demandes. Réessayez dans quelques minutes.',
      unavailable: 'Service momentanément indisponible. Réessayez dans un instant.',
      noteRequired: 'Écrivez la note (2 000 caractères au plus).',
      confirmRequired: 'Cochez la case pour confirmer.',
      oneLine: 'Ce champ tient sur une ligne\u202f: retirez les retours à la ligne et les tabulations.',
      missing: 'Cette demande n’existe plus (purgée ou supprimée).',
      conflict: (who, status, owner) =>
        `${who} a modifié cette demande entre-temps\u202f: statut désormais «\u202f${status}\u202f», responsable\u202f: ${owner}. Vérifiez, puis enregistrez de nouveau.`,
      conflictYou: 'Vous (dans un autre onglet)',
      conflictSomeone: 'Quelqu’un',
    },
    csv: {
      header: [
        'Reçue',
        'Type',
        'Nom',
        'E-mail',
        'Téléphone',
        'Départ',
        'Destination',
        'Appareil',
        'Statut',
        'Responsable',
        'Première réponse (min)',
        'Estimation (EUR HT)',
        'Référence',
      ],
    },
  },
  en: {
    ...deskRecordsCopy.en,
    metaTitle: 'HERRA desk',
    name: 'Desk',
    nav: {
      label: 'Desk navigation',
      inbox: 'Requests',
      outbox: 'Outbox',
      privacy: 'Personal data',
      audit: 'Audit log',
      signOut: 'Sign out',
      signedInAs: 'Signed in:',
    },
    signIn: {
      title: 'Desk sign-in',
      intro: 'Enter your work address: we send you a sign-in link, valid for 15 minutes.',
      email: 'E-mail address',
      button: 'Send me the link',
      pending: 'Sending…',
      honeypotLabel: 'Website (leave this field empty)',
      sent: 'If this address has access to the desk, a sign-in link has just been sent to it. It is valid for 15 minutes.',
    },
    verify: {
      title: 'Open the desk',
      intro: 'Confirm to open your session (12 hours).',
      button: 'Open my session',
      refusedTitle: 'Link refused',
      refused: 'This link has already been used or has expired. Ask for a new one.',
      again: 'Ask for a new link',
    },
    kinds: {
      contact: 'Contact',
      quote: 'Quote',
      club_inline: 'Club (membership)',
      club_modal: 'Club (application)',
      newsletter: 'Newsletter',
      'empty-leg': 'Empty leg',
    },
    statuses: { new: 'New', in_progress: 'In progress', quoted: 'Quoted', won: 'Won', lost: 'Lost', spam: 'Spam' },
    mail: {
      pending: 'Notification pending',
      sent: 'Notification delivered',
      failed: 'Notification failed',
      none: '—',
    },
    inbox: {
      title: 'Requests',
      filters: 'Filters',
      kind: 'Kind',
      status: 'Status',
      owner: 'Owner',
      all: 'All',
      nobody: 'Nobody',
      search: 'Search',
      searchHint: 'Name, e-mail, airport, reference (HERRA-R-… or its last 4 characters) or phone',
      apply: 'Filter',
      reset: 'Show all',
      exportCsv: 'Export as CSV',
      columns: {
        received: 'Received',
        kind: 'Kind',
        name: 'Name',
        route: 'Route · aircraft',
        status: 'Status',
        owner: 'Owner',
        mail: 'Notification',
      },
      empty: 'No request matches.',
      newer: 'Newer',
      older: 'Older',
      pages: 'Pages',
      erased: 'Data erased',
      shortcuts: 'Shortcuts: “/” search, “j” / “k” next / previous request, Enter to open.',
    },
    figures: {
      title: 'Figures',
      kind: 'Kind',
      today: 'Today',
      week: 'This week',
      median: 'Median response',
      p90: '90th-percentile response',
      within1h: 'Answered within 1 h',
      won: 'Won rate',
      all: 'All',
      none: '—',
      period: 'Times and rates over the last 30 days (Paris time for “today” and “this week”).',
    },
    errors: {
      invalid: 'Invalid value.',
      invalidEmail:
        'Enter a valid e-mail address, such as name@example.com, with no spaces or signs such as ?, & or %.',
      limited: 'Too many requests. Try again in a few minutes.',
      unavailable: 'Service temporarily unavailable. Try again in a moment.',
      noteRequired: 'Write the note (2,000 characters at most).',
      confirmRequired: 'Tick the box to confirm.',
      oneLine: 'This field takes a single line: remove line breaks and tabs.',
      missing: 'This request no longer exists (purged or deleted).',
      conflict: (who, status, owner) =>
        `${who} changed this request meanwhile: status is now ${status}, owner ${owner}. Review and save again.`,
      conflictYou: 'You (in another tab)',
      conflictSomeone: 'Someone',
    },
    csv: {
      header: [
        'Received',
        'Kind',
        'Name',
        'E-mail',
        'Telephone',
        'Departure',
        'Destination',
        'Aircraft',
        'Status',
        'Owner',
        'First response (min)',
        'Estimate (EUR excl. VAT)',
        'Reference',
      ],
    },
  },
})
