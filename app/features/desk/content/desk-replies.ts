import type { ReplyTemplate } from '~/features/desk/domain/replies'
import { defineCopy } from '~/i18n/define-copy'

/**
 * The desk's reply templates (docs/product.md §9), written in the client's language whatever the
 * staff member reads the desk in: the first text of the reply editor, where staff change it before
 * it goes. `facts` are already formatted in that language.
 */
export interface ReplyFacts {
  /** The client's name as they gave it (may be empty). */
  name: string
  /** "LBG → NCE", or empty. */
  route: string
  /** "14 juillet 2026", or empty. */
  date: string
  /** The staff member's name and signature (`signOff` of their profile), never their address. */
  signOff: string
}

export interface ReplyText {
  subject: string
  body: string
}

export type DeskRepliesCopy = Record<ReplyTemplate, (facts: ReplyFacts) => ReplyText>

const about = (route: string, date: string, fr: boolean): string =>
  [route, date].filter(Boolean).join(fr ? ', le ' : ', on ')

export const deskRepliesCopy = defineCopy<DeskRepliesCopy>({
  fr: {
    acknowledge: ({ name, route, date, signOff }) => ({
      subject: `Votre demande HERRA${route ? ` — ${route}` : ''}`,
      body: `Bonjour${name ? ` ${name}` : ''},\n\nNous avons bien reçu votre demande${route ? ` (${about(route, date, true)})` : ''} et nous vous en remercions. Un conseiller l’étudie et revient vers vous très vite avec les appareils disponibles.\n\nBien cordialement,\n${signOff}\nHERRA`,
    }),
    need_details: ({ name, route, date, signOff }) => ({
      subject: `Votre demande HERRA${route ? ` — ${route}` : ''} : quelques précisions`,
      body: `Bonjour${name ? ` ${name}` : ''},\n\nMerci pour votre demande${route ? ` (${about(route, date, true)})` : ''}. Pour vous proposer l’appareil le plus juste, pourriez-vous nous préciser l’heure de départ souhaitée, le nombre exact de passagers, les bagages (skis, golf, animaux) et s’il s’agit d’un aller simple ou d’un aller-retour ?\n\nBien cordialement,\n${signOff}\nHERRA`,
    }),
    offer_follows: ({ name, route, date, signOff }) => ({
      subject: `Votre vol${route ? ` ${route}` : ''} : notre proposition arrive`,
      body: `Bonjour${name ? ` ${name}` : ''},\n\nNous finalisons la disponibilité des appareils${route ? ` pour votre vol ${about(route, date, true)}` : ''}. Vous recevrez notre proposition détaillée dans les prochaines heures.\n\nBien cordialement,\n${signOff}\nHERRA`,
    }),
  },
  en: {
    acknowledge: ({ name, route, date, signOff }) => ({
      subject: `Your HERRA request${route ? ` — ${route}` : ''}`,
      body: `Dear${name ? ` ${name}` : ' client'},\n\nThank you: we have received your request${route ? ` (${about(route, date, false)})` : ''}. An adviser is looking into it and will come back to you shortly with the aircraft available.\n\nKind regards,\n${signOff}\nHERRA`,
    }),
    need_details: ({ name, route, date, signOff }) => ({
      subject: `Your HERRA request${route ? ` — ${route}` : ''}: a few details`,
      body: `Dear${name ? ` ${name}` : ' client'},\n\nThank you for your request${route ? ` (${about(route, date, false)})` : ''}. To offer you the right aircraft, could you tell us your preferred departure time, the exact number of passengers, your luggage (skis, golf bags, pets) and whether it is one way or a return trip?\n\nKind regards,\n${signOff}\nHERRA`,
    }),
    offer_follows: ({ name, route, date, signOff }) => ({
      subject: `Your flight${route ? ` ${route}` : ''}: our offer is on its way`,
      body: `Dear${name ? ` ${name}` : ' client'},\n\nWe are confirming aircraft availability${route ? ` for your flight ${about(route, date, false)}` : ''}. You will receive our detailed offer within the next few hours.\n\nKind regards,\n${signOff}\nHERRA`,
    }),
  },
})
