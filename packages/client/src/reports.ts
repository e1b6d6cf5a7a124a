/**
 * The answers of the read side that are not a resource's records: pages, the funnel report, the ingestion
 * report, the rejection log and an erasure. They are the 200 answers' schemas of the service's routes
 * (src/http/routes/funnel-report.ts, ingestion-report.ts, rejections.ts, personal-data.ts) written as types;
 * test/client.test.ts checks them at type-check time against the types generated from the OpenAPI document.
 */

import type { ErrorCode } from './resources.js'

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
  readonly action: 'create' | 'disable' | 'enable' | 'rotate-secret'
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
