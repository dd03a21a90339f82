import { defineCopy } from '~/i18n/define-copy'
import type { OfferState } from '../domain/offer-state'

/** The desk's side of the offer (docs/product.md §11): preparing, sending, re-issuing, withdrawing. */
export interface OfferDeskCopy {
  states: Record<OfferState, string>
  list: {
    title: string
    empty: string
    prepare: string
    reference: string
    state: string
    version: string
    updated: string
  }
  newTitle: string
  pageTitle: (reference: string) => string
  backToRequest: string
  forRequest: string
  editor: {
    title: string
    client: string
    clientName: string
    language: string
    languages: Record<'fr' | 'en', string>
    passengers: string
    validity: string
    validityHint: string
    message: string
    messageHint: string
    legs: string
    leg: (n: number) => string
    from: string
    to: string
    codeHint: string
    date: string
    time: string
    timeHint: string
    block: string
    blockHint: string
    addLeg: string
    removeLeg: (n: number) => string
    options: string
    option: (n: number) => string
    aircraft: string
    otherAircraft: string
    aircraftName: string
    burn: string
    burnHint: string
    operator: string
    registration: string
    registrationHint: string
    /** An option from an operator's quote (decision 088): what the desk alone sees. */
    sourced: { from: (carrier: string, aoc: string) => string; cost: (cost: string, margin: string) => string }
    seats: string
    charter: string
    eurosHint: string
    tsba: string
    tsbaHint: string
    vat: string
    vatHint: string
    reason: string
    lines: string
    lineLabel: string
    lineAmount: string
    lineAmountHint: string
    addLine: string
    removeLine: (n: number) => string
    addOption: string
    removeOption: (n: number) => string
    save: string
    saving: string
    saved: string
    closed: string
  }
  preview: { title: string; intro: string; none: string }
  send: {
    title: string
    first: string
    again: string
    button: string
    reissue: string
    pending: string
    sent: (version: number) => string
    stale: string
    needsDraft: string
    /** An option's operator may not fly the trip (decision 088); the reasons follow, one a line. */
    illegal: string
  }
  withdraw: { title: string; intro: string; confirm: string; button: string; pending: string; done: string }
  versions: {
    title: string
    none: string
    version: string
    sent: string
    expires: string
    viewed: string
    notViewed: string
    state: string
    fingerprint: string
  }
  acceptance: {
    title: string
    text: (option: number, name: string, when: string) => string
    address: string
    browser: string
    fingerprint: string
  }
  errors: { invalid: string; limited: string; unavailable: string; order: string }
  figures: { sent: string; accepted: string; rate: string; median: string; none: string }
}

