import { describe, expect, it } from 'vitest'
import { telHref } from './mailto'
import { flightOf, parseQueueView, withView } from './queue'

describe('the queue view from the query string', () => {
  it('defaults to newest received, newsletter hidden, page 1; reads the flight order and the sign-ups', () => {
    expect(parseQueueView(new URLSearchParams(''))).toEqual({ sort: 'received', newsletter: false, page: 1 })
    expect(parseQueueView(new URLSearchParams('sort=flight&newsletter=on&page=3'))).toEqual({
      sort: 'flight',
      newsletter: true,
      page: 3,
    })
  })

  it('ignores anything malformed', () => {
    for (const bad of ['sort=FLIGHT', 'sort=price', 'page=0', 'page=-2', 'page=1.5', 'page=1e9', 'newsletter=yes'])
      expect(parseQueueView(new URLSearchParams(bad))).toEqual({ sort: 'received', newsletter: false, page: 1 })
  })

  it('adds the view to the filters’ query string, defaults left out', () => {
    expect(withView('?kind=quote', { sort: 'flight', page: 2, newsletter: false })).toBe(
      '?kind=quote&sort=flight&page=2',
    )
    expect(withView('', { sort: 'received', page: 1 })).toBe('')
    expect(withView('?q=lbg', { newsletter: true })).toBe('?q=lbg&newsletter=1')
  })
})

describe('a request’s flight', () => {
  it('reads the contact form’s and the quote form’s names', () => {
    expect(flightOf({ date: '2026-07-14', pax: '4' })).toEqual({ date: '2026-07-14', returnDate: null, passengers: 4 })
    expect(flightOf({ departureDate: '2026-12-01', returnDate: '2026-12-05', passengers: 6 })).toEqual({
      date: '2026-12-01',
      returnDate: '2026-12-05',
      passengers: 6,
    })
  })

  it('leaves out what is not a day or a head count', () => {
    expect(flightOf({ date: 'tomorrow', pax: 'four' })).toEqual({ date: null, returnDate: null, passengers: null })
    expect(flightOf({ date: '2026-13-45', pax: '0' })).toMatchObject({ date: null, passengers: null })
  })
})

describe('tap-to-call links', () => {
  it('keep the digits and the leading +', () => {
    expect(telHref('+33 6 12 34 56 78')).toBe('tel:+33612345678')
    expect(telHref('(01) 99.00-00.00')).toBe('tel:0199000000')
    expect(telHref('')).toBeNull()
    expect(telHref(null)).toBeNull()
    expect(telHref('call me')).toBeNull()
  })
})
