import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LegDraft } from '~/features/empty-legs/domain/leg-form'
import { resolvePlace } from '~/features/empty-legs/services/leg-places.server'
import {
  confirmAlert,
  runAlertDigest,
  subscribeToAlerts,
  unsubscribeAlert,
} from '~/features/empty-legs/services/leg-alerts.server'
import { publishLeg } from '~/features/empty-legs/services/legs-store.server'
import { openDatabase } from '~/services/db/client.server'
import { rows } from '~/desk-kit/services/db-util.server'
import { erasePerson, exportPerson, lookupPerson, purgeExpired } from '~/features/desk/services/privacy.server'
import { testDatabases } from '../support/databases'

/**
 * Empty-leg alerts on PGlite and PostgreSQL (docs/product.md §12, decision 054): double opt-in with
 * its confirmation e-mail queued with the alert; the digest — one e-mail a day per alert, later legs
 * in the next day's; two instances running the digest at once send nothing twice; one-click
 * unsubscribe; export, erasure and the purge.
 */

const STAFF = 'anne.desk@example.com'
const links = { siteUrl: 'https://herra.example', secret: 'leg-alerts-secret-0123456789abcdef' }

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

interface Mail {
  id: number
  to_address: string
  subject: string
  text_body: string
  headers: Record<string, string> | string | null
}

const headersOf = (mail: Mail) =>
  typeof mail.headers === 'string' ? (JSON.parse(mail.headers) as Record<string, string>) : (mail.headers ?? {})

