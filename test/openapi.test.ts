import assert from 'node:assert/strict'
import { after, before, describe, type TestContext, test } from 'node:test'
import { compileErrors, validate } from '@readme/openapi-parser'
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js'
import type { FastifyInstance } from 'fastify'
import type { OpenAPIV3_1 } from 'openapi-types'
import { DEFAULT_ACTIVITY_STATUSES, defineActivities } from '../src/domain/activities.ts'
import { applicationSteps } from '../src/domain/application-steps.ts'
import { jobOffers } from '../src/domain/job-offers.ts'
import type { Resource } from '../src/domain/resource.ts'
import {
  activity,
  applicationStep,
  jobOffer,
  type Reply,
  startService,
  type TestClient,
  type TestService,
} from './helpers.ts'

/**
 * The OpenAPI document at GET /v3/openapi.json: a valid OpenAPI 3.1 document that describes every /v3
 * route, and whose response schemas the service's real answers match; and Swagger UI at /v3/docs,
 * served without reference to any other host.
 */

type Document = OpenAPIV3_1.Document
type Operation = OpenAPIV3_1.OperationObject
type Method = 'get' | 'post' | 'put' | 'patch' | 'delete'
type JsonSchema = Record<string, unknown>

const TOKEN = '/v3/oauth2/token'
const METADATA = '/v3/.well-known/oauth-authorization-server'
const STEPS = '/v3/ats/application-steps'
const STEP = '/v3/ats/application-steps/{id}'
const ACTIVITIES = '/v3/jobboard/activities'
const JOB_OFFERS = '/v3/jobboard/job-offers'
const ACTIVITY = '/v3/jobboard/activities/{id}'
const JOB_OFFER = '/v3/jobboard/job-offers/{id}'
const PERSONAL_DATA = '/v3/ats/candidates/{candidate_ats_id}/personal-data'
const FUNNEL = '/v3/reports/funnel'
const PIPELINE = '/v3/pipeline'
const PIPELINE_REPORT = '/v3/reports/pipeline'
const APPLICATIONS = '/v3/applications'
const HEALTHZ = '/healthz'
const READYZ = '/readyz'
const METRICS = '/metrics'
const INGESTION = '/v3/reports/ingestion'
const REJECTIONS = '/v3/rejections'
const CHANGES = '/v3/changes'
const ADMIN_CLIENTS = '/v3/admin/clients'
const ADMIN_DISABLE = '/v3/admin/clients/{client_id}/disable'
const ADMIN_ENABLE = '/v3/admin/clients/{client_id}/enable'
const ADMIN_ROTATE = '/v3/admin/clients/{client_id}/rotate-secret'
const ADMIN_INGESTION = '/v3/admin/clients/{client_id}/ingestion'
const ADMIN_REJECTIONS = '/v3/admin/clients/{client_id}/rejections'
const AUDIT_LOG = '/v3/admin/audit-log'
const WEBHOOKS = '/v3/webhooks'
const WEBHOOK = '/v3/webhooks/{id}'
const WEBHOOK_ROTATE = '/v3/webhooks/{id}/rotate-secret'
const WEBHOOK_TEST = '/v3/webhooks/{id}/test'
const WEBHOOK_REPLAY = '/v3/webhooks/{id}/replay'
const WEBHOOK_DELIVERIES = '/v3/webhooks/{id}/deliveries'
const ADMIN_WEBHOOKS = '/v3/admin/clients/{client_id}/webhooks'
const ADMIN_WEBHOOK_DELIVERIES = '/v3/admin/clients/{client_id}/webhooks/{id}/deliveries'

/** The admin operations: an admin client's token (scope admin). */
const ADMIN_OPERATIONS: readonly (readonly [Method, string])[] = [
  ['get', ADMIN_CLIENTS],
  ['post', ADMIN_CLIENTS],
  ['post', ADMIN_DISABLE],
  ['post', ADMIN_ENABLE],
  ['post', ADMIN_ROTATE],
  ['get', ADMIN_INGESTION],
  ['get', ADMIN_REJECTIONS],
  ['get', AUDIT_LOG],
  ['get', ADMIN_WEBHOOKS],
  ['get', ADMIN_WEBHOOK_DELIVERIES],
]

/** Every operation of the API: method and path as the document spells them. */
const OPERATIONS: readonly (readonly [Method, string])[] = [
  ['post', TOKEN],
  ['post', STEPS],
  ['patch', STEP],
  ['post', ACTIVITIES],
  ['post', JOB_OFFERS],
  ['get', STEPS],
  ['get', STEP],
  ['get', ACTIVITIES],
  ['get', ACTIVITY],
  ['get', JOB_OFFERS],
  ['get', JOB_OFFER],
  ['delete', PERSONAL_DATA],
  ['get', FUNNEL],
  ['get', PIPELINE],
  ['put', PIPELINE],
  ['delete', PIPELINE],
  ['get', PIPELINE_REPORT],
  ['get', APPLICATIONS],
  ['get', INGESTION],
  ['get', REJECTIONS],
  ['get', CHANGES],
  ['post', WEBHOOKS],
  ['get', WEBHOOKS],
  ['get', WEBHOOK],
  ['patch', WEBHOOK],
  ['delete', WEBHOOK],
  ['post', WEBHOOK_ROTATE],
  ['post', WEBHOOK_TEST],
  ['post', WEBHOOK_REPLAY],
  ['get', WEBHOOK_DELIVERIES],
  ['get', METADATA],
  ...ADMIN_OPERATIONS,
]
/** The operator endpoints, outside /v3, under a tag of their own. */
const OPERATOR_OPERATIONS: readonly (readonly [Method, string])[] = [
  ['get', HEALTHZ],
  ['get', READYZ],
  ['get', METRICS],
]
const DATA_OPERATIONS = OPERATIONS.filter(
  (operation) => operation[1] !== TOKEN && operation[1] !== METADATA && !ADMIN_OPERATIONS.includes(operation),
)
const BATCHES = [
  { path: STEPS, resource: applicationSteps as Resource, item: applicationStep, key: 'application_ats_id' },
  {
    path: ACTIVITIES,
    resource: defineActivities(DEFAULT_ACTIVITY_STATUSES) as Resource,
    item: activity,
    key: 'job_offer_reference',
  },
  { path: JOB_OFFERS, resource: jobOffers as Resource, item: jobOffer, key: 'reference' },
] as const

