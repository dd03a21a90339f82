import type { OperatorConfig } from '~/config/operator-config'
import type { Database, Db } from './db/client.server'
import type { RuntimeEnv } from './env.server'
import type { Logger } from './logger.server'
import type { Mailer } from './mail/mailer.server'
import type { OutboxWorker } from './mail/outbox-worker.server'
import type { WeatherClient } from './weather.server'

/** A client's acceptance of an offer, as the offer feature announces it to the composition. */
export interface OfferAcceptedEvent {
  offerId: string
  leadId: string
}

/**
 * What the composition (app/runtime.server.ts) does when an offer is accepted, inside the
 * acceptance's transaction (docs/decisions/090): it makes the booking and may answer the client's
 * next link. The offer feature knows only this shape, never the feature behind it.
 */
export type OfferAcceptedHook = (tx: Db, event: OfferAcceptedEvent) => Promise<{ link: string } | null>

/**
 * Everything the server holds for its lifetime, created once at start by `createRuntime`
 * (runtime.server.ts) and handed to loaders, actions and API handlers through the request context.
 * Only the type lives here, so that a service can name the runtime it is given without importing
 * the module that builds it (and the services that module starts).
 */
export interface Runtime {
  /** The configuration, SESSION_SECRET included (configured, or generated and kept in DATA_DIR). */
  env: RuntimeEnv
  /** The operator's facts (SITE_CONFIG), checked at start; the pages get them from the root loader. */
  site: OperatorConfig
  logger: Logger
  database: Database
  /** Open-Meteo client (server only: the API key never reaches a browser), with its cache. */
  weather: WeatherClient
  /** Sends e-mail: SMTP when SMTP_URL is set, else .eml files under DATA_DIR/outbox. */
  mailer: Mailer
  /** The e-mail outbox: `notify()` after queuing a message wakes this process's worker at once. */
  outbox: Pick<OutboxWorker, 'notify' | 'runOnce' | 'running'>
  /** The empty-leg alerts' digest job (docs/product.md §12): `notify()` after a publish runs it soon. */
  legAlerts?: { notify(): void; runNow(): Promise<unknown> }
  /** Called in the transaction that records an offer's acceptance (the booking: docs/product.md §17). */
  onOfferAccepted?: OfferAcceptedHook
  /** Stops background work and closes connections (graceful shutdown). */
  close(): Promise<void>
}
