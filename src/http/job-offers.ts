import type { FastifyInstance } from 'fastify'
import type { jobOffers } from '../domain/job-offers.ts'
import { type BatchRouteOptions, batchRoute } from './batch.ts'
import { readRoutes } from './read.ts'

/** /v3/jobboard/job-offers: job offers as published on job boards; stored in batches, read back. */
export default async function jobOfferRoutes(app: FastifyInstance, options: BatchRouteOptions<typeof jobOffers>) {
  batchRoute(app, '/jobboard/job-offers', options)
  readRoutes(app, '/jobboard/job-offers', options)
}
