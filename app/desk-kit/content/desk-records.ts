import type { AuditAction } from '~/desk-kit/domain/audit-actions'
import { defineCopy } from '~/i18n/define-copy'

/** The desk's record pages: a request's page, the outbox, personal data (export, erase, purge) and the audit log. */
export interface DeskRecordsCopy {
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
}

export const deskRecordsCopy = defineCopy<DeskRecordsCopy>({
  fr: {
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
        profile_edit: 'Profil modifié',
        status: 'Statut changé',
        owner: 'Responsable changé',
        note: 'Note ajoutée',
        outbox_retry: 'Envoi relancé',
        privacy_lookup: 'Recherche de données',
        privacy_export: 'Export de données',
        privacy_erase: 'Effacement de données',
        purge: 'Purge',
        csv_export: 'Export CSV',
        offer_create: 'Offre créée',
        offer_save: 'Offre modifiée',
        offer_send: 'Offre envoyée',
        offer_reissue: 'Offre renvoyée (nouvelle version)',
        offer_withdraw: 'Offre retirée',
        offer_delete: 'Brouillon d’offre supprimé',
        reply: 'Réponse envoyée au client',
        leg_publish: 'Vol à vide publié',
        leg_edit: 'Vol à vide modifié',
        leg_withdraw: 'Vol à vide retiré',
        booking_create: 'Réservation créée',
        booking_statement_import: 'Relevé bancaire importé',
        booking_payment_record: 'Paiement enregistré',
        booking_invoice_issue: 'Facture émise',
        booking_credit_note: 'Avoir émis',
        booking_cancel: 'Réservation annulée',
        passenger_read: 'Passagers consultés',
        passenger_edit: 'Passager modifié',
        gar_download: 'GAR téléchargé',
        trip_edit: 'Feuille de voyage modifiée',
        passenger_purge: 'Passagers effacés',
        offer_view: 'Offre ouverte par le client',
        offer_accept: 'Offre acceptée par le client',
        operator_create: 'Exploitant ajouté',
        operator_edit: 'Exploitant modifié',
        operator_aircraft_add: 'Appareil ajouté à un AOC',
        operator_aircraft_remove: 'Appareil retiré d’un AOC',
        rfq_send: 'Demande de cotation envoyée',
        rfq_open: 'Demande de cotation ouverte par l’exploitant',
        rfq_answer: 'Cotation reçue de l’exploitant',
        rfq_decline: 'Demande de cotation déclinée par l’exploitant',
        rfq_option: 'Option d’offre créée depuis une cotation',
      },
      older: 'Plus anciennes',
      empty: 'Aucune action.',
    },
  },
  en: {
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
        profile_edit: 'Profile changed',
        status: 'Status changed',
        owner: 'Owner changed',
        note: 'Note added',
        outbox_retry: 'E-mail retried',
        privacy_lookup: 'Data lookup',
        privacy_export: 'Data export',
        privacy_erase: 'Data erasure',
        purge: 'Purge',
        csv_export: 'CSV export',
        offer_create: 'Offer created',
        offer_save: 'Offer edited',
        offer_send: 'Offer sent',
        offer_reissue: 'Offer re-issued (new version)',
        offer_withdraw: 'Offer withdrawn',
        offer_delete: 'Offer draft deleted',
        reply: 'Reply sent to the client',
        leg_publish: 'Empty leg published',
        leg_edit: 'Empty leg edited',
        leg_withdraw: 'Empty leg withdrawn',
        booking_create: 'Booking made',
        booking_statement_import: 'Bank statement imported',
        booking_payment_record: 'Payment recorded',
        booking_invoice_issue: 'Invoice issued',
        booking_credit_note: 'Credit note issued',
        booking_cancel: 'Booking cancelled',
        passenger_read: 'Passengers read',
        passenger_edit: 'Passenger edited',
        gar_download: 'GAR downloaded',
        trip_edit: 'Trip sheet edited',
        passenger_purge: 'Passengers erased',
        offer_view: 'Offer opened by the client',
        offer_accept: 'Offer accepted by the client',
        operator_create: 'Operator added',
        operator_edit: 'Operator edited',
        operator_aircraft_add: 'Aircraft added to an AOC',
        operator_aircraft_remove: 'Aircraft removed from an AOC',
        rfq_send: 'Request for quotation sent',
        rfq_open: 'Request for quotation opened by the operator',
        rfq_answer: 'Quote received from the operator',
        rfq_decline: 'Request for quotation declined by the operator',
        rfq_option: 'Offer option built from a quote',
      },
      older: 'Older',
      empty: 'No action yet.',
    },
  },
})
