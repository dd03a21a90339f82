/** /services/courtier-aviation — French in both languages (docs/product.md §2). */
export const brokerCopy = {
  promise: {
    value: '1\u00a0h',
    label: 'Votre devis personnalisé, dans l’heure',
  },
  sections: [
    {
      title: 'Jets légers et intermédiaires',
      paragraphs: [
        'De 6 à 10 passagers, jusqu’à 3\u202f500\u00a0km sans escale : l’appareil des allers-retours d’affaires dans la journée et des week-ends en Europe. Londres, Genève, Milan ou Ibiza se rejoignent en moins de trois heures, souvent depuis un aéroport plus proche de chez vous que les grandes plateformes.',
        'Leur taille leur ouvre les pistes courtes et les aéroports secondaires, au plus près de votre destination finale.',
      ],
      points: [
        'De 6 à 10 passagers selon l’appareil',
        'Jusqu’à 3\u202f500\u00a0km de rayon d’action',
        'Accès aux aéroports secondaires et aux pistes courtes',
      ],
    },
    {
      title: 'Jets long-courriers',
      paragraphs: [
        'Jusqu’à 16 passagers, sur des distances intercontinentales : Paris–Dubaï, Paris–New York ou Genève–Singapour, souvent sans escale. Cabines en plusieurs salons, chambre, parfois douche : on y travaille, on y dîne et on y dort comme chez soi.',
        'Nous sélectionnons l’appareil selon la distance, la piste d’arrivée, le nombre de passagers et le confort que vous attendez.',
      ],
      points: [
        'Jusqu’à 16 passagers',
        'Vols intercontinentaux, le plus souvent sans escale',
        'Cabines à plusieurs espaces, couchage à plat',
      ],
    },
    {
      title: 'Hélicoptères de prestige',
      paragraphs: [
        'Pour les derniers kilomètres ou les trajets que la route rend interminables : Nice–Monaco en quelques minutes, Genève–Courchevel, Paris–Deauville ou la liaison entre un aéroport et votre villa.',
        'Appareils bimoteurs pour les vols au-dessus de l’eau et des villes, pilotes expérimentés en montagne, héliports et zones de poser privées organisés pour vous.',
      ],
    },
    {
      title: 'Nos engagements qualité',
      paragraphs: [
        'Chaque proposition que vous recevez a été vérifiée. Notre rôle de courtier est de choisir pour vous, et de répondre de ce choix.',
      ],
      points: [
        'Opérateurs titulaires d’un certificat de transporteur aérien, certifiés EASA, FAA ou DGAC',
        'Équipages qualifiés sur l’appareil, deux pilotes sur chaque jet',
        'Assurances et historique d’entretien vérifiés avant chaque proposition',
        'Prix hors taxes détaillés, sans frais cachés',
        'Réponse à votre demande de devis dans l’heure, 24\u00a0h/24 et 7\u00a0j/7',
      ],
    },
  ],
  closing: {
    eyebrow: 'Réponse dans l’heure',
    title: 'Confiez-nous votre prochain vol',
    text: 'Décrivez votre voyage : un conseiller vous répond dans l’heure avec une proposition vérifiée.',
  },
} as const
