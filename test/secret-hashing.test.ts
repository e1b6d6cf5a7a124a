import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import {
  createSecretHashing,
  HASHES_AT_ONCE,
  type HashOutcome,
  MAX_WAITING,
  MAX_WAITING_PER_CALLER,
} from '../src/auth/secret-hashing.ts'
import { HttpError } from '../src/errors.ts'
import {
  isContractErrorBody,
  type Reply,
  secretHashesCounted,
  startService,
  type TestService,
  unknownClientTokenRequest,
} from './helpers.ts'

/** A queue whose hashes end when the test says, with what it counted. */
function queueWithHeldHashes() {
  const counted: HashOutcome[] = []
  const waitingSeen: number[] = []
  const hashing = createSecretHashing({
    counted: (outcome) => counted.push(outcome),
    waiting: (count) => waitingSeen.push(count),
  })
  const started: string[] = []
  const finishers: (() => void)[] = []
  let running = 0
  let mostAtOnce = 0
  /** A hash for `caller` named `name`; it ends when `finishNext` reaches it. */
  const hash = (caller: string, name = caller) =>
    hashing.run(caller, async () => {
      started.push(name)
      running++
      mostAtOnce = Math.max(mostAtOnce, running)
      await new Promise<void>((resolve) => finishers.push(resolve))
      running--
      return name
    })
  const settle = () => new Promise((resolve) => setImmediate(resolve))
  /** Ends the oldest hash running and lets the next one start. */
  const finishNext = async () => {
    await settle()
    finishers.shift()?.()
    await settle()
  }
  return { hash, started, finishNext, settle, counted, waitingSeen, mostAtOnce: () => mostAtOnce }
}

async function refusal(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => assert.fail('the hash was not refused'),
    (error: unknown) => error,
  )
  assert.ok(error instanceof HttpError, String(error))
  return error
}

describe('the secret-hashing queue', () => {
  test(`at most ${HASHES_AT_ONCE} secrets are hashed at once, whatever the callers; the others wait in the order they came`, async () => {
    const queue = queueWithHeldHashes()
    const hashes = ['a', 'b', 'c', 'd', 'e'].map((caller) => queue.hash(caller))
    await queue.settle()
    assert.deepEqual(queue.started, ['a', 'b'])
    for (let i = 0; i < hashes.length; i++) await queue.finishNext()
    assert.deepEqual(await Promise.all(hashes), ['a', 'b', 'c', 'd', 'e'])
    assert.deepEqual(queue.started, ['a', 'b', 'c', 'd', 'e'])
    assert.equal(queue.mostAtOnce(), HASHES_AT_ONCE)
    assert.deepEqual(queue.counted, ['hashed', 'hashed', 'hashed', 'hashed', 'hashed'])
    assert.equal(queue.waitingSeen.at(-1), 0)
  })

  test("one caller's hashes run one at a time: beside a flood from one address, another caller's hash starts at once", async () => {
    const queue = queueWithHeldHashes()
    const hashes = [
      queue.hash('flood', 'flood-1'),
      queue.hash('flood', 'flood-2'),
      queue.hash('flood', 'flood-3'),
      queue.hash('other'),
    ]
    await queue.settle()
    assert.deepEqual(queue.started, ['flood-1', 'other'])
    for (let i = 0; i < hashes.length; i++) await queue.finishNext()
    await Promise.all(hashes)
    assert.deepEqual(queue.started, ['flood-1', 'other', 'flood-2', 'flood-3'])
    assert.equal(queue.mostAtOnce(), 2)
  })

  test("callers take turns: with every thread busy, another caller's first request starts before a caller's second", async () => {
    const queue = queueWithHeldHashes()
    const hashes = [queue.hash('a', 'a-1'), queue.hash('b', 'b-1'), queue.hash('a', 'a-2'), queue.hash('c', 'c-1')]
    await queue.settle()
    assert.deepEqual(queue.started, ['a-1', 'b-1'])
    await queue.finishNext()
    assert.deepEqual(queue.started, ['a-1', 'b-1', 'c-1'])
    for (let i = 1; i < hashes.length; i++) await queue.finishNext()
    await Promise.all(hashes)
    assert.deepEqual(queue.started, ['a-1', 'b-1', 'c-1', 'a-2'])
  })

  test(`past ${MAX_WAITING_PER_CALLER} of its own requests waiting, a caller's request is 429 with Retry-After, and not hashed`, async () => {
    const queue = queueWithHeldHashes()
    const accepted = Array.from({ length: 1 + MAX_WAITING_PER_CALLER }, (_, i) => queue.hash('flood', `flood-${i}`))
    const refused = await refusal(queue.hash('flood', 'refused'))
    assert.equal(refused.statusCode, 429)
    assert.equal(refused.headers['retry-after'], '1')
    assert.equal(refused.message, 'Too many requests from this address at once; retry in 1 s')
    // Another caller still waits its turn.
    const other = queue.hash('other')
    for (let i = 0; i < accepted.length + 1; i++) await queue.finishNext()
    await Promise.all([...accepted, other])
    assert.ok(!queue.started.includes('refused'))
    assert.deepEqual(
      queue.counted.filter((outcome) => outcome !== 'hashed'),
      ['caller_busy'],
    )
  })

  test(`past ${MAX_WAITING} requests waiting in all, any caller's request is 503 with Retry-After, and not hashed`, async () => {
    const queue = queueWithHeldHashes()
    const accepted = Array.from({ length: HASHES_AT_ONCE + MAX_WAITING }, (_, i) => queue.hash(`caller-${i}`))
    const refused = await refusal(queue.hash('newcomer'))
    assert.equal(refused.statusCode, 503)
    assert.equal(refused.headers['retry-after'], '1')
    assert.equal(refused.message, 'Too many secrets waiting to be checked; retry in 1 s')
    assert.equal(Math.max(...queue.waitingSeen), MAX_WAITING)
    for (let i = 0; i < accepted.length; i++) await queue.finishNext()
    await Promise.all(accepted)
    assert.ok(!queue.started.includes('newcomer'))
    assert.deepEqual(
      queue.counted.filter((outcome) => outcome !== 'hashed'),
      ['queue_full'],
    )
  })

  test('a hash that fails gives the next its turn', async () => {
    const counted: HashOutcome[] = []
    const hashing = createSecretHashing({ counted: (outcome) => counted.push(outcome), waiting: () => {} })
    const failing = hashing.run('a', async () => {
      throw new Error('scrypt failed')
    })
    const next = hashing.run('b', async () => 'b')
    await assert.rejects(failing, /scrypt failed/)
    assert.equal(await next, 'b')
    assert.deepEqual(counted, ['hashed', 'hashed'])
  })
})

