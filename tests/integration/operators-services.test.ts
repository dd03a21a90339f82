import { createHash } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDays, utcIsoDate } from '~/domain/dates'
import { parseEnv } from '~/services/env.server'
import type { DraftOption, OfferContent } from '~/features/offer/domain/offer-model'
import { prefillDraft } from '~/features/offer/domain/offer-prefill'
import { sendOffer } from '~/features/offer/services/offer-send.server'
import { addSourcedOption } from '~/features/offer/services/offer-sourced.server'
import { getOffer } from '~/features/offer/services/offer-store.server'
import {
  addAircraft,
  createOperator,
  expiringSoon,
  updateOperator,
} from '~/features/operators/services/operators-store.server'
import { answerRfq, openRfq } from '~/features/operators/services/rfq-answers.server'
import { answerForOption, requestSourcing } from '~/features/operators/services/rfq-comparison.server'
import { operatorFigures } from '~/features/operators/services/rfq-figures.server'
import { sendRfqs } from '~/features/operators/services/rfq-send.server'
import type { OperatorValues, RfqAnswerValues } from '~/features/operators/domain/operator-form'
import { optionOfAnswer } from '~/routes/desk/request-sourcing.server'
import { testDatabases } from '../support/databases'
import { TEST_SITE_CONFIG_PATH } from '../support/site-fixture'

/**
 * Operators and sourcing on PGlite and PostgreSQL (docs/product.md §14, decisions 085–088): RFQ links
 * stored as their SHA-256 only, answers versioned under concurrency with nothing lost, links closed
 * with the request, the comparison's estimate and legality, and an offer option from a quote whose
 * send is refused while the operator's insurance has expired — then sent, naming the carrier and
 * never the cost or the margin.
 */

const env = {
  ...parseEnv({
    NODE_ENV: 'test',
    DATA_DIR: 'memory://',
    SITE_URL: 'https://herra.example',
    NOTIFY_EMAIL: 'desk@herra.example',
    SITE_CONFIG: TEST_SITE_CONFIG_PATH,
  }),
  SESSION_SECRET: 'operators-services-secret-0123456789',
}
const STAFF = 'anne.desk@example.com'
const today = utcIsoDate(new Date())
const tripDay = addDays(today, 20)

const dubai: OperatorValues = {
  name: 'Desert Falcon Aviation',
  country: 'AE',
  aocNumber: 'AE-AOC-0042',
  aocAuthority: 'GCAA',
  aocExpiresOn: addDays(today, 400),
  tcoNumber: 'TCO-ARE-0042',
  tcoExpiresOn: addDays(today, 300),
  insurer: 'Gulf Re',
  insuranceExpiresOn: addDays(today, 200),
  liability: 500_000_000,
  quoteEmails: ['quotes@desertfalcon.example'],
  language: 'en',
  notes: '',
}

const quote = (registration: string, charterCents: number): RfqAnswerValues => ({
  registration,
  aircraft: 'g650',
  aircraftName: '',
  seats: 14,
  charter: charterCents,
  positioning: 1_200_000,
  fees: 350_050,
  other: 0,
  otherLabel: '',
  availability: 'confirmed',
  validUntil: addDays(today, 2),
  note: '',
})

