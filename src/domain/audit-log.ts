import { AUDITED_ACTIONS } from '../db/audit-log.ts'
import { defineQuery, exactText, instant, limit, newestFirstCursor, oneOf, rangeProblems } from './query-parameters.ts'

/**
 * The audit log's query (GET /v3/admin/audit-log): filters, newest first, one page at a time after a
 * cursor (the id of the last entry of the page before).
 */
export const auditLogQuery = defineQuery(
  {
    client_id: exactText('Only the actions done to this client'),
    actor: exactText('Only the actions of this admin client, or `cli` for those of `intake clients`'),
    action: oneOf(AUDITED_ACTIONS, 'Only this action'),
    from: instant('Only the actions done at or after this instant'),
    to: instant('Only the actions done before this instant'),
    limit: limit('Entries per page'),
    cursor: newestFirstCursor(),
  },
  ({ from, to }) => rangeProblems({ from: 'from', to: 'to' }, from, to),
)
