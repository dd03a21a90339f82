import { z } from 'zod'

/**
 * zod for the form schemas, which run in the browser too. There zod must not compile parsers
 * with `new Function`: the CSP forbids eval (no 'unsafe-eval'), and even zod's probe for it is
 * reported as a violation. The server keeps zod's faster compiled parsers.
 * Imported before any schema is built (module order), so the setting applies to all of them.
 */
if (typeof document !== 'undefined') z.config({ jitless: true })

export { z }
