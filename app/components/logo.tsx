/** The HERRA wordmark: a fine gold chevron (a wing seen head-on) over the name. */
export function Logo({ className = '' }: { className?: string }) {
  return (
    <span className={`inline-flex items-center gap-3 ${className}`}>
      <svg viewBox="0 0 32 20" width="28" height="18" aria-hidden="true" className="text-gold">
        <path d="M1 18 L16 3 L31 18" fill="none" stroke="currentColor" strokeWidth="1.4" />
        <path d="M8 18 L16 10 L24 18" fill="none" stroke="currentColor" strokeWidth="1" opacity="0.7" />
      </svg>
      <span className="font-display text-2xl tracking-[0.32em] text-ivory">HERRA</span>
    </span>
  )
}
