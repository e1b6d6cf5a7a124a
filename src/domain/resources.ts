import { DEFAULT_ACTIVITY_STATUSES, defineActivities } from './activities.ts'
import { applicationSteps } from './application-steps.ts'
import { jobOffers } from './job-offers.ts'

/** What the resources' declarations take from the configuration. */
export interface ResourceSettings {
  readonly activityStatuses: readonly string[]
}

/**
 * Every resource the service stores, each declared in a file of its own in this folder: the routes,
 * the OpenAPI document, the client library and `intake push` are made from this list. A new resource
 * is its declaration, its line here, and the migration that creates its table.
 */
export function resources(settings: ResourceSettings = { activityStatuses: DEFAULT_ACTIVITY_STATUSES }) {
  return [applicationSteps, defineActivities(settings.activityStatuses), jobOffers] as const
}

export type KnownResource = ReturnType<typeof resources>[number]
export type ResourceName = KnownResource['name']
export type ResourceNamed<N extends ResourceName> = Extract<KnownResource, { name: N }>
