import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { Type } from 'typebox'
import {
  type Actor,
  ClientAdministrationError,
  createClient,
  disableClient,
  enableClient,
  ForbiddenAdministrationError,
  listClients,
  MAX_CLIENT_NAME_LENGTH,
  requireClient,
  rotateSecret,
  UnknownClientError,
} from '../../auth/clients.ts'
import type { SecretHashing } from '../../auth/secret-hashing.ts'
import { hashSecret, type SecretHasher } from '../../auth/secrets.ts'
import { AUDIT_OUTCOMES, AUDITED_ACTIONS, listAudit } from '../../db/audit-log.ts'
import type { Database } from '../../db/database.ts'
import type { IngestionActivity } from '../../db/ingestion-activity.ts'
import type { RejectionLog } from '../../db/rejections.ts'
import { countOf } from '../../domain/resource.ts'
import { HttpError, notFound } from '../../errors.ts'
import { addressGroup } from '../address-group.ts'
import type { CostBudget } from '../cost-budget.ts'
import {
  defineQuery,
  exactText,
  instant,
  limit,
  newestFirstAnswer,
  newestFirstCursor,
  oneOf,
  rangeProblems,
} from '../query-parameters.ts'
import { errorResponses, queryAnswers, roleSchema } from '../responses.ts'
import { INGESTION_REPORT_DESCRIPTION, ingestionAnswer, ingestionReportSchema } from './ingestion-report.ts'
import { REJECTIONS_DESCRIPTION, rejectionsAnswer, rejectionsQuery, rejectionsSchema } from './rejections.ts'

/**
 * The admin endpoints, under /v3/admin, for tokens of admin clients (app.ts checks the scope): the
 * clients, any client's ingestion report and rejection log, and the audit log. The rules are
 * auth/clients.ts's, which the CLI calls too; here requests are read and answers written.
 */

export const ADMIN_TAG = 'administration'

const ROLE = roleSchema('`data`: pushes and reads its own records; `admin`: manages the clients, pushes no data')
const INSTANT = (description: string) => Type.String({ format: 'date-time', description })
const NULLABLE_INSTANT = (description: string) => Type.Union([INSTANT(description), Type.Null()], { description })
const CLIENT_ID = Type.String({ description: 'The client’s id, `cl_...`' })

const ClientPath = Type.Object({ client_id: CLIENT_ID })

/** The audit log's query: filters, newest first, one page at a time after a cursor (the id of the last entry of the page before). */
const auditLogQuery = defineQuery(
  {
    client_id: exactText('Only the actions done to this client'),
    actor: exactText('Only the actions of this admin client, or `cli` for those of `intake clients`'),
    action: oneOf(AUDITED_ACTIONS, 'Only this action'),
    outcome: oneOf(AUDIT_OUTCOMES, 'Only the actions done, or only those refused'),
    from: instant('Only the actions done at or after this instant'),
    to: instant('Only the actions done before this instant'),
    limit: limit('Entries per page'),
    cursor: newestFirstCursor(),
  },
  ({ from, to }) => rangeProblems({ from: 'from', to: 'to' }, from, to),
)

const EXAMPLE_CLIENT_ID = 'cl_Vt3yq2m0cV1pQk9x4hJd8w'
const EXAMPLE_SECRET = 'mH2k0s1bX5iV7dQ9tY3uW6zN8aC4eR0gJ2lP5oF7hK1'

const ClientOverview = Type.Object({
  client_id: CLIENT_ID,
  name: Type.String(),
  role: ROLE,
  status: Type.Union([Type.Literal('enabled'), Type.Literal('disabled')]),
  created_at: INSTANT('When the client was created'),
  secret_rotated_at: NULLABLE_INSTANT('When its secret was last replaced; null if never'),
  disabled_at: NULLABLE_INSTANT('Since when it is disabled; null while enabled'),
  last_batch_at: NULLABLE_INSTANT('Its latest batch of any resource; null if none'),
  resources: Type.Record(
    Type.String(),
    Type.Object({
      records_stored: Type.Integer({ minimum: 0, description: 'Records of this resource it has stored' }),
      last_batch_at: NULLABLE_INSTANT('Its latest batch of this resource; null if none'),
    }),
    { description: 'Per resource (every resource is listed)' },
  ),
})