/** The statuses each operation must document. */
const BATCH_STATUSES = ['200', '201', '207', '400', '401', '403', '413', '415', '429', '500', '503']
const LIST_STATUSES = ['200', '400', '401', '403', '406', '429', '500', '503']
const RECORD_STATUSES = ['200', '400', '401', '403', '404', '429', '500', '503']
const ADMIN_ACTION_STATUSES = ['200', '400', '401', '403', '404', '429', '500', '503']
const ADMIN_REPORT_STATUSES = ['200', '400', '401', '403', '404', '429', '500', '503']
const DOCUMENTED_STATUSES: Record<string, readonly string[]> = {
  [`post ${TOKEN}`]: ['200', '400', '401', '413', '415', '429', '500', '503'],
  [`post ${STEPS}`]: BATCH_STATUSES,
  [`patch ${STEP}`]: ['200', '400', '401', '404', '409', '415', '429', '500', '503'],
  [`post ${ACTIVITIES}`]: BATCH_STATUSES,
  [`post ${JOB_OFFERS}`]: BATCH_STATUSES,
  [`get ${STEPS}`]: LIST_STATUSES,
  [`get ${ACTIVITIES}`]: LIST_STATUSES,
  [`get ${JOB_OFFERS}`]: LIST_STATUSES,
  [`get ${STEP}`]: RECORD_STATUSES,
  [`get ${ACTIVITY}`]: RECORD_STATUSES,
  [`get ${JOB_OFFER}`]: RECORD_STATUSES,
  [`delete ${PERSONAL_DATA}`]: ['200', '400', '401', '404', '413', '415', '429', '500', '503'],
  [`get ${FUNNEL}`]: ['200', '400', '401', '429', '500', '503'],
  [`get ${INGESTION}`]: ['200', '400', '401', '429', '500', '503'],
  [`get ${REJECTIONS}`]: ['200', '400', '401', '429', '500', '503'],
  [`get ${CHANGES}`]: ['200', '400', '401', '410', '429', '500', '503'],
  [`post ${WEBHOOKS}`]: ['201', '400', '401', '409', '413', '415', '429', '500', '503'],
  [`get ${WEBHOOKS}`]: ['200', '401', '429', '500', '503'],
  [`get ${WEBHOOK}`]: RECORD_STATUSES,
  [`patch ${WEBHOOK}`]: ['200', '400', '401', '404', '413', '415', '429', '500', '503'],
  [`delete ${WEBHOOK}`]: ['204', '400', '401', '404', '429', '500', '503'],
  [`post ${WEBHOOK_ROTATE}`]: RECORD_STATUSES,
  [`post ${WEBHOOK_TEST}`]: RECORD_STATUSES,
  [`post ${WEBHOOK_REPLAY}`]: ['202', '400', '401', '404', '410', '413', '415', '429', '500', '503'],
  [`get ${WEBHOOK_DELIVERIES}`]: RECORD_STATUSES,
  [`get ${METADATA}`]: ['200'],
  [`get ${ADMIN_CLIENTS}`]: ['200', '400', '401', '403', '429', '500', '503'],
  [`post ${ADMIN_CLIENTS}`]: ['201', '400', '401', '403', '429', '500', '503'],
  [`post ${ADMIN_DISABLE}`]: ADMIN_ACTION_STATUSES,
  [`post ${ADMIN_ENABLE}`]: ADMIN_ACTION_STATUSES,
  [`post ${ADMIN_ROTATE}`]: ADMIN_ACTION_STATUSES,
  [`get ${ADMIN_INGESTION}`]: ADMIN_REPORT_STATUSES,
  [`get ${ADMIN_REJECTIONS}`]: ADMIN_REPORT_STATUSES,
  [`get ${AUDIT_LOG}`]: ['200', '400', '401', '403', '429', '500', '503'],
  [`get ${ADMIN_WEBHOOKS}`]: ADMIN_REPORT_STATUSES,
  [`get ${ADMIN_WEBHOOK_DELIVERIES}`]: ADMIN_REPORT_STATUSES,
  [`get ${HEALTHZ}`]: ['200', '500'],
  [`get ${READYZ}`]: ['200', '500', '503'],
  [`get ${METRICS}`]: ['200', '401', '500'],
}

/** Paths under /v3 that serve the documentation itself and are, on purpose, not in it. */
const DOCUMENTATION_ROUTES = /^\/v3\/(docs(\/|\*|$)|openapi\.json$)/

const RFC3339_DATE_TIME = /^\d{4}-\d{2}-\d{2}[Tt]\d{2}:\d{2}:\d{2}(\.\d+)?([Zz]|[+-]\d{2}:\d{2})$/
const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/

function createAjv(): Ajv2020 {
  // strict: false, so that the service's own keywords (x-non-blank) and OpenAPI's (example) are ignored.
  const ajv = new Ajv2020({ strict: false, allErrors: true })
  ajv.addFormat('date-time', (value: string) => RFC3339_DATE_TIME.test(value) && !Number.isNaN(Date.parse(value)))
  ajv.addFormat('date', (value: string) => CALENDAR_DATE.test(value) && !Number.isNaN(Date.parse(value)))
  ajv.addFormat('email', () => true)
  ajv.addFormat('phone', () => true)
  return ajv
}

/**
 * The routes the application registered, as `METHOD /path` with `{param}` placeholders, read from
 * Fastify's route tree (the HEAD twins of GET routes left out).
 */
function registeredRoutes(app: FastifyInstance): string[] {
  const routes = new Set<string>()
  const parents: string[] = []
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:│ {3}| {4})*)[├└]── (.+?)(?: \(([^)]*)\))?$/.exec(line)
    if (match === null) continue
    const depth = (match[1] ?? '').length / 4
    const path = (parents[depth - 1] ?? '') + (match[2] ?? '')
    parents.length = depth
    parents.push(path)
    const methods = (match[3] ?? '').split(', ').filter((method) => method !== '')
    for (const method of methods) {
      if (method === 'HEAD' && methods.includes('GET')) continue
      routes.add(`${method} ${path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')}`)
    }
  }
  return [...routes].sort()
}

/**
 * Every example below `node`, with the schema it illustrates: JSON Schema `examples` (an array), OpenAPI
 * `example`, and media-type `examples` (a map of Example objects with a `value`).
 */
