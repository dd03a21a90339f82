/**
 * Shape of the private club page's copy. The texts themselves are in `club-private.server.ts`:
 * server-only, sent to a browser only by the gated loader of /club-herra-content, so they are in
 * no public file (no JavaScript chunk, no page without a valid access cookie).
 */

export type PrivilegeIcon = 'fleet' | 'concierge' | 'rates' | 'events' | 'network' | 'bespoke'

export interface ClubPrivateCopy {
  leave: string
  leaveLabel: string
  /** Names the private area in the bar that holds 'Quitter'. */
  area: string
  hero: { eyebrow: string; tagline: string; welcome: string }
  privilege: {
    eyebrow: string
    /** Spec: 'Un Privilège, Pas un Droit'. */
    title: string
    text: string
    stats: readonly { value: string; label: string; spoken?: string }[]
  }
  privileges: {
    eyebrow: string
    title: string
    items: readonly { icon: PrivilegeIcon; title: string; text: string }[]
  }
  tiers: {
    eyebrow: string
    title: string
    intro: string
    highlight: string
    items: readonly { name: string; access: string; summary: string; features: readonly string[] }[]
  }
  process: {
    eyebrow: string
    title: string
    steps: readonly { number: string; title: string; text: string }[]
  }
  apply: {
    eyebrow: string
    title: string
    text: string
    applyButton: string
    /** Spec: 'Demander des informations'. */
    infoLink: string
  }
}