const ClientsAnswer = Type.Object(
  { message: Type.String(), data: Type.Array(ClientOverview) },
  {
    description: 'Every client, oldest first',
    examples: [
      {
        message: 'Found 1 client',
        data: [
          {
            client_id: EXAMPLE_CLIENT_ID,
            name: 'ACME ATS',
            role: 'data',
            status: 'enabled',
            created_at: '2026-11-02T09:00:00.000Z',
            secret_rotated_at: null,
            disabled_at: null,
            last_batch_at: '2026-11-20T10:15:02.120Z',
            resources: {
              'application-steps': { records_stored: 950, last_batch_at: '2026-11-20T10:15:02.120Z' },
              activities: { records_stored: 0, last_batch_at: null },
              'job-offers': { records_stored: 12, last_batch_at: '2026-11-19T08:00:00.412Z' },
            },
          },
        ],
      },
    ],
  },
)

const NewClient = Type.Object(
  {
    name: Type.String({ description: `A label for people: at most ${MAX_CLIENT_NAME_LENGTH} characters, trimmed` }),
    role: Type.Optional(
      roleSchema(
        '`data` (the default); `admin` is refused here (403): only `intake clients create --role admin` makes one',
      ),
    ),
  },
  { additionalProperties: false, examples: [{ name: 'ACME ATS' }] },
)

const CreatedAnswer = Type.Object(
  {
    message: Type.String(),
    data: Type.Array(
      Type.Object({
        client_id: CLIENT_ID,
        client_secret: Type.String({ description: 'Shown this once: only its hash is kept' }),
        name: Type.String(),
        role: ROLE,
      }),
    ),
  },
  {
    description: 'The client was created; its secret is in this answer and nowhere else',
    examples: [
      {
        message: `Created client ${EXAMPLE_CLIENT_ID}`,
        data: [{ client_id: EXAMPLE_CLIENT_ID, client_secret: EXAMPLE_SECRET, name: 'ACME ATS', role: 'data' }],
      },
    ],
  },
)

const stateAnswer = (disabled: boolean) =>
  Type.Object(
    {
      message: Type.String(),
      data: Type.Array(Type.Object({ client_id: CLIENT_ID, disabled: Type.Boolean() })),
    },
    {
      description: disabled ? 'The client is disabled (again, if it was)' : 'The client is enabled (again, if it was)',
      examples: [
        {
          message: `${disabled ? 'Disabled' : 'Enabled'} client ${EXAMPLE_CLIENT_ID}`,
          data: [{ client_id: EXAMPLE_CLIENT_ID, disabled }],
        },
      ],
    },
  )

const RotatedAnswer = Type.Object(
  {
    message: Type.String(),
    data: Type.Array(
      Type.Object({
        client_id: CLIENT_ID,
        client_secret: Type.String({ description: 'Shown this once: only its hash is kept' }),
      }),
    ),
  },
  {
    description:
      'The client has a new secret; the old one no longer gets tokens, and the tokens issued before it are refused',
    examples: [
      {
        message: `Rotated the secret of client ${EXAMPLE_CLIENT_ID}`,
        data: [{ client_id: EXAMPLE_CLIENT_ID, client_secret: EXAMPLE_SECRET }],
      },
    ],
  },
)