function examplesIn(node: unknown): { schema: unknown; value: unknown }[] {
  if (typeof node !== 'object' || node === null) return []
  const object = node as Record<string, unknown>
  // A media type's examples illustrate its schema; a schema's, the schema itself.
  const schema = 'schema' in object ? object.schema : object
  const found: { schema: unknown; value: unknown }[] = []
  const { examples } = object
  if (Array.isArray(examples)) {
    found.push(...examples.map((value) => ({ schema, value })))
  } else if (typeof examples === 'object' && examples !== null) {
    for (const example of Object.values(examples)) found.push({ schema, value: (example as { value?: unknown }).value })
  }
  if ('example' in object) found.push({ schema, value: object.example })
  for (const [key, child] of Object.entries(object)) {
    if (key === 'examples' || key === 'example') continue
    // Under `properties`, the keys are field names: a field named `example` is no example.
    const children =
      key === 'properties' && typeof child === 'object' && child !== null ? Object.values(child) : [child]
    for (const each of children) found.push(...examplesIn(each))
  }
  return found
}

describe('the OpenAPI document', () => {
  let service: TestService
  let document: Document
  const ajv = createAjv()

  const operation = (method: Method, path: string): Operation => {
    const found = document.paths?.[path]?.[method as OpenAPIV3_1.HttpMethods]
    assert.ok(found, `the document has no ${method.toUpperCase()} ${path}`)
    return found
  }
  const responseSchema = (method: Method, path: string, status: string): JsonSchema => {
    const response = operation(method, path).responses?.[status]
    assert.ok(response, `${method.toUpperCase()} ${path} documents no ${status}`)
    assert.ok(!('$ref' in response), 'responses are inline')
    const schema = response.content?.['application/json']?.schema
    assert.ok(schema, `${method.toUpperCase()} ${path} ${status} has no application/json schema`)
    return schema as JsonSchema
  }
  const requestSchema = (method: Method, path: string, mediaType = 'application/json'): JsonSchema => {
    const body = operation(method, path).requestBody
    assert.ok(body && !('$ref' in body), `${method.toUpperCase()} ${path} documents no request body`)
    const schema = body.content[mediaType]?.schema
    assert.ok(schema, `${method.toUpperCase()} ${path} documents no ${mediaType} request body`)
    return schema as JsonSchema
  }

  before(async () => {
    service = await startService()
    document = (await service.app.inject({ method: 'GET', url: '/v3/openapi.json' })).json()
  })
  after(() => service.close())

  test('GET /v3/openapi.json is an OpenAPI 3.1 document in JSON', async () => {
    const answer = await service.app.inject({ method: 'GET', url: '/v3/openapi.json' })
    assert.equal(answer.statusCode, 200)
    assert.match(String(answer.headers['content-type']), /^application\/json/)
    const body = answer.json()
    assert.equal(typeof body.openapi, 'string')
    assert.ok(body.openapi.startsWith('3.1'), `openapi is ${body.openapi}`)
    assert.deepEqual(body.servers, [{ url: service.config.publicUrl }])
  })

  test('it declares its JSON Schema dialect, 2020-12, so that validators do not fall back to draft-07', () => {
    assert.equal(document.jsonSchemaDialect, 'https://json-schema.org/draft/2020-12/schema')
    assert.deepEqual(Object.keys(document).slice(0, 2), ['openapi', 'jsonSchemaDialect'])
  })

  test('the operator endpoints are listed under their own tag, with their answers', () => {
    assert.ok(
      document.tags?.some((tag) => tag.name === 'operations'),
      JSON.stringify(document.tags),
    )
    for (const [method, path] of OPERATOR_OPERATIONS) {
      assert.deepEqual(operation(method, path).tags, ['operations'], path)
      assert.equal(operation(method, path).security, undefined, `${path} takes no token`)
    }
    const healthy = ajv.compile(responseSchema('get', HEALTHZ, '200'))
    assert.ok(healthy({ status: 'ok' }))
    assert.equal(healthy({ status: 'ready' }), false)
    const ready = ajv.compile(responseSchema('get', READYZ, '200'))
    assert.ok(ready({ status: 'ready' }))
    assert.equal(ready({}), false)
    const metrics = operation('get', METRICS).responses?.['200'] as OpenAPIV3_1.ResponseObject
    assert.deepEqual(Object.keys(metrics.content ?? {}), ['text/plain'])
    // Every tag an operation uses is declared, and every declared tag is used.
    const used = new Set(
      Object.values(document.paths ?? {}).flatMap((item) =>
        Object.values(item ?? {}).flatMap((each) => (each as Operation).tags ?? []),
      ),
    )
    assert.deepEqual([...used].sort(), (document.tags ?? []).map((tag) => tag.name).sort())
  })

  test('the document passes @readme/openapi-parser validation', async () => {
    // The validator dereferences in place: it gets a copy.
    const result = await validate(structuredClone(document) as OpenAPIV3_1.Document)
    assert.ok(result.valid, result.valid ? '' : compileErrors(result))
    assert.deepEqual(result.warnings, [])
    assert.equal(result.specification, 'OpenAPI')
  })

  test('every operation of the API and every operator endpoint is in the document, with its method', () => {
    const all = [...OPERATIONS, ...OPERATOR_OPERATIONS]
    for (const [method, path] of all) operation(method, path)
    const documented = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
      Object.keys(item ?? {})
        .filter((key) => ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'].includes(key))
        .map((method) => `${method} ${path}`),
    )
    assert.deepEqual(documented.sort(), all.map(([method, path]) => `${method} ${path}`).sort())
  })

  test('no /v3 route the service registered is missing from the document, and none is invented', () => {
    const routes = registeredRoutes(service.app)
    // The reading of the route tree itself works: it finds routes inside and outside /v3.
    assert.ok(routes.includes('PATCH /v3/ats/application-steps/{id}'), routes.join('\n'))
    assert.ok(routes.includes('GET /healthz'), routes.join('\n'))
    const apiRoutes = routes.filter((route) => {
      const path = route.split(' ')[1] ?? ''
      return path.startsWith('/v3/') && !DOCUMENTATION_ROUTES.test(path)
    })
    const documented = OPERATIONS.map(([method, path]) => `${method.toUpperCase()} ${path}`).sort()
    assert.deepEqual(apiRoutes, documented)
    for (const [method, path] of OPERATIONS) {
      const url = path.replace(/\{(\w+)\}/g, ':$1')
      assert.ok(service.app.hasRoute({ method: method.toUpperCase() as 'GET', url }), `${method} ${url} is a route`)
    }
  })

  test('the data operations take a token of scope data, the admin ones of scope admin; the others none', () => {
    assert.equal(document.security, undefined, 'no security applies to the whole document')
    for (const [method, path] of DATA_OPERATIONS) {
      assert.deepEqual(
        operation(method, path).security,
        [{ bearerAuth: ['data'] }, { clientCredentials: ['data'] }],
        `${method} ${path}`,
      )
    }
    for (const [method, path] of ADMIN_OPERATIONS) {
      assert.deepEqual(
        operation(method, path).security,
        [{ bearerAuth: ['admin'] }, { clientCredentials: ['admin'] }],
        `${method} ${path}`,
      )
      assert.deepEqual(operation(method, path).tags, ['administration'], `${method} ${path}`)
    }
    // The token endpoint is where a token comes from: anonymous (credentials in the body) or HTTP Basic.
    const tokenSecurity = operation('post', TOKEN).security ?? []
    assert.ok(
      tokenSecurity.some((requirement) => Object.keys(requirement).length === 0),
      'the token endpoint needs no token',
    )
    assert.ok(!tokenSecurity.some((requirement) => 'bearerAuth' in requirement))
    const metadataSecurity = operation('get', METADATA).security
    assert.ok(
      metadataSecurity === undefined || metadataSecurity.some((requirement) => Object.keys(requirement).length === 0),
      'the metadata is public',
    )
  })

  test('the security schemes: an HTTP bearer token, and the client credentials flow at the token endpoint', () => {
    const schemes = document.components?.securitySchemes ?? {}
    const bearer = schemes.bearerAuth as OpenAPIV3_1.HttpSecurityScheme | undefined
    assert.equal(bearer?.type, 'http')
    assert.equal(bearer?.scheme.toLowerCase(), 'bearer')
    const oauth = schemes.clientCredentials as OpenAPIV3_1.OAuth2SecurityScheme | undefined
    assert.equal(oauth?.type, 'oauth2')
    const tokenUrl = oauth?.flows.clientCredentials?.tokenUrl
    assert.equal(typeof tokenUrl, 'string')
    // A relative tokenUrl is resolved against the server's URL (OpenAPI 3.1, "Relative References in URLs").
    const server = document.servers?.[0]?.url ?? ''
    assert.equal(new URL(tokenUrl as string, server).href, `${service.config.publicUrl}${TOKEN}`)
  })

  test('the token operation takes form-encoded and JSON bodies with the grant parameters', () => {
    for (const mediaType of ['application/x-www-form-urlencoded', 'application/json']) {
      const schema = requestSchema('post', TOKEN, mediaType)
      assert.equal(schema.type, 'object', mediaType)
      assert.deepEqual(
        Object.keys(schema.properties as object).sort(),
        ['client_id', 'client_secret', 'grant_type', 'scope'],
        mediaType,
      )
    }
  })

  test('every operation documents its statuses, every error one with the contract error body', () => {
    const errorBody = {
      message: 'Something is wrong',
      errors: [{ message: 'Something is wrong', data: { code: 'internal_error' } }],
    }
    for (const [method, path] of [...OPERATIONS, ...OPERATOR_OPERATIONS]) {
      const label = `${method.toUpperCase()} ${path}`
      const documented = Object.keys(operation(method, path).responses ?? {})
      for (const status of DOCUMENTED_STATUSES[`${method} ${path}`] ?? []) {
        assert.ok(documented.includes(status), `${label} documents ${status}; it documents ${documented}`)
      }
      for (const status of documented.filter((status) => Number(status) >= 400)) {
        const schema = responseSchema(method, path, status)
        const check = ajv.compile(schema)
        // On the token endpoint, the body also has the RFC 6749 error code.
        const body = path === TOKEN ? { ...errorBody, error: 'invalid_request' } : errorBody
        assert.ok(check(body), `${label} ${status} accepts the error body: ${ajv.errorsText(check.errors)}`)
        assert.equal(check({ message: 'x' }), false, `${label} ${status} requires errors`)
        assert.equal(check({ ...body, errors: [{ message: 'x' }] }), false, `${label} ${status}: data in each entry`)
        assert.equal(
          check({ ...body, errors: [{ message: 'x', data: {} }] }),
          false,
          `${label} ${status}: a code in each entry's data`,
        )
        assert.equal(check({ ...body, message: undefined }), false, `${label} ${status} requires message`)
        if (path === TOKEN) assert.equal(check(errorBody), false, `${label} ${status} requires error`)
      }
    }
  })

  test('each batch body is an array of the resource’s items, bounded by MAX_BATCH_ITEMS', () => {
    for (const { path, resource } of BATCHES) {
      const schema = requestSchema('post', path)
      assert.equal(schema.type, 'array', path)
      assert.equal(schema.maxItems, service.config.maxBatchItems, path)
      const items = schema.items as JsonSchema
      assert.equal(items.type, 'object', path)
      assert.deepEqual(Object.keys(items.properties as object), Object.keys(resource.fields), path)
      const required = Object.keys(resource.fields).filter((name) => resource.fields[name]?.required)
      assert.deepEqual(items.required, required, path)
      assert.equal(items.additionalProperties, false, path)
    }
    const patch = requestSchema('patch', STEP)
    assert.deepEqual(Object.keys(patch.properties as object), Object.keys(applicationSteps.fields))
    assert.deepEqual(patch.required ?? [], [])
  })

  test('the request examples, where there are any, are valid against their schemas', (t: TestContext) => {
    const examples = OPERATIONS.flatMap(([method, path]) => {
      const body = operation(method, path).requestBody
      return body === undefined ? [] : examplesIn(body).map((example) => ({ ...example, label: `${method} ${path}` }))
    })
    if (examples.length === 0) {
      t.skip('the document has no request examples')
      return
    }
    for (const { schema, value, label } of examples) {
      const check = ajv.compile(schema as JsonSchema)
      assert.ok(check(value), `${label}: example ${JSON.stringify(value)}: ${ajv.errorsText(check.errors)}`)
    }
  })
  test('the answers’ and parameters’ examples are valid against their schemas', () => {
    const examples = [...OPERATIONS, ...OPERATOR_OPERATIONS].flatMap(([method, path]) => {
      const { responses = {}, parameters = [] } = operation(method, path)
      return [
        ...Object.entries(responses).flatMap(([status, response]) =>
          examplesIn(response).map((example) => ({ ...example, label: `${method} ${path} ${status}` })),
        ),
        ...parameters.flatMap((parameter) =>
          examplesIn(parameter).map((example) => ({ ...example, label: `${method} ${path} parameter` })),
        ),
      ]
    })
    const labels = new Set(examples.map(({ label }) => label))
    // Those docs/api.md shows: each answer's example is checked, not only those that happen to exist.
    for (const path of [PIPELINE_REPORT, APPLICATIONS, CHANGES]) {
      assert.ok(labels.has(`get ${path} 200`), `GET ${path} has an example of its 200 answer`)
    }
    for (const { schema, value, label } of examples) {
      const check = ajv.compile(schema as JsonSchema)
      assert.ok(check(value), `${label}: example ${JSON.stringify(value)}: ${ajv.errorsText(check.errors)}`)
    }
  })

  test('the intake.changes webhook describes the message an endpoint receives, with its signature headers', () => {
    const message = document.webhooks?.['intake.changes']
    assert.ok(message && !('$ref' in message) && message.post, 'the document has the intake.changes webhook')
    const headers = (message.post.parameters ?? []) as OpenAPIV3_1.ParameterObject[]
    assert.deepEqual(
      headers.map((header) => [header.in, header.name, header.required]),
      [
        ['header', 'webhook-id', true],
        ['header', 'webhook-timestamp', true],
        ['header', 'webhook-signature', true],
      ],
    )
    const body = message.post.requestBody
    assert.ok(body && !('$ref' in body))
    const examples = examplesIn(body.content['application/json'])
    assert.ok(examples.length > 0, 'the message has an example')
    for (const { schema, value } of examples) {
      const check = ajv.compile(schema as JsonSchema)
      assert.ok(check(value), `example ${JSON.stringify(value)}: ${ajv.errorsText(check.errors)}`)
    }
    const check = ajv.compile(body.content['application/json']?.schema as JsonSchema)
    assert.equal(check({ type: 'intake.changes', timestamp: '2026-11-20T10:16:41.002Z', data: { events: [] } }), false)
  })
})

