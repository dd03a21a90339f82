/**
 * Wall-clock times at an airport ↔ instants, through the IANA time-zone rules that `Intl` carries
 * (no table of our own). Pure.
 */

const formatters = new Map<string, Intl.DateTimeFormat>()

function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
    formatters.set(timeZone, formatter)
  }
  return formatter
}

/** Whether `timeZone` is a zone `Intl` knows. */
export function isTimeZone(timeZone: string): boolean {
  try {
    partsFormatter(timeZone)
    return true
  } catch {
    return false
  }
}

/** The offset of `timeZone` from UTC at the instant `epochMs`, in minutes (Paris in winter: 60). */
export function zoneOffsetMinutes(epochMs: number, timeZone: string): number {
  const parts: Record<string, number> = {}
  for (const part of partsFormatter(timeZone).formatToParts(new Date(epochMs))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value)
  }
  const asUtc = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!)
  return Math.round((asUtc - Math.floor(epochMs / 1000) * 1000) / 60_000)
}

/**
 * The instant of a wall-clock time (`YYYY-MM-DD`, `HH:MM`) in `timeZone`. A time skipped by a
 * spring-forward change is read with the offset before it (02:30 → 03:30 summer time); a time seen
 * twice in the autumn is the first one.
 */
export function zonedTimeToUtc(date: string, time: string, timeZone: string): number {
  const [y, mo, d] = date.split('-').map(Number)
  const [h, mi] = time.split(':').map(Number)
  const wall = Date.UTC(y!, mo! - 1, d!, h!, mi!)
  const before = zoneOffsetMinutes(wall - 12 * 3_600_000, timeZone)
  const after = zoneOffsetMinutes(wall + 12 * 3_600_000, timeZone)
  // The earlier reading (larger offset first) that maps back to the same wall time wins.
  for (const offset of [Math.max(before, after), Math.min(before, after)]) {
    const instant = wall - offset * 60_000
    if (zoneOffsetMinutes(instant, timeZone) === offset) return instant
  }
  return wall - before * 60_000
}
