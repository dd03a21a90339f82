/**
 * Wind at a pressure level the provider may not serve (docs/product.md §5): which served levels to ask
 * for, and the interpolation between them (u/v components, linear in ln p). Pure.
 */
import type { WindSample } from './types'

/** Pressure levels (hPa) the provider serves, from the ground up. */
export const SERVED_PRESSURE_LEVELS: readonly number[] = [
  1000, 975, 950, 925, 900, 850, 800, 700, 600, 500, 400, 300, 250, 200, 150, 100, 70, 50, 30,
]

export type LevelPlan =
  | { kind: 'served'; level: number }
  /** `bottom` is the higher pressure (lower altitude), `top` the lower pressure. */
  | { kind: 'between'; hpa: number; bottom: number; top: number }

/**
 * Which served level(s) to ask for. Outside the served range (above 1000 or below 30 hPa) the
 * nearest end level is used (no extrapolation). `null` for a non-finite or non-positive pressure.
 */
export function planLevels(hpa: number): LevelPlan | null {
  if (!Number.isFinite(hpa) || hpa <= 0) return null
  const highest = SERVED_PRESSURE_LEVELS[0] ?? 1000
  const lowest = SERVED_PRESSURE_LEVELS[SERVED_PRESSURE_LEVELS.length - 1] ?? 30
  if (hpa >= highest) return { kind: 'served', level: highest }
  if (hpa <= lowest) return { kind: 'served', level: lowest }
  if (SERVED_PRESSURE_LEVELS.includes(hpa)) return { kind: 'served', level: hpa }
  for (let i = 1; i < SERVED_PRESSURE_LEVELS.length; i++) {
    const bottom = SERVED_PRESSURE_LEVELS[i - 1]
    const top = SERVED_PRESSURE_LEVELS[i]
    if (bottom !== undefined && top !== undefined && hpa < bottom && hpa > top) {
      return { kind: 'between', hpa, bottom, top }
    }
  }
  return null
}

/** The served levels a plan needs. */
export function levelsOf(plan: LevelPlan): number[] {
  return plan.kind === 'served' ? [plan.level] : [plan.bottom, plan.top]
}

const DEG = Math.PI / 180

/** Normalises a direction to [0, 360). */
export function normalizeDeg(deg: number): number {
  const d = ((deg % 360) + 360) % 360
  return d >= 360 ? 0 : d
}

/** Meteorological convention: the wind comes FROM `directionDeg`; u points east, v north. */
function toUv(sample: WindSample): { u: number; v: number } {
  return {
    u: -sample.speedMs * Math.sin(sample.directionDeg * DEG),
    v: -sample.speedMs * Math.cos(sample.directionDeg * DEG),
  }
}

/**
 * Wind at `hpa` between two levels, linear in ln p on the u/v components:
 *   w = ln(p_bottom / p) / ln(p_bottom / p_top),  u = u_b + w (u_t − u_b),  v = v_b + w (v_t − v_b)
 *   speed = √(u² + v²),  direction (FROM) = atan2(−u, −v) in degrees, normalised to [0, 360).
 * A calm result keeps the direction of the nearer level.
 */
export function interpolateWind(
  bottom: { hpa: number; sample: WindSample },
  top: { hpa: number; sample: WindSample },
  hpa: number,
): WindSample {
  const w = Math.log(bottom.hpa / hpa) / Math.log(bottom.hpa / top.hpa)
  const a = toUv(bottom.sample)
  const b = toUv(top.sample)
  const u = a.u + w * (b.u - a.u)
  const v = a.v + w * (b.v - a.v)
  const speedMs = Math.hypot(u, v)
  if (speedMs < 1e-9) {
    return { speedMs: 0, directionDeg: normalizeDeg((w < 0.5 ? bottom : top).sample.directionDeg) }
  }
  return { speedMs, directionDeg: normalizeDeg(Math.atan2(-u, -v) / DEG) }
}
