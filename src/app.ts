import zlib from 'node:zlib'
import compress from '@fastify/compress'
import rateLimit from '@fastify/rate-limit'
import Fastify, { type FastifyInstance, LogController } from 'fastify'
import { Redis } from 'ioredis'
import type { DestinationStream } from 'pino'
import { watchClientStatus } from './auth/client-status.ts'
import { createSecretHashing } from './auth/secret-hashing.ts'
import { createTokenService } from './auth/tokens.ts'
import { createClientTurns } from './client-turns.ts'
import type { Config } from './config.ts'
import { createFactsKeeping, notePatchedApplicationSql } from './db/application-facts-keeping.ts'
import { createApplications } from './db/applications.ts'
import { createChangeFeed, eventTypes } from './db/change-feed.ts'
import { createClientStore, type Role } from './db/clients.ts'
import type { Database } from './db/database.ts'
import { createEventPages } from './db/event-pages.ts'
import { createFunnelReport } from './db/funnel-report.ts'
import { createIngestionActivity } from './db/ingestion-activity.ts'
import { createIngestionJournal } from './db/ingestion-journal.ts'
import { createPersonalDataStore } from './db/personal-data.ts'
import { createPipelineReport } from './db/pipeline-report.ts'
import { createPipelines } from './db/pipelines.ts'
import { createRecordStore } from './db/record-store.ts'
import { createRejectionLog } from './db/rejections.ts'
import { createWebhookEndpoints } from './db/webhook-endpoints.ts'
import { createWebhookDeliveries } from './db/webhook-log.ts'
import { createWebhookQueue } from './db/webhook-queue.ts'
import { jsonShapeLimits } from './domain/json-shape.ts'
import type { Resource } from './domain/resource.ts'
import { resources as declaredResources } from './domain/resources.ts'
import { createAjv, createItemValidator } from './domain/validation.ts'
import { HttpError } from './errors.ts'
import { createExportLimit } from './http/concurrent-exports.ts'
import { connectionsForExpensiveReads, createCostBudget } from './http/cost-budget.ts'
import { requireAccessToken } from './http/plugins/authenticate.ts'
import errorHandler, { answerFrameworkError, clientErrorHandler } from './http/plugins/error-handler.ts'
import { parseJsonBodies } from './http/plugins/json-body.ts'
import metricsPlugin, { createMetrics } from './http/plugins/metrics.ts'
import { refuseUndeclaredQueryParameters } from './http/plugins/no-query-parameters.ts'
import openapi, { bearerSecurity } from './http/plugins/openapi.ts'
import overload from './http/plugins/overload.ts'
import { rateLimitSettings } from './http/plugins/rate-limits.ts'
import requestContext, { requestIdOf } from './http/plugins/request-context.ts'
import { normaliseContentEncoding } from './http/plugins/request-encoding.ts'
import sendTimeout from './http/plugins/send-timeout.ts'
import { validatorCompiler } from './http/query-parameters.ts'
import { ERROR_RESPONSES } from './http/responses.ts'
import adminRoutes from './http/routes/admin.ts'
import { adminWebhookRoutes } from './http/routes/admin-webhooks.ts'
import { applicationsRoutes } from './http/routes/applications.ts'
import { batchRoute } from './http/routes/batch.ts'
import { changesRoutes } from './http/routes/changes.ts'
import consoleRoutes from './http/routes/console.ts'
import funnelReportRoutes from './http/routes/funnel-report.ts'
import healthRoutes from './http/routes/health.ts'
import ingestionReportRoutes from './http/routes/ingestion-report.ts'
import oauthMetadataRoutes from './http/routes/oauth-metadata.ts'
import { patchRoute } from './http/routes/patch.ts'
import personalDataRoutes from './http/routes/personal-data.ts'
import { pipelineRoutes } from './http/routes/pipeline.ts'
import { pipelineReportRoutes } from './http/routes/pipeline-report.ts'
import { readRoutes } from './http/routes/read.ts'
import rejectionsRoutes from './http/routes/rejections.ts'
import tokenRoutes from './http/routes/token.ts'
import { webhookActionRoutes } from './http/routes/webhook-actions.ts'
import { webhooksRoutes } from './http/routes/webhooks.ts'
import { APPLICATION_FACTS_INTERVAL_MS, createApplicationFactsJob } from './jobs/application-facts.ts'
import { CHANGES_PRUNING_INTERVAL_MS, createChangesPruning } from './jobs/changes-pruning.ts'
import { createPersonalDataRetention } from './jobs/personal-data-retention.ts'
import { createRejectionsPruning, REJECTIONS_PRUNING_INTERVAL_MS } from './jobs/rejections-pruning.ts'
import { createWebhookDelivery, WEBHOOK_DELIVERY_INTERVAL_MS } from './webhooks/delivery.ts'
import { webhookSecretStorage } from './webhooks/secret-storage.ts'

