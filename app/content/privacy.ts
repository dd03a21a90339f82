import type { OperatorConfig } from '~/config/operator-config'
import { defineCopy } from '~/i18n/define-copy'
import { LANGUAGE_COOKIE, LANGUAGE_STORAGE_KEY } from '~/i18n/language'
import type { LegalDocument } from './legal'

/** Name of the club-access cookie (set by the server's club gate; HttpOnly, session). */
const CLUB_COOKIE = 'herra_club'
/** The product's session-storage flag of the club gate. */
const CLUB_SESSION_KEY = 'herraAccess'

/**
 * Privacy policy (docs/product.md §2), naming what this website really stores and for how long. The date
 * comes from `site.privacyPolicyVersion` (the version recorded with each consent). The operator's
 * facts (controller, address, e-mail) come from the site configuration (SITE_CONFIG).
 */
export const privacyCopy = (site: OperatorConfig) => {
  const paris = site.offices.paris
  return defineCopy<LegalDocument & { updatedPrefix: string }>({
    fr: {
      updatedPrefix: 'Dernière mise à jour\u202f:',
      contentsLabel: 'Sommaire',
      sections: [
        {
          id: 'responsable',
          title: 'Responsable du traitement',
          blocks: [
            {
              kind: 'p',
              text: `Le responsable du traitement de vos données est ${site.legal.tradingName} (${site.legal.form.fr}), ${paris.street}, ${[paris.postalCode, paris.locality].filter(Boolean).join(' ')}, ${paris.country.fr}. Pour toute question relative à vos données\u202f: ${site.privacyEmail}.`,
            },
          ],
        },
        {
          id: 'donnees-collectees',
          title: 'Données collectées',
          blocks: [
            {
              kind: 'p',
              text: 'Nous ne recueillons que les données que vous nous confiez par nos formulaires, et celles strictement nécessaires au fonctionnement du site\u202f:',
            },
            {
              kind: 'list',
              items: [
                'identification\u202f: nom, prénom, adresse e-mail, téléphone\u202f;',
                'détails du voyage\u202f: départ, destination, dates, nombre de passagers\u202f;',
                'préférences aviation\u202f: type d’appareil, services particuliers, estimation jointe à votre demande\u202f;',
                'correspondance\u202f: vos messages et nos échanges\u202f;',
                'candidature au Club\u202f: les informations que vous choisissez de nous transmettre (fonction, organisation, pays, centres d’intérêt, motivations)\u202f;',
                'données techniques\u202f: adresse IP et navigateur enregistrés avec chaque demande, pour prévenir les abus et conserver la preuve de votre consentement.',
              ],
            },
          ],
        },
        {
          id: 'ce-que-le-site-conserve',
          title: 'Ce que le site conserve, et où',
          blocks: [
            {
              kind: 'facts',
              rows: [
                [
                  'Demandes de contact, de devis et de candidature au Club',
                  'Enregistrées dans notre base de données avec la date de votre consentement et la version de cette politique, puis transmises par e-mail à notre équipe.',
                ],
                [
                  'Lettre d’information',
                  'Votre adresse e-mail, la langue choisie et la date de votre consentement. Vous n’êtes inscrit qu’après avoir cliqué sur le lien de confirmation que nous vous envoyons\u202f; chaque message, confirmation comprise, contient un lien de désinscription en un clic, qui efface aussitôt votre adresse de notre liste.',
                ],
                [
                  'Bureau de la maison',
                  'Nos équipes traitent vos demandes dans un espace privé réservé à notre personnel, accessible par un lien de connexion personnel à usage unique. Chaque action (changement de statut, note interne, export, effacement) y est inscrite dans un journal qui ne peut être ni modifié ni effacé et qui ne contient aucune de vos données personnelles.',
                ],
                [`Cookie «\u202f${LANGUAGE_COOKIE}\u202f»`, 'La langue choisie (français ou anglais), pendant un an.'],
                [
                  `Cookie «\u202f${CLUB_COOKIE}\u202f»`,
                  'L’accès à l’espace privé du Club après saisie du code\u202f: cookie de session, HttpOnly (illisible par les scripts), effacé à la fermeture du navigateur et valable huit heures au plus.',
                ],
                [
                  `Stockage local «\u202f${LANGUAGE_STORAGE_KEY}\u202f»`,
                  'La langue choisie (FR ou EN), dans votre navigateur, jusqu’à ce que vous l’effaciez.',
                ],
                [
                  `Stockage de session «\u202f${CLUB_SESSION_KEY}\u202f»`,
                  'L’indication d’accès à l’espace privé du Club, effacée à la fermeture de l’onglet.',
                ],
              ],
            },
            {
              kind: 'p',
              text: 'Le site n’utilise aucun cookie publicitaire ni de mesure d’audience, et ne charge aucune ressource depuis un service tiers\u202f: polices et images sont servies par notre propre serveur. Pour l’estimateur de vol, notre serveur interroge un service météorologique en ne lui transmettant que des coordonnées d’aéroports et des dates, jamais de donnée personnelle.',
            },
          ],
        },
        {
          id: 'finalites',
          title: 'Utilisation de vos données',
          blocks: [
            { kind: 'p', text: 'Vos données servent exclusivement à\u202f:' },
            {
              kind: 'list',
              items: [
                'établir vos devis et organiser vos réservations\u202f;',
                'coordonner vos vols avec les opérateurs et les services au sol\u202f;',
                'assurer un suivi personnalisé de vos demandes\u202f;',
                'améliorer nos services\u202f;',
                'respecter nos obligations légales\u202f;',
                'vous adresser la lettre HERRA, si vous vous y êtes abonné.',
              ],
            },
            {
              kind: 'p',
              text: 'Ces traitements reposent sur les mesures précontractuelles et contractuelles que vous demandez (devis, réservation), sur votre consentement (lettre d’information, candidature au Club), sur notre intérêt légitime (sécurité du site, suivi de la relation) et sur nos obligations légales (comptabilité).',
            },
          ],
        },
        {
          id: 'partage',
          title: 'Partage des données',
          blocks: [
            {
              kind: 'p',
              text: 'Vos données ne sont partagées qu’avec nos partenaires opérationnels — compagnies aériennes et opérateurs, aéroports, services au sol — et dans la seule mesure nécessaire à l’organisation de votre voyage, ainsi qu’avec nos prestataires techniques (hébergement, messagerie), tenus par contrat à la confidentialité. Elles ne sont jamais vendues.',
            },
            {
              kind: 'p',
              text: 'Lorsqu’un voyage ou notre bureau de Dubaï impose un transfert hors de l’Union européenne, il est encadré par des garanties appropriées ou limité à ce qu’exige l’exécution du service que vous avez demandé.',
            },
          ],
        },
        {
          id: 'conservation',
          title: 'Durées de conservation',
          blocks: [
            { kind: 'p', text: 'Nous ne conservons vos données que le temps nécessaire\u202f:' },
            {
              kind: 'facts',
              rows: [
                [
                  'Demandes de contact, de devis et de candidature',
                  'Trois ans après notre dernier contact\u202f: une purge automatique les supprime chaque jour, avec leurs notes internes et leurs e-mails.',
                ],
                ['Dossiers de réservation et factures', 'Dix ans, comme l’exige le Code de commerce.'],
                [
                  'Lettre d’information',
                  'Jusqu’à votre désinscription\u202f; une adresse non confirmée est supprimée après trente jours.',
                ],
                ['Compteurs techniques de protection contre les abus', 'Vingt-quatre heures au plus.'],
                [`Cookie «\u202f${LANGUAGE_COOKIE}\u202f»`, 'Un an.'],
                [
                  `Cookie «\u202f${CLUB_COOKIE}\u202f» et stockage «\u202f${CLUB_SESSION_KEY}\u202f»`,
                  'La durée de la session.',
                ],
              ],
            },
          ],
        },
        {
          id: 'droits',
          title: 'Vos droits',
          blocks: [
            {
              kind: 'list',
              items: [
                'droit d’accès\u202f;',
                'droit de rectification\u202f;',
                'droit à l’effacement\u202f;',
                'droit à la portabilité\u202f;',
                'droit d’opposition\u202f;',
                'droit à la limitation du traitement.',
              ],
            },
            {
              kind: 'p',
              text: `Vous pouvez retirer votre consentement à tout moment, notamment vous désabonner de la lettre d’information. Pour exercer vos droits, écrivez à ${site.privacyEmail} en joignant un justificatif d’identité\u202f: nous vous répondons dans un délai d’un mois. Sur demande, nous vous remettons toutes les données que nous détenons sur vous dans un fichier (JSON), ou nous les effaçons\u202f: nom, adresse, téléphone, contenu des demandes, notes et e-mails sont supprimés\u202f; seule reste une trace anonyme (type et date de la demande) pour nos statistiques. Si vous estimez que vos droits ne sont pas respectés, vous pouvez saisir la CNIL (www.cnil.fr).`,
            },
          ],
        },
        {
          id: 'securite',
          title: 'Sécurité',
          blocks: [
            {
              kind: 'p',
              text: 'Les échanges avec le site sont chiffrés, l’accès à vos données est réservé aux seules personnes qui en ont besoin pour vous servir, et les codes d’accès au Club sont vérifiés par notre serveur, jamais dans votre navigateur.',
            },
          ],
        },
      ],
    },
    en: {
      updatedPrefix: 'Last updated:',
      contentsLabel: 'Contents',
      sections: [
        {
          id: 'controller',
          title: 'Data controller',
          blocks: [
            {
              kind: 'p',
              text: `The controller of your data is ${site.legal.tradingName} (${site.legal.form.en}), ${paris.street}, ${[paris.postalCode, paris.locality].filter(Boolean).join(' ')}, ${paris.country.en}. For any question about your data: ${site.privacyEmail}.`,
            },
          ],
        },
        {
          id: 'data-collected',
          title: 'Data collected',
          blocks: [
            {
              kind: 'p',
              text: 'We collect only the data you entrust to us through our forms, and what is strictly necessary for the website to work:',
            },
            {
              kind: 'list',
              items: [
                'identification: surname, first name, e-mail address, telephone;',
                'trip details: departure, destination, dates, number of passengers;',
                'aviation preferences: aircraft type, special services, any estimate attached to your request;',
                'correspondence: your messages and our exchanges;',
                'Club application: the information you choose to send us (position, organisation, country, interests, motivation);',
                'technical data: IP address and browser recorded with each request, to prevent abuse and keep proof of your consent.',
              ],
            },
          ],
        },
        {
          id: 'what-the-site-stores',
          title: 'What the website stores, and where',
          blocks: [
            {
              kind: 'facts',
              rows: [
                [
                  'Contact, quote and Club application requests',
                  'Stored in our database with the date of your consent and the version of this policy, then sent by e-mail to our team.',
                ],
                [
                  'Newsletter',
                  'Your e-mail address, the chosen language and the date of your consent. You are subscribed only once you click the confirmation link we send you; every message, the confirmation included, carries a one-click unsubscribe link that erases your address from our list at once.',
                ],
                [
                  'The house’s desk',
                  'Our staff handle your requests in a private area reserved for them, opened with a personal single-use sign-in link. Every action there (status change, internal note, export, erasure) is written to a log that can be neither changed nor deleted and holds none of your personal data.',
                ],
                [`“${LANGUAGE_COOKIE}” cookie`, 'Your chosen language (French or English), for one year.'],
                [
                  `“${CLUB_COOKIE}” cookie`,
                  'Access to the Club’s private area after the code is entered: a session cookie, HttpOnly (unreadable by scripts), deleted when the browser closes and valid for eight hours at most.',
                ],
                [
                  `“${LANGUAGE_STORAGE_KEY}” local storage`,
                  'Your chosen language (FR or EN), in your browser, until you clear it.',
                ],
                [
                  `“${CLUB_SESSION_KEY}” session storage`,
                  'A flag for access to the Club’s private area, cleared when the tab closes.',
                ],
              ],
            },
            {
              kind: 'p',
              text: 'The website uses no advertising or audience-measurement cookies and loads nothing from third-party services: fonts and images are served by our own server. For the flight estimator, our server queries a weather service with nothing but airport coordinates and dates, never personal data.',
            },
          ],
        },
        {
          id: 'purposes',
          title: 'How we use your data',
          blocks: [
            { kind: 'p', text: 'Your data is used only to:' },
            {
              kind: 'list',
              items: [
                'prepare your quotes and arrange your bookings;',
                'coordinate your flights with operators and ground services;',
                'follow up your requests personally;',
                'improve our services;',
                'comply with our legal obligations;',
                'send you the HERRA letter, if you have subscribed.',
              ],
            },
            {
              kind: 'p',
              text: 'This processing is based on the pre-contractual and contractual steps you ask for (quotes, bookings), on your consent (newsletter, Club application), on our legitimate interest (website security, client relationship) and on our legal obligations (accounting).',
            },
          ],
        },
        {
          id: 'sharing',
          title: 'Sharing',
          blocks: [
            {
              kind: 'p',
              text: 'Your data is shared only with our operational partners — airlines and operators, airports, ground services — and only as far as your journey requires, and with our technical providers (hosting, e-mail), who are contractually bound to confidentiality. It is never sold.',
            },
            {
              kind: 'p',
              text: 'When a journey or our Dubai office requires a transfer outside the European Union, it is covered by appropriate safeguards or limited to what the service you requested requires.',
            },
          ],
        },
        {
          id: 'retention',
          title: 'Retention periods',
          blocks: [
            { kind: 'p', text: 'We keep your data only as long as necessary:' },
            {
              kind: 'facts',
              rows: [
                [
                  'Contact, quote and application requests',
                  'Three years after our last contact: an automatic purge deletes them every day, with their internal notes and e-mails.',
                ],
                ['Booking files and invoices', 'Ten years, as the French Commercial Code requires.'],
                ['Newsletter', 'Until you unsubscribe; an address never confirmed is deleted after thirty days.'],
                ['Technical counters protecting against abuse', 'Twenty-four hours at most.'],
                [`“${LANGUAGE_COOKIE}” cookie`, 'One year.'],
                [`“${CLUB_COOKIE}” cookie and “${CLUB_SESSION_KEY}” storage`, 'The length of the session.'],
              ],
            },
          ],
        },
        {
          id: 'rights',
          title: 'Your rights',
          blocks: [
            {
              kind: 'list',
              items: [
                'right of access;',
                'right to rectification;',
                'right to erasure;',
                'right to portability;',
                'right to object;',
                'right to restriction of processing.',
              ],
            },
            {
              kind: 'p',
              text: `You may withdraw your consent at any time, in particular unsubscribe from the newsletter. To exercise your rights, write to ${site.privacyEmail} with proof of identity: we answer within one month. On request, we hand you everything we hold about you in one file (JSON), or erase it: name, address, telephone, the content of your requests, notes and e-mails are deleted; only an anonymous trace (kind and date of the request) remains for our statistics. If you believe your rights have not been respected, you may refer the matter to the CNIL (www.cnil.fr).`,
            },
          ],
        },
        {
          id: 'security',
          title: 'Security',
          blocks: [
            {
              kind: 'p',
              text: 'Exchanges with the website are encrypted, access to your data is restricted to the people who need it to serve you, and Club access codes are checked by our server, never in your browser.',
            },
          ],
        },
      ],
    },
  })
}
