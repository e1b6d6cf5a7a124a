import { calendarDate, count, identifier, oneOf, text } from './fields.ts'
import { defineResource } from './resource.ts'

export const DEFAULT_ACTIVITY_STATUSES: readonly string[] = Object.freeze([
  'job_offer_impression',
  'job_offer_view',
  'apply_click',
  'application',
])

/**
 * How many times something of a kind (`status`) happened to one job offer on one day.
 * The allowed statuses are configuration (ACTIVITY_STATUSES), so the resource is built from them.
 */
export function defineActivities(statuses: readonly string[]) {
  return defineResource({
    name: 'activities',
    tag: 'jobboard',
    singular: 'activity',
    plural: 'activities',
    article: 'an',
    patchable: false,
    table: 'activities',
    fields: {
      recorded_at: calendarDate(true),
      job_offer_reference: identifier(true),
      job_offer_reference_2: identifier(false),
      job_offer_reference_3: identifier(false),
      job_offer_title: text(false, 1_000),
      status: oneOf(statuses),
      subsidiary: text(false),
      subsidiary_jobboard_id: identifier(false),
      count: count(),
    },
    naturalKey: ['recorded_at', 'job_offer_reference', 'status', 'subsidiary_jobboard_id'],
    exactFilters: ['job_offer_reference', 'subsidiary', 'status'],
    example: {
      recorded_at: '2026-11-20',
      job_offer_reference: 'JO-2026-042',
      job_offer_title: 'Data engineer',
      status: statuses[0],
      subsidiary: 'Paris',
      subsidiary_jobboard_id: 'paris-01',
      count: 1520,
    },
  })
}

export type Activities = ReturnType<typeof defineActivities>