/** Fastify's `trustProxy` for TRUST_PROXY: a hop count as proxy-addr's hop test (what Fastify does with a number). */
function trustedProxiesOf(setting: number | readonly string[]): string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return [...setting]
  return (_address, hop) => hop < setting
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Re-reads now what tokens are checked against, as the timers do every SIGNING_KEYS_REFRESH_MS and
     * CLIENT_STATUS_REFRESH_MS: the signing keys, and the clients whose tokens are refused. For tests.
     */
    refreshTokenChecks(): Promise<void>
  }
}

export interface AppOptions {
  readonly config: Config
  readonly db: Database
  /** The connections webhook delivery uses (db/open.ts, openDeliveryDatabase); `db` when absent. */
  readonly deliveryDb?: Database
  /** Where the JSON log lines go (standard output when absent). */
  readonly logStream?: DestinationStream
  /** The clock of token issuing and checking, and of the personal-data retention cutoff (tests move it). */
  readonly now?: () => Date
  /** The resources served: domain/resources.ts's for the configuration when absent. */
  readonly resources?: readonly Resource[]
  /**
   * False: this node sends no webhook (the tests of the endpoints' HTTP surface, which set the
   * queue's state themselves). Every node sends them otherwise.
   */
  readonly deliverWebhooks?: boolean
}

/**
 * The whole HTTP application, ready to listen or to be injected into: the server (server.ts),
 * the tests and the benchmarks all build it here, with the same options.
 */