for (const { name, open } of testDatabases) {
  describe(`empty-leg alerts (${name})`, () => {
    let database: Awaited<ReturnType<typeof open>>
    const mailsTo = (email: string) =>
      rows<Mail>(
        database.db,
        sql`select id, to_address, subject, text_body, headers from outbox where to_address = ${email} order by id`,
      )

    beforeAll(async () => {
      database = await open()
    }, 60_000)

    afterAll(async () => {
      await database?.close()
      await database?.drop()
    })

    it('resolves what a visitor types: a city, an airport code, a country', async () => {
      expect(await resolvePlace('Paris', 'fr')).toMatchObject({ kind: 'city', city: 'paris', countryCode: 'FR' })
      expect(await resolvePlace('NCE', 'en')).toMatchObject({ kind: 'airport', code: 'NCE' })
      expect(await resolvePlace('Suisse', 'fr')).toMatchObject({ kind: 'country', countryCode: 'CH' })
      expect(await resolvePlace('Xqzzyville', 'fr')).toBeNull()
    })

    it('double opt-in, one alert and one e-mail a day, the next legs in the next day’s digest, one-click unsubscribe', async () => {
      const email = 'claire.voyage@example.com'
      const interest = { from: await resolvePlace('Paris', 'fr'), to: await resolvePlace('Nice', 'fr'), radiusKm: null }
      expect(await subscribeToAlerts(database.db, { email, language: 'fr', interest }, links)).toEqual({
        created: true,
      })
      expect(await subscribeToAlerts(database.db, { email, language: 'fr', interest }, links)).toEqual({
        created: false,
      })
      const [confirmMail, ...none] = await mailsTo(email)
      expect(none).toEqual([])
      expect(confirmMail!.subject).toMatch(/Confirmez/)
      expect(headersOf(confirmMail!)['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
      const confirmToken = decodeURIComponent(/alert\/confirm\?token=([^\s]+)/.exec(confirmMail!.text_body)![1]!)

      // Not confirmed yet: a leg reaches nobody.
      const early = await publishLeg(database.db, STAFF, draft({ earliest: '2099-05-01', latest: '2099-05-02' }))
      expect(early.queued).toBe(0)
      expect(await confirmAlert(database.db, links.secret, 'nope.nope')).toBe('invalid')
      expect(await confirmAlert(database.db, links.secret, confirmToken)).toBe('confirmed')

      const day1 = new Date('2099-06-01T08:00:00Z')
      const first = await publishLeg(database.db, STAFF, draft())
      expect(first.queued).toBe(1)
      expect(await runAlertDigest(database.db, links, day1)).toBe(1)
      const afterFirst = await mailsTo(email)
      expect(afterFirst).toHaveLength(2)
      const alert = afterFirst[1]!
      expect(alert.subject).toBe('Un vol à vide pour vous — HERRA')
      expect(alert.text_body).toContain('Paris → Nice (LBG → NCE)')
      expect(alert.text_body).toContain(`/quote-form?leg=${first.id}`)
      const headers = headersOf(alert)
      expect(headers['List-Unsubscribe']).toMatch(
        /^<https:\/\/herra\.example\/empty-legs\/alert\/unsubscribe\?token=.+>$/,
      )
      expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')

      // A second leg the same day: queued, not sent before the next day.
      const second = await publishLeg(
        database.db,
        STAFF,
        draft({ from: 'CDG', earliest: '2099-06-20', latest: '2099-06-21' }),
      )
      expect(second.queued).toBe(1)
      expect(await runAlertDigest(database.db, links, new Date('2099-06-01T20:00:00Z'))).toBe(0)
      expect(await mailsTo(email)).toHaveLength(2)
      expect(await runAlertDigest(database.db, links, new Date('2099-06-02T06:00:00Z'))).toBe(1)
      const mails = await mailsTo(email)
      expect(mails).toHaveLength(3)
      expect(mails[2]!.text_body).toContain('(CDG → NCE)')
      expect(mails[2]!.text_body).not.toContain('(LBG → NCE)')

      // Unsubscribe by the List-Unsubscribe link's token.
      const token = decodeURIComponent(/token=([^>]+)>/.exec(headers['List-Unsubscribe']!)![1]!)
      expect(await unsubscribeAlert(database.db, links.secret, token)).toBe('unsubscribed')
      expect(await unsubscribeAlert(database.db, links.secret, token)).toBe('unsubscribed')
      const third = await publishLeg(database.db, STAFF, draft({ earliest: '2099-07-01', latest: '2099-07-01' }))
      expect(third.queued).toBe(0)
    })

    it('two instances running the digest at once queue each alert’s e-mail once', async () => {
      const addresses = Array.from({ length: 40 }, (_, i) => `twice${i}@example.com`)
      const interest = { from: await resolvePlace('GVA', 'en'), to: null, radiusKm: null }
      for (const email of addresses) {
        await subscribeToAlerts(database.db, { email, language: 'en', interest }, links)
        await database.db.execute(sql`update leg_alerts set status = 'confirmed' where email = ${email}`)
      }
      const leg = await publishLeg(database.db, STAFF, draft({ from: 'GVA', to: 'OLB' }))
      expect(leg.queued).toBe(40)
      // A second instance: its own connections to the same database (PostgreSQL), or the same one (PGlite).
      const other = database.url ? await openDatabase({ databaseUrl: database.url, poolSize: 4 }) : database
      try {
        const when = new Date('2099-06-03T09:00:00Z')
        const runs = await Promise.all([
          runAlertDigest(database.db, links, when, 7),
          runAlertDigest(other.db, links, when, 7),
          runAlertDigest(database.db, links, when, 7),
        ])
        expect(runs.reduce((a, b) => a + b, 0)).toBe(40)
      } finally {
        if (other !== database) await other.close()
      }
      const sent = await rows<{ to_address: string; n: number | string }>(
        database.db,
        sql`select to_address, count(*) as n from outbox where to_address like 'twice%' and subject like '%empty leg%' group by to_address`,
      )
      expect(sent).toHaveLength(40)
      expect(sent.every((r) => Number(r.n) === 1)).toBe(true)
    })

    it('export, erasure and the purge cover the alerts', async () => {
      const email = 'privacy.alerts@example.com'
      const interest = { from: null, to: await resolvePlace('Italie', 'fr'), radiusKm: null }
      await subscribeToAlerts(database.db, { email, language: 'fr', interest }, links)
      expect((await lookupPerson(database.db, email)).subscribed).toBe(true)
      const exported = await exportPerson(database.db, email)
      expect(exported.legAlerts).toHaveLength(1)
      await erasePerson(database.db, STAFF, email)
      expect(await rows(database.db, sql`select id from leg_alerts where email = ${email}`)).toEqual([])

      await subscribeToAlerts(database.db, { email: 'never.confirmed@example.com', language: 'en', interest }, links)
      await database.db.execute(
        sql`update leg_alerts set created_at = now() - interval '31 days' where email = 'never.confirmed@example.com'`,
      )
      const purged = await purgeExpired(database.db)
      expect(purged.unconfirmed).toBeGreaterThanOrEqual(1)
      expect(
        await rows(database.db, sql`select id from leg_alerts where email = 'never.confirmed@example.com'`),
      ).toEqual([])
    })
  })
}
