import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { isContractErrorBody, jobOffer, startService, type TestClient, type TestService } from './helpers.ts'

const PATH = '/v3/jobboard/job-offers'
const ALL_INVALID = 'No job offers were stored: every item is invalid (see errors)'
const EXPECTS_IDENTIFIER = 'a string or an integer between -9007199254740991 and 9007199254740991'

const OPTIONAL = ['title', 'reference_2', 'reference_3', 'subsidiary', 'subsidiary_jobboard_id', 'description'] as const

/** The returned (and stored) record when only `reference` is sent. */
const DEFAULT_RECORD = {
  title: null,
  reference: 'JO-1',
  reference_2: null,
  reference_3: null,
  subsidiary: null,
  subsidiary_jobboard_id: null,
  description: null,
}

interface JobOfferRecord {
  id: number
  title: string | null
  reference: string
  reference_2: string | null
  reference_3: string | null
  subsidiary: string | null
  subsidiary_jobboard_id: string | null
  description: string | null
}

/** A problem: its field, code and message, then the value the answer echoes, when it echoes one. */
type Entry = readonly [field: string | null, code: string, message: string, value?: unknown]
type ErrorEntry = { message: string; data: { index: number; field: string | null; code: string; value?: unknown } }

const entries = (index: number, list: readonly Entry[]): ErrorEntry[] =>
  list.map(([field, code, message, ...echoed]) => ({
    message,
    data: echoed.length === 0 ? { index, field, code } : { index, field, code, value: echoed[0] },
  }))

const sorted = (list: readonly ErrorEntry[]) =>
  [...list].sort(
    (a, b) =>
      a.data.index - b.data.index ||
      String(a.data.field).localeCompare(String(b.data.field)) ||
      a.message.localeCompare(b.message),
  )

