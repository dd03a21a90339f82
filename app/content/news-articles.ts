import { defineCopy } from '~/i18n/define-copy'
import type { ArticleSlug } from './news'

/**
 * The full text of each article, loaded only by the article page (the news page needs only the
 * titles and excerpts of `news.ts`).
 */
export interface ArticleBody {
  lead: string
  body: ReadonlyArray<{ heading?: string; paragraphs: readonly string[] }>
  cta: string
}

export const articleBodies = defineCopy<Record<ArticleSlug, ArticleBody>>({
  fr: {
    'carburant-aviation-durable': {
      lead: 'Désormais, chaque devis HERRA comporte une ligne nouvelle : une option de carburant d’aviation durable, ou SAF. Ni promesse vague ni compensation lointaine, mais un carburant réel, tracé et certifié. Voici ce qu’il faut en savoir.',
      body: [
        {
          heading: 'Qu’est-ce que le SAF ?',
          paragraphs: [
            'Le Sustainable Aviation Fuel désigne des carburants d’aviation produits à partir de ressources non fossiles : huiles de cuisson usagées, graisses animales, résidus agricoles et forestiers, et demain hydrogène et CO₂ capté. Une fois raffiné, il possède les mêmes propriétés que le kérosène classique, au point de pouvoir lui être mélangé — aujourd’hui jusqu’à 50\u00a0% — sans aucune modification des moteurs ni des appareils.',
            'Son intérêt se mesure sur l’ensemble de son cycle de vie. Le CO₂ émis en vol est comparable à celui du kérosène, mais le carbone qu’il contient a été prélevé dans l’atmosphère ou provient de déchets qui l’auraient libéré de toute façon. Selon la filière, la réduction des émissions sur le cycle de vie atteint jusqu’à 80\u00a0% par rapport au carburant fossile.',
          ],
        },
        {
          heading: 'Pourquoi maintenant',
          paragraphs: [
            'L’Union européenne a fixé un cap : le règlement ReFuelEU Aviation impose aux fournisseurs d’incorporer 2\u00a0% de SAF dans le carburant distribué dans les aéroports européens dès 2025, 6\u00a0% en 2030 et 70\u00a0% en 2050. L’aviation d’affaires, qui consomme davantage par passager que l’aviation commerciale, a une responsabilité particulière dans cette transition.',
            'Nos clients nous le demandent aussi, de plus en plus souvent. Beaucoup d’entreprises intègrent désormais leurs déplacements en jet privé à leur bilan carbone ; elles attendent de leur courtier des solutions mesurables, pas des déclarations d’intention.',
          ],
        },
        {
          heading: 'Comment nous l’intégrons à vos vols',
          paragraphs: [
            'Lorsque le SAF est disponible à l’aéroport de départ, nous demandons à l’opérateur de l’embarquer physiquement, dans la proportion que vous choisissez. Là où il ne l’est pas encore, nous utilisons le modèle dit « book and claim » : la quantité de SAF correspondant à votre vol est achetée et injectée dans le réseau d’un aéroport qui en dispose, et les réductions d’émissions vous sont attribuées par un certificat nominatif.',
            'Dans les deux cas, vous recevez après le vol un document indiquant le volume de SAF acheté, sa filière de production, la certification de durabilité du lot et la réduction d’émissions correspondante. Ces justificatifs peuvent être repris dans le reporting extra-financier de votre entreprise.',
          ],
        },
        {
          heading: 'Ce que cela coûte',
          paragraphs: [
            'Le SAF reste aujourd’hui deux à trois fois plus cher que le kérosène. Pour un vol Paris–Genève en jet léger, une incorporation de 30\u00a0% représente quelques centaines d’euros ; pour un vol Paris–Dubaï en jet long-courrier, quelques milliers. Le montant exact figure sur votre devis, sur une ligne distincte, hors taxes, comme toutes nos prestations.',
            'Vous restez libre de choisir la proportion, ou de ne pas retenir l’option. Notre rôle est de vous donner une information exacte pour décider.',
          ],
        },
        {
          heading: 'Et après',
          paragraphs: [
            'Le SAF n’est qu’une partie de la réponse. Choisir l’appareil adapté au nombre de passagers, éviter les vols de mise en place à vide grâce à notre réseau d’opérateurs, préférer un vol direct à une escale technique : ces décisions, que nous prenons pour chaque voyage, réduisent elles aussi la consommation.',
            'Nous publierons chaque année le volume de SAF acheté pour le compte de nos clients. C’est à cette aune, plus qu’à nos mots, que nous souhaitons être jugés.',
          ],
        },
      ],
      cta: 'Demander un devis avec l’option SAF',
    },
    'estimer-son-vol-en-quelques-secondes': {
      lead: 'Combien de temps pour rejoindre Dubaï en Falcon 7X ? Faut-il une escale pour New York en jet intermédiaire ? Sur chaque fiche de notre flotte, un estimateur répond désormais en quelques secondes.',
      body: [
        {
          paragraphs: [
            'Choisissez un aéroport de départ et d’arrivée, une date et le nombre de passagers. L’estimateur calcule la distance orthodromique — la route la plus courte à la surface du globe — puis le niveau de croisière habituel de l’appareil pour cette distance.',
            'Il interroge ensuite les prévisions météorologiques pour le jour choisi, à l’altitude de croisière, au départ, à mi-parcours et à l’arrivée. Un vent de face de 100\u00a0km/h allonge sensiblement un long-courrier ; un courant-jet favorable peut au contraire faire gagner de longues minutes. La durée de vol en tient compte, de même que l’indicateur de turbulence.',
          ],
        },
        {
          heading: 'Un prix indicatif, honnêtement présenté',
          paragraphs: [
            'Si la distance dépasse l’autonomie pratique de l’appareil, les escales techniques sont ajoutées automatiquement. Le prix indicatif, hors taxes, est présenté sous forme de fourchette : il sert à comparer les appareils, pas à remplacer un devis. Lorsque les données météo sont incomplètes, l’estimation le signale et retient l’hypothèse la plus prudente.',
            'L’estimation peut être jointe d’un clic à votre demande de contact. Un conseiller vous adresse alors un devis ferme dans l’heure.',
          ],
        },
      ],
      cta: 'Essayer l’estimateur sur la flotte',
    },
    'global-7500-paris-dubai': {
      lead: 'Six heures trente. C’est le temps qu’il faut au Global 7500 pour relier Le Bourget à Dubaï, sans escale, dans une cabine qui ressemble davantage à un appartement qu’à un avion. L’appareil rejoint notre sélection de jets long-courriers.',
      body: [
        {
          heading: 'Un appartement à 15\u202f000\u00a0mètres',
          paragraphs: [
            'Le Global 7500 est l’un des plus grands jets d’affaires construits comme tels. Sa cabine se divise en quatre espaces : un salon club à l’avant, une salle à manger ou de réunion pouvant se transformer en salle de projection, un second salon, et une chambre avec un véritable lit. Une cuisine complète permet à l’équipage de cabine de servir des repas préparés à bord.',
            'La cabine est pressurisée à une altitude plus basse que celle des avions de ligne, ce qui réduit sensiblement la fatigue sur les longs trajets. L’air est renouvelé en permanence, et le niveau sonore compte parmi les plus faibles de sa catégorie.',
          ],
        },
        {
          heading: 'Le monde sans escale',
          paragraphs: [
            'Avec plus de 14\u202f000\u00a0km d’autonomie, l’appareil relie sans escale Paris à Singapour, Los Angeles ou Johannesburg. Pour un Paris–Dubaï, il dispose d’une marge confortable, qui laisse toute latitude pour contourner la météo ou choisir un aéroport de dégagement.',
            'Nous le proposons pour les voyages de 8 à 16 passagers, les vols de nuit où chacun souhaite dormir à plat, et les familles qui voyagent avec personnel et bagages nombreux.',
          ],
        },
        {
          heading: 'Le G650 et le Falcon 7X, ses alternatives',
          paragraphs: [
            'Le Global 7500 n’est pas toujours le bon choix. Pour un Paris–New York à six ou huit passagers, le G650 offre une vitesse de croisière remarquable et une cabine d’une grande élégance. Le Falcon 7X, conçu en France, se pose sur des pistes plus courtes et plus exigeantes, comme celles de Londres City ou de Lugano.',
            'Notre rôle est de comparer ces appareils pour votre voyage précis, et de vous présenter les options disponibles avec leurs avantages et leurs contraintes. Les estimations de vol sont accessibles dès maintenant sur la fiche de chaque appareil.',
          ],
        },
      ],
      cta: 'Découvrir la flotte',
    },
    'gastronomie-a-bord': {
      lead: 'À 12\u202f000\u00a0mètres, le goût change. L’air sec et la pressurisation atténuent la perception du salé et du sucré, et un plat parfait au sol peut sembler fade en vol. Avec une maison de traiteur parisienne, nous avons conçu une carte qui en tient compte.',
      body: [
        {
          heading: 'Cuisiner pour l’altitude',
          paragraphs: [
            'Les études menées pour les compagnies aériennes sont formelles : en cabine, notre sensibilité au sel et au sucre baisse d’environ un tiers. L’umami, en revanche, résiste — d’où le succès des bouillons, des champignons, des fromages affinés ou des tomates confites à bord.',
            'La carte que nous avons élaborée joue sur ces saveurs, sur des assaisonnements plus francs et sur des textures qui supportent le réchauffage : poissons nacrés à basse température, légumes glacés, sauces montées au dernier moment par l’équipage.',
          ],
        },
        {
          heading: 'Du fournil à la cabine',
          paragraphs: [
            'Les plats sont préparés le matin même dans les cuisines de notre partenaire, livrés à l’appareil sous température contrôlée et accompagnés d’une fiche de dressage pour l’équipage. Le pain arrive du fournil une heure avant le départ.',
            'La carte change avec les saisons et se compose avec vous : menus végétariens, sans gluten, halal ou casher, préférences de vos invités, accords avec les vins de votre choix. Il suffit de nous prévenir vingt-quatre heures à l’avance ; pour les vols décidés dans la journée, une sélection permanente reste disponible.',
          ],
        },
      ],
      cta: 'Découvrir nos solutions sur mesure',
    },
    'trois-capitales-en-une-journee': {
      lead: 'Il a souhaité rester anonyme, discrétion oblige. Directeur d’un family office établi à Genève, il nous a confié l’an dernier une journée qu’il pensait impossible : trois rendez-vous dans trois capitales, et le dîner chez lui, à Paris. Il la raconte.',
      body: [
        {
          heading: '« Tout s’est décidé la veille au soir »',
          paragraphs: [
            '« Un rendez-vous à Londres venait d’être avancé au lendemain matin, alors que j’étais attendu à Genève l’après-midi. Par les lignes régulières, il fallait choisir. J’ai appelé HERRA vers vingt-deux heures. À vingt-trois heures, j’avais une proposition complète : départ du Bourget à 7\u00a0h 15, Londres, Genève, retour à Paris dans la soirée. »',
            '« Ce qui m’a frappé, c’est que la proposition tenait compte de choses auxquelles je n’avais pas pensé : un aéroport londonien plus proche de mon rendez-vous, une voiture à chaque étape, et un petit-déjeuner à bord parce que je partais tôt. »',
          ],
        },
        {
          heading: '« Le temps gagné, c’est le temps passé ailleurs »',
          paragraphs: [
            '« À Londres, la voiture attendait au pied de l’avion. Quarante minutes plus tard, j’étais en réunion. Entre Londres et Genève, j’ai travaillé sur les documents de l’après-midi dans une cabine silencieuse, sans personne autour. À Genève, même chose : pas de file, pas d’attente. »',
            '« On parle souvent du luxe du jet privé. Pour moi, le luxe, c’est d’avoir pu tenir trois engagements importants dans la journée sans en sacrifier aucun, et de rentrer dîner avec mes enfants. »',
          ],
        },
        {
          heading: '« Une équipe qui ne dort jamais »',
          paragraphs: [
            '« Un imprévu est survenu à Genève : ma réunion s’est prolongée d’une heure. J’ai envoyé un message à mon conseiller ; le créneau de départ a été décalé, l’équipage prévenu, la voiture à Paris aussi. Je n’ai eu à m’occuper de rien. »',
            '« Depuis, je fais appel à HERRA pour la plupart de mes déplacements, et pour ceux de ma famille. Ce que j’apprécie le plus, c’est que mon conseiller connaît nos habitudes : il sait ce que mes enfants aiment manger à bord, et que je préfère partir tôt plutôt que tard. »',
          ],
        },
      ],
      cta: 'Découvrir nos vols privés',
    },
  },
  en: {
    'carburant-aviation-durable': {
      lead: 'Every HERRA quote now carries a new line: an option for sustainable aviation fuel, or SAF. Neither a vague promise nor distant offsetting, but real fuel, traced and certified. Here is what you need to know.',
      body: [
        {
          heading: 'What is SAF?',
          paragraphs: [
            'Sustainable Aviation Fuel means aviation fuels made from non-fossil resources: used cooking oil, animal fats, agricultural and forestry residues, and tomorrow hydrogen and captured CO₂. Once refined, it has the same properties as conventional jet fuel — so much so that it can be blended with it, today up to 50\u00a0%, without any change to engines or aircraft.',
            'Its benefit is measured over its whole life cycle. The CO₂ emitted in flight is comparable to that of kerosene, but the carbon it contains was taken from the atmosphere or comes from waste that would have released it anyway. Depending on the production pathway, life-cycle emissions fall by up to 80\u00a0% compared with fossil fuel.',
          ],
        },
        {
          heading: 'Why now',
          paragraphs: [
            'The European Union has set a course: the ReFuelEU Aviation regulation requires suppliers to blend 2\u00a0% SAF into the fuel delivered at European airports from 2025, 6\u00a0% in 2030 and 70\u00a0% in 2050. Business aviation, which burns more fuel per passenger than commercial aviation, bears a particular responsibility in this transition.',
            'Our clients are asking for it too, more and more often. Many companies now include their private jet travel in their carbon accounts; they expect measurable solutions from their broker, not statements of intent.',
          ],
        },
        {
          heading: 'How we bring it to your flights',
          paragraphs: [
            'When SAF is available at the departure airport, we ask the operator to uplift it physically, in the proportion you choose. Where it is not yet available, we use the so-called “book and claim” model: the quantity of SAF matching your flight is bought and delivered into the system of an airport that has it, and the emission reductions are attributed to you through a certificate in your name.',
            'In both cases, after the flight you receive a document stating the volume of SAF purchased, its production pathway, the sustainability certification of the batch and the corresponding emission reduction. These records can be used in your company’s non-financial reporting.',
          ],
        },
        {
          heading: 'What it costs',
          paragraphs: [
            'SAF is still two to three times more expensive than jet fuel. For a Paris–Geneva flight on a light jet, a 30\u00a0% blend represents a few hundred euros; for a Paris–Dubai flight on a long-range jet, a few thousand. The exact amount appears on your quote, on a separate line, excluding tax, like all our services.',
            'You remain free to choose the proportion, or not to take the option. Our role is to give you accurate information to decide.',
          ],
        },
        {
          heading: 'What comes next',
          paragraphs: [
            'SAF is only part of the answer. Choosing the aircraft suited to the number of passengers, avoiding empty positioning flights thanks to our network of operators, preferring a direct flight to a technical stop: these decisions, which we make for every journey, also reduce fuel burn.',
            'Each year we will publish the volume of SAF purchased on behalf of our clients. That, more than our words, is the measure by which we wish to be judged.',
          ],
        },
      ],
      cta: 'Request a quote with the SAF option',
    },
    'estimer-son-vol-en-quelques-secondes': {
      lead: 'How long to reach Dubai in a Falcon 7X? Does New York need a fuel stop in a midsize jet? On every aircraft page of our fleet, an estimator now answers in seconds.',
      body: [
        {
          paragraphs: [
            'Choose a departure and an arrival airport, a date and the number of passengers. The estimator calculates the great-circle distance — the shortest route over the surface of the globe — and then the aircraft’s usual cruising level for that distance.',
            'It then consults the weather forecast for the chosen day, at cruising altitude, at departure, halfway and on arrival. A 100\u00a0km/h headwind noticeably lengthens a long-haul flight; a favourable jet stream can save many minutes. The flight time takes this into account, as does the turbulence indicator.',
          ],
        },
        {
          heading: 'An indicative price, honestly presented',
          paragraphs: [
            'If the distance exceeds the aircraft’s practical range, technical stops are added automatically. The indicative price, excluding tax, is shown as a range: it is there to compare aircraft, not to replace a quote. When the weather data are incomplete, the estimate says so and keeps the most cautious assumption.',
            'The estimate can be attached to your contact request in one click. An adviser then sends you a firm quote within the hour.',
          ],
        },
      ],
      cta: 'Try the estimator on the fleet',
    },
    'global-7500-paris-dubai': {
      lead: 'Six and a half hours. That is how long the Global 7500 takes to fly from Le Bourget to Dubai, non-stop, in a cabin that feels more like an apartment than an aircraft. It now joins our selection of long-range jets.',
      body: [
        {
          heading: 'An apartment at 50,000\u00a0feet',
          paragraphs: [
            'The Global 7500 is one of the largest purpose-built business jets. Its cabin is divided into four spaces: a club lounge at the front, a dining or meeting room that can become a screening room, a second lounge, and a bedroom with a real bed. A full kitchen allows the cabin crew to serve meals prepared on board.',
            'The cabin is pressurised to a lower altitude than airliners, which noticeably reduces fatigue on long journeys. The air is constantly renewed, and the noise level is among the lowest in its class.',
          ],
        },
        {
          heading: 'The world without a stop',
          paragraphs: [
            'With more than 14,000\u00a0km of range, the aircraft links Paris non-stop with Singapore, Los Angeles or Johannesburg. On a Paris–Dubai flight it has a comfortable margin, which leaves every latitude to avoid weather or choose an alternate airport.',
            'We recommend it for journeys of 8 to 16 passengers, night flights when everyone wishes to sleep flat, and families travelling with staff and plenty of luggage.',
          ],
        },
        {
          heading: 'The G650 and the Falcon 7X, its alternatives',
          paragraphs: [
            'The Global 7500 is not always the right choice. For a Paris–New York flight with six to eight passengers, the G650 offers a remarkable cruising speed and a cabin of great elegance. The Falcon 7X, designed in France, lands on shorter and more demanding runways, such as London City or Lugano.',
            'Our role is to compare these aircraft for your specific journey and present the available options with their advantages and constraints. Flight estimates are available now on each aircraft’s page.',
          ],
        },
      ],
      cta: 'Discover the fleet',
    },
    'gastronomie-a-bord': {
      lead: 'At 40,000\u00a0feet, taste changes. Dry air and cabin pressure dull our perception of salt and sugar, and a dish that is perfect on the ground can seem bland in flight. With a Parisian catering house, we have designed a menu that takes this into account.',
      body: [
        {
          heading: 'Cooking for altitude',
          paragraphs: [
            'Studies carried out for airlines are clear: in the cabin, our sensitivity to salt and sugar drops by about a third. Umami, on the other hand, holds up — hence the success on board of broths, mushrooms, aged cheeses and confit tomatoes.',
            'The menu we have created plays on these flavours, on bolder seasoning and on textures that withstand reheating: fish cooked gently at low temperature, glazed vegetables, sauces finished by the crew at the last moment.',
          ],
        },
        {
          heading: 'From the bakery to the cabin',
          paragraphs: [
            'Dishes are prepared the same morning in our partner’s kitchens, delivered to the aircraft at a controlled temperature and accompanied by a plating sheet for the crew. The bread arrives from the bakery an hour before departure.',
            'The menu changes with the seasons and is composed with you: vegetarian, gluten-free, halal or kosher menus, your guests’ preferences, pairings with the wines of your choice. Simply let us know twenty-four hours ahead; for flights decided on the day, a permanent selection remains available.',
          ],
        },
      ],
      cta: 'Discover our bespoke solutions',
    },
    'trois-capitales-en-une-journee': {
      lead: 'He asked to remain anonymous, discretion being what it is. Director of a family office based in Geneva, last year he entrusted us with a day he thought impossible: three meetings in three capitals, and dinner at home in Paris. Here is his account.',
      body: [
        {
          heading: '“Everything was decided the night before”',
          paragraphs: [
            '“A meeting in London had just been brought forward to the next morning, while I was expected in Geneva in the afternoon. On scheduled flights, I would have had to choose. I called HERRA at around ten in the evening. By eleven, I had a complete proposal: departure from Le Bourget at 7.15, London, Geneva, back in Paris in the evening.”',
            '“What struck me was that the proposal took into account things I had not thought of: a London airport closer to my meeting, a car at every stop, and breakfast on board because I was leaving early.”',
          ],
        },
        {
          heading: '“Time saved is time spent elsewhere”',
          paragraphs: [
            '“In London, the car was waiting at the foot of the aircraft. Forty minutes later, I was in my meeting. Between London and Geneva, I worked on the afternoon’s papers in a silent cabin, with nobody around. In Geneva, the same: no queue, no waiting.”',
            '“People often talk about the luxury of a private jet. For me, the luxury was being able to keep three important commitments in one day without sacrificing any of them, and coming home to have dinner with my children.”',
          ],
        },
        {
          heading: '“A team that never sleeps”',
          paragraphs: [
            '“Something unexpected came up in Geneva: my meeting ran an hour over. I sent a message to my adviser; the departure slot was moved, the crew informed, the car in Paris too. I did not have to deal with anything.”',
            '“Since then, I have used HERRA for most of my travel, and for my family’s. What I value most is that my adviser knows our habits: he knows what my children like to eat on board, and that I prefer to leave early rather than late.”',
          ],
        },
      ],
      cta: 'Discover our private flights',
    },
  },
})
