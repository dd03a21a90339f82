import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LegDraft } from '~/features/empty-legs/domain/leg-form'
import { interestMatches, placeKey, type Place } from '~/features/empty-legs/domain/route-interest'
import { resolveLegEnd } from '~/features/empty-legs/services/leg-places.server'
import {
  alertCandidatesQuery,
  getLeg,
  listCurrentLegs,
  listDeskLegs,
  publishLeg,
  reachOf,
  updateLeg,
  withdrawLeg,
} from '~/features/empty-legs/services/legs-store.server'
import { rows } from '~/desk-kit/services/db-util.server'
import { testDatabases } from '../support/databases'

/**
 * Empty legs' storage on PGlite and PostgreSQL (docs/product.md §12, decision 053): 10,000 confirmed
 * alerts and 500 legs; a new leg's matching answered from the alerts' indexes (EXPLAIN: no
 * sequential scan on leg_alerts), its queue filled in the leg's own transaction (a failed publish
 * leaves neither), expiry and withdrawal out of the public list, the desk's history kept.
 */

const STAFF = 'anne.desk@example.com'
const ALERTS = 10_000
const LEGS = 500

const place = {
  paris: { kind: 'city', city: 'paris', label: 'Paris', countryCode: 'FR', lat: 48.8566, lon: 2.3522 },
  lbg: { kind: 'airport', code: 'LBG', label: 'Le Bourget', countryCode: 'FR', lat: 48.9694, lon: 2.4414 },
  france: { kind: 'country', countryCode: 'FR', label: 'France' },
  nice: { kind: 'city', city: 'nice', label: 'Nice', countryCode: 'FR', lat: 43.6584, lon: 7.2159 },
  nce: { kind: 'airport', code: 'NCE', label: 'Nice', countryCode: 'FR', lat: 43.6584, lon: 7.2159 },
  gva: { kind: 'airport', code: 'GVA', label: 'Genève', countryCode: 'CH', lat: 46.2381, lon: 6.1089 },
  italy: { kind: 'country', countryCode: 'IT', label: 'Italie' },
  london: { kind: 'city', city: 'london', label: 'Londres', countryCode: 'GB', lat: 51.5072, lon: -0.1276 },
  mrs: { kind: 'airport', code: 'MRS', label: 'Marseille', countryCode: 'FR', lat: 43.4393, lon: 5.2214 },
} satisfies Record<string, Place>

/** Departure, arrival, radius: twelve interests, the 10,000 alerts taking them in turn. */
const INTERESTS: Array<[Place | null, Place | null, number | null]> = [
  [place.paris, place.nice, null],
  [place.lbg, place.nce, null],
  [place.france, null, null],
  [null, place.nce, null],
  [place.gva, place.italy, null],
  [place.london, null, null],
  [place.paris, place.mrs, 250],
  [null, place.italy, null],
  [place.lbg, place.gva, null],
  [place.gva, null, 80],
  [place.london, place.nice, null],
  [null, place.france, null],
]

const AIRPORT_CODES = (
  'LBG CDG ORY NCE MRS LYS TLS BOD GVA ZRH LCY LTN FAB LHR DUB AMS BRU LUX FRA MUC BER HAM VIE PRG WAW BCN MAD ' +
  'PMI IBZ AGP LIS FAO OLB FCO CIA MXP LIN VCE NAP CTA ATH JMK JTR MLA DBV SPU IST AYT DXB AUH DOH RUH CAI ' +
  'RAK CMN TUN JFK MIA LAX YUL'
).split(' ')

const draft = (over: Partial<LegDraft> = {}): LegDraft => ({
  from: 'LBG',
  to: 'NCE',
  earliest: '2099-06-10',
  latest: '2099-06-12',
  aircraftId: 'phenom300',
  aircraftName: '',
  burnGalPerHour: null,
  seats: 7,
  priceEur: 9500,
  noteFr: 'Départ flexible',
  noteEn: 'Flexible departure',
  ...over,
})

