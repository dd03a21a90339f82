import { defineCopy } from '~/i18n/define-copy'

/** /services/assistance-24-7: ground handling, emergency assistance, concierge, monitoring. */
export const assistanceCopy = defineCopy({
  fr: {
    sections: [
      {
        title: 'Assistance au sol',
        paragraphs: [
          'Créneaux, stationnement, carburant, dégivrage, formalités douanières et sûreté : dans chacune des escales, nos partenaires d’assistance préparent l’appareil et votre passage pour que l’attente au sol se compte en minutes.',
        ],
        points: ['Handling et avitaillement', 'Formalités douanières et de police', 'Accueil personnalisé au terminal'],
      },
      {
        title: 'Assistance d’urgence',
        paragraphs: [
          'Un passager souffrant, une météo qui ferme un aéroport, un appareil immobilisé : notre équipe trouve une solution de remplacement, réorganise le voyage et vous tient informé, à toute heure. Nous coordonnons aussi, avec des opérateurs spécialisés, les rapatriements sanitaires.',
        ],
      },
      {
        title: 'Conciergerie',
        paragraphs: [
          'Un restaurant pour ce soir, une voiture à l’arrivée, un cadeau à livrer, une villa à ouvrir : la conciergerie HERRA répond à vos demandes avant, pendant et après le vol.',
        ],
      },
      {
        title: 'Suivi des vols',
        paragraphs: [
          'Chaque vol est suivi en temps réel par notre équipe, du roulage à l’atterrissage. Un retard, un changement de piste, une escale technique : vous, vos proches ou votre assistante êtes prévenus aussitôt.',
        ],
        points: [
          'Suivi en temps réel',
          'Information des proches et de vos équipes',
          'Équipe de permanence 24\u00a0h/24, 7\u00a0j/7',
        ],
      },
    ],
    closing: {
      eyebrow: 'Jour et nuit',
      title: 'Une équipe veille sur votre voyage',
      text: 'Pour préparer un vol ou obtenir de l’aide pendant un voyage, écrivez-nous : nous répondons à toute heure.',
    },
  },
  en: {
    sections: [
      {
        title: 'Ground handling',
        paragraphs: [
          'Slots, parking, fuel, de-icing, customs and security formalities: at every stop, our handling partners prepare the aircraft and your passage so that time on the ground is counted in minutes.',
        ],
        points: ['Handling and refuelling', 'Customs and immigration formalities', 'Personal welcome at the terminal'],
      },
      {
        title: 'Emergency assistance',
        paragraphs: [
          'A passenger taken ill, weather closing an airport, an aircraft grounded: our team finds a replacement, reorganises the journey and keeps you informed at any hour. With specialised operators, we also coordinate medical repatriation.',
        ],
      },
      {
        title: 'Concierge',
        paragraphs: [
          'A restaurant for tonight, a car on arrival, a gift to deliver, a villa to open: HERRA’s concierge handles your requests before, during and after the flight.',
        ],
      },
      {
        title: 'Flight monitoring',
        paragraphs: [
          'Every flight is followed in real time by our team, from taxi to touchdown. A delay, a runway change, a technical stop: you, your family or your assistant are told at once.',
        ],
        points: [
          'Real-time monitoring',
          'Updates for your family and your staff',
          'A team on duty 24\u00a0hours a day, 7 days a week',
        ],
      },
    ],
    closing: {
      eyebrow: 'Day and night',
      title: 'A team watches over your journey',
      text: 'To prepare a flight or to get help during a journey, write to us: we answer at any hour.',
    },
  },
})
