import { defineCopy } from '~/i18n/define-copy'

/**
 * Heading, introduction and search-engine description of every public page.
 * The aviation-broker page is French in both languages and the sales page English
 * in both (docs/product.md §2, §3): their `lang` says so, so the page can mark it up.
 */
export interface PageIntro {
  title: string
  intro: string
  metaTitle: string
  metaDescription: string
  eyebrow?: string
}

export type PageKey =
  | 'home'
  | 'about'
  | 'experience'
  | 'services'
  | 'broker'
  | 'privateFlights'
  | 'sales'
  | 'bespoke'
  | 'assistance'
  | 'quote'
  | 'fleet'
  | 'contact'
  | 'contactClub'
  | 'clubGate'
  | 'clubContent'
  | 'club'
  | 'membership'
  | 'news'
  | 'memberLogin'
  | 'legal'
  | 'privacy'

const brokerFr: PageIntro = {
  eyebrow: 'Courtier aviation',
  title: 'Votre courtier en aviation d’affaires',
  intro:
    'Jets légers et intermédiaires de 6 à 10 passagers jusqu’à 3\u202f500\u00a0km, jets long-courriers jusqu’à 16 passagers, hélicoptères de prestige : nous sélectionnons l’appareil juste et vous répondons dans l’heure.',
  metaTitle: 'Courtier en aviation d’affaires — HERRA',
  metaDescription:
    'Courtier en aviation privée à Paris : jets légers, intermédiaires et long-courriers, hélicoptères. Opérateurs certifiés EASA, FAA et DGAC, réponse dans l’heure.',
}

const salesEn: PageIntro = {
  eyebrow: 'Sales & acquisition',
  title: 'Aircraft sales and acquisition',
  intro:
    'From the first search to the delivery flight, our experts guide the purchase or sale of your aircraft with complete discretion: market analysis, pre-purchase inspection, negotiation and registration.',
  metaTitle: 'Aircraft sales and acquisition — HERRA',
  metaDescription:
    'Buy or sell a business jet with HERRA: market analysis, inspections, negotiation and registration handled discreetly by aviation experts in Paris and Dubai.',
}

