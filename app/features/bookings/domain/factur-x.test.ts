import { describe, expect, it } from 'vitest'
import { exemptionReason } from './factur-x'
import type { InvoiceLine } from './invoice-model'

const line = (kind: InvoiceLine['kind'], category: 'S' | 'E'): InvoiceLine => ({
  kind,
  netCents: 100_00,
  category,
  ratePercent: category === 'S' ? 10 : 0,
})

describe('the exempt category’s reason (docs/decisions/092)', () => {
  it('names only the TSBA on a domestic flight’s invoice', () => {
    const reason = exemptionReason({ lines: [line('charter_taxable', 'S'), line('tsba', 'E')] })
    expect(reason).toContain('302 bis K')
    expect(reason).not.toContain('transport international')
  })

  it('names the international transport when an exempt share is invoiced, and the TSBA with it', () => {
    const both = exemptionReason({ lines: [line('charter_exempt', 'E'), line('tsba', 'E')] })
    expect(both).toContain('transport international')
    expect(both).toContain('302 bis K')
    expect(exemptionReason({ lines: [line('extras', 'E')] })).not.toContain('302 bis K')
  })
})
