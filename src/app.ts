import Fastify, { type FastifyInstance } from 'fastify'
import type { DestinationStream } from 'pino'
import { watchDisabledClients } from './auth/client-status.ts'
import { createTokenService } from './auth/tokens.ts'
import type { Config } from './config.ts'
import { createClientStore } from './db/clients.ts'
import type { Database } from './db/database.ts'
import { createRecordStore } from './db/record-store.ts'
import { defineActivities } from './domain/activities.ts'
import { applicationSteps } from './domain/application-steps.ts'
import { jobOffers } from './domain/job-offers.ts'
import type { Resource } from './domain/resource.ts'
import { createAjv, createItemValidator } from './domain/validation.ts'
import activityRoutes from './http/activities.ts'
import applicationStepRoutes from './http/application-steps.ts'
import { requireAccessToken } from './http/authenticate.ts'
import errorHandler, { answerFrameworkError } from './http/error-handler.ts'
import jobOfferRoutes from './http/job-offers.ts'
import requestContext, { requestIdOf } from './http/request-context.ts'
import tokenRoutes from './http/token.ts'

export interface AppOptions {
  readonly config: Config
  readonly db: Database
  /** Where the JSON log lines go (standard output when absent). */
  readonly logStream?: DestinationStream
  /** The clock of token issuing and checking (tests move it). */
  readonly now?: () => Date
}

/**
 * The whole HTTP application, ready to listen or to be injected into: the server (server.ts),
 * the tests and the benchmarks all build it here, with the same options.
 */
export async function buildApp({ config, db, logStream, now }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      // Defence in depth: request logs carry no headers or bodies, so secrets and personal data stay out.
      redact: { paths: ['req.headers.authorization', 'req.headers.cookie', 'req.body', 'res.body'], remove: true },
      ...(logStream === undefined ? {} : { stream: logStream }),
    },
    bodyLimit: config.maxBodyBytes,
    requestTimeout: config.requestTimeoutMs,
    genReqId: requestIdOf,
    requestIdHeader: false,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: answerFrameworkError,
  })
  const ajv = createAjv()
  app.setValidatorCompiler(({ schema }) => ajv.compile(schema))
  // Only JSON (and, on the token endpoint, form encoding) is accepted: the rest is 415.
  app.removeContentTypeParser('text/plain')

  await app.register(requestContext)
  await app.register(errorHandler, { maxBodyBytes: config.maxBodyBytes })

  const clients = createClientStore(db)
  const tokens = await createTokenService({ db, settings: config, ...(now === undefined ? {} : { now }) })
  const disabledClients = await watchDisabledClients({
    clients,
    refreshMs: config.clientStatusRefreshMs,
    logger: app.log,
  })
  app.addHook('onClose', async () => disabledClients.stop())

  const ingestionOf = <R extends Resource>(resource: R) => ({
    store: createRecordStore(db, resource),
    validate: createItemValidator(resource, ajv),
    maxBatchItems: config.maxBatchItems,
  })

  await app.register(
    async (v3) => {
      await v3.register(tokenRoutes, { config, tokens, clients })
      await v3.register(async (api) => {
        api.addHook('onRequest', requireAccessToken(tokens, disabledClients))
        await api.register(applicationStepRoutes, ingestionOf(applicationSteps))
        await api.register(activityRoutes, ingestionOf(defineActivities(config.activityStatuses)))
        await api.register(jobOfferRoutes, ingestionOf(jobOffers))
      })
    },
    { prefix: '/v3' },
  )
  return app
}
