/**
 * Generated from the service's resource declarations (src/domain/resources.ts) by `npm run client:types`
 * (scripts/client-types.ts). Do not edit: change the declarations and run the command again.
 * test/client-package.test.ts fails while this file is out of date.
 */

/** The resources the service stores, by name. */
export const RESOURCE_NAMES = ["application-steps","activities","job-offers"] as const
export type ResourceName = (typeof RESOURCE_NAMES)[number]

/** Where each resource is sent and read, under the service's base address. */
export const RESOURCE_PATHS: Readonly<Record<ResourceName, string>> = Object.freeze({
  "application-steps": "/v3/ats/application-steps",
  "activities": "/v3/jobboard/activities",
  "job-offers": "/v3/jobboard/job-offers",
})

/**
 * The filters of each resource's list: the fields matched exactly, and the kind of `recorded_from` and
 * `recorded_to` (a day or an instant; null when the resource has no recorded_at); every list also takes
 * `updated_since`, `limit` and `cursor`.
 */
export const RESOURCE_LIST_FILTERS: Readonly<
  Record<ResourceName, { readonly exact: readonly string[]; readonly recorded: 'date' | 'date-time' | null }>
> = Object.freeze({
  "application-steps": { exact: ["job_offer_reference","subsidiary","step","application_ats_id","candidate_ats_id"], recorded: "date-time" },
  "activities": { exact: ["job_offer_reference","subsidiary","status"], recorded: "date" },
  "job-offers": { exact: ["reference","subsidiary"], recorded: null },
})

/** The groupings of the funnel report (its `group_by`). */
export const FUNNEL_GROUPINGS = ["job_offer_reference","subsidiary","source","day"] as const

/** One application step as a client sends it (POST /v3/ats/application-steps). */
export interface ApplicationStepsInput {
  /** Format: date-time. */
  readonly recorded_at: string
  /** A string, or an integer that is stored and returned as its decimal text. At most 255 characters. */
  readonly job_offer_reference: string | number
  /** A string, or an integer that is stored and returned as its decimal text. At most 255 characters. */
  readonly job_offer_reference_2?: string | number | null
  /** A string, or an integer that is stored and returned as its decimal text. At most 255 characters. */
  readonly job_offer_reference_3?: string | number | null
  /** At most 1000 characters. */
  readonly job_offer_title?: string | null
  /** Format: date-time. */
  readonly candidate_creation_date?: string | null
  /** Format: email. At most 254 characters. */
  readonly candidate_mail?: string | null
  /** Format: phone. At most 32 characters. */
  readonly candidate_phone?: string | null
  /** A string, or an integer that is stored and returned as its decimal text. At most 255 characters. */
  readonly candidate_ats_id: string | number
  /** At most 255 characters. */
  readonly source?: string | null
  /** At most 255 characters. */
  readonly step: string
  /** A string, or an integer that is stored and returned as its decimal text. At most 255 characters. */
  readonly step_ats_id?: string | number | null
  /** A string, or an integer that is stored and returned as its decimal text. At most 255 characters. */
  readonly application_ats_id: string | number
  /** At most 255 characters. */
  readonly subsidiary?: string | null
  /** A string, or an integer that is stored and returned as its decimal text. At most 255 characters. */
  readonly subsidiary_ats_id?: string | number | null
}

/** One application step as the service returns it (GET /v3/ats/application-steps/{id}). */
export interface ApplicationStepsRecord {
  readonly id: number
  /** Format: date-time. */
  readonly recorded_at: string
  readonly job_offer_reference: string
  readonly job_offer_reference_2: string | null
  readonly job_offer_reference_3: string | null
  readonly job_offer_title: string | null
  /** Format: date-time. */
  readonly candidate_creation_date: string | null
  readonly candidate_mail: string | null
  readonly candidate_phone: string | null
  readonly candidate_ats_id: string
  readonly source: string | null
  readonly step: string
  readonly step_ats_id: string | null
  readonly application_ats_id: string
  readonly subsidiary: string | null
  readonly subsidiary_ats_id: string | null
  /** Format: date-time. */
  readonly created_at: string
  /** Format: date-time. */
  readonly updated_at: string
}

/** One activity as a client sends it (POST /v3/jobboard/activities). */
export interface ActivitiesInput {
  /** Format: date. */
  readonly recorded_at: string
  /** A string, or an integer that is stored and returned as its decimal text. At most 255 characters. */
  readonly job_offer_reference: string | number
  /** A string, or an integer that is stored and returned as its decimal text. At most 255 characters. */
  readonly job_offer_reference_2?: string | number | null
  /** A string, or an integer that is stored and returned as its decimal text. At most 255 characters. */
  readonly job_offer_reference_3?: string | number | null
  /** At most 1000 characters. */
  readonly job_offer_title?: string | null
  /** One of the server's allowed values (by default: job_offer_impression, job_offer_view, apply_click, application). */
  readonly status: string
  /** At most 255 characters. */
  readonly subsidiary?: string | null
  /** A string, or an integer that is stored and returned as its decimal text. At most 255 characters. */
  readonly subsidiary_jobboard_id?: string | number | null
  readonly count: number
}

/** One activity as the service returns it (GET /v3/jobboard/activities/{id}). */
export interface ActivitiesRecord {
  readonly id: number
  /** Format: date. */
  readonly recorded_at: string
  readonly job_offer_reference: string
  readonly job_offer_reference_2: string | null
  readonly job_offer_reference_3: string | null
  readonly job_offer_title: string | null
  readonly status: string
  readonly subsidiary: string | null
  readonly subsidiary_jobboard_id: string | null
  readonly count: number
  /** Format: date-time. */
  readonly created_at: string
  /** Format: date-time. */
  readonly updated_at: string
}

/** One job offer as a client sends it (POST /v3/jobboard/job-offers). */
export interface JobOffersInput {
  /** At most 1000 characters. */
  readonly title?: string | null
  /** A string, or an integer that is stored and returned as its decimal text. At most 255 characters. */
  readonly reference: string | number
  /** A string, or an integer that is stored and returned as its decimal text. At most 255 characters. */
  readonly reference_2?: string | number | null
  /** A string, or an integer that is stored and returned as its decimal text. At most 255 characters. */
  readonly reference_3?: string | number | null
  /** At most 255 characters. */
  readonly subsidiary?: string | null
  /** A string, or an integer that is stored and returned as its decimal text. At most 255 characters. */
  readonly subsidiary_jobboard_id?: string | number | null
  /** At most 100000 characters. */
  readonly description?: string | null
}

/** One job offer as the service returns it (GET /v3/jobboard/job-offers/{id}). */
export interface JobOffersRecord {
  readonly id: number
  readonly title: string | null
  readonly reference: string
  readonly reference_2: string | null
  readonly reference_3: string | null
  readonly subsidiary: string | null
  readonly subsidiary_jobboard_id: string | null
  readonly description: string | null
  /** Format: date-time. */
  readonly created_at: string
  /** Format: date-time. */
  readonly updated_at: string
}

/** What a client sends (`input`) and reads back (`record`) of each resource, by name. */
export interface ResourceTypes {
  "application-steps": { input: ApplicationStepsInput; record: ApplicationStepsRecord }
  "activities": { input: ActivitiesInput; record: ActivitiesRecord }
  "job-offers": { input: JobOffersInput; record: JobOffersRecord }
}
