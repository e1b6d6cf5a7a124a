/**
 * The answers of the read side that are not a resource's records: pages, the funnel report, the ingestion
 * report, the rejection log, an erasure, the pipeline and its reports, the change feed, and the webhook
 * endpoints. They are the answers' schemas of the service's routes (src/http/routes/funnel-report.ts,
 * ingestion-report.ts, rejections.ts, personal-data.ts, pipeline.ts, pipeline-report.ts, applications.ts,
 * changes.ts, webhooks.ts, webhook-actions.ts) written as types;
 * test/client.test.ts checks them at type-check time against the types generated from the OpenAPI document.
 */

import type { ErrorCode, ResourceName, ResourceTypes } from './resources.js'

/** One page of a list: `next_cursor` asks for the next one and is null on the last page. */
export interface Page<T> {
  readonly message: string
  readonly data: readonly T[]
  readonly next_cursor: string | null
}

/** One group of the funnel report (GET /v3/reports/funnel). */
export interface FunnelGroup {
  /** The value of the grouped field (YYYY-MM-DD by day); null for the records without one. */
  readonly group: string | null
  /** Distinct applications with at least one step recorded in the range. */
  readonly applications: number
  /** For each step recorded in the range: the distinct applications that reached it. */
  readonly steps: Readonly<Record<string, number>>
  /** For each configured status, the sum of the counts of the days in the range; null by source. */
  readonly activities: Readonly<Record<string, number>> | null
  /** applications / job_offer_view; null when there are no views, and by source. */
  readonly conversion: number | null
}

/** One bucket of one resource in the ingestion report (GET /v3/reports/ingestion). */
export interface IngestionBucket {
  /** The start of the hour or day (UTC), `YYYY-MM-DDTHH:MM:SSZ`. */
  readonly bucket: string
  readonly resource: string
  readonly created: number
  readonly changed: number
  readonly rejected: number
  readonly batches: number
  /** Batches refused whole, before their items were read (not JSON, too large, a wrong Content-Type). */
  readonly batches_refused: number
  /** The rejections by error code: an item under its first problem's code, a refusal under its own. */
  readonly reasons: Readonly<Partial<Record<ErrorCode, number>>>
}

export interface IngestionReport {
  readonly message: string
  readonly data: readonly IngestionBucket[]
  /** Per resource, when the last batch was received (at any time); null if never. */
  readonly last_batch_at: Readonly<Record<string, string | null>>
}

/** One problem of a rejection: `value` is the refused value, never of free text or personal data. */
export interface RejectionProblem {
  readonly field: string | null
  /** Absent from rejections recorded before the codes. */
  readonly code?: ErrorCode
  readonly message: string
  readonly value?: unknown
}

/** One rejected item of the rejection log (GET /v3/rejections). */
export interface Rejection {
  readonly id: number
  readonly rejected_at: string
  /** The x-request-id of the answer that rejected the item. */
  readonly request_id: string
  readonly resource: string
  /** The item's index in its batch; null for a PATCH, and for a request refused whole. */
  readonly index: number | null
  readonly problems: readonly RejectionProblem[]
  /** The item's natural-key values that were valid, to find it in the sender's own system. */
  readonly natural_key: Readonly<Record<string, string | number | boolean | null>>
}

/** What an erasure of a candidate's personal data changed. */
export interface Erasure {
  readonly candidate_ats_id: string
  readonly records_changed: number
}

/** A client as an admin sees it (GET /v3/admin/clients). */
export interface ClientOverview {
  readonly client_id: string
  readonly name: string
  readonly role: 'data' | 'admin'
  readonly status: 'enabled' | 'disabled'
  readonly created_at: string
  readonly secret_rotated_at: string | null
  readonly disabled_at: string | null
  /** Its latest batch of any resource; null if none. */
  readonly last_batch_at: string | null
  /** Per resource (every resource is listed). */
  readonly resources: Readonly<
    Record<string, { readonly records_stored: number; readonly last_batch_at: string | null }>
  >
}

