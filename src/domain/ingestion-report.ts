import {
  defineQuery,
  instant,
  oneOf,
  type ParameterProblem,
  rangeProblems,
  required,
  withDefault,
} from './query-parameters.ts'

/**
 * The ingestion report's query (GET /v3/reports/ingestion and the admin's per-client one): a half-open
 * range [from, to) of whole UTC hours or days, by hour (at most MAX_HOURLY_DAYS days) or by day (at
 * most MAX_DAILY_DAYS). The counters are kept per hour (db/ingestion-activity.ts), so a range that
 * starts or ends inside a bucket could not be answered exactly: it is refused.
 */

export const INGESTION_BUCKETS = ['hour', 'day'] as const
export const MAX_HOURLY_DAYS = 31
export const MAX_DAILY_DAYS = 366

const BUCKET_MS = { hour: 3_600_000, day: 86_400_000 } as const

function alignmentProblems(
  bucket: 'hour' | 'day',
  values: Record<'from' | 'to', string | undefined>,
): ParameterProblem[] {
  return (['from', 'to'] as const).flatMap((name) => {
    const value = values[name]
    if (value === undefined || Date.parse(value) % BUCKET_MS[bucket] === 0) return []
    return [
      {
        parameter: name,
        message: `${name} must start a whole UTC ${bucket} with bucket=${bucket}, such as ${
          bucket === 'hour' ? '2026-11-20T10:00:00Z' : '2026-11-20T00:00:00Z'
        }`,
      },
    ]
  })
}

export const ingestionQuery = defineQuery(
  {
    bucket: withDefault(oneOf(INGESTION_BUCKETS, 'The length of each bucket (UTC)'), 'day'),
    from: required(instant('The start of the range, included: a whole UTC hour (bucket=hour) or day (bucket=day)')),
    to: required(instant('The end of the range, excluded: a whole UTC hour or day, later than from')),
  },
  ({ bucket, from, to }) => {
    if (bucket === undefined) return []
    const aligned = alignmentProblems(bucket, { from, to })
    if (aligned.length > 0) return aligned
    return rangeProblems({ from: 'from', to: 'to' }, from, to, bucket === 'hour' ? MAX_HOURLY_DAYS : MAX_DAILY_DAYS)
  },
)