export const pageCopy = defineCopy<Record<PageKey, PageIntro>>({
  fr: {
    home: {
      eyebrow: 'Aviation privée · Paris · Dubaï',
      title: 'L’art du voyage privé',
      intro:
        'HERRA organise vos vols privés partout dans le monde, 24\u00a0h/24 et 7\u00a0j/7 : plus de 200 destinations, des opérateurs certifiés EASA, FAA et DGAC, et un devis personnalisé dans l’heure.',
      metaTitle: 'HERRA — Aviation privée d’exception, Paris et Dubaï',
      metaDescription:
        'Courtier en aviation privée basé à Paris et Dubaï : vols sur mesure en jet ou hélicoptère, plus de 200 destinations, service 24/7 et devis dans l’heure.',
    },
    about: {
      eyebrow: 'La maison',
      title: 'Une maison française de l’aviation privée',
      intro:
        'Née à Paris et présente à Dubaï, HERRA réunit l’exigence du service à la française et la rigueur de l’aviation d’affaires pour une clientèle qui ne transige ni sur la sécurité ni sur la discrétion.',
      metaTitle: 'À propos de HERRA — Maison d’aviation privée',
      metaDescription:
        'L’histoire de HERRA, ses bureaux de Paris et Dubaï, ses fondateurs et ses valeurs : sécurité, excellence, discrétion et service 24/7.',
    },
    experience: {
      eyebrow: 'L’expérience HERRA',
      title: 'Le ciel, à votre mesure',
      intro:
        'Un art de vivre à la française prolongé à 40\u202f000\u00a0pieds : chaque détail de votre voyage est pensé pour vous, de la table à bord au transfert à l’arrivée.',
      metaTitle: 'L’expérience HERRA — Voyager autrement',
      metaDescription:
        'Excellence française, expérience sur mesure et art de vivre : découvrez l’expérience de vol privé selon HERRA.',
    },
    services: {
      eyebrow: 'Services',
      title: 'Nos services',
      intro:
        'Vols privés, vente et acquisition d’appareils, solutions sur mesure et assistance permanente : une seule adresse pour tout ce qui touche à votre aviation.',
      metaTitle: 'Services d’aviation privée — HERRA',
      metaDescription:
        'Vols privés en jet et hélicoptère, vente et acquisition d’avions, solutions sur mesure et assistance 24/7 : les services de HERRA.',
    },
    broker: brokerFr,
    privateFlights: {
      eyebrow: 'Vols privés',
      title: 'La maison des vols privés',
      intro:
        'Du jet léger pour un aller-retour à Genève au long-courrier pour rejoindre Dubaï sans escale, nous affrétons l’appareil qui convient à chaque voyage, avec une discrétion absolue.',
      metaTitle: 'Vols privés en jet et hélicoptère — HERRA',
      metaDescription:
        'Affrètement de jets privés légers, intermédiaires et long-courriers, et d’hélicoptères : discrétion, excellence et devis dans l’heure.',
    },
    sales: salesEn,
    bespoke: {
      eyebrow: 'Solutions sur mesure',
      title: 'Solutions sur mesure',
      intro:
        'Événements, collaborations mode et design, gastronomie, voyages d’affaires et conciergerie mondiale : nous composons autour de votre vol l’expérience complète que vous imaginez.',
      metaTitle: 'Solutions sur mesure — HERRA',
      metaDescription:
        'Événements, mode et design, gastronomie, voyages d’affaires et conciergerie mondiale autour de vos vols privés.',
    },
    assistance: {
      eyebrow: 'Assistance 24/7',
      title: 'Assistance 24\u00a0h/24, 7\u00a0j/7',
      intro:
        'Assistance au sol, urgences, conciergerie et suivi de vol en temps réel : une équipe veille sur chacun de vos déplacements, de jour comme de nuit.',
      metaTitle: 'Assistance 24/7 — HERRA',
      metaDescription:
        'Assistance en escale, urgences, conciergerie et suivi des vols : l’équipe HERRA est joignable à toute heure, partout dans le monde.',
    },
    quote: {
      eyebrow: 'Devis',
      title: 'Demande de Devis Personnalisé',
      intro: 'Décrivez votre voyage : un conseiller vous adresse une proposition personnalisée dans l’heure.',
      metaTitle: 'Demande de devis personnalisé — HERRA',
      metaDescription:
        'Demandez un devis de vol privé : itinéraire, dates, passagers et appareil. Réponse personnalisée dans l’heure.',
    },
    fleet: {
      eyebrow: 'La flotte',
      title: 'Notre flotte',
      intro:
        'Jets légers, intermédiaires et lourds sélectionnés auprès d’opérateurs certifiés. Estimez votre vol pour chaque appareil : durée, météo en altitude, escales et prix indicatif.',
      metaTitle: 'Flotte de jets privés et estimation de vol — HERRA',
      metaDescription:
        'Citation, Phenom, Challenger, Falcon, Global, Gulfstream : découvrez la flotte HERRA et estimez votre vol privé en quelques secondes.',
    },
    contact: {
      eyebrow: 'Contact',
      title: 'Correspondance privée',
      intro:
        'Confiez-nous votre projet de voyage : votre demande nous parvient de façon sécurisée et un conseiller vous répond personnellement.',
      metaTitle: 'Contact et simulateur de vol — HERRA',
      metaDescription:
        'Écrivez à HERRA en toute confidentialité et simulez votre vol privé : durée, météo en altitude, escales et prix indicatif hors taxes.',
    },
    contactClub: {
      eyebrow: 'Club HERRA',
      title: 'Contacter le Club HERRA',
      intro:
        'Une question sur le Club HERRA, une recommandation, une demande d’information : écrivez-nous, votre message est traité avec la plus grande discrétion.',
      metaTitle: 'Contacter le Club HERRA',
      metaDescription: 'Contactez le Club HERRA en toute confidentialité.',
    },
    clubGate: {
      eyebrow: 'Accès privé',
      title: 'Espace privé du Club HERRA',
      intro: 'Saisissez le code d’accès qui vous a été remis par votre référent HERRA.',
      metaTitle: 'Accès privé — Club HERRA',
      metaDescription: 'Accès réservé aux détenteurs d’un code du Club HERRA.',
    },
    clubContent: {
      eyebrow: 'Club HERRA',
      title: 'Club HERRA',
      intro: 'Un cercle fermé, réservé à quelques membres dans le monde.',
      metaTitle: 'Club HERRA — Espace privé',
      metaDescription: 'Espace privé du Club HERRA.',
    },
    club: {
      eyebrow: 'Club HERRA',
      title: 'Le Club HERRA',
      intro:
        'Un cercle privé, sur invitation, de moins de 100 membres dans le monde : l’art du voyage, un personal shopper, des événements privés et une conciergerie 24/7.',
      metaTitle: 'Club HERRA — Cercle privé sur invitation',
      metaDescription:
        'Le Club HERRA, cercle privé de moins de 100 membres : art du voyage, personal shopper, événements privés et conciergerie 24/7.',
    },
    membership: {
      eyebrow: 'Club HERRA',
      title: 'Devenir membre',
      intro:
        'Présentez votre candidature au Club HERRA. Chaque dossier est examiné en toute confidentialité par notre comité de sélection.',
      metaTitle: 'Devenir membre du Club HERRA',
      metaDescription: 'Candidature confidentielle au Club HERRA, cercle privé sur invitation.',
    },
    news: {
      eyebrow: 'Actualités',
      title: 'Actualités',
      intro: 'Innovations, flotte, partenariats et témoignages : les nouvelles de la maison HERRA.',
      metaTitle: 'Actualités — HERRA',
      metaDescription:
        'Les actualités de HERRA : innovation, flotte, partenariats et témoignages de l’aviation privée.',
    },
    memberLogin: {
      eyebrow: 'Club HERRA',
      title: 'Espace membre',
      intro: 'Connexion réservée aux membres du Club HERRA.',
      metaTitle: 'Espace membre — Club HERRA',
      metaDescription: 'Connexion à l’espace membre du Club HERRA.',
    },
    legal: {
      eyebrow: 'Informations',
      title: 'Mentions légales',
      intro:
        'Éditeur, hébergeur, activité, propriété intellectuelle, responsabilité, données personnelles et droit applicable.',
      metaTitle: 'Mentions légales — HERRA',
      metaDescription: 'Mentions légales du site HERRA : éditeur, hébergeur, activité et droit applicable.',
    },
    privacy: {
      eyebrow: 'Informations',
      title: 'Politique de confidentialité',
      intro:
        'Quelles données nous recueillons, pourquoi, combien de temps nous les gardons et comment exercer vos droits.',
      metaTitle: 'Politique de confidentialité — HERRA',
      metaDescription: 'Comment HERRA traite vos données personnelles et comment exercer vos droits.',
    },
  },
  en: {
    home: {
      eyebrow: 'Private aviation · Paris · Dubai',
      title: 'The art of private travel',
      intro:
        'HERRA arranges your private flights anywhere in the world, 24\u00a0hours a day, 7 days a week: more than 200 destinations, operators certified by EASA, the FAA and the DGAC, and a personalised quote within the hour.',
      metaTitle: 'HERRA — Exceptional private aviation, Paris and Dubai',
      metaDescription:
        'Private aviation broker based in Paris and Dubai: bespoke jet and helicopter flights, more than 200 destinations, 24/7 service and a quote within the hour.',
    },
    about: {
      eyebrow: 'The house',
      title: 'A French house of private aviation',
      intro:
        'Born in Paris and present in Dubai, HERRA brings together the standards of French hospitality and the rigour of business aviation for clients who compromise neither on safety nor on discretion.',
      metaTitle: 'About HERRA — A private aviation house',
      metaDescription:
        'The story of HERRA, its Paris and Dubai offices, its founders and its values: safety, excellence, discretion and 24/7 service.',
    },
    experience: {
      eyebrow: 'The HERRA experience',
      title: 'The sky, made to measure',
      intro:
        'The French art of living carried to 40,000\u00a0feet: every detail of your journey is designed around you, from the table on board to the transfer on arrival.',
      metaTitle: 'The HERRA experience — Travel differently',
      metaDescription:
        'French excellence, a tailor-made experience and an art of living: discover private flying as HERRA sees it.',
    },
    services: {
      eyebrow: 'Services',
      title: 'Our services',
      intro:
        'Private flights, aircraft sales and acquisition, bespoke solutions and round-the-clock assistance: one address for everything to do with your aviation.',
      metaTitle: 'Private aviation services — HERRA',
      metaDescription:
        'Private jet and helicopter flights, aircraft sales and acquisition, bespoke solutions and 24/7 assistance: the services of HERRA.',
    },
    broker: brokerFr,
    privateFlights: {
      eyebrow: 'Private flights',
      title: 'The house of private flights',
      intro:
        'From a light jet for a day return to Geneva to a long-range aircraft flying non-stop to Dubai, we charter the right aircraft for every journey, with absolute discretion.',
      metaTitle: 'Private jet and helicopter flights — HERRA',
      metaDescription:
        'Charter of light, midsize and long-range private jets and helicopters: discretion, excellence and a quote within the hour.',
    },
    sales: salesEn,
    bespoke: {
      eyebrow: 'Bespoke solutions',
      title: 'Bespoke solutions',
      intro:
        'Events, fashion and design collaborations, gastronomy, business travel and global concierge: around your flight we compose the complete experience you have in mind.',
      metaTitle: 'Bespoke solutions — HERRA',
      metaDescription:
        'Events, fashion and design, gastronomy, business travel and global concierge around your private flights.',
    },
    assistance: {
      eyebrow: '24/7 assistance',
      title: 'Assistance 24\u00a0hours a day, 7 days a week',
      intro:
        'Ground handling, emergencies, concierge and real-time flight monitoring: a team watches over every one of your journeys, day and night.',
      metaTitle: '24/7 assistance — HERRA',
      metaDescription:
        'Ground handling, emergencies, concierge and flight monitoring: the HERRA team can be reached at any hour, anywhere in the world.',
    },
    quote: {
      eyebrow: 'Quote',
      title: 'Personalised Quote Request',
      intro: 'Describe your journey: an adviser will send you a personalised proposal within the hour.',
      metaTitle: 'Personalised quote request — HERRA',
      metaDescription:
        'Request a private flight quote: route, dates, passengers and aircraft. A personalised reply within the hour.',
    },
    fleet: {
      eyebrow: 'The fleet',
      title: 'Our fleet',
      intro:
        'Light, midsize and heavy jets selected from certified operators. Estimate your flight on each aircraft: flight time, weather at altitude, fuel stops and an indicative price.',
      metaTitle: 'Private jet fleet and flight estimate — HERRA',
      metaDescription:
        'Citation, Phenom, Challenger, Falcon, Global, Gulfstream: discover the HERRA fleet and estimate your private flight in seconds.',
    },
    contact: {
      eyebrow: 'Contact',
      title: 'Private correspondence',
      intro: 'Tell us about your journey: your request reaches us securely and an adviser answers you personally.',
      metaTitle: 'Contact and flight simulator — HERRA',
      metaDescription:
        'Write to HERRA in complete confidence and simulate your private flight: flight time, weather at altitude, fuel stops and an indicative price excluding tax.',
    },
    contactClub: {
      eyebrow: 'Club HERRA',
      title: 'Contact Club HERRA',
      intro:
        'A question about Club HERRA, a recommendation, a request for information: write to us and your message will be handled with the utmost discretion.',
      metaTitle: 'Contact Club HERRA',
      metaDescription: 'Contact Club HERRA in complete confidence.',
    },
    clubGate: {
      eyebrow: 'Private access',
      title: 'Club HERRA private area',
      intro: 'Enter the access code given to you by your HERRA contact.',
      metaTitle: 'Private access — Club HERRA',
      metaDescription: 'Reserved for holders of a Club HERRA access code.',
    },
    clubContent: {
      eyebrow: 'Club HERRA',
      title: 'Club HERRA',
      intro: 'A closed circle, reserved for a few members around the world.',
      metaTitle: 'Club HERRA — Private area',
      metaDescription: 'Club HERRA private area.',
    },
    club: {
      eyebrow: 'Club HERRA',
      title: 'Club HERRA',
      intro:
        'A private, invitation-only circle of fewer than 100 members worldwide: the art of travel, a personal shopper, private events and a 24/7 concierge.',
      metaTitle: 'Club HERRA — A private, invitation-only circle',
      metaDescription:
        'Club HERRA, a private circle of fewer than 100 members: the art of travel, personal shopper, private events and 24/7 concierge.',
    },
    membership: {
      eyebrow: 'Club HERRA',
      title: 'Become a Member',
      intro: 'Apply to Club HERRA. Every application is reviewed in complete confidence by our selection committee.',
      metaTitle: 'Become a member of Club HERRA',
      metaDescription: 'Confidential application to Club HERRA, an invitation-only private circle.',
    },
    news: {
      eyebrow: 'News',
      title: 'News',
      intro: 'Innovation, fleet, partnerships and testimonials: news from the house of HERRA.',
      metaTitle: 'News — HERRA',
      metaDescription: 'HERRA news: innovation, fleet, partnerships and testimonials from private aviation.',
    },
    memberLogin: {
      eyebrow: 'Club HERRA',
      title: 'Members’ area',
      intro: 'Sign-in reserved for Club HERRA members.',
      metaTitle: 'Members’ area — Club HERRA',
      metaDescription: 'Sign in to the Club HERRA members’ area.',
    },
    legal: {
      eyebrow: 'Information',
      title: 'Legal notice',
      intro: 'Publisher, host, activity, intellectual property, liability, personal data and governing law.',
      metaTitle: 'Legal notice — HERRA',
      metaDescription: 'Legal notice of the HERRA website: publisher, host, activity and governing law.',
    },
    privacy: {
      eyebrow: 'Information',
      title: 'Privacy policy',
      intro: 'What data we collect, why, how long we keep it and how to exercise your rights.',
      metaTitle: 'Privacy policy — HERRA',
      metaDescription: 'How HERRA processes your personal data and how to exercise your rights.',
    },
  },
})

/** Pages whose text stays in one language whatever the switch says (docs/product.md §2). */
export const fixedPageLanguage: Partial<Record<PageKey, 'fr' | 'en'>> = {
  broker: 'fr',
  sales: 'en',
}
