import type { FastifyInstance } from 'fastify'
import type { jobOffers } from '../domain/job-offers.ts'
import { type BatchRouteOptions, batchRoute } from './batch.ts'

/** POST /v3/jobboard/job-offers: job offers as published on job boards. */
export default async function jobOfferRoutes(app: FastifyInstance, options: BatchRouteOptions<typeof jobOffers>) {
  batchRoute(app, '/jobboard/job-offers', options)
}
