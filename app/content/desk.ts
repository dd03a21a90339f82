import { defineCopy } from '~/i18n/define-copy'
import type { DeskLeadKind, LeadStatus } from '~/domain/desk/desk-model'
import type { AuditAction } from '~/domain/desk/audit-actions'

/** Every text of the brokerage desk (/desk), in French and English (staff follow the site's switch). */
export interface DeskCopy {
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
    limited: string
    invalidEmail: string
    unavailable: string
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
  request: {
    saving: string
    back: string
    received: string
    language: string
    languages: Record<'fr' | 'en', string>
    email: string
    phone: string
    details: string
    estimate: string
    noEstimate: string
    firstResponse: string
    notAnswered: string
    lastActivity: string
    status: string
    owner: string
    nobody: string
    save: string
    notes: string
    noteLabel: string
    addNote: string
    noNotes: string
    reply: string
    replySubject: Record<'fr' | 'en', string>
    history: string
    erased: string
    subscription: string
    subscriptionStates: { pending: string; confirmed: string; gone: string }
    mail: string
    saved: string
    notFound: string
    fieldLabels: Record<string, string>
  }
  outbox: {
    title: string
    intro: string
    columns: { created: string; to: string; subject: string; attempts: string; error: string; next: string }
    retry: string
    retried: string
    empty: string
  }
  privacy: {
    title: string
    intro: string
    lookup: string
    lookupButton: string
    found: (requests: number, subscribed: boolean) => string
    nothing: string
    export: string
    erase: string
    eraseConfirm: string
    erased: (requests: number) => string
    purgeTitle: string
    purgeText: string
    purgeButton: string
    purged: (requests: number) => string
  }
  audit: {
    title: string
    intro: string
    columns: { at: string; actor: string; action: string; record: string; details: string }
    actions: Record<AuditAction, string>
    older: string
    empty: string
  }
  errors: {
    invalid: string
    invalidEmail: string
    limited: string
    unavailable: string
    noteRequired: string
    confirmRequired: string
  }
  csv: { header: readonly string[] }
}