for (const { name, open } of testDatabases) {
  describe(`empty legs store (${name})`, () => {
    let database: Awaited<ReturnType<typeof open>>

    beforeAll(async () => {
      database = await open()
      // One alert in ten takes one of the twelve interests above in turn; the others are the routes
      // between sixty airports (as a real list is: many routes, few alerts each), some with a radius.
      const airports = AIRPORT_CODES.map((code) => {
        const end = resolveLegEnd(code)!
        return {
          kind: 'airport',
          code: end.code,
          label: end.name,
          countryCode: end.countryCode,
          lat: end.lat,
          lon: end.lon,
        } as Place
      })
      const interests: Array<[Place | null, Place | null, number | null]> = []
      for (let i = 0; i < 600; i++) {
        if (i % 10 === 0) interests.push(INTERESTS[(i / 10) % INTERESTS.length]!)
        else interests.push([airports[i % 60]!, airports[(i * 7 + 3) % 60]!, i % 10 === 5 ? 100 : null])
      }
      const json = (p: Place | null) => (p ? JSON.stringify(p) : '')
      const lat = (p: Place | null) => (p && 'lat' in p ? String(p.lat) : '')
      const column = (f: (i: [Place | null, Place | null, number | null]) => string) =>
        `{${interests.map((i) => JSON.stringify(f(i))).join(',')}}`
      const n = interests.length
      await database.db.execute(sql`
        with t as (
          select ${column(([f]) => placeKey(f))}::text[] as fk, ${column(([, t]) => placeKey(t))}::text[] as tk,
                 ${column(([f]) => json(f))}::text[] as fp, ${column(([, t]) => json(t))}::text[] as tp,
                 ${column(([, , r]) => (r === null ? '' : String(r)))}::text[] as r,
                 ${column(([f]) => lat(f))}::text[] as fl, ${column(([, t]) => lat(t))}::text[] as tl
        )
        insert into leg_alerts (email, language, status, consent_at, confirmed_at, from_key, to_key, from_place, to_place, radius_km, from_lat, to_lat)
        select 'sub' || i || '@example.com', case when i % 2 = 0 then 'fr' else 'en' end,
          case when i % 50 = 1 then 'pending' else 'confirmed' end, now(), now(),
          fk[1 + i % ${n}], tk[1 + i % ${n}],
          nullif(fp[1 + i % ${n}], '')::jsonb, nullif(tp[1 + i % ${n}], '')::jsonb,
          nullif(r[1 + i % ${n}], '')::int,
          nullif(fl[1 + i % ${n}], '')::float8, nullif(tl[1 + i % ${n}], '')::float8
        from t, generate_series(1, ${ALERTS}) as i`)
      await database.db.execute(sql`
        insert into empty_legs (from_code, to_code, from_country, to_country, earliest, latest, aircraft_id, aircraft_name, seats, note_fr, note_en, created_by)
        select (array['GVA','LCY','OLB','PMI'])[1 + i % 4], (array['NCE','CDG','IBZ'])[1 + i % 3], 'CH', 'FR',
          current_date - 30 + i % 90, current_date - 28 + i % 90, 'cl350', '', 9, '', '', ${STAFF}
        from generate_series(1, ${LEGS - 1}) as i`)
      await database.db.execute(sql`analyze leg_alerts`)
      await database.db.execute(sql`analyze empty_legs`)
    }, 180_000)

    afterAll(async () => {
      await database?.close()
      await database?.drop()
    })

    it('EXPLAIN: the matching of a new leg reads the alerts through their indexes', async () => {
      for (const [from, to] of [
        ['LBG', 'NCE'],
        ['GVA', 'FCO'],
        ['LCY', 'JFK'],
      ] as const) {
        const ends = { from: resolveLegEnd(from)!, to: resolveLegEnd(to)! }
        const plan = await rows<Record<string, string>>(database.db, sql`explain ${alertCandidatesQuery(ends)}`)
        const text = plan.map((r) => Object.values(r)[0]).join('\n')
        expect(text, `${from}→${to}:\n${text}`).not.toMatch(/Seq Scan on leg_alerts/)
        expect(text).toMatch(/Index/)
      }
    })

    it('publishing queues exactly the confirmed alerts the leg matches, in its own transaction', async () => {
      const ends = { from: resolveLegEnd('LBG')!, to: resolveLegEnd('NCE')! }
      const expected = await rows<{ n: number | string }>(
        database.db,
        sql`select count(*) as n from leg_alerts where status = 'confirmed'`,
      )
      // What the pure rule says, over every alert (not only the index's candidates).
      const all = await rows<{
        from_place: Place | null
        to_place: Place | null
        radius_km: number | null
        status: string
      }>(database.db, sql`select from_place, to_place, radius_km, status from leg_alerts`)
      const parse = (p: Place | string | null) => (typeof p === 'string' ? (JSON.parse(p) as Place) : p)
      const wanted = all.filter(
        (a) =>
          a.status === 'confirmed' &&
          interestMatches(
            {
              from: parse(a.from_place),
              to: parse(a.to_place),
              radiusKm: a.radius_km === null ? null : Number(a.radius_km),
            },
            ends,
          ),
      ).length
      expect(wanted).toBeGreaterThan(100)
      expect(wanted).toBeLessThan(Number(expected[0]!.n))
      expect(await reachOf(database.db, ends)).toBe(wanted)

      const { id, queued } = await publishLeg(database.db, STAFF, draft())
      expect(queued).toBe(wanted)
      const inQueue = await rows<{ n: number | string }>(
        database.db,
        sql`select count(*) as n from leg_alert_queue where leg_id = ${id} and sent_at is null`,
      )
      expect(Number(inQueue[0]!.n)).toBe(wanted)
      const audit = await rows<{ action: string }>(
        database.db,
        sql`select action from audit_log where details->>'legId' = ${id}`,
      )
      expect(audit.map((a) => a.action)).toEqual(['leg_publish'])
    })

    it('a publish that fails leaves neither the leg nor its queue', async () => {
      const before = await rows<{ legs: number | string; queue: number | string }>(
        database.db,
        sql`select (select count(*) from empty_legs) as legs, (select count(*) from leg_alert_queue) as queue`,
      )
      // An unknown aircraft column value cannot fail here; a seats value out of integer range does.
      await expect(publishLeg(database.db, STAFF, draft({ seats: 2 ** 40 }))).rejects.toThrow()
      const after = await rows<{ legs: number | string; queue: number | string }>(
        database.db,
        sql`select (select count(*) from empty_legs) as legs, (select count(*) from leg_alert_queue) as queue`,
      )
      expect(after).toEqual(before)
    })

    it('the public list: current legs soonest first; withdrawn and passed legs only in the desk', async () => {
      const today = new Date().toISOString().slice(0, 10)
      const current = await listCurrentLegs(database.db, today)
      expect(current.length).toBeGreaterThan(0)
      expect(current.every((l) => l.latest >= today && l.withdrawnAt === null)).toBe(true)
      const starts = current.map((l) => l.earliest)
      expect(starts).toEqual([...starts].sort())
      const { id } = await publishLeg(database.db, STAFF, draft({ from: 'GVA', to: 'OLB' }))
      expect(
        (await listCurrentLegs(database.db, today, { fromCountry: 'CH', toCountry: 'IT' })).map((l) => l.id),
      ).toEqual([id])
      expect(await withdrawLeg(database.db, STAFF, id)).toBe(true)
      expect(await withdrawLeg(database.db, STAFF, id)).toBe(false)
      expect((await listCurrentLegs(database.db, today)).some((l) => l.id === id)).toBe(false)
      expect((await listDeskLegs(database.db, 1000)).find((l) => l.id === id)?.withdrawnAt).not.toBeNull()
      const unsent = await rows<{ n: number | string }>(
        database.db,
        sql`select count(*) as n from leg_alert_queue where leg_id = ${id} and sent_at is null`,
      )
      expect(Number(unsent[0]!.n)).toBe(0)
    })

    it('an edit saves the leg and queues only alerts not yet queued', async () => {
      const { id, queued } = await publishLeg(database.db, STAFF, draft({ from: 'GVA', to: 'NCE' }))
      expect(queued).toBeGreaterThan(0)
      expect(await updateLeg(database.db, STAFF, id, draft({ from: 'GVA', to: 'NCE', seats: 8, priceEur: null }))).toBe(
        true,
      )
      const leg = await getLeg(database.db, id)
      expect(leg).toMatchObject({ seats: 8, priceEur: null })
      const inQueue = await rows<{ n: number | string }>(
        database.db,
        sql`select count(*) as n from leg_alert_queue where leg_id = ${id}`,
      )
      expect(Number(inQueue[0]!.n)).toBe(queued)
    })
  })
}
