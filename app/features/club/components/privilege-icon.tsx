import type { PrivilegeIcon as IconName } from '~/features/club/content/club-private-types'

/** Hairline icons of the six privileges (decorative: the card's title says what it is). */
const paths: Record<IconName, string[]> = {
  fleet: ['M3 14l18-7-7 14-2.5-5.5L6 13z', 'M11.5 15.5L21 7'],
  concierge: ['M4 17h16', 'M6 17a6 6 0 0112 0', 'M12 9v2', 'M10.5 7.5h3', 'M3 20h18'],
  rates: ['M12 3l2.6 5.6 6.1.7-4.5 4.2 1.2 6-5.4-3-5.4 3 1.2-6-4.5-4.2 6.1-.7z'],
  events: [
    'M8 3v4',
    'M16 3v4',
    'M4 8h16',
    'M5 5h14v15H5z',
    'M12 11.5l1 2 2.2.3-1.6 1.5.4 2.2-2-1-2 1 .4-2.2-1.6-1.5 2.2-.3z',
  ],
  network: [
    'M12 5.5a2 2 0 110 .01',
    'M5 17.5a2 2 0 110 .01',
    'M19 17.5a2 2 0 110 .01',
    'M12 7.5L6 16',
    'M12 7.5L18 16',
    'M7 18h10',
  ],
  bespoke: [
    'M4 20l9-9',
    'M14 4l1 3 3 1-3 1-1 3-1-3-3-1 3-1z',
    'M18.5 13l.6 1.4 1.4.6-1.4.6-.6 1.4-.6-1.4-1.4-.6 1.4-.6z',
  ],
}

export function PrivilegeIcon({ name, className = '' }: { name: IconName; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="28"
      height="28"
      aria-hidden="true"
      focusable="false"
      className={`text-gold ${className}`}
    >
      {paths[name].map((d) => (
        <path
          key={d}
          d={d}
          fill="none"
          stroke="currentColor"
          strokeWidth="1"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      ))}
    </svg>
  )
}
