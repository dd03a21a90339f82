import { defineCopy } from '~/i18n/define-copy'
import type { InvoiceLineKind } from '../domain/invoice-model'

/** The invoice's and credit note's printed words (docs/product.md §17), in the client's language. */
export const invoiceCopy = defineCopy({
  fr: {
    invoice: 'Facture',
    creditNote: 'Avoir',
    number: 'Numéro',
    issuedOn: 'Date d’émission',
    seller: 'Vendeur',
    buyer: 'Client',
    booking: 'Réservation',
    service: 'Prestation',
    serviceText: (aircraft: string, route: string, day: string, operator: string) =>
      `Affrètement ${aircraft}, ${route}, départ le ${day}, vol exécuté par ${operator} (HERRA agit en qualité de courtier).`,
    credits: (number: string) => `Avoir sur la facture ${number}`,
    lines: {
      charter_taxable: 'Affrètement — part nationale',
      charter_exempt: 'Affrètement — part internationale',
      extras: 'Prestations annexes',
      tsba: 'Taxe de solidarité sur les billets d’avion (TSBA)',
    } satisfies Record<InvoiceLineKind, string>,
    description: 'Désignation',
    vatRate: 'TVA',
    amountExcl: 'Montant HT',
    exempt: 'Exonéré',
    vatSummary: 'TVA par taux',
    base: 'Base',
    vatAt: (rate: string) => `TVA à ${rate}`,
    exemptBase: 'Exonéré (transport international, TSBA hors base)',
    totalExcl: 'Total HT (TSBA comprise)',
    totalVat: 'Total TVA',
    tsbaLine: 'dont TSBA',
    totalIncl: 'Total TTC',
    paid: (day: string, reference: string) => `Payée le ${day} par virement SEPA, référence ${reference}.`,
    refunded: (day: string) => `Remboursement par virement SEPA le ${day}.`,
    terms:
      'Paiement à réception, sans escompte. En cas de retard : pénalités au taux d’intérêt de la BCE majoré de 10 points et indemnité forfaitaire pour frais de recouvrement de 40 € (C. com. art. L441-10).',
    exemption:
      'Exonération de TVA : transport international de passagers (CGI art. 262 II 4°). TSBA : CGI art. 302 bis K, hors base de TVA.',
    legal: (name: string, form: string, rcs: string, siren: string, vat: string) =>
      `${name} — ${form} — ${rcs} — SIREN ${siren} — TVA intracommunautaire ${vat}`,
    bank: (iban: string, bic: string) => `IBAN ${iban} — BIC ${bic}`,
    facturx: 'Facture électronique Factur-X (profil EN 16931) : le fichier factur-x.xml est joint à ce PDF.',
    colon: ' : ',
  },
  en: {
    invoice: 'Invoice',
    creditNote: 'Credit note',
    number: 'Number',
    issuedOn: 'Date of issue',
    seller: 'Seller',
    buyer: 'Client',
    booking: 'Booking',
    service: 'Service',
    serviceText: (aircraft: string, route: string, day: string, operator: string) =>
      `Charter of a ${aircraft}, ${route}, departing ${day}, flight operated by ${operator} (HERRA acts as a broker).`,
    credits: (number: string) => `Credit note on invoice ${number}`,
    lines: {
      charter_taxable: 'Charter — domestic share',
      charter_exempt: 'Charter — international share',
      extras: 'Additional services',
      tsba: 'French solidarity tax on air tickets (TSBA)',
    },
    description: 'Description',
    vatRate: 'VAT',
    amountExcl: 'Amount excl. VAT',
    exempt: 'Exempt',
    vatSummary: 'VAT by rate',
    base: 'Base',
    vatAt: (rate: string) => `VAT at ${rate}`,
    exemptBase: 'Exempt (international transport, TSBA outside the VAT base)',
    totalExcl: 'Total excl. VAT (TSBA included)',
    totalVat: 'Total VAT',
    tsbaLine: 'of which TSBA',
    totalIncl: 'Total incl. VAT',
    paid: (day: string, reference: string) => `Paid on ${day} by SEPA transfer, reference ${reference}.`,
    refunded: (day: string) => `Refunded by SEPA transfer on ${day}.`,
    terms:
      'Payment on receipt, no discount for early payment. Late payment: interest at the ECB rate plus 10 points and a fixed recovery fee of €40 (French Commercial Code art. L441-10).',
    exemption:
      'VAT exemption: international passenger transport (French Tax Code art. 262 II 4°). TSBA: French Tax Code art. 302 bis K, outside the VAT base.',
    legal: (name: string, form: string, rcs: string, siren: string, vat: string) =>
      `${name} — ${form} — ${rcs} — SIREN ${siren} — VAT number ${vat}`,
    bank: (iban: string, bic: string) => `IBAN ${iban} — BIC ${bic}`,
    facturx: 'Factur-X electronic invoice (EN 16931 profile): the file factur-x.xml is attached to this PDF.',
    colon: ': ',
  },
})
