import { defineCopy } from '~/i18n/define-copy'
import type { ClubPrivateCopy } from './club-private-types'

/**
 * The private club page (docs/product.md §2 "Club page", §8 tiers). Server only: the gated loader of
 * /club-herra-content sends the catalogue of the page's language to a visitor with a valid access
 * cookie; nothing of it is in the client build. Texts quoted from docs/product.md keep its spelling
 * ('Un Privilège, Pas un Droit', 'Demander des informations', 'Quitter').
 */
export const clubPrivateCopy = defineCopy<ClubPrivateCopy>({
  fr: {
    leave: 'Quitter',
    leaveLabel: 'Quitter l’espace privé',
    area: 'Espace privé',
    hero: {
      eyebrow: 'Cercle privé',
      tagline: 'Un cercle fermé, où chaque membre est connu, attendu et reconnu.',
      welcome: 'Bienvenue dans l’espace privé',
    },
    privilege: {
      eyebrow: 'L’adhésion',
      title: 'Un Privilège, Pas un Droit',
      text: 'L’adhésion au Club HERRA ne s’achète pas : elle se mérite, se recommande et se cultive. Le nombre de membres est volontairement limité, pour que chacun reçoive une attention entière.',
      stats: [
        { value: '< 100', spoken: 'Moins de 100', label: 'membres dans le monde' },
        { value: '24/7', spoken: '24\u00a0heures sur 24, 7 jours sur 7', label: 'une conciergerie dédiée' },
        { value: '∞', spoken: 'Infini', label: 'possibilités sur mesure' },
      ],
    },
    privileges: {
      eyebrow: 'Privilèges',
      title: 'Ce que le Club réserve à ses membres',
      items: [
        {
          icon: 'fleet',
          title: 'Accès prioritaire à la flotte',
          text: 'Un appareil confirmé en quelques heures, même les jours de forte affluence : vos départs passent en premier.',
        },
        {
          icon: 'concierge',
          title: 'Conciergerie 24/7',
          text: 'Un interlocuteur unique, joignable jour et nuit, qui connaît vos habitudes et devance vos demandes.',
        },
        {
          icon: 'rates',
          title: 'Tarifs préférentiels',
          text: 'Des conditions réservées aux membres sur les vols, les vols de repositionnement et les services au sol.',
        },
        {
          icon: 'events',
          title: 'Expériences et événements exclusifs',
          text: 'Avant-premières, dîners d’exception, ventes privées et rencontres choisies, à Paris, à Dubaï et ailleurs.',
        },
        {
          icon: 'network',
          title: 'Réseau privé',
          text: 'Des rencontres entre membres, entrepreneurs, collectionneurs et créateurs, dans la plus stricte discrétion.',
        },
        {
          icon: 'bespoke',
          title: 'Services sur mesure',
          text: 'Villas, yachts, sécurité, protocole : ce qui n’existe pas encore, nous l’organisons pour vous.',
        },
      ],
    },
    tiers: {
      eyebrow: 'Niveaux d’adhésion',
      title: 'Trois cercles',
      intro:
        'Trois niveaux, trois manières d’entrer : sur invitation, sur sélection du comité ou par cooptation des membres.',
      highlight: 'Le plus prisé',
      items: [
        {
          name: 'Classique',
          access: 'Sur invitation',
          summary: 'L’entrée dans le cercle.',
          features: [
            'Accès prioritaire à la flotte',
            'Conciergerie dédiée',
            'Tarifs préférentiels',
            'Événements privés',
          ],
        },
        {
          name: 'Premium',
          access: 'Sur sélection',
          summary: 'Le ciel à disposition.',
          features: [
            'Tous les avantages Classique',
            'Jet dédié disponible 24h',
            'Majordome personnel en vol',
            'Accès aux salons privés',
            'Réseau international',
          ],
        },
        {
          name: 'Ambassadeur',
          access: 'Par cooptation',
          summary: 'Le cercle intime.',
          features: [
            'Tous les avantages Premium',
            'Gestion de flotte personnelle',
            'Conciergerie lifestyle internationale',
            'Événements exclusifs',
            'Partenariats avec les maisons de luxe',
          ],
        },
      ],
    },
    process: {
      eyebrow: 'Admission',
      title: 'Le processus de candidature',
      steps: [
        {
          number: '01',
          title: 'Candidature',
          text: 'Vous constituez un dossier confidentiel, lu par le seul comité.',
        },
        {
          number: '02',
          title: 'Évaluation',
          text: 'Le comité de sélection étudie votre dossier sous 48h et peut vous proposer un entretien.',
        },
        {
          number: '03',
          title: 'Intégration',
          text: 'Un accueil personnel par votre référent, puis l’activation de vos privilèges.',
        },
      ],
    },
    apply: {
      eyebrow: 'Rejoindre le cercle',
      title: 'Présenter votre candidature',
      text: 'Un membre vous a recommandé, ou vous souhaitez être considéré pour l’un de nos cercles : confiez-nous votre dossier, il sera traité avec la plus grande discrétion.',
      applyButton: 'Constituer mon dossier',
      infoLink: 'Demander des informations',
    },
  },
  en: {
    leave: 'Leave',
    leaveLabel: 'Leave the private area',
    area: 'Private area',
    hero: {
      eyebrow: 'Private circle',
      tagline: 'A closed circle, where every member is known, expected and recognised.',
      welcome: 'Welcome to the private area',
    },
    privilege: {
      eyebrow: 'Membership',
      title: 'A Privilege, Not a Right',
      text: 'Membership of Club HERRA cannot be bought: it is earned, recommended and cultivated. The number of members is deliberately limited, so that each one receives undivided attention.',
      stats: [
        { value: '< 100', spoken: 'Fewer than 100', label: 'members worldwide' },
        { value: '24/7', spoken: '24\u00a0hours a day, 7 days a week', label: 'a dedicated concierge' },
        { value: '∞', spoken: 'Infinite', label: 'bespoke possibilities' },
      ],
    },
    privileges: {
      eyebrow: 'Privileges',
      title: 'What the Club reserves for its members',
      items: [
        {
          icon: 'fleet',
          title: 'Priority access to the fleet',
          text: 'An aircraft confirmed within hours, even on the busiest days: your departures come first.',
        },
        {
          icon: 'concierge',
          title: '24/7 concierge',
          text: 'A single contact, reachable day and night, who knows your habits and anticipates your requests.',
        },
        {
          icon: 'rates',
          title: 'Preferential rates',
          text: 'Member-only terms on flights, empty legs and ground services.',
        },
        {
          icon: 'events',
          title: 'Exclusive experiences and events',
          text: 'Previews, exceptional dinners, private sales and chosen encounters, in Paris, in Dubai and beyond.',
        },
        {
          icon: 'network',
          title: 'A private network',
          text: 'Meetings between members, entrepreneurs, collectors and creators, in the strictest discretion.',
        },
        {
          icon: 'bespoke',
          title: 'Bespoke services',
          text: 'Villas, yachts, security, protocol: what does not exist yet, we arrange for you.',
        },
      ],
    },
    tiers: {
      eyebrow: 'Levels of membership',
      title: 'Three circles',
      intro:
        'Three levels, three ways in: by invitation, on selection by the committee, or by co-option of the members.',
      highlight: 'Most sought-after',
      items: [
        {
          name: 'Classique',
          access: 'On invitation',
          summary: 'Entry into the circle.',
          features: ['Priority fleet access', 'Dedicated concierge', 'Preferential rates', 'Private events'],
        },
        {
          name: 'Premium',
          access: 'On selection',
          summary: 'The sky at your disposal.',
          features: [
            'All Classique perks',
            'Dedicated jet available 24h',
            'Personal butler in flight',
            'Access to private lounges',
            'International network',
          ],
        },
        {
          name: 'Ambassadeur',
          access: 'By co-option',
          summary: 'The inner circle.',
          features: [
            'All Premium perks',
            'Managed personal fleet',
            'International lifestyle concierge',
            'Exclusive events',
            'Luxury-house partnerships',
          ],
        },
      ],
    },
    process: {
      eyebrow: 'Admission',
      title: 'The application process',
      steps: [
        {
          number: '01',
          title: 'Application',
          text: 'You put together a confidential file, read by the committee alone.',
        },
        {
          number: '02',
          title: 'Evaluation',
          text: 'The selection committee reviews your file within 48h and may invite you to meet.',
        },
        {
          number: '03',
          title: 'Integration',
          text: 'A personal welcome from your HERRA contact, then the activation of your privileges.',
        },
      ],
    },
    apply: {
      eyebrow: 'Join the circle',
      title: 'Present your application',
      text: 'A member has recommended you, or you wish to be considered for one of our circles: entrust us with your file, it will be handled with the utmost discretion.',
      applyButton: 'Begin my application',
      infoLink: 'Request information',
    },
  },
})
