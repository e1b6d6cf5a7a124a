import { defineQuery, exactText, instant, limit, newestFirstCursor, oneOf, rangeProblems } from './query-parameters.ts'

/**
 * The rejection log's query (GET /v3/rejections and the admin's per-client one): filters, newest first,
 * one page at a time after a cursor (the id of the last rejection of the page before).
 */
export function rejectionsQuery(resourceNames: readonly string[]) {
  return defineQuery(
    {
      resource: oneOf(resourceNames, 'Only the rejections of this resource'),
      field: exactText('Only the rejections with a problem in this field'),
      from: instant('Only the rejections recorded at or after this instant'),
      to: instant('Only the rejections recorded before this instant'),
      request_id: exactText('Only the rejections of this request (its x-request-id)'),
      limit: limit('Rejections per page'),
      cursor: newestFirstCursor(),
    },
    ({ from, to }) => rangeProblems({ from: 'from', to: 'to' }, from, to),
  )
}
