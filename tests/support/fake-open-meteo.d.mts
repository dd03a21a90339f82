/** Types of `fake-open-meteo.mjs` (a test double of the Open-Meteo forecast API; see that file). */

export type FakeMode = 'ok' | 'status429' | 'status503' | 'hang' | 'malformed' | 'nulls' | 'partialNulls' | 'wrongShape'

/** `wind_speed_unit` values. */
export type WindUnit = 'kmh' | 'ms' | 'mph' | 'kn'

export interface FakeOpenMeteoOptions {
  /** 0 (default) picks a free port. */
  port?: number
  /** Default 127.0.0.1. */
  host?: string
  /** Pins "today" (YYYY-MM-DD, UTC) for the allowed date range; default: the real UTC date. */
  today?: string
}

export interface FakeOpenMeteo {
  /** Base URL, e.g. `http://127.0.0.1:41234` (the client appends `/v1/forecast`). */
  readonly url: string
  readonly mode: FakeMode
  setMode(mode: FakeMode): void
  /** Every `/v1/forecast` request received, in order (control endpoints excluded). */
  readonly requests: URL[]
  /** Clears `requests` (in place) and returns to mode `ok`. */
  reset(): void
  close(): Promise<void>
}

export declare const SERVED_LEVELS: readonly number[]
export declare const FAKE_MODES: readonly FakeMode[]

export declare function startFakeOpenMeteo(options?: FakeOpenMeteoOptions): Promise<FakeOpenMeteo>

/** The `utc_offset_seconds` the fake answers for `timezone=auto`: round(lon / 15) hours. */
export declare function offsetSecondsForLongitude(lon: number): number

/**
 * The exact value the fake serves for an hourly variable at a LOCAL time (`YYYY-MM-DDTHH:MM`), in the
 * request's wind unit (default kmh, as the provider). `null` for unserved levels / unknown variables.
 */
export declare function syntheticHourly(
  variable: string,
  lat: number,
  lon: number,
  localTime: string,
  windUnit?: WindUnit,
): number | null

/** The exact daily value the fake serves for a LOCAL date (`YYYY-MM-DD`). */
export declare function syntheticDaily(variable: string, lat: number, lon: number, date: string): number | null
