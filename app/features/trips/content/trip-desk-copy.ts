import { defineCopy } from '~/i18n/define-copy'
import type { LegDetailField, TripDetailField } from '../domain/trip-model'
import type { GarState } from '../domain/gar'

/**
 * The desk's side of the trips feature (docs/product.md §18), in French and English: the desk's
 * trip page (legs, the UK GAR's window, the details form, the passengers as staff see them) and the
 * e-mail a save of the details sends the client, naming each change. The holder's pages, the sheet,
 * its calendar and PDF are in trip-copy.ts.
 */

export interface TripDeskCopy {
  mail: {
    subject: (reference: string) => string
    greeting: (name: string) => string
    intro: string
    cleared: string
    button: string
    signoff: string
    fields: Record<TripDetailField | LegDetailField, string>
    leg: (n: number, from: string, to: string) => string
  }
  desk: {
    metaTitle: (reference: string) => string
    title: (reference: string) => string
    legsTitle: string
    detailsTitle: string
    save: string
    saved: (n: number) => string
    unchanged: string
    passengersTitle: (entered: number, seats: number) => string
    passengersAudited: string
    lockedForClient: string
    garTitle: string
    garNone: string
    garLeg: (n: number, from: string, to: string) => string
    garDownload: string
    garWindow: (opens: string, closes: string) => string
    garStates: Record<GarState, string>
    closesIn: (hours: number, minutes: number) => string
    tripLink: string
    pdf: string
    queueTitle: string
    queueEmpty: string
    queueLine: (reference: string, leg: number, route: string) => string
    notFound: string
  }
}

const fr: TripDeskCopy = {
  mail: {
    subject: (reference) => `Votre voyage ${reference} : mise à jour`,
    greeting: (name) => `Bonjour ${name},`,
    intro: 'Nous avons mis à jour votre feuille de voyage :',
    cleared: 'retiré',
    button: 'Ouvrir la feuille de voyage',
    signoff: 'Bien à vous,\nHERRA',
    fields: {
      registration: 'Immatriculation',
      operatorPhone: 'Permanence de l’opérateur',
      departureFbo: 'Terminal / FBO de départ',
      arrivalFbo: 'Terminal / FBO d’arrivée',
      handler: 'Assistance au sol',
      catering: 'Restauration à bord',
      groundTransport: 'Transport au sol',
    },
    leg: (n, from, to) => `Vol ${n} (${from} → ${to})`,
  },
  desk: {
    metaTitle: (reference) => `Voyage ${reference} · Bureau HERRA`,
    title: (reference) => `Voyage ${reference}`,
    legsTitle: 'Vols',
    detailsTitle: 'Détails du voyage',
    save: 'Enregistrer et prévenir le client',
    saved: (n) => `${n} modification${n > 1 ? 's' : ''} enregistrée${n > 1 ? 's' : ''} ; le client reçoit un e-mail.`,
    unchanged: 'Rien n’a changé ; aucun e-mail envoyé.',
    passengersTitle: (entered, seats) => `Passagers (${entered}/${seats})`,
    passengersAudited: 'Cette consultation est inscrite au journal.',
    lockedForClient: 'Liste close pour le client (24\u00a0h avant le départ) ; le bureau peut encore la modifier.',
    garTitle: 'UK General Aviation Report (GAR)',
    garNone: 'Aucun vol ne part du Royaume-Uni ni n’y arrive.',
    garLeg: (n, from, to) => `Vol ${n} · ${from} → ${to}`,
    garDownload: 'Télécharger le GAR (CSV)',
    garWindow: (opens, closes) => `À déposer entre le ${opens} et le ${closes}`,
    garStates: {
      notYetOpen: 'Pas encore ouvert',
      open: 'Ouvert',
      urgent: 'Ferme bientôt',
      closed: 'Fermé',
    },
    closesIn: (h, m) => `ferme dans ${h} h ${String(m).padStart(2, '0')}`,
    tripLink: 'Feuille de voyage du client',
    pdf: 'PDF équipage / FBO',
    queueTitle: 'GAR à déposer',
    queueEmpty: 'Aucun GAR à déposer dans les 48 h.',
    queueLine: (reference, leg, route) => `${reference} · vol ${leg} · ${route}`,
    notFound: 'Réservation introuvable.',
  },
}

const en: TripDeskCopy = {
  mail: {
    subject: (reference) => `Your trip ${reference}: an update`,
    greeting: (name) => `Dear ${name},`,
    intro: 'We have updated your trip sheet:',
    cleared: 'removed',
    button: 'Open the trip sheet',
    signoff: 'Kind regards,\nHERRA',
    fields: {
      registration: 'Registration',
      operatorPhone: 'Operator’s duty line',
      departureFbo: 'Departure terminal / FBO',
      arrivalFbo: 'Arrival terminal / FBO',
      handler: 'Ground handling',
      catering: 'Catering',
      groundTransport: 'Ground transport',
    },
    leg: (n, from, to) => `Flight ${n} (${from} → ${to})`,
  },
  desk: {
    metaTitle: (reference) => `Trip ${reference} · HERRA desk`,
    title: (reference) => `Trip ${reference}`,
    legsTitle: 'Flights',
    detailsTitle: 'Trip details',
    save: 'Save and tell the client',
    saved: (n) => `${n} change${n > 1 ? 's' : ''} saved; the client receives an e-mail.`,
    unchanged: 'Nothing changed; no e-mail sent.',
    passengersTitle: (entered, seats) => `Passengers (${entered}/${seats})`,
    passengersAudited: 'This read is written to the audit log.',
    lockedForClient: 'Closed for the client (24\u00a0h before departure); the desk may still change it.',
    garTitle: 'UK General Aviation Report (GAR)',
    garNone: 'No flight leaves or lands in the United Kingdom.',
    garLeg: (n, from, to) => `Flight ${n} · ${from} → ${to}`,
    garDownload: 'Download the GAR (CSV)',
    garWindow: (opens, closes) => `To file between ${opens} and ${closes}`,
    garStates: {
      notYetOpen: 'Not open yet',
      open: 'Open',
      urgent: 'Closing soon',
      closed: 'Closed',
    },
    closesIn: (h, m) => `closes in ${h} h ${String(m).padStart(2, '0')}`,
    tripLink: 'Client’s trip sheet',
    pdf: 'Crew / FBO PDF',
    queueTitle: 'GAR to file',
    queueEmpty: 'No GAR to file within 48 h.',
    queueLine: (reference, leg, route) => `${reference} · flight ${leg} · ${route}`,
    notFound: 'Booking not found.',
  },
}

export const tripDeskCopy = defineCopy<TripDeskCopy>({ fr, en })