const AuditAnswer = Type.Object(
  {
    message: Type.String(),
    data: Type.Array(
      Type.Object({
        id: Type.Integer({ minimum: 1 }),
        at: INSTANT('When the action was done'),
        action: Type.Union(
          AUDITED_ACTIONS.map((action) => Type.Literal(action)),
          { description: 'What was done' },
        ),
        client_id: Type.String({
          description:
            'The client it was done to; of a refused action, as asked (at most 64 characters), empty for a creation',
        }),
        actor: Type.String({ description: 'Who did it: the admin client’s id, or `cli` for `intake clients`' }),
        os_user: Type.Union([Type.String(), Type.Null()], {
          description: 'The operating-system user who ran the CLI; null over HTTP',
        }),
        address: Type.Union([Type.String(), Type.Null()], {
          description:
            'The address the request came from (as TRUST_PROXY reads it); null from the CLI, or when what a proxy forwarded is not an IP address',
        }),
        details: Type.Record(Type.String(), Type.String(), {
          description:
            'What the action was given: `name` and `role` of a creation; of a refused action, `reason`; never a secret',
        }),
        outcome: Type.Union(
          AUDIT_OUTCOMES.map((outcome) => Type.Literal(outcome)),
          {
            description:
              '`done`, or `refused` (an unknown client, an admin client acted on over HTTP, a creation the rules refuse): nothing was changed',
          },
        ),
      }),
    ),
    next_cursor: Type.Union([Type.String(), Type.Null()], {
      description: 'Pass it as cursor for the next page; null on the last page',
    }),
  },
  {
    description: 'One page of the audit log, newest first',
    examples: [
      {
        message: 'Found 2 audit entries',
        data: [
          {
            id: 7,
            at: '2026-11-20T10:20:00.000Z',
            action: 'disable',
            client_id: EXAMPLE_CLIENT_ID,
            actor: 'cl_Qa8rT1yU3iO5pA7sD9fG2h',
            os_user: null,
            address: '203.0.113.7',
            details: {},
            outcome: 'done',
          },
          {
            id: 6,
            at: '2026-11-02T09:00:00.000Z',
            action: 'create',
            client_id: EXAMPLE_CLIENT_ID,
            actor: 'cli',
            os_user: 'ops',
            address: null,
            details: { name: 'ACME ATS', role: 'data' },
            outcome: 'done',
          },
        ],
        next_cursor: null,
      },
    ],
  },
)

/** The module's refusals as answers: 404 for an unknown client, 403 for what no admin may do, else 400. */
export async function answering<T>(action: Promise<T>): Promise<T> {
  try {
    return await action
  } catch (error) {
    if (error instanceof UnknownClientError) throw notFound(error.message)
    if (error instanceof ForbiddenAdministrationError) throw new HttpError(403, error.message)
    if (error instanceof ClientAdministrationError)
      throw new HttpError(400, error.message, { code: error.code ?? 'not_allowed_value' })
    throw error
  }
}

const actorOf = (request: FastifyRequest): Actor => ({
  kind: 'client',
  clientId: request.clientId,
  address: request.ip ?? null,
})

