import { useId } from 'react'

/**
 * Line drawings of Club HERRA, in the house's champagne gold: a seal (the HERRA double chevron
 * in two rings) and the arched double door of a Saint-Germain hôtel particulier. Decorative only.
 */

export function ClubSeal({ className = '', size = 88 }: { className?: string; size?: number }) {
  const ticks = Array.from({ length: 24 }, (_, i) => i * 15)
  return (
    <svg
      viewBox="0 0 120 120"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      className={`text-gold ${className}`}
    >
      <circle cx="60" cy="60" r="57" fill="none" stroke="currentColor" strokeWidth="0.7" />
      <circle cx="60" cy="60" r="50" fill="none" stroke="currentColor" strokeWidth="0.5" opacity="0.55" />
      {ticks.map((angle) => (
        <line
          key={angle}
          x1="60"
          y1="5.5"
          x2="60"
          y2={angle % 90 === 0 ? 11 : 8.5}
          stroke="currentColor"
          strokeWidth={angle % 90 === 0 ? 0.9 : 0.45}
          opacity={angle % 90 === 0 ? 1 : 0.6}
          transform={`rotate(${angle} 60 60)`}
        />
      ))}
      <path d="M33 74 L60 47 L87 74" fill="none" stroke="currentColor" strokeWidth="1.3" />
      <path d="M46 74 L60 60 L74 74" fill="none" stroke="currentColor" strokeWidth="0.9" opacity="0.7" />
      <circle cx="60" cy="84" r="1.3" fill="currentColor" />
    </svg>
  )
}

/** The arched double door, drawn in hairlines; `className` sizes it. */
export function ClubDoor({ className = '' }: { className?: string }) {
  const fan = Array.from({ length: 9 }, (_, i) => 180 + (i + 1) * 18)
  const glow = `club-door-glow${useId()}`
  return (
    <svg viewBox="0 0 240 380" aria-hidden="true" focusable="false" className={`text-gold ${className}`} fill="none">
      <defs>
        <linearGradient id={glow} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="currentColor" stopOpacity="0.16" />
          <stop offset="0.7" stopColor="currentColor" stopOpacity="0.04" />
          <stop offset="1" stopColor="currentColor" stopOpacity="0" />
        </linearGradient>
      </defs>
      {/* Outer frame and arch */}
      <path d="M10 378 V120 A110 110 0 0 1 230 120 V378" stroke="currentColor" strokeWidth="1" opacity="0.9" />
      <path d="M24 378 V124 A96 96 0 0 1 216 124 V378" stroke="currentColor" strokeWidth="0.6" opacity="0.55" />
      {/* The door leaves, lit from within */}
      <path
        d="M40 378 V128 A80 80 0 0 1 200 128 V378 Z"
        fill={`url(#${glow})`}
        stroke="currentColor"
        strokeWidth="0.8"
      />
      <line x1="120" y1="48" x2="120" y2="378" stroke="currentColor" strokeWidth="0.8" />
      {/* Fanlight */}
      <path d="M40 128 H200" stroke="currentColor" strokeWidth="0.6" opacity="0.8" />
      {fan.map((angle) => {
        const rad = (angle * Math.PI) / 180
        return (
          <line
            key={angle}
            x1="120"
            y1="128"
            x2={(120 + Math.cos(rad) * 78).toFixed(2)}
            y2={(128 + Math.sin(rad) * 78).toFixed(2)}
            stroke="currentColor"
            strokeWidth="0.4"
            opacity="0.55"
          />
        )
      })}
      <path d="M96 128 A24 24 0 0 1 144 128" stroke="currentColor" strokeWidth="0.6" opacity="0.8" />
      {/* Panels */}
      {[56, 136].map((x) => (
        <g key={x} stroke="currentColor" strokeWidth="0.5" opacity="0.6">
          <rect x={x} y="150" width="48" height="96" />
          <rect x={x} y="262" width="48" height="96" />
        </g>
      ))}
      {/* Handles */}
      <circle cx="112" cy="252" r="2.2" stroke="currentColor" strokeWidth="0.8" />
      <circle cx="128" cy="252" r="2.2" stroke="currentColor" strokeWidth="0.8" />
    </svg>
  )
}