export async function buildApp({
  config,
  db,
  deliveryDb = db,
  logStream,
  now,
  resources = declaredResources(config),
  deliverWebhooks = true,
}: AppOptions): Promise<FastifyInstance> {
  const metrics = createMetrics(db, deliveryDb)
  const app = Fastify({
    logger: {
      level: config.logLevel,
      // Defence in depth: request logs carry no headers or bodies, so secrets and personal data stay out.
      redact: { paths: ['req.headers.authorization', 'req.headers.cookie', 'req.body', 'res.body'], remove: true },
      ...(logStream === undefined ? {} : { stream: logStream }),
    },
    bodyLimit: config.maxBodyBytes,
    // Off unless TRUST_PROXY names the proxies: otherwise any caller could pick its own address.
    ...(config.trustProxy === undefined ? {} : { trustProxy: trustedProxiesOf(config.trustProxy) }),
    requestTimeout: config.requestTimeoutMs,
    // Given to Node's server at its creation too: set afterwards (as Fastify does), the timeout applies to
    // the request head only, and a client trickling its body could hold a connection forever. Node
    // checks for expired requests every connectionsCheckingInterval (30 s by default).
    http: {
      requestTimeout: config.requestTimeoutMs,
      connectionsCheckingInterval: Math.min(1_000, config.requestTimeoutMs),
    },
    clientErrorHandler: clientErrorHandler(config.requestTimeoutMs, metrics.connectionsRejected),
    genReqId: requestIdOf,
    requestIdHeader: false,
    // One access-log line per request comes from http/plugins/request-context.ts instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    // A path parameter of any length reaches its route's validation (400 with the contract's reason)
    // instead of the router's 414 at 100 characters: a 255-character candidate_ats_id is valid, and
    // percent-encoding makes it up to 9 times longer. Node's header size limit bounds the URL anyway.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 16 * 1024 },
    frameworkErrors: answerFrameworkError,
  })
  const ajv = createAjv()
  app.setValidatorCompiler(validatorCompiler(ajv))
  // Only JSON (and, on the token endpoint, form encoding) is accepted: the rest is 415.
  app.removeContentTypeParser('text/plain')
  // A client's bodies are parsed and its batches validated one at a time on this node.
  const turns = createClientTurns()
  parseJsonBodies(app, jsonShapeLimits(config), turns)

  // No offline queue and one try per command: while Redis is away, the limiter fails fast and lets
  // requests through uncounted (skipOnError) instead of holding them; it reconnects in the background.
  const redis =
    config.redisUrl === undefined
      ? undefined
      : new Redis(config.redisUrl, {
          enableOfflineQueue: false,
          maxRetriesPerRequest: 0,
          connectTimeout: 1_000,
          commandTimeout: 500,
        })
  if (redis !== undefined) {
    redis.on('error', (error) => app.log.warn({ cause: error.message }, 'redis unavailable'))
    app.addHook('onClose', async () => {
      redis.disconnect()
    })
  }
  const rateLimits = rateLimitSettings(redis)

  await app.register(requestContext)
  await app.register(errorHandler, { maxBodyBytes: config.maxBodyBytes })
  // Before authentication and everything else: a shed request should cost next to nothing.
  await app.register(overload, {
    db,
    maxEventLoopDelayMs: config.maxEventLoopDelayMs,
    maxDatabaseWaiting: config.maxDatabaseWaiting,
  })
  // Compressed request bodies are inflated before parsing, so MAX_BODY_BYTES bounds the inflated size.
  app.addHook('onRequest', normaliseContentEncoding)
  await app.register(compress, {
    global: true,
    threshold: 1024,
    // The default list of compressible types, plus NDJSON (exports).
    customTypes: /^text\/(?!event-stream)|(?:\+|\/)(?:x-nd)?json(?:;|$)|(?:\+|\/)xml(?:;|$)/,
    encodings: ['br', 'gzip', 'deflate'],
    // The fastest levels (docs/operations.md, Compression).
    brotliOptions: {
      params: {
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_QUALITY]: 1,
      },
    },
    zlibOptions: { level: 1 },
    requestEncodings: ['br', 'gzip', 'deflate'],
    onUnsupportedRequestEncoding: (encoding) =>
      new HttpError(415, `Unsupported Content-Encoding "${encoding}": send gzip, deflate, br or none`),
    // Copied onto zlib's error by @fastify/compress (Object.assign): a plain object, so the message goes too.
    onInvalidRequestPayload: (encoding) => ({
      name: 'InvalidCompressedBody',
      statusCode: 400,
      message: `The request body is not valid ${encoding} data`,
    }),
  })
  await app.register(sendTimeout, { sendTimeoutMs: config.sendTimeoutMs })
  await app.register(openapi, { publicUrl: config.publicUrl, resources })
  await app.register(metricsPlugin, { metrics, token: config.metricsToken })
  const tokens = await createTokenService({
    db,
    settings: config,
    logger: app.log,
    ...(now === undefined ? {} : { now }),
  })
  app.addHook('onClose', async () => tokens.stop())
  await app.register(healthRoutes, {
    db,
    probeTimeoutMs: config.databaseTimeoutMs,
    cannotSign: () => tokens.cannotSign(),
  })
  await app.register(oauthMetadataRoutes, { config })
  await app.register(consoleRoutes)

  const clients = createClientStore(db)
  const hashing = createSecretHashing({
    counted: (outcome) => metrics.secretHashes.inc({ outcome }),
    waiting: (count) => metrics.secretHashesWaiting.set(count),
  })
  const clientStatus = await watchClientStatus({
    clients,
    refreshMs: config.clientStatusRefreshMs,
    logger: app.log,
  })
  app.addHook('onClose', async () => clientStatus.stop())
  app.decorate('refreshTokenChecks', async () => {
    await Promise.all([tokens.refreshKeys(), clientStatus.refresh()])
  })

  const personalData = createPersonalDataStore(db, now)
  if (config.piiRetentionDays !== undefined) {
    const retention = createPersonalDataRetention({
      store: personalData,
      retentionDays: config.piiRetentionDays,
      logger: app.log,
      ...(now === undefined ? {} : { now }),
    })
    app.addHook('onReady', async () => retention.start(config.piiRetentionIntervalMs))
    // preClose, before the onClose hooks (server.ts closes the database there): the chunk in flight ends first.
    app.addHook('preClose', async () => retention.stop())
  }

  const journal = createIngestionJournal(db, now, {
    maxRejectionsPerClient: config.maxRejectionsPerClient,
    resources: resources.map((resource) => resource.name),
    turns,
  })
  const exportLimit = createExportLimit(config.maxExportsPerClient)
  const rejectionLog = createRejectionLog(db, config)
  // Every expensive read of this node takes its turns here (docs/security.md, the cost model).
  const budget = createCostBudget(
    {
      perClient: config.expensiveReadsPerClient,
      atOnce: connectionsForExpensiveReads(db.poolStats().max, config.expensiveReadsPoolPercent),
      maxWaitMs: config.expensiveReadsWaitMs,
    },
    {
      counted: (outcome) => metrics.expensiveReads.inc({ outcome }),
      changed: ({ running, waiting }) => {
        metrics.expensiveReadsRunning.set(running)
        metrics.expensiveReadsWaiting.set(waiting)
      },
    },
  )
  const rejectionsPruning = createRejectionsPruning({
    log: rejectionLog,
    retentionDays: config.rejectionsRetentionDays,
    maxPerClient: config.maxRejectionsPerClient,
    logger: app.log,
    ...(now === undefined ? {} : { now }),
  })
  app.addHook('onReady', async () => rejectionsPruning.start(REJECTIONS_PRUNING_INTERVAL_MS))
  app.addHook('preClose', async () => rejectionsPruning.stop())
  const changeFeed = createChangeFeed(db)
  const changesPruning = createChangesPruning({
    feed: changeFeed,
    retentionDays: config.changesRetentionDays,
    logger: app.log,
    ...(now === undefined ? {} : { now }),
  })
  app.addHook('onReady', async () => changesPruning.start(CHANGES_PRUNING_INTERVAL_MS))
  app.addHook('preClose', async () => changesPruning.stop())
  const webhookReads = { kind: 'webhooks read', timeoutMs: config.readStatementTimeoutMs }
  const webhookSecrets = webhookSecretStorage(config.signingKeyEncryptionKey)
  const webhooks = {
    endpoints: createWebhookEndpoints(db, webhookReads, webhookSecrets, now),
    deliveries: createWebhookDeliveries(db, webhookReads),
    budget,
    types: eventTypes(resources),
    maxPerClient: config.maxWebhooksPerClient,
    policy: { allowHttp: config.webhookAllowHttp, allowPrivateAddresses: config.webhookAllowPrivateAddresses },
    retentionDays: config.changesRetentionDays,
    now: now ?? (() => new Date()),
  }
  if (config.signingKeyEncryptionKey !== undefined) {
    const sealed = await webhooks.endpoints.sealClearSecrets()
    if (sealed > 0) app.log.info({ endpoints: sealed }, 'webhook secrets stored in clear are now encrypted')
  }
  const facts = createFactsKeeping(db)
  const factsJob = createApplicationFactsJob({ facts, logger: app.log })
  if (config.applicationFactsJob) {
    app.addHook('onReady', async () => factsJob.start(APPLICATION_FACTS_INTERVAL_MS))
    app.addHook('preClose', async () => factsJob.stop())
  }
  const ingestionOf = <R extends Resource>(resource: R) => ({
    resource,
    store: createRecordStore(db, resource, config),
    budget,
    journal,
    turns,
    validate: createItemValidator(resource),
    maxBatchItems: config.maxBatchItems,
    maxErrorsPerItem: config.maxErrorsPerItem,
    maxErrorsPerBatch: config.maxErrorsPerBatch,
    maxPageBytes: config.maxPageBytes,
    maxBodyBytes: config.maxBodyBytes,
    csvNeutraliseFormulas: config.csvNeutraliseFormulas,
    exportLimit,
    metrics,
  })

  const ingestions = resources.map(ingestionOf)
  const eventPages = createEventPages(db, { kind: 'change feed', timeoutMs: config.readStatementTimeoutMs }, resources)
  const webhookDelivery = createWebhookDelivery({
    db: deliveryDb,
    queue: createWebhookQueue(deliveryDb, eventPages),
    pages: eventPages,
    policy: { allowHttp: config.webhookAllowHttp, allowPrivateAddresses: config.webhookAllowPrivateAddresses },
    secrets: webhookSecrets,
    logger: app.log,
    ...(now === undefined ? {} : { now }),
    counted: (outcome) => metrics.webhookAttempts.inc({ outcome }),
    delivered: (lagSeconds) => metrics.webhookLag.observe(lagSeconds),
  })
  if (deliverWebhooks) {
    app.addHook('onReady', async () => webhookDelivery.start(WEBHOOK_DELIVERY_INTERVAL_MS))
    app.addHook('preClose', async () => webhookDelivery.stop())
  }

  await app.register(
    async (v3) => {
      await v3.register(tokenRoutes, {
        config,
        tokens,
        clients,
        metrics,
        rateLimits,
        hashing,
      })
      // The data endpoints and the admin ones: each a token of its role (403 for the other's), each
      // client limited to REQUESTS_PER_MINUTE.
      const withToken = async (api: FastifyInstance, scope: Role) => {
        api.addHook('onRequest', requireAccessToken(tokens, clientStatus, scope))
        api.addHook('onRequest', async (request, reply) => turns.inProgress(request.clientId, reply.raw))
        api.addHook('onRoute', (route) => {
          route.schema = {
            ...route.schema,
            security: bearerSecurity(scope),
            response: { ...(route.schema?.response as object), 403: ERROR_RESPONSES[403] },
          }
        })
        await api.register(rateLimit, {
          ...rateLimits,
          global: true,
          // After the token is checked (onRequest), before the body is read: a request past its client's
          // limit costs no parsing.
          hook: 'preParsing',
          max: config.requestsPerMinute,
          keyGenerator: (request) => `api-client:${request.clientId}`,
        })
        // After the rate limit's onRoute hook, so that a request refused here is counted too. The
        // endpoints without a token still ignore parameters they do not know: the token endpoint as RFC 6749
        // section 3.2 requires, the metadata, documents, probes, /metrics and console files as the tools
        // that fetch them expect (a cache-busting `?v=`, a scraper's `params`).
        api.addHook('onRoute', refuseUndeclaredQueryParameters)
      }
      const activity = createIngestionActivity(db, config)
      const resourceNames = resources.map((resource) => resource.name)
      await v3.register(
        async (admin) => {
          await withToken(admin, 'admin')
          await admin.register(adminRoutes, {
            db,
            activity,
            rejections: rejectionLog,
            budget,
            resourceNames,
            hashing,
            ipv6PrefixLength: config.ipv6PrefixLength,
          })
          await admin.register(adminWebhookRoutes, { ...webhooks, db })
        },
        { prefix: '/admin' },
      )
      await v3.register(async (api) => {
        await withToken(api, 'data')
        for (const ingestion of ingestions) {
          batchRoute(api, ingestion)
          readRoutes(api, ingestion)
          if (ingestion.resource.patchable) {
            patchRoute(api, {
              ...ingestion,
              ...(ingestion.resource.name === 'application-steps'
                ? { alsoInStatement: notePatchedApplicationSql }
                : {}),
            })
          }
        }
        await api.register(changesRoutes, {
          pages: eventPages,
          budget,
          retentionDays: config.changesRetentionDays,
        })
        await api.register(webhooksRoutes, webhooks)
        await api.register(webhookActionRoutes, webhooks)
        await api.register(funnelReportRoutes, {
          report: createFunnelReport(db, config.activityStatuses, config, now),
          budget,
          activityStatuses: config.activityStatuses,
        })
        const pipelines = createPipelines(db, { kind: 'pipeline', timeoutMs: config.reportStatementTimeoutMs })
        await api.register(pipelineRoutes, { pipelines, budget })
        await api.register(pipelineReportRoutes, {
          report: createPipelineReport(db, facts, config, now),
          pipelines,
          budget,
        })
        await api.register(applicationsRoutes, {
          applications: createApplications(db, facts, config),
          pipelines,
          budget,
          exportLimit,
          csvNeutraliseFormulas: config.csvNeutraliseFormulas,
        })
        await api.register(personalDataRoutes, { store: personalData, journal })
        await api.register(ingestionReportRoutes, { activity, budget, resourceNames })
        await api.register(rejectionsRoutes, { log: rejectionLog, budget, resourceNames })
      })
    },
    { prefix: '/v3' },
  )
  return app
}