/** A client just created (POST /v3/admin/clients): its secret is in this answer only. */
export interface CreatedClient {
  readonly client_id: string
  readonly client_secret: string
  readonly name: string
  readonly role: 'data' | 'admin'
}

/** One entry of the audit log (GET /v3/admin/audit-log). */
export interface AuditEntry {
  readonly id: number
  readonly at: string
  readonly action:
    | 'create'
    | 'disable'
    | 'enable'
    | 'rotate-secret'
    | 'webhook-create'
    | 'webhook-update'
    | 'webhook-rotate-secret'
    | 'webhook-delete'
  /** The client it was done to; of a refused action, as asked (empty for a creation). */
  readonly client_id: string
  /** The admin client that did it, or `cli`. */
  readonly actor: string
  readonly os_user: string | null
  readonly address: string | null
  readonly details: Readonly<Record<string, string>>
  /** `refused`: nothing was changed; `details.reason` says why. */
  readonly outcome: 'done' | 'refused'
}

/** The groupings of the pipeline report (GET /v3/reports/pipeline). */
export const PIPELINE_GROUPINGS = ['none', 'job_offer_reference', 'subsidiary', 'source', 'week', 'month'] as const
export type PipelineGrouping = (typeof PIPELINE_GROUPINGS)[number]

/** The outcomes of an application, in the pipeline report's words. */
export const APPLICATION_OUTCOMES = ['hired', 'rejected', 'withdrawn', 'in_progress'] as const
export type ApplicationOutcome = (typeof APPLICATION_OUTCOMES)[number]

/** A client's pipeline (GET /v3/pipeline): its stages in order, the last the hire, and its outcomes. */
export interface Pipeline {
  readonly stages: readonly { readonly name: string; readonly steps: readonly string[] }[]
  readonly outcomes: { readonly rejected: readonly string[]; readonly withdrawn: readonly string[] }
}

/** The pipeline as GET, PUT and DELETE /v3/pipeline answer it: with the step values no stage or outcome holds. */
export interface PipelineAnswer extends Pipeline {
  readonly unmapped_steps: readonly { readonly step: string; readonly applications: number }[]
}

/** A median and a 90th percentile of fractional days; null over no application. */
export interface Durations {
  readonly median: number | null
  readonly p90: number | null
}

/** One stage of a group of the pipeline report. */
export interface PipelineStageFigures {
  readonly name: string
  readonly reached: number
  /** reached over the previous stage's (the first stage's over the applications); null over 0. */
  readonly conversion: number | null
  readonly days_to_reach: Durations
  /** Null for the last stage. */
  readonly days_in_stage: Durations | null
}

/** One group of the pipeline report (GET /v3/reports/pipeline). */
export interface PipelineGroup {
  readonly group: string | null
  /** The job offer's title, under job_offer_reference; else null. */
  readonly title: string | null
  readonly applications: number
  readonly stages: readonly PipelineStageFigures[]
  readonly outcomes: Readonly<Record<ApplicationOutcome, number>>
  /** For every stage but the last: the applications rejected or withdrawn after reaching it last. */
  readonly dropped_after: Readonly<Record<string, number>>
  /** Null under source, or with a source filter. */
  readonly views: number | null
  readonly applications_per_view: number | null
}

/** A page that says when it was computed: every write acknowledged before `complete_as_of` is in it. */
export interface ComputedPage<T> extends Page<T> {
  readonly complete_as_of: string
}

/** One application of the pipeline report's cohort (GET /v3/applications). */
export interface ApplicationSummary {
  readonly application_ats_id: string
  readonly candidate_ats_id: string
  readonly job_offer_reference: string | null
  readonly title: string | null
  readonly subsidiary: string | null
  readonly source: string | null
  readonly applied_at: string
  readonly last_stage: string | null
  readonly outcome: ApplicationOutcome
  /** Each stage reached, in pipeline order, with the instant. */
  readonly reached_at: Readonly<Record<string, string>>
  readonly days_to_hire: number | null
}

