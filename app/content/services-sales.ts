/** /services/vente-acquisition — English in both languages (docs/product.md §2). */
export const salesCopy = {
  emailSubject: 'Expert acquisition request',
  sections: [
    {
      title: 'Finding the right aircraft',
      paragraphs: [
        'Buying a business jet starts with a mission, not a model: your usual routes, the number of passengers, the runways you use, the budget for ownership as well as for purchase. From that brief we draw up a shortlist across the market, including aircraft that are never publicly advertised.',
      ],
      points: [
        'Mission analysis and total cost of ownership',
        'Worldwide search, on and off market',
        'Comparison of specifications, history and value',
      ],
    },
    {
      title: 'Inspection and negotiation',
      paragraphs: [
        'Every aircraft we recommend is examined before you commit: records and logbooks, damage history, maintenance programmes and a pre-purchase inspection at an approved facility. We then negotiate the price and the terms on your behalf, and coordinate lawyers, escrow and lenders until closing.',
      ],
      points: [
        'Records review and pre-purchase inspection',
        'Negotiation of price, conditions and delivery',
        'Coordination of legal, escrow and financing parties',
      ],
    },
    {
      title: 'Registration and entry into service',
      paragraphs: [
        'Choice of registry, import formalities, crew recruitment, management and charter arrangements if you wish your aircraft to fly for others when you do not need it: we prepare everything so that your first flight is simply a flight.',
      ],
    },
    {
      title: 'Selling your aircraft',
      paragraphs: [
        'An independent valuation, a discreet presentation to qualified buyers only, and a sale managed from the first visit to the transfer of title. Your aircraft is never exposed to the market without your consent.',
      ],
      points: [
        'Independent market valuation',
        'Confidential marketing to qualified buyers',
        'Management of inspections, negotiation and closing',
      ],
    },
  ],
  closing: {
    eyebrow: 'Sales & acquisition',
    title: 'Your next aircraft, with complete discretion',
    text: 'Tell us about your plans. An acquisition expert will contact you personally.',
  },
} as const
