import { identifier, text } from './fields.ts'
import { defineResource } from './resource.ts'

/** A job offer as published on a job board. */
export const jobOffers = defineResource({
  name: 'job-offers',
  tag: 'jobboard',
  singular: 'job offer',
  plural: 'job offers',
  article: 'a',
  patchable: false,
  table: 'job_offers',
  fields: {
    title: text(false, 1_000),
    reference: identifier(true),
    reference_2: identifier(false),
    reference_3: identifier(false),
    subsidiary: text(false),
    subsidiary_jobboard_id: identifier(false),
    description: text(false, 100_000),
  },
  naturalKey: ['reference'],
  exactFilters: ['reference', 'subsidiary'],
  example: {
    reference: 'JO-2026-042',
    title: 'Data engineer',
    subsidiary: 'Paris',
    subsidiary_jobboard_id: 'paris-01',
    description: 'Build the pipelines that bring recruiting data to analysts.',
  },
})