/** The types of the change feed's events: each resource's records created and updated, and a step's personal data erased. */
export type ChangeEventType =
  | 'application_step.created'
  | 'application_step.updated'
  | 'application_step.personal_data_erased'
  | 'activity.created'
  | 'activity.updated'
  | 'job_offer.created'
  | 'job_offer.updated'

/** One event of the change feed (GET /v3/changes): a change to one of the caller's records. */
export interface ChangeEvent {
  /** Opaque, 19 characters; compared as text, two compare in the feed's order. */
  readonly sequence: string
  readonly type: ChangeEventType
  /** The path name of the record's resource. */
  readonly resource: ResourceName
  /** The record's id. */
  readonly id: number
  /** When the change was made (the writing node's clock): the order is the sequence's, not the time's. */
  readonly occurred_at: string
  /**
   * With `include=data`: the record as the read side returns it now, not as it was at the event (an
   * erased e-mail is null); null if it no longer exists.
   */
  readonly data?: ResourceTypes[ResourceName]['record'] | null
}

/** One page of the change feed: poll with `next_after`, the last event's sequence (or the `after` given when empty). */
export interface ChangesPage {
  readonly message: string
  readonly data: readonly ChangeEvent[]
  readonly next_after: string
}

/** A webhook endpoint (GET /v3/webhooks): never its secret. */
export interface WebhookEndpoint {
  readonly id: number
  readonly url: string
  /** The event types it receives; null: every type. */
  readonly types: readonly ChangeEventType[] | null
  readonly description: string | null
  readonly events_per_message: number
  readonly enabled: boolean
  /** Why it is disabled (`disabled by the client`, or the delivery's own reason); null while enabled. */
  readonly disabled_reason: string | null
  readonly created_at: string
  /** The newest attempt of any of its messages (`ok`: a 2xx status); null before the first. */
  readonly last_delivery: { readonly at: string; readonly status: number | null; readonly ok: boolean } | null
  /** Events of its types not yet delivered (replays aside). */
  readonly backlog: number
}

/** A webhook endpoint just created (POST /v3/webhooks): its secret is in this answer only. */
export interface CreatedWebhookEndpoint extends WebhookEndpoint {
  readonly secret: string
}

/** What a new webhook endpoint is given: `url`, and optionally the rest (types default to every type, 100 events per message). */
export interface NewWebhookEndpoint {
  readonly url: string
  readonly types?: readonly ChangeEventType[] | null
  readonly description?: string | null
  readonly events_per_message?: number
}

/** A change to a webhook endpoint (PATCH /v3/webhooks/{id}): any of its fields, and enabling or disabling it. */
export interface WebhookEndpointChanges extends Partial<NewWebhookEndpoint> {
  readonly enabled?: boolean
}

/** A webhook endpoint's new secret (POST /v3/webhooks/{id}/rotate-secret), shown once. */
export interface RotatedWebhookSecret {
  readonly id: number
  readonly secret: string
  /** Until when the secret it replaced still signs messages, beside it. */
  readonly previous_secret_expires_at: string
}

/** What a receiver answered to a test message (POST /v3/webhooks/{id}/test): its status, or why none came. */
export interface WebhookTestResult {
  readonly status: number | null
  readonly error: string | null
  readonly duration_ms: number
}

/** A replay queued (POST /v3/webhooks/{id}/replay): the events after `after` through `through`. */
export interface WebhookReplay {
  readonly after: string
  readonly through: string
}

/** One message of a webhook endpoint's log (GET /v3/webhooks/{id}/deliveries). */
export interface WebhookDelivery {
  readonly webhook_id: string
  readonly first_sequence: string | null
  readonly last_sequence: string | null
  readonly events: number
  readonly replay: boolean
  readonly state: 'pending' | 'delivered' | 'missed'
  readonly created_at: string
  readonly attempts: readonly {
    readonly at: string
    readonly status: number | null
    readonly error: string | null
    readonly duration_ms: number
  }[]
}