describe('POST /v3/jobboard/job-offers', () => {
  let service: TestService
  before(async () => {
    service = await startService()
  })
  after(() => service.close())

  const post = (client: TestClient, items: unknown, headers?: Record<string, string>) =>
    client.send('POST', PATH, items, headers)

  /** The rows of a client, read straight from the table, oldest first. */
  const rows = async (client: TestClient): Promise<JobOfferRecord[]> => {
    const found = await service.db.query<Record<string, unknown>>(
      `SELECT id::text AS id, title, reference, reference_2, reference_3, subsidiary, subsidiary_jobboard_id, description
         FROM job_offers WHERE client_id = $1 ORDER BY job_offers.id`,
      [client.clientId],
    )
    return found.map((row) => ({ ...row, id: Number(row.id) })) as JobOfferRecord[]
  }

  /** Sends one item alone: it must be stored (201); returns what was answered for it. */
  const accepts = async (client: TestClient, item: unknown, label = JSON.stringify(item).slice(0, 200)) => {
    const answer = await post(client, [item])
    assert.equal(answer.statusCode, 201, `${label}: ${answer.body.slice(0, 500)}`)
    assert.equal(answer.json().message, 'Stored 1 job offer', label)
    const [record] = answer.json().data
    assert.equal(typeof record.id, 'number', label)
    return record as JobOfferRecord
  }

  /** Sends one item alone: it must be rejected (400) with exactly these error entries. */
  const rejects = async (
    client: TestClient,
    item: unknown,
    expected: readonly Entry[],
    label = JSON.stringify(item).slice(0, 200),
  ) => {
    const answer = await post(client, [item])
    assert.equal(answer.statusCode, 400, `${label}: ${answer.body.slice(0, 500)}`)
    const body = answer.json()
    assert.ok(isContractErrorBody(body), label)
    assert.equal(body.message, ALL_INVALID, label)
    assert.deepEqual(sorted(body.errors), sorted(entries(0, expected)), label)
  }

  describe('reference', () => {
    test('a missing, null or blank reference is rejected with one entry; nothing is stored', async () => {
      const client = await service.newClient()
      await rejects(client, { title: 'No reference' }, [['reference', 'required', 'reference is required']])
      await rejects(client, jobOffer({ reference: null }), [
        ['reference', 'required', 'reference is required and may not be null', null],
      ])
      for (const blank of ['', ' ', '\t\n ']) {
        await rejects(client, jobOffer({ reference: blank }), [
          ['reference', 'required', 'reference must not be blank', blank],
        ])
      }
      assert.deepEqual(await rows(client), [])
    })

    test('the reference alone is stored; omitted optional fields are returned and stored as null', async () => {
      const client = await service.newClient()
      const record = await accepts(client, jobOffer())
      assert.deepEqual(record, { id: record.id, ...DEFAULT_RECORD })
      assert.deepEqual(await rows(client), [record])
    })

    test('reference fields may be JSON integers, stored and returned as their decimal text', async () => {
      const client = await service.newClient()
      const record = await accepts(
        client,
        jobOffer({ reference: 42, reference_2: 0, reference_3: -9007199254740991, subsidiary_jobboard_id: 77 }),
      )
      const expected = {
        ...DEFAULT_RECORD,
        reference: '42',
        reference_2: '0',
        reference_3: '-9007199254740991',
        subsidiary_jobboard_id: '77',
      }
      assert.deepEqual(record, { id: record.id, ...expected })
      assert.deepEqual(await rows(client), [{ id: record.id, ...expected }])
    })

    test('an identifier sent as a float, a boolean, beyond 2^53 - 1, an array or an object is rejected', async () => {
      const client = await service.newClient()
      // An array or an object is not echoed: only a scalar is.
      const cases = [
        ['reference', 4.2, 'invalid_type', `${EXPECTS_IDENTIFIER}, not a number with a fraction`, [4.2]],
        ['reference', true, 'invalid_type', `${EXPECTS_IDENTIFIER}, not a boolean`, [true]],
        ['reference', 2 ** 53, 'out_of_range', EXPECTS_IDENTIFIER, [2 ** 53]],
        ['reference', ['JO-1'], 'invalid_type', `${EXPECTS_IDENTIFIER}, not an array`, []],
        ['reference', { id: 'JO-1' }, 'invalid_type', `${EXPECTS_IDENTIFIER}, not an object`, []],
        ['reference_2', 1.5, 'invalid_type', `${EXPECTS_IDENTIFIER}, not a number with a fraction`, [1.5]],
        ['subsidiary_jobboard_id', false, 'invalid_type', `${EXPECTS_IDENTIFIER}, not a boolean`, [false]],
      ] as const
      for (const [field, value, code, expects, echoed] of cases) {
        await rejects(client, jobOffer({ [field]: value }), [[field, code, `${field} must be ${expects}`, ...echoed]])
      }
      assert.deepEqual(await rows(client), [])
    })
  })

  describe('other fields', () => {
    test('optional fields sent as null or as the empty string are stored as null; sent values are kept', async () => {
      const client = await service.newClient()
      const nulls = await accepts(
        client,
        jobOffer({ reference: 'JO-null', ...Object.fromEntries(OPTIONAL.map((field) => [field, null])) }),
      )
      const empties = await accepts(
        client,
        jobOffer({ reference: 'JO-empty', ...Object.fromEntries(OPTIONAL.map((field) => [field, ''])) }),
      )
      const full = {
        title: 'Vendeur (H/F) — Lyon',
        reference_2: 'R2',
        reference_3: 'R3',
        subsidiary: 'Sub',
        subsidiary_jobboard_id: 'SJ',
        description: 'Line one\nLine two, with “quotes” and émojis 🎉',
      }
      const kept = await accepts(client, jobOffer({ reference: 'JO-full', ...full }))
      assert.deepEqual(nulls, { id: nulls.id, ...DEFAULT_RECORD, reference: 'JO-null' })
      assert.deepEqual(empties, { id: empties.id, ...DEFAULT_RECORD, reference: 'JO-empty' })
      assert.deepEqual(kept, { id: kept.id, ...DEFAULT_RECORD, ...full, reference: 'JO-full' })
      assert.deepEqual(await rows(client), [nulls, empties, kept])
    })

    test('the other string fields must be JSON strings: no coercion', async () => {
      const client = await service.newClient()
      await rejects(client, jobOffer({ title: 12 }), [
        ['title', 'invalid_type', 'title must be a string, not a number', 12],
      ])
      await rejects(client, jobOffer({ description: ['a'] }), [
        ['description', 'invalid_type', 'description must be a string, not an array'],
      ])
      await rejects(client, jobOffer({ subsidiary: { name: 'S' } }), [
        ['subsidiary', 'invalid_type', 'subsidiary must be a string, not an object'],
      ])
      await rejects(client, jobOffer({ title: true, description: 1.5 }), [
        ['title', 'invalid_type', 'title must be a string, not a boolean', true],
        ['description', 'invalid_type', 'description must be a string, not a number with a fraction', 1.5],
      ])
      assert.deepEqual(await rows(client), [])
    })

    test('a description of 100000 characters is stored whole; 100001 is rejected', async () => {
      const client = await service.newClient()
      const description = `${'Lorem ipsum dolor sit amet. '.repeat(3571)}abcdefgh${'é'.repeat(4)}`
      assert.equal(description.length, 100_000)
      const record = await accepts(client, jobOffer({ description }))
      assert.equal(record.description, description)
      const [stored] = await rows(client)
      assert.equal(stored?.description, description)
      await rejects(client, jobOffer({ reference: 'JO-2', description: 'x'.repeat(100_001) }), [
        ['description', 'too_long', 'description must be at most 100000 characters long', 'x'.repeat(100)],
      ])
      assert.equal((await rows(client)).length, 1)
    })

    test('a title of 1000 characters is stored; 1001 is rejected', async () => {
      const client = await service.newClient()
      const title = 'ü'.repeat(1000)
      const record = await accepts(client, jobOffer({ title }))
      assert.equal(record.title, title)
      await rejects(client, jobOffer({ reference: 'JO-2', title: 'x'.repeat(1001) }), [
        ['title', 'too_long', 'title must be at most 1000 characters long', 'x'.repeat(100)],
      ])
      assert.deepEqual(
        (await rows(client)).map((row) => row.title),
        [title],
      )
    })

    test('every other string field holds up to 255 characters; 256 is rejected', async () => {
      const client = await service.newClient()
      const fields = ['reference', 'reference_2', 'reference_3', 'subsidiary', 'subsidiary_jobboard_id'] as const
      for (const [n, field] of fields.entries()) {
        const value = 'x'.repeat(254) + String(n)
        const record = await accepts(client, jobOffer({ reference: `JO-${n}`, [field]: value }), field)
        assert.equal(record[field], value, field)
        await rejects(client, jobOffer({ reference: `JO-${n}`, [field]: 'y'.repeat(256) }), [
          [field, 'too_long', `${field} must be at most 255 characters long`, 'y'.repeat(100)],
        ])
      }
      const stored = await rows(client)
      assert.deepEqual(
        stored.map((row, n) => row[fields[n] as (typeof fields)[number]]),
        fields.map((_, n) => 'x'.repeat(254) + String(n)),
      )
    })

    test('a field the job offer does not have, id included, is an error naming it', async () => {
      const client = await service.newClient()
      await rejects(client, jobOffer({ salary: 40000 }), [
        ['salary', 'unknown_field', 'salary is not a field of a job offer'],
      ])
      await rejects(client, jobOffer({ id: 12 }), [
        ['id', 'unknown_field', 'id is assigned by the service and may not be sent'],
      ])
      await rejects(client, jobOffer({ Title: 'x', job_offer_reference: 'JO-1' }), [
        ['Title', 'unknown_field', 'Title is not a field of a job offer'],
        ['job_offer_reference', 'unknown_field', 'job_offer_reference is not a field of a job offer'],
      ])
      await rejects(client, { title: 'no reference', foo: null }, [
        ['reference', 'required', 'reference is required'],
        ['foo', 'unknown_field', 'foo is not a field of a job offer'],
      ])
      assert.deepEqual(await rows(client), [])
    })
  })

  describe('natural key: reference', () => {
    test('re-sending a reference updates the other fields and returns the same id', async () => {
      const client = await service.newClient()
      const first = await accepts(client, jobOffer({ title: 'First title', description: 'First', subsidiary: 'S' }))
      const second = await accepts(client, jobOffer({ title: 'Second title', reference_2: 'R2' }))
      assert.equal(second.id, first.id)
      assert.deepEqual(second, { id: first.id, ...DEFAULT_RECORD, title: 'Second title', reference_2: 'R2' })
      // The other fields take the new values: those not sent again are now null.
      assert.deepEqual(await rows(client), [second])
    })

    test('a reference sent as an integer and as its decimal text is the same job offer', async () => {
      const client = await service.newClient()
      const asNumber = await accepts(client, jobOffer({ reference: 1001, title: 'number' }))
      const asText = await accepts(client, jobOffer({ reference: '1001', title: 'text' }))
      assert.equal(asText.id, asNumber.id)
      assert.deepEqual(await rows(client), [{ id: asNumber.id, ...DEFAULT_RECORD, reference: '1001', title: 'text' }])
    })

    test('another reference is another job offer; reference_2, reference_3 and subsidiary_jobboard_id are not the key', async () => {
      const client = await service.newClient()
      const answer = await post(client, [
        jobOffer(),
        jobOffer({ reference: 'JO-2' }),
        jobOffer({ reference: 'jo-1' }),
        jobOffer({ reference_2: 'R2', reference_3: 'R3', subsidiary_jobboard_id: 'S', title: 'last' }),
      ])
      assert.equal(answer.statusCode, 201, answer.body)
      const ids = answer.json().data.map((record: JobOfferRecord) => record.id)
      assert.equal(new Set(ids.slice(0, 3)).size, 3)
      assert.equal(ids[3], ids[0])
      assert.equal((await rows(client)).length, 3)
    })

    test('the same reference twice in one batch: both items get the same id and the later one wins', async () => {
      const client = await service.newClient()
      const answer = await post(client, [
        jobOffer({ title: 'early', description: 'early description' }),
        jobOffer({ reference: 'JO-2' }),
        jobOffer({ title: 'late' }),
      ])
      assert.equal(answer.statusCode, 201, answer.body)
      const [early, other, late] = answer.json().data
      assert.equal(late.id, early.id)
      assert.notEqual(other.id, early.id)
      const stored = await rows(client)
      assert.deepEqual(
        stored.find((row) => row.id === early.id),
        { id: early.id, ...DEFAULT_RECORD, title: 'late' },
      )
      assert.equal(stored.length, 2)
    })
  })

  describe('batches', () => {
    test('a mixed batch: 207, the valid items stored, each problem reported with its item index', async () => {
      const client = await service.newClient()
      const answer = await post(client, [
        jobOffer({ reference: 'JO-0' }),
        jobOffer({ reference: '' }),
        jobOffer({ reference: 'JO-2', title: 'Two' }),
        42,
        null,
        jobOffer({ reference: 'JO-5', description: 'x'.repeat(100_001), colour: 'red' }),
        jobOffer({ reference: 6 }),
      ])
      assert.equal(answer.statusCode, 207, answer.body.slice(0, 500))
      const body = answer.json()
      assert.deepEqual(Object.keys(body).sort(), ['data', 'errors', 'message'])
      assert.equal(body.message, 'Stored 3 of 7 job offers; 4 rejected (see errors)')
      assert.deepEqual(
        body.data.map((record: JobOfferRecord) => record.reference),
        ['JO-0', 'JO-2', '6'],
      )
      assert.deepEqual(sorted(body.errors), [
        ...entries(1, [['reference', 'required', 'reference must not be blank', '']]),
        ...entries(3, [[null, 'invalid_type', 'Each item must be a JSON object describing a job offer, not a number']]),
        ...entries(4, [[null, 'invalid_type', 'Each item must be a JSON object describing a job offer, not null']]),
        ...sorted(
          entries(5, [
            ['colour', 'unknown_field', 'colour is not a field of a job offer'],
            ['description', 'too_long', 'description must be at most 100000 characters long', 'x'.repeat(100)],
          ]),
        ),
      ])
      // Rows are inserted in natural-key order, so ids need not follow the batch order.
      assert.deepEqual(
        await rows(client),
        [...body.data].sort((a: JobOfferRecord, b: JobOfferRecord) => a.id - b.id),
      )
    })

    test('every item invalid: 400 with the contract error body and nothing stored', async () => {
      const client = await service.newClient()
      const answer = await post(client, [jobOffer({ reference: null }), jobOffer({ title: 'x'.repeat(1001) }), 'JO-3'])
      assert.equal(answer.statusCode, 400)
      const body = answer.json()
      assert.ok(isContractErrorBody(body))
      assert.deepEqual(body, {
        message: ALL_INVALID,
        errors: [
          ...entries(0, [['reference', 'required', 'reference is required and may not be null', null]]),
          ...entries(1, [['title', 'too_long', 'title must be at most 1000 characters long', 'x'.repeat(100)]]),
          ...entries(2, [
            [null, 'invalid_type', 'Each item must be a JSON object describing a job offer, not a string'],
          ]),
        ],
      })
      assert.deepEqual(await rows(client), [])
    })

    test('an empty array: 200 {message} only', async () => {
      const client = await service.newClient()
      const answer = await post(client, [])
      assert.equal(answer.statusCode, 200)
      assert.deepEqual(answer.json(), { message: 'The batch is empty: no job offers were stored' })
    })

    test('Prefer: return=minimal leaves data out (201 {message}, 207 {message, errors}) and says so', async () => {
      const client = await service.newClient()
      const created = await post(client, [jobOffer(), jobOffer({ reference: 'JO-2' })], { prefer: 'return=minimal' })
      assert.equal(created.statusCode, 201)
      assert.deepEqual(created.json(), { message: 'Stored 2 job offers' })
      assert.equal(created.headers['preference-applied'], 'return=minimal')

      const mixed = await post(client, [jobOffer({ reference: 'JO-3' }), jobOffer({ id: 1 })], {
        prefer: 'handling=lenient; return=minimal',
      })
      assert.equal(mixed.statusCode, 207)
      assert.deepEqual(mixed.json(), {
        message: 'Stored 1 of 2 job offers; 1 rejected (see errors)',
        errors: entries(1, [['id', 'unknown_field', 'id is assigned by the service and may not be sent']]),
      })
      assert.equal(mixed.headers['preference-applied'], 'return=minimal')

      const invalid = await post(client, [jobOffer({ reference: ' ' })], { prefer: 'return=minimal' })
      assert.equal(invalid.statusCode, 400)
      assert.deepEqual(invalid.json(), {
        message: ALL_INVALID,
        errors: entries(0, [['reference', 'required', 'reference must not be blank', ' ']]),
      })

      const full = await post(client, [jobOffer({ reference: 'JO-4' })], { prefer: 'return=representation' })
      assert.equal(full.statusCode, 201)
      assert.equal(full.json().data.length, 1)
      assert.equal(full.headers['preference-applied'], undefined)
      assert.deepEqual(
        (await rows(client)).map((row) => row.reference),
        ['JO-1', 'JO-2', 'JO-3', 'JO-4'],
      )
    })
  })
})