export const deskCopy = defineCopy<DeskCopy>({
  fr: {
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
      limited: 'Trop de demandes. Réessayez dans quelques minutes.',
      invalidEmail: 'Saisissez une adresse e-mail valide.',
      unavailable: 'Service momentanément indisponible. Réessayez dans un instant.',
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
    },
    statuses: {
      new: 'Nouvelle',
      in_progress: 'En cours',
      quoted: 'Devis envoyé',
      won: 'Gagnée',
      lost: 'Perdue',
      spam: 'Indésirable',
    },
    mail: { pending: 'En attente', sent: 'Envoyé', failed: 'Échec', none: '—' },
    inbox: {
      title: 'Demandes',
      filters: 'Filtres',
      kind: 'Type',
      status: 'Statut',
      owner: 'Responsable',
      all: 'Tous',
      nobody: 'Personne',
      search: 'Rechercher',
      searchHint: 'Nom, e-mail ou aéroport (3 caractères au moins)',
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
        mail: 'E-mail',
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
    request: {
      saving: 'Enregistrement…',
      back: 'Retour aux demandes',
      received: 'Reçue le',
      language: 'Langue du client',
      languages: { fr: 'Français', en: 'Anglais' },
      email: 'E-mail',
      phone: 'Téléphone',
      details: 'Contenu de la demande',
      estimate: 'Estimation jointe',
      noEstimate: 'Aucune',
      firstResponse: 'Première réponse',
      notAnswered: 'Pas encore',
      lastActivity: 'Dernière activité',
      status: 'Statut',
      owner: 'Responsable',
      nobody: 'Personne',
      save: 'Enregistrer',
      notes: 'Notes internes',
      noteLabel: 'Nouvelle note',
      addNote: 'Ajouter la note',
      noNotes: 'Aucune note.',
      reply: 'Répondre par e-mail',
      replySubject: { fr: 'Votre demande HERRA', en: 'Your HERRA request' },
      history: 'Historique',
      erased: 'Les données personnelles de cette demande ont été effacées à la demande de la personne.',
      subscription: 'Inscription',
      subscriptionStates: { pending: 'En attente de confirmation', confirmed: 'Confirmée', gone: 'Désinscrit' },
      mail: 'Notification',
      saved: 'Enregistré.',
      notFound: 'Demande introuvable.',
      fieldLabels: {
        firstName: 'Prénom',
        lastName: 'Nom',
        fullName: 'Nom complet',
        phone: 'Téléphone',
        departure: 'Départ',
        destination: 'Destination',
        date: 'Date',
        departureDate: 'Date de départ',
        returnDate: 'Date de retour',
        pax: 'Passagers',
        passengers: 'Passagers',
        aircraft: 'Appareil',
        aircraftType: 'Appareil',
        budget: 'Budget',
        message: 'Message',
        specialRequests: 'Demandes particulières',
        topic: 'Origine',
        est: 'Estimation',
        company: 'Société',
        country: 'Pays',
        interests: 'Centres d’intérêt',
        nationality: 'Nationalité',
        residence: 'Résidence',
        currentTitle: 'Fonction',
        organization: 'Organisation',
        sector: 'Secteur',
        motivation: 'Motivation',
      },
    },
    outbox: {
      title: 'Envois en attente ou en échec',
      intro:
        'Les e-mails partent seuls et sont réessayés sans fin\u202f; «\u202fRéessayer\u202f» les relance tout de suite.',
      columns: {
        created: 'Créé',
        to: 'Destinataire',
        subject: 'Objet',
        attempts: 'Essais',
        error: 'Dernière erreur',
        next: 'Prochain essai',
      },
      retry: 'Réessayer',
      retried: 'Relancé.',
      empty: 'Rien en attente\u202f: tout est parti.',
    },
    privacy: {
      title: 'Données personnelles',
      intro: 'Recherchez une personne par son adresse e-mail pour exporter ce que nous détenons sur elle ou l’effacer.',
      lookup: 'Adresse e-mail de la personne',
      lookupButton: 'Rechercher',
      found: (n, subscribed) => `${n} demande${n > 1 ? 's' : ''}${subscribed ? ', inscrite à la lettre' : ''}.`,
      nothing: 'Nous ne détenons rien pour cette adresse.',
      export: 'Exporter (JSON)',
      erase: 'Effacer ces données',
      eraseConfirm: 'Je confirme l’effacement définitif (une trace anonyme reste pour les indicateurs).',
      erased: (n) => `Effacé\u202f: ${n} demande${n > 1 ? 's' : ''}.`,
      purgeTitle: 'Purge des demandes anciennes',
      purgeText:
        'Chaque jour, les demandes sans activité depuis trois ans sont supprimées. Vous pouvez la lancer maintenant.',
      purgeButton: 'Lancer la purge',
      purged: (n) => `Purge faite\u202f: ${n} demande${n > 1 ? 's' : ''} supprimée${n > 1 ? 's' : ''}.`,
    },
    audit: {
      title: 'Journal des actions',
      intro: 'Chaque action du bureau, dans l’ordre. Ce journal ne peut être ni modifié ni effacé.',
      columns: { at: 'Quand', actor: 'Qui', action: 'Quoi', record: 'Demande', details: 'Détails' },
      actions: {
        sign_in: 'Connexion',
        sign_out: 'Déconnexion',
        status: 'Statut changé',
        owner: 'Responsable changé',
        note: 'Note ajoutée',
        outbox_retry: 'Envoi relancé',
        privacy_lookup: 'Recherche de données',
        privacy_export: 'Export de données',
        privacy_erase: 'Effacement de données',
        purge: 'Purge',
        csv_export: 'Export CSV',
      },
      older: 'Plus anciennes',
      empty: 'Aucune action.',
    },
    errors: {
      invalid: 'Valeur non valide.',
      invalidEmail: 'Saisissez une adresse e-mail valide.',
      limited: 'Trop de demandes. Réessayez dans quelques minutes.',
      unavailable: 'Service momentanément indisponible. Réessayez dans un instant.',
      noteRequired: 'Écrivez la note (2 000 caractères au plus).',
      confirmRequired: 'Cochez la case pour confirmer.',
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
      limited: 'Too many requests. Try again in a few minutes.',
      invalidEmail: 'Enter a valid e-mail address.',
      unavailable: 'Service temporarily unavailable. Try again in a moment.',
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
    },
    statuses: { new: 'New', in_progress: 'In progress', quoted: 'Quoted', won: 'Won', lost: 'Lost', spam: 'Spam' },
    mail: { pending: 'Pending', sent: 'Sent', failed: 'Failed', none: '—' },
    inbox: {
      title: 'Requests',
      filters: 'Filters',
      kind: 'Kind',
      status: 'Status',
      owner: 'Owner',
      all: 'All',
      nobody: 'Nobody',
      search: 'Search',
      searchHint: 'Name, e-mail or airport (3 characters at least)',
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
        mail: 'E-mail',
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
    request: {
      saving: 'Saving…',
      back: 'Back to requests',
      received: 'Received',
      language: 'Client’s language',
      languages: { fr: 'French', en: 'English' },
      email: 'E-mail',
      phone: 'Telephone',
      details: 'What the request holds',
      estimate: 'Attached estimate',
      noEstimate: 'None',
      firstResponse: 'First response',
      notAnswered: 'Not yet',
      lastActivity: 'Last activity',
      status: 'Status',
      owner: 'Owner',
      nobody: 'Nobody',
      save: 'Save',
      notes: 'Internal notes',
      noteLabel: 'New note',
      addNote: 'Add the note',
      noNotes: 'No notes.',
      reply: 'Reply by e-mail',
      replySubject: { fr: 'Votre demande HERRA', en: 'Your HERRA request' },
      history: 'History',
      erased: 'This request’s personal data was erased at the person’s request.',
      subscription: 'Subscription',
      subscriptionStates: { pending: 'Awaiting confirmation', confirmed: 'Confirmed', gone: 'Unsubscribed' },
      mail: 'Notification',
      saved: 'Saved.',
      notFound: 'Request not found.',
      fieldLabels: {
        firstName: 'First name',
        lastName: 'Last name',
        fullName: 'Full name',
        phone: 'Telephone',
        departure: 'Departure',
        destination: 'Destination',
        date: 'Date',
        departureDate: 'Departure date',
        returnDate: 'Return date',
        pax: 'Passengers',
        passengers: 'Passengers',
        aircraft: 'Aircraft',
        aircraftType: 'Aircraft',
        budget: 'Budget',
        message: 'Message',
        specialRequests: 'Special requests',
        topic: 'Source',
        est: 'Estimate',
        company: 'Company',
        country: 'Country',
        interests: 'Interests',
        nationality: 'Nationality',
        residence: 'Residence',
        currentTitle: 'Position',
        organization: 'Organisation',
        sector: 'Sector',
        motivation: 'Motivation',
      },
    },
    outbox: {
      title: 'Pending and failed e-mail',
      intro: 'E-mail goes out by itself and is retried forever; “Retry” sends it again now.',
      columns: {
        created: 'Created',
        to: 'To',
        subject: 'Subject',
        attempts: 'Attempts',
        error: 'Last error',
        next: 'Next attempt',
      },
      retry: 'Retry',
      retried: 'Queued again.',
      empty: 'Nothing waiting: everything has gone.',
    },
    privacy: {
      title: 'Personal data',
      intro: 'Look a person up by e-mail address to export what we hold about them, or to erase it.',
      lookup: 'The person’s e-mail address',
      lookupButton: 'Look up',
      found: (n, subscribed) =>
        `${n} request${n === 1 ? '' : 's'}${subscribed ? ', subscribed to the newsletter' : ''}.`,
      nothing: 'We hold nothing for this address.',
      export: 'Export (JSON)',
      erase: 'Erase this data',
      eraseConfirm: 'I confirm the permanent erasure (an anonymous trace stays for the figures).',
      erased: (n) => `Erased: ${n} request${n === 1 ? '' : 's'}.`,
      purgeTitle: 'Purge of old requests',
      purgeText: 'Every day, requests with no activity for three years are deleted. You can run it now.',
      purgeButton: 'Run the purge',
      purged: (n) => `Purge done: ${n} request${n === 1 ? '' : 's'} deleted.`,
    },
    audit: {
      title: 'Audit log',
      intro: 'Every desk action, in order. This log can be neither changed nor deleted.',
      columns: { at: 'When', actor: 'Who', action: 'What', record: 'Request', details: 'Details' },
      actions: {
        sign_in: 'Signed in',
        sign_out: 'Signed out',
        status: 'Status changed',
        owner: 'Owner changed',
        note: 'Note added',
        outbox_retry: 'E-mail retried',
        privacy_lookup: 'Data lookup',
        privacy_export: 'Data export',
        privacy_erase: 'Data erasure',
        purge: 'Purge',
        csv_export: 'CSV export',
      },
      older: 'Older',
      empty: 'No action yet.',
    },
    errors: {
      invalid: 'Invalid value.',
      invalidEmail: 'Enter a valid e-mail address.',
      limited: 'Too many requests. Try again in a few minutes.',
      unavailable: 'Service temporarily unavailable. Try again in a moment.',
      noteRequired: 'Write the note (2,000 characters at most).',
      confirmRequired: 'Tick the box to confirm.',
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
