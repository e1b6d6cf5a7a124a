import { createHash, timingSafeEqual } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client'
import type { Database } from '../../db/database.ts'
import { HttpError } from '../../errors.ts'
import { ERROR_RESPONSES, OPERATIONS_TAG } from '../responses.ts'

/**
 * Prometheus metrics (prom-client), one registry per application so that several apps in one process
 * (tests) never share counters. Served at GET /metrics, outside /v3.
 */
export function createMetrics(db: Database, deliveryDb: Database = db) {
  const registry = new Registry()
  collectDefaultMetrics({ register: registry })
  /** A pool's gauges, named `<prefix>_…`, `of` ending their help. */
  const poolGauges = (prefix: string, of: string, source: Database) => {
    const gauge = (name: string, help: string, pick: (stats: ReturnType<Database['poolStats']>) => number) =>
      new Gauge({
        name: `${prefix}_${name}`,
        help: `${help}${of}`,
        registers: [registry],
        collect() {
          this.set(pick(source.poolStats()))
        },
      })
    gauge('connections', 'Database connections open', (stats) => stats.total)
    gauge('idle_connections', 'Database connections open and idle', (stats) => stats.idle)
    gauge('waiting_requests', 'Queries waiting for a database connection', (stats) => stats.waiting)
    gauge('max_connections', 'Database connections the pool may open', (stats) => stats.max)
  }
  poolGauges('intake_db_pool', '', db)
  if (deliveryDb !== db) poolGauges('intake_webhook_db_pool', ', of the webhook delivery', deliveryDb)

  return {
    registry,
    requests: new Counter({
      name: 'intake_http_requests_total',
      help: 'HTTP requests answered',
      labelNames: ['route', 'method', 'status'] as const,
      registers: [registry],
    }),
    connectionsRejected: new Counter({
      name: 'intake_connections_rejected_total',
      help:
        'Connections refused and closed before a request could be routed (a malformed request line or header, ' +
        'headers too large, a request not received within REQUEST_TIMEOUT_MS), by the status answered when the ' +
        'socket could still be written to, and Node error code',
      labelNames: ['status', 'reason'] as const,
      registers: [registry],
    }),
    requestDuration: new Histogram({
      name: 'intake_http_request_duration_seconds',
      help: 'Time to answer an HTTP request',
      labelNames: ['route', 'method', 'status'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    recordsStored: new Counter({
      name: 'intake_records_stored_total',
      help: 'Records stored (created or updated by natural key), by resource and client',
      labelNames: ['resource', 'client_id'] as const,
      registers: [registry],
    }),
    recordsRejected: new Counter({
      name: 'intake_records_rejected_total',
      help: 'Batch items rejected by validation, by resource and client',
      labelNames: ['resource', 'client_id'] as const,
      registers: [registry],
    }),
    lastBatch: new Gauge({
      name: 'intake_client_last_batch_timestamp_seconds',
      help: 'When this node last received a batch (of any resource) from the client, in Unix seconds',
      labelNames: ['client_id'] as const,
      registers: [registry],
    }),
    batchSize: new Histogram({
      name: 'intake_batch_items',
      help: 'Items per batch request',
      labelNames: ['resource'] as const,
      buckets: [1, 10, 100, 500, 1_000, 2_500, 5_000, 10_000],
      registers: [registry],
    }),
    expensiveReads: new Counter({
      name: 'intake_expensive_reads_total',
      help:
        'Statements of expensive reads (list pages, export chunks, reports, the rejection log) by outcome: ran, ' +
        'or refused because the client (client_busy, 429) or the node (node_busy, 503) held its share',
      labelNames: ['outcome'] as const,
      registers: [registry],
    }),
    expensiveReadsRunning: new Gauge({
      name: 'intake_expensive_reads_running',
      help: 'Statements of expensive reads running on this node',
      registers: [registry],
    }),
    expensiveReadsWaiting: new Gauge({
      name: 'intake_expensive_reads_waiting',
      help: 'Statements of expensive reads waiting for their turn on this node',
      registers: [registry],
    }),
    tokens: new Counter({
      name: 'intake_token_requests_total',
      help: 'Token requests by outcome (issued, or the OAuth error code)',
      labelNames: ['outcome'] as const,
      registers: [registry],
    }),
    secretHashes: new Counter({
      name: 'intake_secret_hashes_total',
      help:
        'Client secrets to hash (token requests, new and rotated secrets) by outcome: hashed, or refused before ' +
        'hashing because the address (caller_busy) or the node (queue_full) had too many waiting',
      labelNames: ['outcome'] as const,
      registers: [registry],
    }),
    secretHashesWaiting: new Gauge({
      name: 'intake_secret_hashes_waiting',
      help: 'Client secrets waiting for their turn to be hashed',
      registers: [registry],
    }),
    webhookAttempts: new Counter({
      name: 'intake_webhook_attempts_total',
      help:
        'Webhook messages sent by this node, by outcome: delivered, retry (failed, to be sent again), or ' +
        'disabled (the endpoint was disabled by the answer)',
      labelNames: ['outcome'] as const,
      registers: [registry],
    }),
    webhookLag: new Histogram({
      name: 'intake_webhook_delivery_lag_seconds',
      help: 'From a change to the delivery of the message holding it (its newest event), for messages delivered by this node',
      buckets: [0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 300, 3600],
      registers: [registry],
    }),
  }
}

export type Metrics = ReturnType<typeof createMetrics>

/**
 * Counts and times every answer by route template (never the raw URL, whose ids would make unbounded
 * label sets), and serves GET /metrics. Through request-context's onAnswer, which sees every answer,
 * those sent before routing too (a route's onResponse hook misses them).
 */
export default fp(
  async (app: FastifyInstance, options: { metrics: Metrics; token: string | undefined }) => {
    const { metrics, token } = options
    const digest = (text: string) => createHash('sha256').update(text).digest()
    const expected = token === undefined ? undefined : digest(`Bearer ${token}`)
    app.onAnswer((request, reply, durationMs) => {
      const labels = {
        route: request.routeOptions.url ?? 'unknown',
        method: request.method,
        status: String(reply.statusCode),
      }
      metrics.requests.inc(labels)
      metrics.requestDuration.observe(labels, durationMs / 1000)
    })

    const schema = {
      tags: [OPERATIONS_TAG],
      summary: 'Prometheus metrics',
      description:
        'The Prometheus text exposition format. Where METRICS_TOKEN is set, it needs Authorization: Bearer <METRICS_TOKEN>.',
      response: {
        200: {
          description: 'The metrics, in the Prometheus text exposition format 0.0.4',
          content: { 'text/plain': { schema: { type: 'string' } } },
        },
        401: {
          ...ERROR_RESPONSES[401],
          description: 'METRICS_TOKEN is set and the request does not carry it',
          headers: { 'www-authenticate': { type: 'string', description: '`Bearer realm="intake-metrics"`' } },
        },
        500: ERROR_RESPONSES[500],
      },
    }
    app.get('/metrics', { logLevel: 'warn', schema }, async (request, reply) => {
      if (expected !== undefined && !timingSafeEqual(digest(request.headers.authorization ?? ''), expected)) {
        throw new HttpError(401, 'GET /metrics needs Authorization: Bearer <METRICS_TOKEN>', {
          headers: { 'www-authenticate': 'Bearer realm="intake-metrics"' },
        })
      }
      return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics())
    })
  },
  { name: 'metrics', dependencies: ['request-context'] },
)