describe.each(testDatabases)('operators and RFQs ($name)', ({ open }) => {
  let database: Awaited<ReturnType<typeof open>>
  const runtime = () => ({
    database,
    env,
    outbox: { notify() {}, runOnce: async () => ({ claimed: 0, sent: 0, failed: 0 }), running: false },
    logger: { error() {}, warn() {}, info() {} } as never,
  })

  beforeAll(async () => {
    database = await open()
  })
  afterAll(async () => {
    await database?.close()
    await database?.drop()
  })

  const all = async <T>(query: ReturnType<typeof sql>) =>
    ((await database.db.execute(query)) as unknown as { rows: T[] }).rows

  async function newLead() {
    const email = `client-${Math.random().toString(36).slice(2)}@example.com`
    const fields = JSON.stringify({
      departure: 'LBG',
      destination: 'DXB',
      date: tripDay,
      time: '23:00',
      pax: 4,
      aircraft: 'g650',
    })
    const [row] = await all<{ id: string }>(sql`
      insert into leads (kind, language, full_name, email, phone, fields, consent_at, privacy_policy_version)
      values ('quote', 'fr', 'Camille Secret', ${email}, '+33 1 99 00 12 34', ${fields}::jsonb, now(), '2024-12-01') returning id`)
    return { id: row!.id, email }
  }

  async function newOperator(values: Partial<OperatorValues> = {}) {
    const id = await createOperator(database.db, STAFF, { ...dubai, ...values })
    expect(
      await addAircraft(database.db, STAFF, id, {
        registration: values.name ? `A6-${values.name.slice(0, 3).toUpperCase()}` : 'A6-DFA',
        aircraft: 'g650',
        aircraftName: '',
        seats: 14,
        year: 2019,
        base: 'DWC',
      }),
    ).toBe('added')
    return id
  }

  async function tokenSentTo(address: string): Promise<string> {
    const mails = await all<{ text_body: string }>(
      sql`select text_body from outbox where to_address = ${address} order by id`,
    )
    const match = mails.at(-1)?.text_body.match(/\/rfq\/([A-Za-z0-9_-]{43})/)
    if (!match) throw new Error('no RFQ link sent')
    return match[1]!
  }

  it('sends one RFQ per operator, stores only the token’s SHA-256, shows no client identity', async () => {
    const lead = await newLead()
    const operatorId = await newOperator()
    const sent = await sendRfqs(runtime(), STAFF, lead.id, [operatorId, operatorId])
    expect(sent).toEqual({ status: 'sent', sent: 1, already: 0 })
    expect(await sendRfqs(runtime(), STAFF, lead.id, [operatorId])).toEqual({ status: 'sent', sent: 0, already: 1 })
    const token = await tokenSentTo('quotes@desertfalcon.example')
    const [rfq] = await all<Record<string, unknown>>(sql`select * from rfqs where lead_id = ${lead.id}`)
    expect(rfq!.token_hash).toBe(createHash('sha256').update(token).digest('hex'))
    expect(JSON.stringify(rfq)).not.toContain(token)
    const mail = await all<{ text_body: string; html_body: string; subject: string }>(
      sql`select subject, text_body, html_body from outbox where to_address = 'quotes@desertfalcon.example'`,
    )
    expect(JSON.stringify(mail)).not.toMatch(/Camille|Secret|client-|\+33/)
    expect(mail[0]!.text_body).toContain('LBG → DXB')
    const opened = await openRfq(runtime(), token)
    expect(opened?.open).toBe(true)
    expect(JSON.stringify(opened)).not.toMatch(/Camille|example\.com/)
    expect(await openRfq(runtime(), `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`)).toBeUndefined()
    const audit = await all<{ action: string }>(sql`select action from audit_log where lead_id = ${lead.id}`)
    expect(audit.map((a) => a.action)).toContain('rfq_send')
  })

  it('two answers at once make two versions, nothing lost; the table refuses updates', async () => {
    const lead = await newLead()
    const operatorId = await newOperator({ name: 'Twin Answer Jets', quoteEmails: ['twin@jets.example'] })
    await sendRfqs(runtime(), STAFF, lead.id, [operatorId])
    const token = await tokenSentTo('twin@jets.example')
    const answers = await Promise.all([
      answerRfq(runtime(), token, { kind: 'quote', values: quote('A6-TWI', 9_000_000) }, '192.0.2.1'),
      answerRfq(runtime(), token, { kind: 'quote', values: quote('A6-TWI', 9_100_000) }, '192.0.2.2'),
      answerRfq(runtime(), token, { kind: 'decline', reason: 'crew', note: '' }, '192.0.2.3'),
    ])
    expect(answers.map((a) => (a.status === 'saved' ? a.version : 0)).sort()).toEqual([1, 2, 3])
    const stored = await all<{ version: number; charter_cents: string | null }>(
      sql`select version, charter_cents from rfq_answers a join rfqs r on r.id = a.rfq_id where r.lead_id = ${lead.id} order by version`,
    )
    expect(stored.map((s) => Number(s.version))).toEqual([1, 2, 3])
    expect(
      stored
        .filter((s) => s.charter_cents !== null)
        .map((s) => Number(s.charter_cents))
        .sort(),
    ).toEqual([9_000_000, 9_100_000])
    await expect(database.db.execute(sql`update rfq_answers set note = 'x'`)).rejects.toThrow()
  })

  it('the link closes with the request', async () => {
    const lead = await newLead()
    const operatorId = await newOperator({ name: 'Closing Air', quoteEmails: ['close@air.example'] })
    await sendRfqs(runtime(), STAFF, lead.id, [operatorId])
    const token = await tokenSentTo('close@air.example')
    await database.db.execute(sql`update leads set status = 'lost' where id = ${lead.id}`)
    expect((await openRfq(runtime(), token))?.open).toBe(false)
    expect(await answerRfq(runtime(), token, { kind: 'decline', reason: 'crew', note: '' }, null)).toEqual({
      status: 'closed',
    })
    expect(await sendRfqs(runtime(), STAFF, lead.id, [operatorId])).toEqual({ status: 'closed' })
  })

  it('compares with the estimate, checks legality, and an option from the quote is refused then sent', async () => {
    const lead = await newLead()
    const operatorId = await newOperator({ name: 'Falcon Gulf', quoteEmails: ['ops@falcongulf.example'] })
    const other = await newOperator({ name: 'Late Reply Air', quoteEmails: ['late@reply.example'] })
    await sendRfqs(runtime(), STAFF, lead.id, [operatorId, other])
    const token = await tokenSentTo('ops@falcongulf.example')
    expect(await answerRfq(runtime(), token, { kind: 'quote', values: quote('A6-FAL', 8_000_000) }, null)).toEqual({
      status: 'saved',
      version: 1,
    })
    const sourcing = await requestSourcing(runtime(), lead.id)
    expect(sourcing!.estimate!.eur).toBeGreaterThan(0)
    const answered = sourcing!.rfqs.find((r) => r.operatorId === operatorId)!
    expect(answered.state).toBe('answered')
    expect(answered.latest!.totalCents).toBe(8_000_000 + 1_200_000 + 350_050)
    expect(answered.latest!.deviation).not.toBeNull()
    expect(answered.latest!.problems).toEqual([])
    expect(sourcing!.rfqs.find((r) => r.operatorId === other)!.state).toBe('sent')
    expect(sourcing!.suggestions.map((s) => s.operatorId)).toContain(operatorId)

    const answer = await answerForOption(database.db, lead.id, answered.latest!.id)
    const option: DraftOption = optionOfAnswer(answer!, { kind: 'percent', value: 1200 })
    expect(option.charterEur).toBe(Math.ceil((9_550_050 * 1.12) / 100))
    const [leadRow] = await all<{ full_name: string; language: 'fr'; fields: Record<string, unknown> }>(
      sql`select full_name, language, fields from leads where id = ${lead.id}`,
    )
    const base = prefillDraft({ fullName: leadRow!.full_name, language: 'fr', fields: leadRow!.fields }, () => 5250)
    base.legs = base.legs.map((l) => ({ ...l, time: '23:00', blockMinutes: 400 }))
    const offerId = await addSourcedOption(database.db, STAFF, lead.id, base, option)
    expect(offerId).toBeTruthy()

    // Insurance expired: the send is refused, and says which rule.
    await updateOperator(database.db, STAFF, operatorId, {
      ...dubai,
      name: 'Falcon Gulf',
      quoteEmails: ['ops@falcongulf.example'],
      insuranceExpiresOn: addDays(today, -1),
    })
    expect(
      (await expiringSoon(database.db, today)).some((e) => e.operatorId === operatorId && e.what === 'insurance'),
    ).toBe(true)
    const refused = await sendOffer(runtime(), STAFF, offerId!, 0)
    expect(refused).toEqual({
      status: 'illegal',
      options: [
        {
          option: 1,
          carrier: 'Falcon Gulf',
          problems: [{ rule: 'insurance', kind: 'expired', on: addDays(today, -1) }],
        },
      ],
    })
    expect((await getOffer(database.db, offerId!))!.versions).toHaveLength(0)

    // Renewed: sent, the carrier named with the day it was checked, no cost and no margin in the content.
    await updateOperator(database.db, STAFF, operatorId, {
      ...dubai,
      name: 'Falcon Gulf',
      quoteEmails: ['ops@falcongulf.example'],
    })
    expect(await sendOffer(runtime(), STAFF, offerId!, 0)).toEqual({ status: 'sent', version: 1 })
    const offer = await getOffer(database.db, offerId!)
    const content = JSON.parse(offer!.versions[0]!.content) as OfferContent
    expect(content.options[0]!.operatedBy).toEqual({
      name: 'Falcon Gulf',
      aocNumber: 'AE-AOC-0042',
      authority: 'GCAA',
      checkedOn: today,
    })
    expect(offer!.versions[0]!.content).not.toMatch(/costCents|margin|9550050|95500/)
    const figures = await operatorFigures(database.db)
    expect(figures.get(operatorId)).toMatchObject({ sent: 1, answered: 1 })
    expect(figures.get(other)).toMatchObject({ sent: 1, answered: 0, medianHours: null })
  })
})