export const offerDeskCopy = defineCopy<OfferDeskCopy>({
  fr: {
    states: {
      draft: 'Brouillon',
      sent: 'Envoyée',
      viewed: 'Consultée',
      accepted: 'Acceptée',
      expired: 'Expirée',
      withdrawn: 'Retirée',
      superseded: 'Remplacée',
    },
    list: {
      title: 'Offres',
      empty: 'Aucune offre pour cette demande.',
      prepare: 'Préparer une offre',
      reference: 'Référence',
      state: 'État',
      version: 'Version',
      updated: 'Modifiée',
    },
    newTitle: 'Nouvelle offre',
    pageTitle: (reference) => `Offre ${reference}`,
    backToRequest: 'Retour à la demande',
    forRequest: 'Demande de',
    editor: {
      title: 'Contenu de l’offre',
      client: 'Client',
      clientName: 'Nom du client',
      language: 'Langue de l’offre',
      languages: { fr: 'Français', en: 'Anglais' },
      passengers: 'Passagers',
      validity: 'Validité (heures)',
      validityHint: '48 h par défaut',
      message: 'Mot au client',
      messageHint: 'facultatif, imprimé sur l’offre',
      legs: 'Vols',
      leg: (n) => `Vol ${n}`,
      from: 'Départ',
      to: 'Arrivée',
      codeHint: 'code IATA ou OACI',
      date: 'Date (locale)',
      time: 'Heure (locale)',
      timeHint: 'HH:MM',
      block: 'Temps de vol',
      blockHint: 'h:mm, cale à cale',
      addLeg: 'Ajouter un vol',
      removeLeg: (n) => `Retirer le vol ${n}`,
      options: 'Options',
      option: (n) => `Option ${n}`,
      aircraft: 'Appareil',
      otherAircraft: 'Autre type (à préciser)',
      aircraftName: 'Type d’appareil',
      burn: 'Consommation (gal US/h)',
      burnHint: 'pour le CO₂ d’un type hors flotte',
      operator: 'Opérateur',
      registration: 'Immatriculation',
      registrationHint: 'si connue',
      sourced: {
        from: (carrier, aoc) => `Cotation de ${carrier} (AOC ${aoc})`,
        cost: (cost, margin) => `Coût exploitant ${cost} HT · marge ${margin} — jamais montrés au client`,
      },
      seats: 'Sièges',
      charter: 'Affrètement HT (€)',
      eurosHint: 'euros entiers',
      tsba: 'TSBA (€)',
      tsbaHint: 'vide : calculée',
      vat: 'TVA (€)',
      vatHint: 'vide : calculée',
      reason: 'Raison de la modification',
      lines: 'Autres lignes',
      lineLabel: 'Libellé',
      lineAmount: 'Montant (€)',
      lineAmountHint: 'négatif pour une remise',
      addLine: 'Ajouter une ligne',
      removeLine: (n) => `Retirer la ligne ${n}`,
      addOption: 'Ajouter une option',
      removeOption: (n) => `Retirer l’option ${n}`,
      save: 'Enregistrer le brouillon',
      saving: 'Enregistrement…',
      saved: 'Brouillon enregistré.',
      closed: 'Cette offre est close (acceptée ou retirée) : elle ne peut plus être modifiée.',
    },
    preview: {
      title: 'Aperçu client',
      intro: 'Exactement ce que le client verra, dans sa langue, avec le brouillon enregistré.',
      none: 'Enregistrez le brouillon pour voir l’aperçu.',
    },
    send: {
      title: 'Envoi',
      first: 'Envoie au client un e-mail dans sa langue, avec le lien personnel de l’offre.',
      again:
        'Renvoyer crée une nouvelle version avec le brouillon enregistré : le lien de la version précédente cesse de fonctionner.',
      button: 'Envoyer l’offre',
      reissue: 'Envoyer une nouvelle version',
      pending: 'Envoi…',
      sent: (version) => `Version ${version} envoyée.`,
      stale: 'Une autre version vient d’être envoyée : rechargez la page.',
      needsDraft: 'Le brouillon n’est pas complet : corrigez-le avant l’envoi.',
      illegal: 'Envoi refusé : un exploitant ne peut pas assurer ce vol.',
    },
    withdraw: {
      title: 'Retrait',
      intro: 'Le client ne pourra plus accepter l’offre ; son lien affichera qu’elle a été retirée.',
      confirm: 'Je confirme le retrait de cette offre',
      button: 'Retirer l’offre',
      pending: 'Retrait…',
      done: 'Offre retirée.',
    },
    versions: {
      title: 'Versions envoyées',
      none: 'Pas encore envoyée.',
      version: 'Version',
      sent: 'Envoyée',
      expires: 'Expire',
      viewed: 'Consultée',
      notViewed: 'pas encore',
      state: 'État',
      fingerprint: 'SHA-256',
    },
    acceptance: {
      title: 'Acceptation',
      text: (option, name, when) => `Option ${option} acceptée par ${name} le ${when}.`,
      address: 'Adresse IP',
      browser: 'Navigateur',
      fingerprint: 'SHA-256 du document accepté',
    },
    errors: {
      invalid: 'Certains champs sont à corriger.',
      limited: 'Trop d’actions en peu de temps. Réessayez dans une minute.',
      unavailable: 'Service momentanément indisponible. Réessayez dans un instant.',
      order: 'Un vol part avant l’arrivée du précédent.',
    },
    figures: {
      sent: 'Offres envoyées',
      accepted: 'Acceptées',
      rate: 'Taux d’acceptation',
      median: 'Délai médian demande → offre',
      none: '—',
    },
  },
  en: {
    states: {
      draft: 'Draft',
      sent: 'Sent',
      viewed: 'Viewed',
      accepted: 'Accepted',
      expired: 'Expired',
      withdrawn: 'Withdrawn',
      superseded: 'Superseded',
    },
    list: {
      title: 'Offers',
      empty: 'No offer for this request yet.',
      prepare: 'Prepare an offer',
      reference: 'Reference',
      state: 'State',
      version: 'Version',
      updated: 'Edited',
    },
    newTitle: 'New offer',
    pageTitle: (reference) => `Offer ${reference}`,
    backToRequest: 'Back to the request',
    forRequest: 'Request from',
    editor: {
      title: 'The offer',
      client: 'Client',
      clientName: 'Client’s name',
      language: 'Language of the offer',
      languages: { fr: 'French', en: 'English' },
      passengers: 'Passengers',
      validity: 'Validity (hours)',
      validityHint: '48 h by default',
      message: 'Word to the client',
      messageHint: 'optional, printed on the offer',
      legs: 'Flights',
      leg: (n) => `Flight ${n}`,
      from: 'From',
      to: 'To',
      codeHint: 'IATA or ICAO code',
      date: 'Date (local)',
      time: 'Time (local)',
      timeHint: 'HH:MM',
      block: 'Block time',
      blockHint: 'h:mm',
      addLeg: 'Add a flight',
      removeLeg: (n) => `Remove flight ${n}`,
      options: 'Options',
      option: (n) => `Option ${n}`,
      aircraft: 'Aircraft',
      otherAircraft: 'Other type (name it)',
      aircraftName: 'Aircraft type',
      burn: 'Fuel burn (US gal/h)',
      burnHint: 'for the CO₂ of a type outside the fleet',
      operator: 'Operator',
      registration: 'Registration',
      registrationHint: 'if known',
      sourced: {
        from: (carrier, aoc) => `Quote from ${carrier} (AOC ${aoc})`,
        cost: (cost, margin) => `Operator’s cost ${cost} excl. tax · margin ${margin} — never shown to the client`,
      },
      seats: 'Seats',
      charter: 'Charter excl. tax (€)',
      eurosHint: 'whole euros',
      tsba: 'TSBA (€)',
      tsbaHint: 'empty: computed',
      vat: 'VAT (€)',
      vatHint: 'empty: computed',
      reason: 'Reason for the change',
      lines: 'Other lines',
      lineLabel: 'Label',
      lineAmount: 'Amount (€)',
      lineAmountHint: 'negative for a discount',
      addLine: 'Add a line',
      removeLine: (n) => `Remove line ${n}`,
      addOption: 'Add an option',
      removeOption: (n) => `Remove option ${n}`,
      save: 'Save the draft',
      saving: 'Saving…',
      saved: 'Draft saved.',
      closed: 'This offer is closed (accepted or withdrawn): it can no longer be changed.',
    },
    preview: {
      title: 'Client preview',
      intro: 'Exactly what the client will see, in their language, from the saved draft.',
      none: 'Save the draft to see the preview.',
    },
    send: {
      title: 'Sending',
      first: 'Sends the client an e-mail in their language with the offer’s personal link.',
      again: 'Sending again makes a new version from the saved draft: the previous version’s link stops working.',
      button: 'Send the offer',
      reissue: 'Send a new version',
      pending: 'Sending…',
      sent: (version) => `Version ${version} sent.`,
      stale: 'Another version has just been sent: reload the page.',
      needsDraft: 'The draft is not complete: correct it before sending.',
      illegal: 'Sending refused: an operator may not fly this trip.',
    },
    withdraw: {
      title: 'Withdrawal',
      intro: 'The client will no longer be able to accept the offer; their link will say it was withdrawn.',
      confirm: 'I confirm the withdrawal of this offer',
      button: 'Withdraw the offer',
      pending: 'Withdrawing…',
      done: 'Offer withdrawn.',
    },
    versions: {
      title: 'Versions sent',
      none: 'Not sent yet.',
      version: 'Version',
      sent: 'Sent',
      expires: 'Expires',
      viewed: 'Viewed',
      notViewed: 'not yet',
      state: 'State',
      fingerprint: 'SHA-256',
    },
    acceptance: {
      title: 'Acceptance',
      text: (option, name, when) => `Option ${option} accepted by ${name} on ${when}.`,
      address: 'IP address',
      browser: 'Browser',
      fingerprint: 'SHA-256 of the accepted document',
    },
    errors: {
      invalid: 'Some fields need correcting.',
      limited: 'Too many actions in a short time. Try again in a minute.',
      unavailable: 'Service unavailable for a moment. Try again shortly.',
      order: 'A flight leaves before the previous one lands.',
    },
    figures: {
      sent: 'Offers sent',
      accepted: 'Accepted',
      rate: 'Acceptance rate',
      median: 'Median time request → offer',
      none: '—',
    },
  },
})
