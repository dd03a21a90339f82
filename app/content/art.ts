import { defineCopy } from '~/i18n/define-copy'

/**
 * Every picture of the content pages, as data: the operator can replace a composition with a
 * photograph by changing its path and size here (an AVIF or WebP at the displayed size), and its
 * description below, without touching a page.
 */
export const art = {
  heroDusk: { src: '/images/art/hero-dusk.svg', width: 1600, height: 1000 },
  parisSkyline: { src: '/images/art/paris-skyline.svg', width: 1200, height: 800 },
  dubaiSkyline: { src: '/images/art/dubai-skyline.svg', width: 1200, height: 800 },
  worldRoutes: { src: '/images/art/world-routes.svg', width: 1200, height: 800 },
  champagne: { src: '/images/art/champagne.svg', width: 800, height: 1000 },
  cabin: { src: '/images/art/cabin.svg', width: 1200, height: 800 },
  wingWindow: { src: '/images/art/wing-window.svg', width: 800, height: 1000 },
  runwayNight: { src: '/images/art/runway-night.svg', width: 1200, height: 800 },
  jetBlueprint: { src: '/images/art/jet-blueprint.svg', width: 1200, height: 800 },
  helicopter: { src: '/images/art/helicopter.svg', width: 1200, height: 800 },
  parisFacade: { src: '/images/art/paris-facade.svg', width: 800, height: 1000 },
} as const satisfies Record<string, { src: string; width: number; height: number }>

export type ArtKey = keyof typeof art

/** Text alternatives, read by screen readers and shown when a picture cannot load. */
export const artAlt = defineCopy<Record<ArtKey, string>>({
  fr: {
    heroDusk:
      'Un jet privé s’élève dans un ciel de crépuscule, au-dessus d’une mer où se reflète le dernier éclat du soleil.',
    parisSkyline:
      'Les toits de Paris la nuit, dessinés d’un trait d’or : le dôme des Invalides, les immeubles haussmanniens et la tour Eiffel sous un croissant de lune.',
    dubaiSkyline:
      'Dubaï au coucher du soleil, en lignes dorées : la voile du Burj Al Arab, la flèche du Burj Khalifa et les tours qui se reflètent dans le Golfe.',
    worldRoutes:
      'Un globe terrestre parcouru de routes aériennes dorées, toutes parties de Paris vers plus de 200 destinations.',
    champagne: 'Deux flûtes de champagne posées sur une table, dans une lumière chaude et feutrée.',
    cabin:
      'L’intérieur d’une cabine de jet privé : fauteuils club en cuir, hublots dorés et une lumière douce au fond de l’allée.',
    wingWindow: 'Vue par le hublot d’un jet : l’aile au-dessus d’une mer de nuages, le soleil bas sur l’horizon.',
    runwayNight:
      'Une piste balisée la nuit, ses feux filant vers l’horizon éclairé, la tour de contrôle veillant sur un avion en approche.',
    jetBlueprint: 'Plan technique d’un jet d’affaires vu de dessus, avec ses cotes de longueur et d’envergure.',
    helicopter: 'Un hélicoptère en vol au crépuscule, au-dessus d’une côte méditerranéenne piquée de lumières.',
    parisFacade:
      'Une façade haussmannienne le soir : deux hautes portes-fenêtres à balcon de fer forgé, l’une éclairée d’une lumière dorée.',
  },
  en: {
    heroDusk: 'A private jet climbs into a dusk sky above a sea that reflects the last light of the sun.',
    parisSkyline:
      'The rooftops of Paris at night, drawn in gold: the dome of Les Invalides, Haussmann buildings and the Eiffel Tower under a crescent moon.',
    dubaiSkyline:
      'Dubai at sunset in golden lines: the sail of the Burj Al Arab, the spire of the Burj Khalifa and towers reflected in the Gulf.',
    worldRoutes: 'A globe traced with golden air routes, all leaving Paris for more than 200 destinations.',
    champagne: 'Two flutes of champagne on a table, in warm and muted light.',
    cabin: 'Inside a private jet cabin: leather club seats, golden windows and a soft light at the end of the aisle.',
    wingWindow: 'The view from a jet window: the wing above a sea of clouds, the sun low on the horizon.',
    runwayNight:
      'A runway at night, its lights running to a glowing horizon, the control tower watching over an approaching aircraft.',
    jetBlueprint: 'Technical plan of a business jet seen from above, with its length and wingspan dimensions.',
    helicopter: 'A helicopter in flight at dusk, above a Mediterranean coastline dotted with lights.',
    parisFacade:
      'A Haussmann façade in the evening: two tall French windows with wrought-iron balconies, one lit with a golden glow.',
  },
})
