import type { FastifyInstance } from 'fastify'
import type { Activities } from '../domain/activities.ts'
import { type BatchRouteOptions, batchRoute } from './batch.ts'
import { readRoutes } from './read.ts'

/** /v3/jobboard/activities: daily counts per job offer and status, from job boards; stored in batches, read back. */
export default async function activityRoutes(app: FastifyInstance, options: BatchRouteOptions<Activities>) {
  batchRoute(app, '/jobboard/activities', options)
  readRoutes(app, '/jobboard/activities', options)
}
