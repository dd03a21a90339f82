import { defineCopy } from '~/i18n/define-copy'

/** About (docs/product.md §2): story, the three locations, the French art of living, founders, the four values. */
export const aboutCopy = defineCopy({
  fr: {
    story: {
      eyebrow: 'Notre histoire',
      title: 'Le temps est le premier des luxes',
      paragraphs: [
        'HERRA est née à Paris d’une conviction simple : ceux qui voyagent beaucoup n’ont pas besoin de plus d’options, mais d’un interlocuteur qui connaisse leurs habitudes, anticipe leurs contraintes et réponde à toute heure.',
        'Courtier indépendant, nous ne possédons pas d’avions : nous choisissons, pour chaque voyage, l’appareil et l’opérateur qui conviennent, parmi des compagnies certifiées EASA, FAA ou DGAC que nous connaissons et contrôlons. Cette indépendance est votre garantie : notre seule préoccupation est la justesse de la proposition.',
        'De l’univers du luxe, la maison a hérité le goût du détail et le sens du service. Particuliers, entreprises, ambassades et personnalités nous confient aujourd’hui leurs déplacements vers plus de 200 destinations.',
      ],
    },
    locations: {
      eyebrow: 'Nos adresses',
      title: 'Paris, Dubaï et le reste du monde',
      intro:
        'Deux bureaux et un réseau de partenaires pour vous accompagner partout où vos affaires et vos envies vous mènent.',
      paris: {
        name: 'Paris',
        role: 'Le siège',
        text: 'Au cœur de la capitale, à une demi-heure du Bourget : c’est ici que nous concevons vos voyages et que veille notre équipe de nuit.',
      },
      dubai: {
        name: 'Dubaï',
        role: 'Le bureau du Golfe',
        text: 'Pour le Moyen-Orient, l’océan Indien et l’Asie, une équipe sur place, au fait des usages, des autorisations et des aéroports de la région.',
      },
      world: {
        name: 'Le monde',
        role: 'Plus de 200 destinations',
        text: 'Des capitales d’affaires aux pistes les plus confidentielles, nos partenaires d’escale vous accueillent partout où un jet ou un hélicoptère peut se poser.',
      },
    },
    artOfLiving: {
      eyebrow: 'L’art de vivre à la française',
      title: 'Recevoir, jusque dans les airs',
      paragraphs: [
        'Nous abordons chaque vol comme une maison reçoit ses hôtes : une table choisie, un champagne à la bonne température, des fleurs fraîches, la presse de votre pays et le silence quand vous le souhaitez.',
        'Cette attention vient d’une culture : celle des grandes maisons françaises, où l’élégance tient moins à l’ostentation qu’à la justesse de chaque geste.',
      ],
    },
    founders: {
      eyebrow: 'Les fondateurs',
      title: 'Une maison fondée par des gens de l’air et de l’accueil',
      paragraphs: [
        'Les fondateurs de HERRA viennent de l’aviation d’affaires et de l’hôtellerie de luxe. Les uns ont organisé des vols pour des chefs d’État et des directions générales ; les autres ont dirigé des équipes dans des palaces parisiens.',
        'De cette double culture est née une méthode : la rigueur d’un centre d’opérations aériennes, servie avec l’attention d’un concierge de grand hôtel.',
      ],
      quote: '« Nous voulions une maison où chaque client serait reçu comme un hôte, jamais traité comme un dossier. »',
      quoteAuthor: 'Les fondateurs de HERRA',
    },
    values: {
      eyebrow: 'Nos valeurs',
      title: 'Quatre valeurs, sans compromis',
      items: [
        {
          title: 'Sécurité',
          text: 'Opérateurs certifiés EASA, FAA ou DGAC, équipages qualifiés sur leur appareil, historique d’entretien vérifié : aucune proposition ne vous parvient sans ces garanties.',
        },
        {
          title: 'Excellence',
          text: 'Un conseiller unique, des options comparées avec honnêteté, une réponse précise et rapide : l’excellence se mesure à chaque échange, pas seulement en vol.',
        },
        {
          title: 'Discrétion',
          text: 'Confidentialité de vos voyages, de vos invités et de vos habitudes ; accès privés et accords de confidentialité sur simple demande.',
        },
        {
          title: 'Service 24/7',
          text: 'Un départ avancé, une escale imprévue, un passager de plus : notre équipe répond jour et nuit, toute l’année, depuis Paris et Dubaï.',
        },
      ],
    },
    closing: {
      eyebrow: 'Et maintenant',
      title: 'Composons votre prochain voyage',
      text: 'Un vol, un événement, une acquisition : dites-nous ce que vous imaginez, nous nous occupons du reste.',
      bespoke: 'Nos solutions sur mesure',
      services: 'Tous nos services',
    },
  },
  en: {
    story: {
      eyebrow: 'Our story',
      title: 'Time is the first of luxuries',
      paragraphs: [
        'HERRA was born in Paris from a simple conviction: people who travel a great deal do not need more options, but one point of contact who knows their habits, anticipates their constraints and answers at any hour.',
        'As an independent broker we own no aircraft: for every journey we choose the aircraft and the operator that suit it, among EASA-, FAA- or DGAC-certified companies that we know and audit. That independence is your guarantee: our only concern is the rightness of the proposal.',
        'From the world of luxury, the house inherited its taste for detail and its sense of service. Private individuals, companies, embassies and public figures now entrust us with their journeys to more than 200 destinations.',
      ],
    },
    locations: {
      eyebrow: 'Our addresses',
      title: 'Paris, Dubai and the rest of the world',
      intro: 'Two offices and a network of partners to accompany you wherever business or pleasure takes you.',
      paris: {
        name: 'Paris',
        role: 'Headquarters',
        text: 'In the heart of the capital, half an hour from Le Bourget: this is where we design your journeys and where our night team keeps watch.',
      },
      dubai: {
        name: 'Dubai',
        role: 'The Gulf office',
        text: 'For the Middle East, the Indian Ocean and Asia, a team on the ground who know the customs, permits and airports of the region.',
      },
      world: {
        name: 'The world',
        role: 'More than 200 destinations',
        text: 'From business capitals to the most discreet airstrips, our ground partners welcome you wherever a jet or a helicopter can land.',
      },
    },
    artOfLiving: {
      eyebrow: 'The French art of living',
      title: 'Hospitality, even in the air',
      paragraphs: [
        'We approach every flight the way a great house receives its guests: a chosen table, champagne at the right temperature, fresh flowers, the papers from home and silence whenever you wish.',
        'This attention comes from a culture: that of the great French houses, where elegance lies less in display than in the rightness of every gesture.',
      ],
    },
    founders: {
      eyebrow: 'The founders',
      title: 'A house founded by people of aviation and hospitality',
      paragraphs: [
        'The founders of HERRA come from business aviation and luxury hospitality. Some organised flights for heads of state and boards of directors; others ran teams in Parisian palace hotels.',
        'From this double culture came a method: the rigour of a flight operations centre, delivered with the attention of a grand hotel concierge.',
      ],
      quote: '“We wanted a house where every client would be received as a guest, never handled as a file.”',
      quoteAuthor: 'The founders of HERRA',
    },
    values: {
      eyebrow: 'Our values',
      title: 'Four values, without compromise',
      items: [
        {
          title: 'Safety',
          text: 'Operators certified by EASA, the FAA or the DGAC, crews qualified on their aircraft, a verified maintenance record: no proposal reaches you without these guarantees.',
        },
        {
          title: 'Excellence',
          text: 'A single adviser, options compared honestly, a precise and prompt answer: excellence is measured in every exchange, not only in flight.',
        },
        {
          title: 'Discretion',
          text: 'Confidentiality for your journeys, your guests and your habits; private access and non-disclosure agreements on simple request.',
        },
        {
          title: '24/7 service',
          text: 'An earlier departure, an unplanned stop, one more passenger: our team answers day and night, all year round, from Paris and Dubai.',
        },
      ],
    },
    closing: {
      eyebrow: 'What next',
      title: 'Let us compose your next journey',
      text: 'A flight, an event, an acquisition: tell us what you have in mind and we will take care of the rest.',
      bespoke: 'Our bespoke solutions',
      services: 'All our services',
    },
  },
})
