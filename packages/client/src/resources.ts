/**
 * Generated from the service's resource declarations (src/domain/resources.ts) and error codes
 * (src/error-codes.ts) by `npm run client:types`
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
  "application-steps": { exact: ["job_offer_reference","subsidiary","source","step","application_ats_id","candidate_ats_id"], recorded: "date-time" },
  "activities": { exact: ["job_offer_reference","subsidiary","status"], recorded: "date" },
  "job-offers": { exact: ["reference","subsidiary"], recorded: null },
})

/** The groupings of the funnel report (its `group_by`). */
export const FUNNEL_GROUPINGS = ["job_offer_reference","subsidiary","source","day"] as const

/** The stable codes of the server's error entries (`data.code`), each with what it means. */
export const ERROR_CODES = {
  required: "A required field or parameter is missing, null or blank.",
  invalid_type: "A value of the wrong JSON type, an item that is not an object, a body that is not an array, or a parameter given twice.",
  invalid_format: "A string not in the form expected: a date, a date-time, an e-mail address, a telephone number, a cursor, an id.",
  out_of_range: "A number outside its bounds, or a range of dates reversed or too long.",
  too_long: "A string longer than its field allows.",
  not_allowed_value: "A value that is not one of those listed for its field or parameter.",
  unknown_field: "A key of an item that is not a field the client may send.",
  unknown_parameter: "A query parameter the endpoint does not take.",
  cursor_mismatch: "A parameter sent with a cursor differs from the query the cursor continues.",
  changes_expired: "An `after` of the change feed before the oldest event kept (CHANGES_RETENTION_DAYS): resynchronise with `updated_since`.",
  duplicate_value: "A value listed twice where it may appear once: a step value or a stage name of a pipeline.",
  key_conflict: "The change would give the record the natural key of another record.",
  webhook_url_refused: "A webhook URL that is not http(s), is http while WEBHOOK_ALLOW_HTTP is false, or names a private, loopback or other reserved address while WEBHOOK_ALLOW_PRIVATE_ADDRESSES is false: the message names the rule.",
  too_many_webhooks: "The client already has MAX_WEBHOOKS_PER_CLIENT webhook endpoints: delete one first.",
  too_many_replays: "The webhook endpoint already has 10 replays waiting: ask again once they are sent.",
  problems_omitted: "Further problems, counted in `data.omitted`, left out of the answer by MAX_ERRORS_PER_ITEM or MAX_ERRORS_PER_BATCH.",
  invalid_json: "The body is empty, not UTF-8, or not JSON.",
  duplicate_key: "An object of the body names a key twice.",
  json_too_complex: "The body nests deeper, or has objects with more or longer keys, than the JSON limits allow.",
  too_many_items: "A batch, or an array inside the body, holds more elements than MAX_BATCH_ITEMS.",
  body_too_large: "The body, inflated, is larger than MAX_BODY_BYTES.",
  unsupported_media_type: "The Content-Type, its charset or the Content-Encoding is not one the endpoint reads.",
  malformed_request: "The request is not valid HTTP, its URL cannot be decoded, or its compressed body cannot be inflated.",
  uri_too_long: "A segment of the path is too long.",
  headers_too_large: "The request headers are too large.",
  request_timeout: "The request was not received in time.",
  not_acceptable: "Accept names no type the endpoint answers in.",
  method_not_allowed: "The endpoint does not take this method (`Allow` lists those it takes).",
  not_found: "No such endpoint, record, candidate or client, or another client’s.",
  unauthorized: "No credentials or token, or wrong, expired, revoked or disabled ones.",
  forbidden: "The token’s role may not do this.",
  rate_limited: "Too many requests: retry after `Retry-After` seconds.",
  unavailable: "The service or its database cannot answer now: retry after `Retry-After` seconds.",
  internal_error: "Something unexpected; nothing internal is disclosed.",
} as const
export type ErrorCode = keyof typeof ERROR_CODES

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
