import { describe, expect, it } from 'vitest'
import { epcAmount, epcPayload } from './epc-qr'

describe('the EPC QR code text (EPC069-12)', () => {
  it('lists the fields in order, amount in euros with a dot', () => {
    expect(
      epcPayload({
        bic: 'AGRIFRPP',
        name: 'HERRA',
        iban: 'FR76 3000 6000 0112 3456 7890 189',
        amountCents: 12_000_050,
        reference: 'RF18539007547034',
      }),
    ).toBe('BCD\n002\n1\nSCT\nAGRIFRPP\nHERRA\nFR7630006000011234567890189\nEUR120000.50\n\nRF18539007547034')
  })

  it('refuses amounts a banking app would refuse', () => {
    expect(epcAmount(1)).toBe('EUR0.01')
    expect(() => epcAmount(0)).toThrow()
    expect(() => epcAmount(100_000_000_000)).toThrow()
  })
})
