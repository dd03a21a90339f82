import { useRouteLoaderData } from 'react-router'
import type { OperatorConfig } from '~/config/operator-config'
import { placeholderOperatorConfig } from '~/config/operator-placeholders'
import type { RootData } from './seo'

/**
 * The operator's facts (SITE_CONFIG), as the server read them at start and handed them to the
 * page in the root loader's data. Only these facts travel: nothing else of the server's
 * configuration. Outside a loaded root (an error before the root loader ran): the placeholders.
 */
export function useOperatorConfig(): OperatorConfig {
  return useRouteLoaderData<RootData>('root')?.site ?? placeholderOperatorConfig
}
