import { house } from '~/config/house'
import type { OperatorConfig } from '~/config/operator-config'
import { defineCopy, type Copy } from '~/i18n/define-copy'
import { LANGUAGE_COOKIE } from '~/i18n/language'
import { airportDataCredit } from './airport-data-credit'

/**
 * A legal document: sections of paragraphs, lists and fact tables. Every operator fact comes
 * from the site configuration (docs/product.md §1), so the operator changes it in one place.
 */
export type LegalBlock =
  | { kind: 'p'; text: string }
  | { kind: 'list'; items: readonly string[] }
  | { kind: 'facts'; rows: ReadonlyArray<readonly [label: string, value: string]> }
  | { kind: 'link'; text: string; to: string }
  /** Links to other websites (a source, a licence). */
  | { kind: 'external'; links: ReadonlyArray<{ label: string; href: string }> }

export interface LegalSection {
  id: string
  title: string
  blocks: readonly LegalBlock[]
}

export interface LegalDocument {
  updatedLabel?: string
  sections: readonly LegalSection[]
  contentsLabel: string
}

/**
 * Legal notice (docs/product.md §2): publisher, host, activity, intellectual property, liability, data,
 * cookies, law. The operator's facts come from the site configuration (SITE_CONFIG).
 */
export function legalCopy(config: OperatorConfig): Copy<LegalDocument> {
  const site = { ...house, ...config }
  const paris = site.offices.paris
  const parisAddress = (lang: 'fr' | 'en') =>
    `${paris.street}, ${[paris.postalCode, paris.locality].filter(Boolean).join(' ')}, ${paris.country[lang]}`
  return withAirportDataCredit(
    defineCopy<LegalDocument>({
      fr: {
        contentsLabel: 'Sommaire',
        sections: [
          {
            id: 'editeur',
            title: 'Éditeur du site',
            blocks: [
              {
                kind: 'p',
                text: `Le présent site est édité par ${site.legal.owner}, entreprise individuelle exerçant sous le nom commercial ${site.legal.tradingName}.`,
              },
              {
                kind: 'facts',
                rows: [
                  ['Nom commercial', site.legal.tradingName],
                  ['Forme juridique', site.legal.form.fr],
                  ['Exploitant', site.legal.owner],
                  ['Siège', parisAddress('fr')],
                  ['SIREN', site.legal.siren],
                  ['SIRET', site.legal.siret],
                  ['Immatriculation', site.legal.rcs],
                  ['TVA intracommunautaire', site.legal.vat],
                  ['Code d’activité (APE)', site.legal.activityCode],
                  ['Téléphone', site.phone],
                  ['E-mail', site.contactEmail],
                  ['Directeur de la publication', site.legal.publicationDirector],
                ],
              },
            ],
          },
          {
            id: 'hebergement',
            title: 'Hébergement',
            blocks: [
              { kind: 'p', text: 'Le site est hébergé par le prestataire suivant\u202f:' },
              {
                kind: 'facts',
                rows: [
                  ['Hébergeur', site.host.name],
                  ['Adresse', site.host.address],
                  ['Site', site.host.website],
                ],
              },
            ],
          },
          {
            id: 'activite',
            title: 'Activité',
            blocks: [
              {
                kind: 'p',
                text: `${site.brand} exerce une activité de courtier en aviation privée et d’affaires (code d’activité ${site.legal.activityCode}, conseil pour les affaires et autres conseils de gestion)\u202f:`,
              },
              {
                kind: 'list',
                items: [
                  'organisation de vols à la demande en jet privé et en hélicoptère\u202f;',
                  'conseil et logistique liés aux déplacements aériens\u202f;',
                  'gestion de flotte par l’intermédiaire de partenariats\u202f;',
                  'accompagnement à la vente et à l’acquisition d’aéronefs.',
                ],
              },
              {
                kind: 'p',
                text: `${site.brand} agit en qualité d’intermédiaire. Les vols sont exécutés par des transporteurs aériens titulaires d’un certificat de transporteur aérien, certifiés par l’EASA, la FAA ou la DGAC, qui demeurent seuls responsables de l’exploitation des vols. Les estimations affichées sur le site sont indicatives, exprimées hors taxes, et ne constituent pas une offre ferme.`,
              },
            ],
          },
          {
            id: 'propriete-intellectuelle',
            title: 'Propriété intellectuelle',
            blocks: [
              {
                kind: 'p',
                text: `L’ensemble des éléments du site — textes, illustrations, logotypes, marques, mise en page et code — est la propriété de ${site.brand} ou de ses partenaires et est protégé par le Code de la propriété intellectuelle. Toute reproduction, représentation ou adaptation, totale ou partielle, sans autorisation écrite préalable est interdite.`,
              },
            ],
          },
          {
            id: 'responsabilite',
            title: 'Responsabilité',
            blocks: [
              {
                kind: 'p',
                text: `${site.brand} s’efforce de fournir sur ce site des informations exactes et à jour, sans pouvoir en garantir l’exhaustivité. Les informations présentées le sont à titre général\u202f; seuls les devis et contrats signés engagent ${site.brand}.`,
              },
              {
                kind: 'p',
                text: `${site.brand} ne saurait être tenue responsable d’une indisponibilité temporaire du site, ni des dommages résultant de son utilisation ou de l’utilisation de sites tiers vers lesquels il renverrait.`,
              },
            ],
          },
          {
            id: 'donnees-personnelles',
            title: 'Données personnelles',
            blocks: [
              {
                kind: 'p',
                text: 'Les données personnelles transmises par les formulaires du site sont traitées conformément au Règlement général sur la protection des données (RGPD) et à la loi Informatique et Libertés. Vous disposez des droits suivants sur vos données\u202f:',
              },
              {
                kind: 'list',
                items: [
                  'droit d’accès\u202f;',
                  'droit de rectification\u202f;',
                  'droit d’opposition\u202f;',
                  'droit de suppression\u202f;',
                  'droit à la portabilité.',
                ],
              },
              {
                kind: 'p',
                text: `Pour les exercer, écrivez à ${site.privacyEmail} en joignant un justificatif d’identité\u202f: nous vous répondons dans un délai d’un mois. Vous pouvez également introduire une réclamation auprès de la CNIL (www.cnil.fr).`,
              },
              { kind: 'link', text: 'Lire notre politique de confidentialité', to: '/privacy' },
            ],
          },
          {
            id: 'cookies',
            title: 'Cookies',
            blocks: [
              {
                kind: 'p',
                text: `Le site n’utilise aucun cookie publicitaire ni de mesure d’audience. Il dépose uniquement des cookies nécessaires à son fonctionnement\u202f: le cookie «\u202f${LANGUAGE_COOKIE}\u202f», qui retient la langue choisie pendant un an, et un cookie de session réservé à l’espace privé du ${site.clubName}.`,
              },
              {
                kind: 'p',
                text: 'Vous pouvez refuser ou supprimer les cookies dans les paramètres de votre navigateur. Le site reste consultable\u202f; votre choix de langue ne sera simplement plus mémorisé, et l’espace privé du Club ne sera pas accessible.',
              },
            ],
          },
          {
            id: 'droit-applicable',
            title: 'Droit applicable',
            blocks: [
              {
                kind: 'p',
                text: 'Le présent site et les présentes mentions légales sont soumis au droit français. Tout litige relatif à leur interprétation ou à leur exécution relève de la compétence des tribunaux de Paris, sous réserve des dispositions impératives applicables aux consommateurs.',
              },
            ],
          },
        ],
      },
      en: {
        contentsLabel: 'Contents',
        sections: [
          {
            id: 'publisher',
            title: 'Publisher',
            blocks: [
              {
                kind: 'p',
                text: `This website is published by ${site.legal.owner}, a sole trader (entreprise individuelle) trading under the name ${site.legal.tradingName}.`,
              },
              {
                kind: 'facts',
                rows: [
                  ['Trading name', site.legal.tradingName],
                  ['Legal form', site.legal.form.en],
                  ['Proprietor', site.legal.owner],
                  ['Registered office', parisAddress('en')],
                  ['SIREN', site.legal.siren],
                  ['SIRET', site.legal.siret],
                  ['Registration', site.legal.rcs],
                  ['EU VAT number', site.legal.vat],
                  ['Activity code (APE)', site.legal.activityCode],
                  ['Telephone', site.phone],
                  ['E-mail', site.contactEmail],
                  ['Publication director', site.legal.publicationDirector],
                ],
              },
            ],
          },
          {
            id: 'host',
            title: 'Hosting',
            blocks: [
              { kind: 'p', text: 'The website is hosted by:' },
              {
                kind: 'facts',
                rows: [
                  ['Host', site.host.name],
                  ['Address', site.host.address],
                  ['Website', site.host.website],
                ],
              },
            ],
          },
          {
            id: 'activity',
            title: 'Activity',
            blocks: [
              {
                kind: 'p',
                text: `${site.brand} is a private and business aviation broker (activity code ${site.legal.activityCode}, business and other management consultancy):`,
              },
              {
                kind: 'list',
                items: [
                  'arrangement of on-demand private jet and helicopter flights;',
                  'consulting and logistics related to air travel;',
                  'fleet management through partnerships;',
                  'assistance with the sale and acquisition of aircraft.',
                ],
              },
              {
                kind: 'p',
                text: `${site.brand} acts as an intermediary. Flights are operated by air carriers holding an air operator certificate, certified by EASA, the FAA or the DGAC, which remain solely responsible for the operation of the flights. Estimates shown on the website are indicative, exclude tax, and do not constitute a firm offer.`,
              },
            ],
          },
          {
            id: 'intellectual-property',
            title: 'Intellectual property',
            blocks: [
              {
                kind: 'p',
                text: `All elements of the website — texts, illustrations, logos, trademarks, layout and code — are the property of ${site.brand} or its partners and are protected by the French Intellectual Property Code. Any reproduction, representation or adaptation, in whole or in part, without prior written permission is prohibited.`,
              },
            ],
          },
          {
            id: 'liability',
            title: 'Liability',
            blocks: [
              {
                kind: 'p',
                text: `${site.brand} endeavours to provide accurate and up-to-date information on this website, without being able to guarantee that it is complete. The information is given for general purposes; only signed quotes and contracts bind ${site.brand}.`,
              },
              {
                kind: 'p',
                text: `${site.brand} cannot be held liable for temporary unavailability of the website, nor for damage resulting from its use or from the use of third-party websites it may link to.`,
              },
            ],
          },
          {
            id: 'personal-data',
            title: 'Personal data',
            blocks: [
              {
                kind: 'p',
                text: 'Personal data sent through the website’s forms is processed in accordance with the General Data Protection Regulation (GDPR) and the French Data Protection Act. You have the following rights over your data:',
              },
              {
                kind: 'list',
                items: [
                  'right of access;',
                  'right to rectification;',
                  'right to object;',
                  'right to deletion;',
                  'right to portability.',
                ],
              },
              {
                kind: 'p',
                text: `To exercise them, write to ${site.privacyEmail} with proof of identity: we answer within one month. You may also lodge a complaint with the CNIL, the French data protection authority (www.cnil.fr).`,
              },
              { kind: 'link', text: 'Read our privacy policy', to: '/privacy' },
            ],
          },
          {
            id: 'cookies',
            title: 'Cookies',
            blocks: [
              {
                kind: 'p',
                text: `The website uses no advertising or audience-measurement cookies. It sets only cookies needed for it to work: the “${LANGUAGE_COOKIE}” cookie, which remembers your chosen language for one year, and a session cookie reserved for the ${site.clubName} private area.`,
              },
              {
                kind: 'p',
                text: 'You can refuse or delete cookies in your browser settings. The website remains available; your language choice will simply no longer be remembered, and the Club’s private area will not be accessible.',
              },
            ],
          },
          {
            id: 'governing-law',
            title: 'Governing law',
            blocks: [
              {
                kind: 'p',
                text: 'This website and this legal notice are governed by French law. Any dispute concerning their interpretation or performance falls within the jurisdiction of the courts of Paris, subject to the mandatory provisions applicable to consumers.',
              },
            ],
          },
        ],
      },
    }),
  )
}

/**
 * The credit and licence of the world airport data (OurAirports, the npm package, ODbL for the
 * derived file; docs/product.md §6), as a section of the notice, just before the governing law.
 */
function withAirportDataCredit(copy: Copy<LegalDocument>): Copy<LegalDocument> {
  const add = (lang: 'fr' | 'en'): LegalDocument => {
    const credit = airportDataCredit[lang]
    const section: LegalSection = {
      id: lang === 'fr' ? 'donnees-aeroportuaires' : 'airport-data',
      title: credit.heading,
      blocks: [
        ...credit.paragraphs.map((text): LegalBlock => ({ kind: 'p', text })),
        { kind: 'external', links: credit.links },
      ],
    }
    const sections = copy[lang].sections
    return { ...copy[lang], sections: [...sections.slice(0, -1), section, ...sections.slice(-1)] }
  }
  return { fr: add('fr'), en: add('en') }
}