export default async function adminRoutes(
  app: FastifyInstance,
  options: {
    readonly db: Database
    readonly activity: IngestionActivity
    readonly rejections: RejectionLog
    readonly budget: CostBudget
    readonly resourceNames: readonly string[]
    readonly hashing: SecretHashing
    readonly ipv6PrefixLength: number
  },
) {
  const { db, resourceNames, hashing, ipv6PrefixLength } = options
  /** A new secret's hash, in the caller's turn among the node's hashes. */
  const hasherFor =
    (request: FastifyRequest): SecretHasher =>
    (secret) =>
      hashing.run(addressGroup(request.ip, ipv6PrefixLength), () => hashSecret(secret))
  const api = app.withTypeProvider<TypeBoxTypeProvider>()
  const tags = [ADMIN_TAG]
  // The actions take no body, but one sent anyway is parsed like any other: 413 and 415 can happen.
  const actionErrors = errorResponses(400, 401, 403, 404, 413, 415, 429, 500, 503)
  const dataClientsOnly =
    ' A data client only: an admin client, the caller itself included, is managed with the CLI (403).'

  api.get(
    '/clients',
    {
      schema: {
        tags,
        summary: 'Every client, with its role, status, last batch and records stored per resource',
        description:
          'Oldest first, never a secret. Records stored and last batches come from the ingestion counters ' +
          '(the records a client has created; records are never deleted).',
        response: { 200: ClientsAnswer, ...errorResponses(401, 403, 429, 500, 503) },
      },
    },
    async () => {
      const clients = await listClients(db, resourceNames)
      return { message: `Found ${countOf({ singular: 'client', plural: 'clients' }, clients.length)}`, data: clients }
    },
  )

  api.post(
    '/clients',
    {
      schema: {
        tags,
        summary: 'Create a data client; its secret is shown once',
        description:
          'Creates a data client and answers its id and secret: the secret is in this answer only. Admin ' +
          'clients are made only by `intake clients create --role admin` (403 here).',
        body: NewClient,
        response: { 201: CreatedAnswer, ...errorResponses(400, 401, 403, 413, 415, 429, 500, 503) },
      },
    },
    async (request, reply) => {
      const created = await answering(createClient(db, actorOf(request), request.body, hasherFor(request)))
      return reply.code(201).send({ message: `Created client ${created.client_id}`, data: [created] })
    },
  )

  for (const [verb, action, past] of [
    ['disable', disableClient, 'Disabled'],
    ['enable', enableClient, 'Enabled'],
  ] as const) {
    api.post(
      `/clients/:client_id/${verb}`,
      {
        schema: {
          tags,
          summary: verb === 'disable' ? 'Disable a client' : 'Enable a disabled client',
          description:
            (verb === 'disable'
              ? 'No new tokens; its live tokens are refused within CLIENT_STATUS_REFRESH_MS on every node, and stay ' +
                'refused once it is enabled again. Twice is harmless.'
              : 'Tokens again, with the same secret (not those issued before it was disabled). Twice is harmless.') +
            dataClientsOnly,
          params: ClientPath,
          response: { 200: stateAnswer(verb === 'disable'), ...actionErrors },
        },
      },
      async (request) => {
        const state = await answering(action(db, actorOf(request), request.params.client_id))
        return { message: `${past} client ${state.client_id}`, data: [state] }
      },
    )
  }

  api.post(
    '/clients/:client_id/rotate-secret',
    {
      schema: {
        tags,
        summary: 'Give a client a new secret, shown once',
        description:
          'The old secret stops getting tokens at once; the tokens issued before are refused within ' +
          `CLIENT_STATUS_REFRESH_MS on every node.${dataClientsOnly}`,
        params: ClientPath,
        response: { 200: RotatedAnswer, ...actionErrors },
      },
    },
    async (request) => {
      const rotated = await answering(rotateSecret(db, actorOf(request), request.params.client_id, hasherFor(request)))
      return { message: `Rotated the secret of client ${rotated.client_id}`, data: [rotated] }
    },
  )

  api.get(
    '/clients/:client_id/ingestion',
    {
      schema: {
        tags,
        summary: 'What one client has sent, per hour or day and resource',
        description: `As GET /v3/reports/ingestion, for any client. ${INGESTION_REPORT_DESCRIPTION}`,
        params: ClientPath,
        ...ingestionReportSchema,
        response: { ...ingestionReportSchema.response, ...errorResponses(403, 404) },
      },
    },
    async (request) => {
      const clientId = request.params.client_id
      await answering(requireClient(db, clientId))
      return ingestionAnswer(options, request.clientId, clientId, request.query)
    },
  )

  const rejections = rejectionsQuery(resourceNames)
  const rejectionsRoute = rejectionsSchema(resourceNames)
  api.get(
    '/clients/:client_id/rejections',
    {
      schema: {
        tags,
        summary: 'The items one client sent that were rejected',
        description: `As GET /v3/rejections, for any client. ${REJECTIONS_DESCRIPTION}`,
        params: ClientPath,
        ...rejectionsRoute,
        response: { ...rejectionsRoute.response, ...errorResponses(403, 404) },
      },
    },
    async (request) => {
      const clientId = request.params.client_id
      await answering(requireClient(db, clientId))
      return rejectionsAnswer(
        { log: options.rejections, budget: options.budget },
        rejections,
        request.clientId,
        clientId,
        request.query,
      )
    },
  )

  api.get(
    '/audit-log',
    {
      schema: {
        tags,
        summary: 'Every client-administration action, newest first',
        description:
          'Each creation, disabling, enabling and secret rotation, over HTTP or from `intake clients`: when, ' +
          'what, to which client, by whom (an admin client, or `cli` and the operating-system user), from ' +
          'which address, and whether it was done (written in the transaction of the action itself) or refused. ' +
          'Filters combine with AND.',
        querystring: auditLogQuery.schema,
        response: { ...queryAnswers(AuditAnswer), ...errorResponses(403) },
      },
    },
    async (request) => {
      const values = auditLogQuery.read(request.query)
      const { client_id, actor, action, outcome, from, to, limit, cursor } = values
      const rows = await listAudit(db, {
        clientId: client_id,
        actor,
        action,
        outcome,
        from,
        to,
        before: cursor?.before,
        limit: limit + 1,
      })
      return newestFirstAnswer(rows, limit, (at) => auditLogQuery.nextCursor(at, values), {
        singular: 'audit entry',
        plural: 'audit entries',
      })
    },
  )
}