describe("the node's secret hashing, over HTTP", () => {
  let service: TestService
  before(async () => {
    service = await startService()
  })
  after(() => service.close())

  // No lookup before its hash: the requests sent at once all reach the queue while the first hash runs.
  const unknownClient = (from: string) => unknownClientTokenRequest(service, from)

  function assertRefusedAtOnce(answer: Reply, status: number, message: string) {
    assert.equal(answer.statusCode, status, answer.body)
    assert.equal(answer.headers['retry-after'], '1')
    assert.ok(isContractErrorBody(answer.json(), { oauth: true }), answer.body)
    assert.equal(answer.json().error, 'temporarily_unavailable')
    assert.equal(answer.json().message, message)
  }

  test(`token requests sent at once from one address beyond ${MAX_WAITING_PER_CALLER} waiting are 429 with Retry-After, before their hash`, async () => {
    const hashedBefore = await secretHashesCounted(service)
    const answers = await Promise.all(Array.from({ length: 10 }, () => unknownClient('2001:db8:1:1::1')))
    const statuses = answers.map((answer) => answer.statusCode)
    assert.equal(statuses.filter((status) => status === 401).length, 1 + MAX_WAITING_PER_CALLER, String(statuses))
    for (const answer of answers.filter((answer) => answer.statusCode !== 401)) {
      assertRefusedAtOnce(answer, 429, 'Too many requests from this address at once; retry in 1 s')
    }
    assert.equal((await secretHashesCounted(service)) - hashedBefore, 1 + MAX_WAITING_PER_CALLER)
  })

  test(`token requests sent at once from ${MAX_WAITING + 8} /64s: those beyond ${MAX_WAITING} waiting are 503 with Retry-After, before their hash`, async () => {
    const hashedBefore = await secretHashesCounted(service)
    const answers = await Promise.all(
      Array.from({ length: MAX_WAITING + 8 }, (_, i) => unknownClient(`2001:db8:2:${(i + 1).toString(16)}::1`)),
    )
    const refused = answers.filter((answer) => answer.statusCode !== 401)
    assert.ok(refused.length > 0, 'none refused')
    for (const answer of refused) {
      assertRefusedAtOnce(answer, 503, 'Too many secrets waiting to be checked; retry in 1 s')
    }
    assert.equal((await secretHashesCounted(service)) - hashedBefore, answers.length - refused.length)
    assert.equal(await secretHashesCounted(service, 'queue_full'), refused.length)
  })

  test("an admin's new and rotated secrets are hashed in the node's queue too", async () => {
    const admin = await service.newAdminClient()
    const hashedBefore = await secretHashesCounted(service)
    const created = await admin.send('POST', '/v3/admin/clients', { name: 'made over HTTP' })
    assert.equal(created.statusCode, 201, created.body)
    const clientId = created.json().data[0].client_id as string
    const rotated = await admin.send('POST', `/v3/admin/clients/${clientId}/rotate-secret`)
    assert.equal(rotated.statusCode, 200, rotated.body)
    assert.equal((await secretHashesCounted(service)) - hashedBefore, 2)
  })
})