describe('the real answers match the documented response schemas', () => {
  let service: TestService
  /** Small limits, for 413 and 429. */
  let small: TestService
  let client: TestClient
  let document: Document
  const ajv = createAjv()
  const compiled = new Map<string, ValidateFunction>()

  /** Asserts the status, that the operation documents it, and that the body matches its schema. */
  function assertDocumented(method: Method, path: string, answer: Reply, status: number) {
    const label = `${method.toUpperCase()} ${path} ${status}`
    assert.equal(answer.statusCode, status, `${label}: ${answer.body.slice(0, 300)}`)
    const response = document.paths?.[path]?.[method as OpenAPIV3_1.HttpMethods]?.responses?.[String(status)]
    assert.ok(response && !('$ref' in response), `${label} is answered but not documented`)
    const mediaTypes = Object.keys(response.content ?? {})
    assert.match(String(answer.headers['content-type']), /^application\/json/, label)
    assert.ok(mediaTypes.includes('application/json'), `${label} documents ${mediaTypes}`)
    const key = `${method} ${path} ${status}`
    const check = compiled.get(key) ?? ajv.compile(response.content?.['application/json']?.schema as JsonSchema)
    compiled.set(key, check)
    const body = answer.json()
    assert.ok(check(body), `${label}: ${ajv.errorsText(check.errors)} in ${answer.body.slice(0, 500)}`)
  }

  const post = (target: TestClient, path: string, body: unknown, headers?: Record<string, string>) =>
    target.send('POST', path, body, headers)

  before(async () => {
    service = await startService()
    small = await startService({
      config: { maxBatchItems: 2, maxBodyBytes: 4096, requestsPerMinute: 4, tokenAttemptsPerMinute: 2 },
    })
    client = await service.newClient()
    document = (await service.app.inject({ method: 'GET', url: '/v3/openapi.json' })).json()
  })
  after(async () => {
    await small?.close()
    await service?.close()
  })

  test('token: 200 issued, 400 missing secret, 401 wrong secret, 415 wrong content type', async () => {
    assertDocumented('post', TOKEN, await service.requestToken(client.clientId, client.clientSecret), 200)
    const form = await service.app.inject({
      method: 'POST',
      url: TOKEN,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ grant_type: 'client_credentials', client_id: client.clientId }).toString(),
    })
    assertDocumented('post', TOKEN, form as Reply, 400)
    assertDocumented('post', TOKEN, await service.requestToken(client.clientId, 'not the secret'), 401)
    const text = await service.app.inject({
      method: 'POST',
      url: TOKEN,
      headers: { 'content-type': 'text/plain' },
      payload: 'client_id=x',
    })
    assertDocumented('post', TOKEN, text as Reply, 415)
  })

  test('token: 413 past MAX_BODY_BYTES and 429 past TOKEN_ATTEMPTS_PER_MINUTE', async () => {
    const large = await small.app.inject({
      method: 'POST',
      url: TOKEN,
      payload: { client_id: 'x', client_secret: 'y'.repeat(5000) },
    })
    assertDocumented('post', TOKEN, large as Reply, 413)
    const { clientId } = await small.newClient('token attempts')
    let answer = await small.requestToken(clientId, 'wrong')
    for (let attempt = 0; attempt < 3 && answer.statusCode !== 429; attempt++) {
      answer = await small.requestToken(clientId, 'wrong')
    }
    assertDocumented('post', TOKEN, answer, 429)
  })

  test('batches: 201 stored, 207 partly stored, 200 empty, 400 all invalid or not an array', async () => {
    for (const { path, item, key } of BATCHES) {
      assertDocumented('post', path, await post(client, path, [item()]), 201)
      const mixed = await post(client, path, [item({ [key]: 'mixed' }), {}])
      assertDocumented('post', path, mixed, 207)
      assertDocumented('post', path, await post(client, path, []), 200)
      assertDocumented('post', path, await post(client, path, [{}, 42]), 400)
      assertDocumented('post', path, await post(client, path, { not: 'an array' }), 400)
      assertDocumented('post', path, await post(client, path, '{"broken', { 'content-type': 'application/json' }), 400)
    }
  })

  test('batches: 201 and 207 with Prefer: return=minimal', async () => {
    const minimal = { prefer: 'return=minimal' }
    assertDocumented('post', STEPS, await post(client, STEPS, [applicationStep({ step: 'minimal' })], minimal), 201)
    const mixed = await post(client, STEPS, [applicationStep({ step: 'minimal 2' }), {}], minimal)
    assertDocumented('post', STEPS, mixed, 207)
  })

  test('batches: 401 without a token, 415 when not JSON', async () => {
    for (const { path } of BATCHES) {
      const anonymous = await service.app.inject({ method: 'POST', url: path, payload: [] })
      assertDocumented('post', path, anonymous as Reply, 401)
      const text = await post(client, path, 'text', { 'content-type': 'text/plain' })
      assertDocumented('post', path, text, 415)
    }
  })

  test('batches: 413 past MAX_BATCH_ITEMS and past MAX_BODY_BYTES', async () => {
    for (const { path, item } of BATCHES) {
      // A client per path: the rate limit (4 a minute here) counts requests before their bodies are read.
      const smallClient = await small.newClient(`413 ${path}`)
      assertDocumented('post', path, await post(smallClient, path, [item(), item(), item()]), 413)
      const large = await post(smallClient, path, [item({ padding: 'x'.repeat(5000) })])
      assertDocumented('post', path, large, 413)
    }
  })

  test('batches: 429 past REQUESTS_PER_MINUTE', async () => {
    const busy = await small.newClient('busy')
    let answer = await post(busy, JOB_OFFERS, [])
    for (let request = 0; request < 5 && answer.statusCode !== 429; request++) answer = await post(busy, JOB_OFFERS, [])
    assertDocumented('post', JOB_OFFERS, answer, 429)
  })

  test('PATCH: 200 changed, 400 invalid, 401 without a token, 404 unknown, 409 natural key taken, 415', async () => {
    const stored = await post(client, STEPS, [
      applicationStep({ application_ats_id: 'P-1' }),
      applicationStep({ application_ats_id: 'P-2' }),
    ])
    assert.equal(stored.statusCode, 201, stored.body)
    const url = `${STEPS}/${stored.json().data[1].id}`
    assertDocumented('patch', STEP, await client.send('PATCH', url, { source: 'patched' }), 200)
    assertDocumented('patch', STEP, await client.send('PATCH', url, { step: null }), 400)
    assertDocumented('patch', STEP, await client.send('PATCH', `${STEPS}/0`, {}), 400)
    const anonymous = await service.app.inject({ method: 'PATCH', url, payload: {} })
    assertDocumented('patch', STEP, anonymous as Reply, 401)
    assertDocumented('patch', STEP, await client.send('PATCH', `${STEPS}/999999999`, { source: 'x' }), 404)
    assertDocumented('patch', STEP, await client.send('PATCH', url, { application_ats_id: 'P-1' }), 409)
    const text = await client.send('PATCH', url, 'text', { 'content-type': 'text/plain' })
    assertDocumented('patch', STEP, text, 415)
  })

  test('PATCH: a body past MAX_BODY_BYTES is 413, and 413 is documented', async () => {
    const smallClient = await small.newClient('patch 413')
    const stored = await post(smallClient, STEPS, [applicationStep()])
    assert.equal(stored.statusCode, 201, stored.body)
    const url = `${STEPS}/${stored.json().data[0].id}`
    assertDocumented('patch', STEP, await smallClient.send('PATCH', url, { source: 'x'.repeat(5000) }), 413)
  })

  test('personal-data erasure: 200 erased, 400 blank id, 401 without a token, 404 unknown candidate', async () => {
    const stored = await post(client, STEPS, [applicationStep({ application_ats_id: 'E-1', candidate_ats_id: 'E-C' })])
    assert.equal(stored.statusCode, 201, stored.body)
    const url = (candidate: string) => `/v3/ats/candidates/${candidate}/personal-data`
    assertDocumented('delete', PERSONAL_DATA, await client.send('DELETE', url('E-C')), 200)
    assertDocumented('delete', PERSONAL_DATA, await client.send('DELETE', url('%20')), 400)
    const anonymous = await service.app.inject({ method: 'DELETE', url: url('E-C') })
    assertDocumented('delete', PERSONAL_DATA, anonymous as Reply, 401)
    assertDocumented('delete', PERSONAL_DATA, await client.send('DELETE', url('no-such-candidate')), 404)
    const text = await client.send('DELETE', url('E-C'), 'text', { 'content-type': 'text/plain' })
    assertDocumented('delete', PERSONAL_DATA, text, 415)
  })

  test('funnel report: 200 for every grouping, 400 bad parameters, 401 without a token', async () => {
    const stored = await post(client, STEPS, [applicationStep({ application_ats_id: 'F-1', source: 'funnel' })])
    assert.equal(stored.statusCode, 201, stored.body)
    for (const groupBy of ['job_offer_reference', 'subsidiary', 'source', 'day']) {
      const answer = await client.send('GET', `${FUNNEL}?from=2026-11-01&to=2026-12-01&group_by=${groupBy}&limit=1`)
      assertDocumented('get', FUNNEL, answer, 200)
      assert.ok(answer.json().data.length === 1, answer.body)
    }
    assertDocumented('get', FUNNEL, await client.send('GET', `${FUNNEL}?from=2026-11-01&to=2026-11-01`), 400)
    const anonymous = await service.app.inject({ method: 'GET', url: `${FUNNEL}?from=2026-11-01&to=2026-12-01` })
    assertDocumented('get', FUNNEL, anonymous as Reply, 401)
  })

  test('operator endpoints: /healthz 200, /readyz 200, /metrics 200 in text and 401 without its token', async () => {
    assertDocumented('get', HEALTHZ, (await service.app.inject({ method: 'GET', url: HEALTHZ })) as Reply, 200)
    assertDocumented('get', READYZ, (await service.app.inject({ method: 'GET', url: READYZ })) as Reply, 200)
    const scraped = await service.app.inject({ method: 'GET', url: METRICS })
    assert.equal(scraped.statusCode, 200)
    assert.match(String(scraped.headers['content-type']), /^text\/plain/)
    assert.match(scraped.body, /^# HELP /m)
    const guarded = await startService({ config: { metricsToken: 'operator-secret' } })
    try {
      const refused = await guarded.app.inject({ method: 'GET', url: METRICS })
      assertDocumented('get', METRICS, refused as Reply, 401)
    } finally {
      await guarded.close()
    }
  })

  test('ingestion report: 200, 400 bad parameters, 401 without a token', async () => {
    const stored = await post(client, STEPS, [applicationStep({ application_ats_id: 'I-1' })])
    assert.equal(stored.statusCode, 201, stored.body)
    const today = Math.floor(Date.now() / 86_400_000) * 86_400_000
    const day = (ms: number) => new Date(ms).toISOString()
    const range = `from=${day(today - 86_400_000)}&to=${day(today + 2 * 86_400_000)}`
    const answer = await client.send('GET', `${INGESTION}?${range}`)
    assertDocumented('get', INGESTION, answer, 200)
    assert.ok(answer.json().data.length > 0, answer.body)
    assertDocumented('get', INGESTION, await client.send('GET', `${INGESTION}?bucket=minute&${range}`), 400)
    const anonymous = await service.app.inject({ method: 'GET', url: `${INGESTION}?${range}` })
    assertDocumented('get', INGESTION, anonymous as Reply, 401)
  })

  test('rejection log: 200, 400 bad parameters, 401 without a token', async () => {
    assert.equal((await post(client, STEPS, [applicationStep(), { step: '' }])).statusCode, 207)
    const answer = await client.send('GET', `${REJECTIONS}?limit=1`)
    assertDocumented('get', REJECTIONS, answer, 200)
    assert.ok(answer.json().data.length === 1, answer.body)
    assertDocumented('get', REJECTIONS, await client.send('GET', `${REJECTIONS}?limit=0`), 400)
    const anonymous = await service.app.inject({ method: 'GET', url: REJECTIONS })
    assertDocumented('get', REJECTIONS, anonymous as Reply, 401)
  })

  test('change feed: 200 with and without data, 400 bad parameters, 401 without a token', async () => {
    assert.equal((await post(client, JOB_OFFERS, [jobOffer({ reference: 'JO-feed' })])).statusCode, 201)
    for (const query of ['limit=1', 'include=data&types=job_offer.created']) {
      const answer = await client.send('GET', `${CHANGES}?${query}`)
      assertDocumented('get', CHANGES, answer, 200)
      assert.ok(answer.json().data.length >= 1, answer.body)
    }
    assertDocumented('get', CHANGES, await client.send('GET', `${CHANGES}?after=1`), 400)
    const anonymous = await service.app.inject({ method: 'GET', url: CHANGES })
    assertDocumented('get', CHANGES, anonymous as Reply, 401)
  })

  test('admin endpoints: every answer as documented, 403 for a data token', async () => {
    const admin = await service.newAdminClient()
    const created = await admin.send('POST', ADMIN_CLIENTS, { name: 'documented' })
    assertDocumented('post', ADMIN_CLIENTS, created, 201)
    assertDocumented('post', ADMIN_CLIENTS, await admin.send('POST', ADMIN_CLIENTS, { name: ' ' }), 400)
    assertDocumented('post', ADMIN_CLIENTS, await admin.send('POST', ADMIN_CLIENTS, { name: 'x', role: 'admin' }), 403)
    const id = created.json().data[0].client_id as string
    const at = (path: string, clientId = id) => path.replace('{client_id}', clientId)
    for (const path of [ADMIN_DISABLE, ADMIN_ENABLE, ADMIN_ROTATE]) {
      assertDocumented('post', path, await admin.send('POST', at(path)), 200)
      assertDocumented('post', path, await admin.send('POST', at(path, 'cl_nobody')), 404)
    }
    assertDocumented('get', ADMIN_CLIENTS, await admin.send('GET', ADMIN_CLIENTS), 200)
    assertDocumented('get', ADMIN_CLIENTS, await client.send('GET', ADMIN_CLIENTS), 403)
    const range = 'from=2026-11-01T00:00:00Z&to=2026-11-30T00:00:00Z'
    assertDocumented('get', ADMIN_INGESTION, await admin.send('GET', `${at(ADMIN_INGESTION)}?${range}`), 200)
    assertDocumented('get', ADMIN_INGESTION, await admin.send('GET', at(ADMIN_INGESTION)), 400)
    assertDocumented('get', ADMIN_INGESTION, await admin.send('GET', `${at(ADMIN_INGESTION, 'cl_x')}?${range}`), 404)
    assertDocumented('get', ADMIN_REJECTIONS, await admin.send('GET', at(ADMIN_REJECTIONS, client.clientId)), 200)
    assertDocumented('get', ADMIN_REJECTIONS, await admin.send('GET', `${at(ADMIN_REJECTIONS)}?limit=0`), 400)
    const audit = await admin.send('GET', `${AUDIT_LOG}?limit=2`)
    assertDocumented('get', AUDIT_LOG, audit, 200)
    assert.equal(audit.json().data.length, 2, audit.body)
    assertDocumented('get', AUDIT_LOG, await admin.send('GET', `${AUDIT_LOG}?action=delete`), 400)
    assertDocumented('get', STEPS, await admin.send('GET', STEPS), 403)
  })

  test('webhook endpoints: every answer as documented', async () => {
    const at = (path: string, id: number | string) => path.replace('{id}', String(id))
    const created = await client.send('POST', WEBHOOKS, { url: 'https://hooks.example.com/documented' })
    assertDocumented('post', WEBHOOKS, created, 201)
    const id = created.json().data[0].id as number
    assertDocumented('post', WEBHOOKS, await client.send('POST', WEBHOOKS, { url: 'http://hooks.example.com/' }), 400)
    assertDocumented('get', WEBHOOKS, await client.send('GET', WEBHOOKS), 200)
    assertDocumented('get', WEBHOOK, await client.send('GET', at(WEBHOOK, id)), 200)
    assertDocumented('get', WEBHOOK, await client.send('GET', at(WEBHOOK, 999999)), 404)
    assertDocumented('patch', WEBHOOK, await client.send('PATCH', at(WEBHOOK, id), { enabled: false }), 200)
    assertDocumented('patch', WEBHOOK, await client.send('PATCH', at(WEBHOOK, id), { types: ['nothing'] }), 400)
    assertDocumented('post', WEBHOOK_ROTATE, await client.send('POST', at(WEBHOOK_ROTATE, id)), 200)
    // A URL stored before the rules refused it: the test message is refused before any connection, and says why.
    await service.db.query(`UPDATE webhook_endpoints SET url = 'https://127.0.0.1:1/' WHERE id = $1`, [id])
    const tested = await client.send('POST', at(WEBHOOK_TEST, id))
    assertDocumented('post', WEBHOOK_TEST, tested, 200)
    assert.match(tested.json().data[0].error, /loopback/)
    const replay = await client.send('POST', at(WEBHOOK_REPLAY, id), { after: '0000000000000000000' })
    assertDocumented('post', WEBHOOK_REPLAY, replay, 202)
    assertDocumented('post', WEBHOOK_REPLAY, await client.send('POST', at(WEBHOOK_REPLAY, id), {}), 400)
    assertDocumented('get', WEBHOOK_DELIVERIES, await client.send('GET', at(WEBHOOK_DELIVERIES, id)), 200)
    assertDocumented('get', WEBHOOK_DELIVERIES, await client.send('GET', `${at(WEBHOOK_DELIVERIES, id)}?limit=0`), 400)
    const admin = await service.newAdminClient()
    const adminAt = (path: string) => at(path, id).replace('{client_id}', client.clientId)
    assertDocumented('get', ADMIN_WEBHOOKS, await admin.send('GET', adminAt(ADMIN_WEBHOOKS)), 200)
    assertDocumented('get', ADMIN_WEBHOOK_DELIVERIES, await admin.send('GET', adminAt(ADMIN_WEBHOOK_DELIVERIES)), 200)
    const deleted = await client.send('DELETE', at(WEBHOOK, id))
    assert.equal(deleted.statusCode, 204, deleted.body)
    assert.ok(document.paths?.[WEBHOOK]?.delete?.responses?.['204'], 'DELETE documents its 204')
    assertDocumented('delete', WEBHOOK, await client.send('DELETE', at(WEBHOOK, id)), 404)
  })

  test('OAuth metadata: 200, at both addresses', async () => {
    for (const url of [METADATA, '/.well-known/oauth-authorization-server/v3']) {
      const answer = await service.app.inject({ method: 'GET', url })
      assertDocumented('get', METADATA, answer as Reply, 200)
    }
  })
})

