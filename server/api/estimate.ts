import { Router, type Response } from 'express'
import { estimateErrorCopy, type EstimateMessageCode } from '~/content/estimate-errors'
import type { Language } from '~/i18n/language'
import { estimateInputFromQuery, lookupAirports, runEstimate } from '~/services/estimate.server'
import type { Runtime } from '~/services/runtime.server'

function sendError(res: Response, status: number, code: EstimateMessageCode) {
  const lang = res.locals.lang as Language
  res.status(status).json({ error: { code, message: estimateErrorCopy[lang][code] } })
}

/**
 * GET /api/estimate — the flight estimate as JSON (issue 3).
 * GET /api/airports?q= — suggestions: 2 characters at least, at most 8 matches.
 * Errors carry the spec's message in the request's language (`lang` parameter or cookie).
 */
export function estimateRouter(runtime: Runtime) {
  const router = Router()

  router.get('/estimate', async (req, res) => {
    res.setHeader('Cache-Control', 'no-store')
    try {
      const outcome = await runEstimate(runtime.weather, estimateInputFromQuery(req.query))
      if (!outcome.ok) return sendError(res, 400, outcome.code)
      res.json(outcome.result)
    } catch (error) {
      runtime.logger.error({ err: error }, 'estimate failed')
      sendError(res, 500, 'CALCULATION_ERROR')
    }
  })

  router.get('/airports', (req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=3600')
    res.json({ airports: lookupAirports(req.query) })
  })

  return router
}
