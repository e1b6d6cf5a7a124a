import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { defaultConfig } from '../src/config.ts'
import { MASK_STEPS, NAME_SAMPLE } from '../src/db/funnel-report.ts'
import {
  activity,
  applicationStep,
  isContractErrorBody,
  type Reply,
  startService,
  type TestClient,
  type TestService,
} from './helpers.ts'

const PATH = '/v3/reports/funnel'
const RANGE = 'from=2026-11-01&to=2026-11-08'
const NO_ACTIVITY = { job_offer_impression: 0, job_offer_view: 0, apply_click: 0, application: 0 }

/** One small data set whose every figure is worked out by hand below; the range is [2026-11-01, 2026-11-08). */
const STEPS = [
  // On `from` itself: in.
  { application_ats_id: 'A-1', job_offer_reference: 'JO-1', step: 'applied', recorded_at: '2026-11-01T00:00:00Z' },
  { application_ats_id: 'A-1', job_offer_reference: 'JO-1', step: 'interview', recorded_at: '2026-11-03T10:00:00Z' },
  // The same step again on another day: A-1 reached interview once.
  { application_ats_id: 'A-1', job_offer_reference: 'JO-1', step: 'interview', recorded_at: '2026-11-04T10:00:00Z' },
  {
    application_ats_id: 'A-2',
    job_offer_reference: 'JO-1',
    step: 'applied',
    recorded_at: '2026-11-02T23:59:59.999Z',
    source: 'referral',
  },
  // A-2 again, from another source: it counts once for each source.
  { application_ats_id: 'A-2', job_offer_reference: 'JO-1', step: 'interview', recorded_at: '2026-11-04T09:00:00Z' },
  // The last instant before `to`: in; `to` itself: out; the instant before `from`: out.
  {
    application_ats_id: 'A-3',
    job_offer_reference: 'JO-2',
    step: 'applied',
    recorded_at: '2026-11-07T23:59:59.999Z',
    subsidiary: 'Lyon',
  },
  { application_ats_id: 'A-3', job_offer_reference: 'JO-2', step: 'offer', recorded_at: '2026-11-08T00:00:00Z' },
  { application_ats_id: 'A-4', job_offer_reference: 'JO-2', step: 'applied', recorded_at: '2026-10-31T23:59:59.999Z' },
  // No source and no subsidiary: the null group. 10:00 UTC on 2026-11-05.
  {
    application_ats_id: 'A-5',
    job_offer_reference: 'JO-3',
    step: 'applied',
    recorded_at: '2026-11-05T12:00:00+02:00',
    source: null,
    subsidiary: null,
  },
  // 22:00 UTC on 2026-11-05, though the 6th where it was recorded: the UTC day counts.
  { application_ats_id: 'A-6', job_offer_reference: 'JO-1', step: 'applied', recorded_at: '2026-11-06T01:00:00+03:00' },
].map((step, i) => applicationStep({ candidate_ats_id: `C-${i}`, source: 'board', subsidiary: 'Paris', ...step }))

const ACTIVITIES = [
  { recorded_at: '2026-11-01', job_offer_reference: 'JO-1', status: 'job_offer_view', count: 10, subsidiary: 'Paris' },
  { recorded_at: '2026-11-07', job_offer_reference: 'JO-1', status: 'job_offer_view', count: 5, subsidiary: 'Paris' },
  {
    recorded_at: '2026-11-08',
    job_offer_reference: 'JO-1',
    status: 'job_offer_view',
    count: 1000,
    subsidiary: 'Paris',
  },
  {
    recorded_at: '2026-10-31',
    job_offer_reference: 'JO-1',
    status: 'job_offer_view',
    count: 1000,
    subsidiary: 'Paris',
  },
  { recorded_at: '2026-11-02', job_offer_reference: 'JO-1', status: 'apply_click', count: 4, subsidiary: 'Paris' },
  {
    recorded_at: '2026-11-03',
    job_offer_reference: 'JO-2',
    status: 'job_offer_impression',
    count: 50,
    subsidiary: 'Lyon',
  },
  // A job offer with views and no application: a group of its own, conversion 0.
  { recorded_at: '2026-11-03', job_offer_reference: 'JO-4', status: 'job_offer_view', count: 8 },
].map((item) => activity(item))