describe('Swagger UI at /v3/docs', () => {
  let service: TestService
  let origin: string
  before(async () => {
    service = await startService()
    origin = new URL(service.config.publicUrl).origin
  })
  after(() => service.close())

  const get = (url: string) => service.app.inject({ method: 'GET', url })

  /** http(s) URLs in `text` to another host than the service's; XML namespace names are names, not requests. */
  const outsideUrls = (text: string): string[] =>
    (text.replace(/xmlns(:\w+)?=(\\?["'])https?:\/\/[^"'\\]*\2/g, '').match(/https?:\/\/[^\s"'`)<>\\]+/g) ?? []).filter(
      (url) => !URL.canParse(url) || new URL(url).origin !== origin,
    )
  /** Without comments: a link to an issue in a comment is no request. */
  const withoutComments = (script: string) => script.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '')

  /** The assets the page loads: every src and href. */
  const assetsOf = (html: string) => [...html.matchAll(/\b(?:src|href)\s*=\s*["']([^"']+)["']/g)].map((m) => m[1] ?? '')

  test('GET /v3/docs is an HTML page whose assets are all served by the service itself', async () => {
    for (const page of ['/v3/docs', '/v3/docs/']) {
      const answer = await get(page)
      assert.equal(answer.statusCode, 200, page)
      assert.match(String(answer.headers['content-type']), /^text\/html/, page)
      assert.deepEqual(outsideUrls(answer.body), [], page)
      const assets = assetsOf(answer.body)
      assert.ok(
        assets.some((asset) => asset.endsWith('swagger-initializer.js')),
        page,
      )
      for (const asset of assets) {
        assert.doesNotMatch(asset, /^([a-z][a-z0-9+.-]*:|\/\/)/i, `${page}: ${asset} is relative`)
        const url = new URL(asset, `${origin}${page}`)
        assert.equal(url.origin, origin)
        const loaded = await get(url.pathname)
        assert.equal(loaded.statusCode, 200, `${page}: ${url.pathname}`)
      }
    }
  })

  test('the page’s own script and styles name no other host', async () => {
    const assets = assetsOf((await get('/v3/docs/')).body).filter((asset) => /\.(css|js)$/.test(asset))
    assert.ok(assets.length >= 3, `assets: ${assets}`)
    for (const asset of assets) {
      // The vendored bundles (swagger-ui-bundle.js, the standalone preset) quote many URLs that are never
      // requested (licences, RFC links, JSON Schema ids, the default validator replaced below): not scanned.
      if (/swagger-ui-bundle|standalone-preset/.test(asset)) continue
      const answer = await get(new URL(asset, `${origin}/v3/docs/`).pathname)
      assert.equal(answer.statusCode, 200, asset)
      assert.deepEqual(outsideUrls(withoutComments(answer.body)), [], asset)
      if (asset.endsWith('.css')) {
        for (const [, target] of answer.body.matchAll(/url\(\s*["']?([^"')]+)/g)) {
          assert.match(target ?? '', /^(data:|\.{0,2}\/|[a-z0-9_.-]+(\/|$))/i, `${asset}: url(${target})`)
        }
        assert.doesNotMatch(answer.body, /@import/, asset)
      }
    }
  })

  test('the initializer asks no outside validator and loads the document from the service', async () => {
    const script = (await get('/v3/docs/static/swagger-initializer.js')).body
    const config = /const config = (\{.*\})\s*$/m.exec(script)?.[1]
    assert.ok(config, 'the initializer has its config')
    assert.equal(JSON.parse(config).validatorUrl, null)
    assert.doesNotMatch(withoutComments(script), /validatorUrl:\s*["']https?:/)
    const specUrl = /\burl: resolveUrl\(['"]([^'"]+)['"]\)/.exec(script)?.[1]
    assert.ok(specUrl, 'the initializer loads a document')
    assert.doesNotMatch(specUrl, /^[a-z]+:|^\/\//i)
    const served = await get(new URL(specUrl, `${origin}/v3/docs/`).pathname)
    assert.equal(served.statusCode, 200)
    // The document, but for the dialect: Swagger UI shows a warning banner for any `jsonSchemaDialect`.
    const { jsonSchemaDialect, ...document } = (await get('/v3/openapi.json')).json()
    assert.equal(jsonSchemaDialect, 'https://json-schema.org/draft/2020-12/schema')
    assert.deepEqual(served.json(), document)
  })
})