describe('GET /v3/reports/funnel', () => {
  let service: TestService
  /** Holds the hand-built data set; no test changes it. */
  let owner: TestClient

  const report = (client: TestClient, query: string): Promise<Reply> => client.send('GET', `${PATH}?${query}`)

  /** The groups of one page, asserting a 200 answer. */
  const groupsOf = async (client: TestClient, query: string) => {
    const answer = await report(client, query)
    assert.equal(answer.statusCode, 200, answer.body)
    return answer.json().data
  }

  const store = async (client: TestClient, path: string, items: unknown[]) => {
    const answer = await client.send('POST', path, items)
    assert.equal(answer.statusCode, 201, answer.body)
    return answer.json().data as { id: number }[]
  }
  const storeSteps = (client: TestClient, steps: unknown[]) => store(client, '/v3/ats/application-steps', steps)
  const storeActivities = (client: TestClient, items: unknown[]) => store(client, '/v3/jobboard/activities', items)

  /** How far the service's clock is ahead of the machine's: moved past REPORT_RESULTS_KEPT_MS to see writes. */
  let ahead = 0
  const aReportLater = () => {
    ahead += defaultConfig.reportResultsKeptMs
  }

  before(async () => {
    service = await startService({ now: () => new Date(Date.now() + ahead) })
    owner = await service.newClient('owner')
    // Another client's records on the same keys, days and job offers: they must never count for the owner.
    const stranger = await service.newClient('stranger')
    await storeSteps(
      stranger,
      STEPS.map((step) => ({ ...step, candidate_ats_id: 'C-stranger' })),
    )
    await storeSteps(stranger, [applicationStep({ application_ats_id: 'S-1', recorded_at: '2026-11-02T08:00:00Z' })])
    await storeActivities(
      stranger,
      ACTIVITIES.map((item) => ({ ...item, count: 777 })),
    )
    await storeSteps(owner, STEPS)
    await storeActivities(owner, ACTIVITIES)
  })
  after(() => service.close())

  describe('figures of a hand-built data set', () => {
    test('by job offer (the default): distinct applications, steps, zero-filled statuses and conversion', async () => {
      const expected = [
        {
          group: 'JO-1',
          applications: 3,
          steps: { applied: 3, interview: 2 },
          activities: { ...NO_ACTIVITY, job_offer_view: 15, apply_click: 4 },
          conversion: 0.2,
        },
        {
          group: 'JO-2',
          applications: 1,
          steps: { applied: 1 },
          activities: { ...NO_ACTIVITY, job_offer_impression: 50 },
          conversion: null,
        },
        { group: 'JO-3', applications: 1, steps: { applied: 1 }, activities: NO_ACTIVITY, conversion: null },
        { group: 'JO-4', applications: 0, steps: {}, activities: { ...NO_ACTIVITY, job_offer_view: 8 }, conversion: 0 },
      ]
      const answer = await report(owner, RANGE)
      assert.equal(answer.statusCode, 200, answer.body)
      assert.deepEqual(answer.json(), {
        message: 'Funnel by job_offer_reference from 2026-11-01 to 2026-11-08 (excluded): 4 groups',
        data: expected,
        next_cursor: null,
      })
      assert.deepEqual(await groupsOf(owner, `${RANGE}&group_by=job_offer_reference`), expected)
    })

    test('by subsidiary: the records without one form the null group, sorted last among equals', async () => {
      assert.deepEqual(await groupsOf(owner, `${RANGE}&group_by=subsidiary`), [
        {
          group: 'Paris',
          applications: 3,
          steps: { applied: 3, interview: 2 },
          activities: { ...NO_ACTIVITY, job_offer_view: 15, apply_click: 4 },
          conversion: 0.2,
        },
        {
          group: 'Lyon',
          applications: 1,
          steps: { applied: 1 },
          activities: { ...NO_ACTIVITY, job_offer_impression: 50 },
          conversion: null,
        },
        {
          group: null,
          applications: 1,
          steps: { applied: 1 },
          activities: { ...NO_ACTIVITY, job_offer_view: 8 },
          conversion: 0.125,
        },
      ])
    })

    test('by source: an application counts once in each source it has a step from; activities are null', async () => {
      assert.deepEqual(await groupsOf(owner, `${RANGE}&group_by=source`), [
        { group: 'board', applications: 4, steps: { applied: 3, interview: 2 }, activities: null, conversion: null },
        { group: 'referral', applications: 1, steps: { applied: 1 }, activities: null, conversion: null },
        { group: null, applications: 1, steps: { applied: 1 }, activities: null, conversion: null },
      ])
    })

    test('by day: the UTC calendar day of recorded_at; days with only activities are groups too', async () => {
      assert.deepEqual(await groupsOf(owner, `${RANGE}&group_by=day`), [
        { group: '2026-11-04', applications: 2, steps: { interview: 2 }, activities: NO_ACTIVITY, conversion: null },
        { group: '2026-11-05', applications: 2, steps: { applied: 2 }, activities: NO_ACTIVITY, conversion: null },
        {
          group: '2026-11-01',
          applications: 1,
          steps: { applied: 1 },
          activities: { ...NO_ACTIVITY, job_offer_view: 10 },
          conversion: 0.1,
        },
        {
          group: '2026-11-02',
          applications: 1,
          steps: { applied: 1 },
          activities: { ...NO_ACTIVITY, apply_click: 4 },
          conversion: null,
        },
        {
          group: '2026-11-03',
          applications: 1,
          steps: { interview: 1 },
          activities: { ...NO_ACTIVITY, job_offer_impression: 50, job_offer_view: 8 },
          conversion: 0.125,
        },
        {
          group: '2026-11-07',
          applications: 1,
          steps: { applied: 1 },
          activities: { ...NO_ACTIVITY, job_offer_view: 5 },
          conversion: 0.2,
        },
      ])
    })

    test('the range is half-open: from is included, to is excluded, for steps and activities alike', async () => {
      // Only 2026-11-08: the step at 00:00 on `to` above, and the 1000 views of that day.
      assert.deepEqual(await groupsOf(owner, 'from=2026-11-08&to=2026-11-09'), [
        {
          group: 'JO-2',
          applications: 1,
          steps: { offer: 1 },
          activities: NO_ACTIVITY,
          conversion: null,
        },
        {
          group: 'JO-1',
          applications: 0,
          steps: {},
          activities: { ...NO_ACTIVITY, job_offer_view: 1000 },
          conversion: 0,
        },
      ])
      assert.deepEqual(await groupsOf(owner, 'from=2026-10-31&to=2026-11-01&group_by=day'), [
        {
          group: '2026-10-31',
          applications: 1,
          steps: { applied: 1 },
          activities: { ...NO_ACTIVITY, job_offer_view: 1000 },
          conversion: 0.001,
        },
      ])
      assert.deepEqual(await groupsOf(owner, 'from=2026-12-01&to=2026-12-31'), [])
    })

    test('the activity statuses come from the configuration, every one zero-filled', async () => {
      const custom = await startService({ config: { activityStatuses: ['click', 'job_offer_view', 'share'] } })
      try {
        const client = await custom.newClient()
        await storeSteps(client, [applicationStep({ recorded_at: '2026-11-02T08:00:00Z' })])
        await storeActivities(client, [activity({ recorded_at: '2026-11-02', status: 'share', count: 7 })])
        const answer = await client.send('GET', `${PATH}?${RANGE}`)
        assert.equal(answer.statusCode, 200, answer.body)
        assert.deepEqual(answer.json().data, [
          {
            group: 'JO-1',
            applications: 1,
            steps: { applied: 1 },
            activities: { click: 0, job_offer_view: 0, share: 7 },
            conversion: null,
          },
        ])
      } finally {
        await custom.close()
      }
    })
    test('without job_offer_view in ACTIVITY_STATUSES, the start-up log warns that every conversion is null', async () => {
      const warnings = (service: TestService) =>
        service.logs.lines
          .map((line) => JSON.parse(line))
          .filter((entry) => entry.level === 40 && String(entry.msg).includes('job_offer_view'))
      assert.deepEqual(warnings(service), [], 'the default statuses include job_offer_view')
      const custom = await startService({ config: { activityStatuses: ['seen', 'clicked'] } })
      try {
        assert.deepEqual(
          warnings(custom).map((entry) => entry.msg),
          [
            "ACTIVITY_STATUSES leaves out job_offer_view: the funnel report's conversion (applications / the " +
              'job_offer_view counts) will be null in every group; its applications, steps and activities are unaffected',
          ],
        )
        const client = await custom.newClient()
        await storeSteps(client, [applicationStep({ recorded_at: '2026-11-02T08:00:00Z' })])
        await storeActivities(client, [activity({ recorded_at: '2026-11-02', status: 'seen', count: 7 })])
        assert.deepEqual(await groupsOf(client, RANGE), [
          {
            group: 'JO-1',
            applications: 1,
            steps: { applied: 1 },
            activities: { seen: 7, clicked: 0 },
            conversion: null,
          },
        ])
      } finally {
        await custom.close()
      }
    })
  })

  describe('tenancy', () => {
    test("another client's steps and activities never count, and a new client sees nothing", async () => {
      const newcomer = await service.newClient('newcomer')
      for (const groupBy of ['job_offer_reference', 'subsidiary', 'source', 'day']) {
        assert.deepEqual(await groupsOf(newcomer, `${RANGE}&group_by=${groupBy}`), [], groupBy)
      }
      // The owner's JO-1 figures above hold although the stranger stored the same keys with 777 views each.
      const [first] = await groupsOf(owner, RANGE)
      assert.equal(first.activities.job_offer_view, 15)
    })

    test("a client sees its own figures only, not the owner's", async () => {
      const other = await service.newClient('other')
      await storeSteps(other, [applicationStep({ application_ats_id: 'A-1', recorded_at: '2026-11-02T08:00:00Z' })])
      await storeActivities(other, [activity({ recorded_at: '2026-11-02', count: 9 })])
      assert.deepEqual(await groupsOf(other, RANGE), [
        {
          group: 'JO-1',
          applications: 1,
          steps: { applied: 1 },
          activities: { ...NO_ACTIVITY, job_offer_view: 9 },
          conversion: 1 / 9,
        },
      ])
    })
  })

  // A page is answered from the report as computed within REPORT_RESULTS_KEPT_MS: each read after a
  // write here comes later than that.
  describe('changes to the data', () => {
    test('a re-sent activity replaces its count: the latest figure wins, it is not added', async () => {
      const client = await service.newClient()
      await storeSteps(client, [applicationStep({ recorded_at: '2026-11-02T08:00:00Z' })])
      await storeActivities(client, [activity({ recorded_at: '2026-11-02', count: 4 })])
      await storeActivities(client, [activity({ recorded_at: '2026-11-02', count: 20 })])
      const [group] = await groupsOf(client, RANGE)
      assert.deepEqual(group.activities, { ...NO_ACTIVITY, job_offer_view: 20 })
      assert.equal(group.conversion, 0.05)
    })

    test('a re-sent step counts once', async () => {
      const client = await service.newClient()
      const step = applicationStep({ recorded_at: '2026-11-02T08:00:00Z' })
      await storeSteps(client, [step])
      await storeSteps(client, [step, { ...step, source: 'changed' }])
      const [group] = await groupsOf(client, RANGE)
      assert.deepEqual([group.applications, group.steps], [1, { applied: 1 }])
    })

    test('a PATCH of a step moves it between groups, and out of the range', async () => {
      const client = await service.newClient()
      const [stored] = await storeSteps(client, [
        applicationStep({ recorded_at: '2026-11-02T08:00:00Z', source: 'board' }),
        applicationStep({ application_ats_id: 'A-2', recorded_at: '2026-11-03T08:00:00Z', source: 'board' }),
      ])
      const patch = async (changes: Record<string, unknown>) => {
        const answer = await client.send('PATCH', `/v3/ats/application-steps/${stored?.id}`, changes)
        assert.equal(answer.statusCode, 200, answer.body)
      }
      const figures = async (groupBy: string) =>
        (await groupsOf(client, `${RANGE}&group_by=${groupBy}`)).map(
          (group: { group: string; applications: number; steps: object }) => [
            group.group,
            group.applications,
            group.steps,
          ],
        )

      await patch({ job_offer_reference: 'JO-9', source: 'referral', step: 'screening' })
      aReportLater()
      assert.deepEqual(await figures('job_offer_reference'), [
        ['JO-1', 1, { applied: 1 }],
        ['JO-9', 1, { screening: 1 }],
      ])
      assert.deepEqual(await figures('source'), [
        ['board', 1, { applied: 1 }],
        ['referral', 1, { screening: 1 }],
      ])
      await patch({ application_ats_id: 'A-2', job_offer_reference: 'JO-1', recorded_at: '2026-11-03T09:00:00Z' })
      aReportLater()
      assert.deepEqual(await figures('job_offer_reference'), [['JO-1', 1, { applied: 1, screening: 1 }]])
      assert.deepEqual(await figures('day'), [['2026-11-03', 1, { applied: 1, screening: 1 }]])
      await patch({ recorded_at: '2026-12-03T09:00:00Z' })
      aReportLater()
      assert.deepEqual(await figures('day'), [['2026-11-03', 1, { applied: 1 }]])
    })
  })

  describe('step names', () => {
    /** Names that are SQL, array-literal or JSON syntax: they must reach the database as data only. */
    const ODD_NAMES = [
      'NULL',
      'a,b',
      '{x}',
      'say "hi"',
      'back\\slash',
      "it's",
      '$7',
      "'); DROP TABLE application_steps; --",
      'é 🚀 ünïcode',
    ]

    /**
     * A client whose `count` step names each have a number of applications of their own, so that two
     * names counted as one would show: the i-th name is reached by applications A-0 to A-(i % 7) on
     * 2026-11-02, A-0 reaches every name again on 2026-11-03 (counted once per group), and A-last only
     * the last name.
     */
    const withStepNames = async (count: number) => {
      const client = await service.newClient()
      const names = Array.from({ length: count }, (_, i) => ODD_NAMES[i] ?? `step ${i}`)
      const reached = (application: string, step: string, day: string) =>
        applicationStep({ application_ats_id: application, step, recorded_at: `${day}T08:00:00Z` })
      await storeSteps(client, [
        ...names.flatMap((step, i) =>
          Array.from({ length: 1 + (i % 7) }, (_, k) => reached(`A-${k}`, step, '2026-11-02')),
        ),
        ...names.map((step) => reached('A-0', step, '2026-11-03')),
        reached('A-last', names[count - 1] as string, '2026-11-02'),
      ])
      const counts = names.map((name, i) => [name, 1 + (i % 7) + (i === count - 1 ? 1 : 0)])
      return {
        client,
        byJobOffer: [8, Object.fromEntries(counts)],
        byDay: [
          ['2026-11-02', 8, Object.fromEntries(counts)],
          ['2026-11-03', 1, Object.fromEntries(names.map((name) => [name, 1]))],
        ],
      }
    }
    const figures = async (client: TestClient, groupBy: string) =>
      (await groupsOf(client, `${RANGE}&group_by=${groupBy}`)).map(
        (group: { group: string; applications: number; steps: object }) => [
          group.group,
          group.applications,
          group.steps,
        ],
      )

    test('steps whose texts are too wide for the covering index (read from the table) count like the others', async () => {
      const client = await service.newClient()
      // 255 four-byte characters each: 2,040 bytes in source and subsidiary alone, past the index's 2,000.
      const wide = (letter: string) => String.fromCodePoint(0x20000 + letter.charCodeAt(0)).repeat(255)
      await storeSteps(client, [
        applicationStep({ application_ats_id: 'A-1', step: 'applied', recorded_at: '2026-11-02T08:00:00Z' }),
        applicationStep({
          application_ats_id: 'A-1',
          step: 'interview',
          recorded_at: '2026-11-03T08:00:00Z',
          source: wide('s'),
          subsidiary: wide('p'),
        }),
        applicationStep({
          application_ats_id: 'A-2',
          step: 'interview',
          recorded_at: '2026-11-04T08:00:00Z',
          source: wide('s'),
          subsidiary: wide('p'),
        }),
      ])
      assert.deepEqual(await figures(client, 'job_offer_reference'), [['JO-1', 2, { applied: 1, interview: 2 }]])
      assert.deepEqual(await figures(client, 'subsidiary'), [
        [wide('p'), 2, { interview: 2 }],
        [null, 1, { applied: 1 }],
      ])
      // By day, each day's steps are read on their own (db/funnel-report.ts): the wide ones too.
      assert.deepEqual(await figures(client, 'day'), [
        ['2026-11-02', 1, { applied: 1 }],
        ['2026-11-03', 1, { interview: 1 }],
        ['2026-11-04', 1, { interview: 1 }],
      ])
    })

    test('names with SQL, array or JSON syntax are counted as given', async () => {
      const { client, byJobOffer, byDay } = await withStepNames(ODD_NAMES.length)
      assert.deepEqual(await figures(client, 'job_offer_reference'), [['JO-1', ...byJobOffer]])
      assert.deepEqual(await figures(client, 'source'), [[null, ...byJobOffer]])
      assert.deepEqual(await figures(client, 'day'), byDay)
    })

    test(`${MASK_STEPS} names (a bit each in the masks) and more (counted apart) are counted alike`, async () => {
      for (const count of [MASK_STEPS, MASK_STEPS + 1, 100]) {
        const { client, byJobOffer, byDay } = await withStepNames(count)
        assert.deepEqual(await figures(client, 'job_offer_reference'), [['JO-1', ...byJobOffer]], `${count} names`)
        assert.deepEqual(await figures(client, 'day'), byDay, `${count} names by day`)
      }
    })

    test(`a name that first occurs after the range's first ${NAME_SAMPLE} steps (which give the bits) is counted`, async () => {
      const client = await service.newClient()
      const reached = (i: number, step: string, day: string) =>
        applicationStep({
          application_ats_id: `A-${i}`,
          candidate_ats_id: `C-${i}`,
          step,
          recorded_at: `${day}T08:00:00Z`,
        })
      // Stored first and recorded first: the sample holds them in either order a scan may take.
      const applied = Array.from({ length: NAME_SAMPLE }, (_, i) => reached(i, 'applied', '2026-11-02'))
      for (let start = 0; start < applied.length; start += 5_000) {
        await storeSteps(client, applied.slice(start, start + 5_000))
      }
      await storeSteps(client, [reached(0, 'hired', '2026-11-05'), reached(7, 'hired', '2026-11-06')])
      const steps = { applied: NAME_SAMPLE, hired: 2 }
      assert.deepEqual(await figures(client, 'job_offer_reference'), [['JO-1', NAME_SAMPLE, steps]])
      assert.deepEqual(await figures(client, 'day'), [
        ['2026-11-02', NAME_SAMPLE, { applied: NAME_SAMPLE }],
        ['2026-11-05', 1, { hired: 1 }],
        ['2026-11-06', 1, { hired: 1 }],
      ])
    })
  })

  describe('order and pages', () => {
    /** Subsidiaries S-00 to S-11 with 1 to 3 applications (many ties), and 2 applications without one. */
    let client: TestClient
    const subsidiaries = Array.from({ length: 12 }, (_, i) => ({
      name: `S-${String(i).padStart(2, '0')}`,
      n: 1 + (i % 3),
    }))
    before(async () => {
      client = await service.newClient('pages')
      const steps = [...subsidiaries, { name: null, n: 2 }].flatMap(({ name, n }) =>
        Array.from({ length: n }, (_, j) =>
          applicationStep({
            subsidiary: name,
            application_ats_id: `${name}-${j}`,
            recorded_at: `2026-11-0${1 + j}T08:00:00Z`,
          }),
        ),
      )
      await storeSteps(client, steps)
    })

    const expectedOrder = () => {
      const bySize = (size: number) =>
        subsidiaries.filter((s) => s.n === size).map((s) => [s.name as string | null, size] as const)
      return [...bySize(3), ...bySize(2), [null, 2] as const, ...bySize(1)]
    }

    test('groups come by applications, most first, then by group, the null group last among equals', async () => {
      const groups = await groupsOf(client, `${RANGE}&group_by=subsidiary`)
      assert.deepEqual(
        groups.map((group: { group: string | null; applications: number }) => [group.group, group.applications]),
        expectedOrder(),
      )
    })

    for (const limit of [1, 2, 5, 13]) {
      test(`pages of ${limit} hold every group exactly once, in order; next_cursor is null on the last`, async () => {
        const seen: [string | null, number][] = []
        let cursor: string | null = null
        let pages = 0
        do {
          const query: string = `${RANGE}&group_by=subsidiary&limit=${limit}${cursor === null ? '' : `&cursor=${cursor}`}`
          const answer = await report(client, query)
          assert.equal(answer.statusCode, 200, answer.body)
          const body = answer.json()
          assert.ok(body.data.length <= limit)
          seen.push(
            ...body.data.map((group: { group: string | null; applications: number }) => [
              group.group,
              group.applications,
            ]),
          )
          cursor = body.next_cursor
          pages++
          assert.ok(pages <= 13, 'the pages end')
        } while (cursor !== null)
        assert.deepEqual(seen, expectedOrder())
        assert.equal(pages, Math.ceil(13 / limit))
      })
    }

    test('a group named with characters beyond the BMP (4 bytes in UTF-8) pages like any other', async () => {
      const own = await service.newClient()
      const step = (reference: string, application: string) =>
        applicationStep({
          job_offer_reference: reference,
          application_ats_id: application,
          recorded_at: '2026-11-02T08:00:00Z',
        })
      await storeSteps(own, [step('JO-😀', 'A-1'), step('JO-😀', 'A-2'), step('JO-𝒳', 'A-3'), step('JO-1', 'A-4')])
      const seen: [string, number][] = []
      let cursor: string | null = null
      do {
        const query: string = `${RANGE}&limit=1${cursor === null ? '' : `&cursor=${cursor}`}`
        const answer = await report(own, query)
        assert.equal(answer.statusCode, 200, answer.body)
        seen.push(
          ...answer
            .json()
            .data.map((group: { group: string; applications: number }) => [group.group, group.applications]),
        )
        cursor = answer.json().next_cursor
      } while (cursor !== null && seen.length < 4)
      assert.deepEqual(seen, [
        ['JO-😀', 2],
        ['JO-1', 1],
        ['JO-𝒳', 1],
      ])
    })

    test('a cursor continues its report: alone or with the same from, to and group_by; others are 400 naming each', async () => {
      const first = await report(client, `${RANGE}&group_by=subsidiary&limit=2`)
      const cursor = first.json().next_cursor
      assert.equal(typeof cursor, 'string')
      const third = expectedOrder()[2]?.[0]
      // The cursor alone, or the same report again with another limit.
      for (const query of [`cursor=${cursor}`, `${RANGE}&group_by=subsidiary&limit=3&cursor=${cursor}`]) {
        const next = await report(client, query)
        assert.equal(next.statusCode, 200, next.body)
        assert.equal(next.json().data[0].group, third, query)
        assert.match(next.json().message, /^Funnel by subsidiary from 2026-11-01 to 2026-11-08/, query)
      }
      const other = await report(client, `from=2026-11-01&to=2026-11-09&group_by=day&cursor=${cursor}`)
      assert.equal(other.statusCode, 400, other.body)
      assert.deepEqual(other.json().errors, [
        {
          message: 'to must be 2026-11-08 with this cursor, as in the query it continues, or left out',
          data: { code: 'cursor_mismatch', parameter: 'to' },
        },
        {
          message: 'group_by must be subsidiary with this cursor, as in the query it continues, or left out',
          data: { code: 'cursor_mismatch', parameter: 'group_by' },
        },
      ])
    })
  })

  describe('parameters', () => {
    /** Asserts a 400 with the contract's error body, one entry naming each of `parameters` with its code. */
    const rejects = async (query: string, parameters: (readonly [parameter: string, code: string])[]) => {
      const answer = await report(owner, query)
      assert.equal(answer.statusCode, 400, `${query}: ${answer.body}`)
      const body = answer.json()
      assert.ok(isContractErrorBody(body), query)
      assert.equal(body.message, 'The query parameters are invalid (see errors)', query)
      assert.deepEqual(
        body.errors.map((entry: { data: unknown }) => entry.data),
        parameters.map(([parameter, code]) => ({ code, parameter })),
        query,
      )
      return body.errors.map((entry: { message: string }) => entry.message)
    }

    test('from and to are required calendar dates', async () => {
      assert.deepEqual(
        await rejects('', [
          ['from', 'required'],
          ['to', 'required'],
        ]),
        [
          'from is required: a calendar date YYYY-MM-DD that exists, such as 2026-11-20',
          'to is required: a calendar date YYYY-MM-DD that exists, such as 2026-11-20',
        ],
      )
      await rejects('to=2026-11-08', [['from', 'required']])
      await rejects('from=2026-11-01', [['to', 'required']])
      for (const bad of ['2026-02-30', '20261101', '2026-11-01T00:00:00Z', '', 'yesterday', '2026-1-1']) {
        assert.deepEqual(await rejects(`from=${encodeURIComponent(bad)}&to=2026-11-08`, [['from', 'invalid_format']]), [
          'from must be a calendar date YYYY-MM-DD that exists, such as 2026-11-20',
        ])
        await rejects(`from=2026-11-01&to=${encodeURIComponent(bad)}`, [['to', 'invalid_format']])
      }
    })

    test('to must be after from, at most 366 days later', async () => {
      assert.deepEqual(await rejects('from=2026-11-01&to=2026-11-01', [['to', 'out_of_range']]), [
        'to must be later than from: the range [from, to) excludes it',
      ])
      await rejects('from=2026-11-02&to=2026-11-01', [['to', 'out_of_range']])
      assert.deepEqual(await rejects('from=2025-11-01&to=2026-11-03', [['to', 'out_of_range']]), [
        'to may be at most 366 days after from; 2025-11-01 to 2026-11-03 is 367 days',
      ])
      assert.equal((await report(owner, 'from=2025-11-01&to=2026-11-02')).statusCode, 200)
    })

    test('group_by is one of the four groupings', async () => {
      assert.deepEqual(await rejects(`${RANGE}&group_by=week`, [['group_by', 'not_allowed_value']]), [
        'group_by must be one of: job_offer_reference, subsidiary, source, day',
      ])
      await rejects(`${RANGE}&group_by=`, [['group_by', 'not_allowed_value']])
    })

    test('limit is an integer from 1 to 1000', async () => {
      // Digits out of bounds are out of range; other text is not an integer's form.
      const cases = [
        ['0', 'out_of_range'],
        ['1001', 'out_of_range'],
        ['99999999999999999999', 'out_of_range'],
        ['1.5', 'invalid_format'],
        ['-1', 'invalid_format'],
        ['ten', 'invalid_format'],
        ['', 'invalid_format'],
        ['01', 'invalid_format'],
      ] as const
      for (const [bad, code] of cases) {
        assert.deepEqual(await rejects(`${RANGE}&limit=${bad}`, [['limit', code]]), [
          'limit must be an integer from 1 to 1000',
        ])
      }
      const answer = await report(owner, `${RANGE}&limit=1000`)
      assert.equal(answer.statusCode, 200)
      assert.equal(answer.json().data.length, 4)
    })

    test('a cursor that is not one the report returned is rejected', async () => {
      const forged = (content: unknown) => Buffer.from(JSON.stringify(content)).toString('base64url')
      for (const bad of [
        'nonsense',
        forged({ applications: 1 }),
        forged(['job_offer_reference/2026-11-01/2026-11-08', -1, 'JO-1']),
        forged(['job_offer_reference/2026-11-01/2026-11-08', 1, 2]),
        forged(['job_offer_reference/2026-11-01/2026-11-08', 2 ** 31, 'JO-1']),
        forged(['job_offer_reference/2026-11-01/2026-11-08', 1, 'JO-\u0000']),
      ]) {
        assert.deepEqual(await rejects(`${RANGE}&cursor=${bad}`, [['cursor', 'invalid_format']]), [
          'cursor must be a next_cursor this endpoint returned, unchanged',
        ])
      }
    })

    test('an unknown or repeated parameter is rejected, naming it; every problem of the schema is reported at once', async () => {
      assert.deepEqual(await rejects(`${RANGE}&recorded_from=2026-11-01`, [['recorded_from', 'unknown_parameter']]), [
        'recorded_from is not a query parameter here; known: from, to, group_by, limit, cursor',
      ])
      assert.deepEqual(await rejects(`${RANGE}&from=2026-11-02`, [['from', 'invalid_type']]), [
        'from may be given only once',
      ])
      // The cursor is decoded once the schema passes: then it is its turn.
      await rejects('from=2026-13-01&to=2026-11-08&group_by=week&limit=0&cursor=x&extra=1', [
        ['from', 'invalid_format'],
        ['group_by', 'not_allowed_value'],
        ['limit', 'out_of_range'],
        ['extra', 'unknown_parameter'],
      ])
      await rejects(`${RANGE}&cursor=x`, [['cursor', 'invalid_format']])
    })

    test('without a token, or with a bad one: 401 with the contract error body', async () => {
      for (const headers of [{}, { authorization: 'Bearer not-a-token' }]) {
        const answer = await service.app.inject({ method: 'GET', url: `${PATH}?${RANGE}`, headers })
        assert.equal(answer.statusCode, 401)
        assert.ok(isContractErrorBody(answer.json()))
        assert.match(String(answer.headers['www-authenticate']), /^Bearer/)
      }
    })
  })
})
