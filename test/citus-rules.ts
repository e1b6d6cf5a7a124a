import { parse } from 'libpg-query'
import type { Queryable } from '../src/db/database.ts'

/**
 * The statements Citus refuses on its tables (docs/citus.md), found in PostgreSQL's own parse tree
 * (libpg-query is PostgreSQL's parser). Citus checks these on every statement that writes to a
 * distributed or reference table:
 * - `ON CONFLICT ... DO UPDATE SET` (and its WHERE): only IMMUTABLE functions;
 * - `RETURNING`: only IMMUTABLE functions;
 * - `CASE` and `COALESCE` in an UPDATE's SET or a write's WHERE: only IMMUTABLE functions;
 * - an UPDATE's SET and a write's WHERE: no VOLATILE function, and no STABLE one taking a column;
 * and on every statement: no row lock (`FOR UPDATE`, `FOR SHARE`, ...), which Citus refuses across shards.
 *
 * What counts as not IMMUTABLE, conservatively: a call of a function any of whose namesakes with as
 * many arguments (or any namesake, for a variadic call) is not IMMUTABLE in the database's own catalog
 * (`to_char` of a number is as STABLE as of a time); the SQL value functions (`CURRENT_TIMESTAMP`,
 * `CURRENT_DATE`, ...); and a cast of a column or an expression to a time or text type, whose result
 * may depend on the session's time zone or date style. A cast of a parameter or a literal is not a
 * call: its type is the parameter's. Operators are not looked at.
 */

export type Volatility = 'i' | 's' | 'v'

type AstNode = Record<string, unknown>

/** The database's functions: the worst volatility of each name, per number of arguments. */
export class FunctionCatalog {
  private readonly byName: Map<string, Map<number, Volatility>>

  private constructor(byName: Map<string, Map<number, Volatility>>) {
    this.byName = byName
  }

  static async load(db: Queryable): Promise<FunctionCatalog> {
    const rows = await db.query<{ name: string; args: number; volatility: Volatility }>(
      `SELECT proname AS name, pronargs AS args,
         CASE WHEN bool_or(provolatile = 'v') THEN 'v' WHEN bool_or(provolatile = 's') THEN 's' ELSE 'i' END AS volatility
       FROM pg_proc GROUP BY proname, pronargs`,
    )
    const byName = new Map<string, Map<number, Volatility>>()
    for (const row of rows) {
      const counts = byName.get(row.name) ?? new Map<number, Volatility>()
      counts.set(Number(row.args), row.volatility)
      byName.set(row.name, counts)
    }
    return new FunctionCatalog(byName)
  }

  /** A function unknown to the catalog counts as VOLATILE. */
  volatility(name: string, args: number): Volatility {
    const counts = this.byName.get(name)
    if (counts === undefined) return 'v'
    const exact = counts.get(args)
    return exact ?? worst([...counts.values()])
  }
}

const RANK: Record<Volatility, number> = { i: 0, s: 1, v: 2 }
const worst = (volatilities: readonly Volatility[]): Volatility =>
  volatilities.reduce<Volatility>((a, b) => (RANK[b] > RANK[a] ? b : a), 'i')

/** Types whose conversion from another type may read the time zone or the date style. */
const SETTING_DEPENDENT_CASTS = new Set([
  'timestamptz',
  'timestamp',
  'date',
  'time',
  'timetz',
  'interval',
  'text',
  'varchar',
  'bpchar',
])

const isNode = (value: unknown): value is AstNode => typeof value === 'object' && value !== null
const lastName = (names: unknown): string => {
  const list = Array.isArray(names) ? names : []
  const last = list[list.length - 1] as { String?: { sval?: string } } | undefined
  return last?.String?.sval ?? '?'
}

/** Every node of a tree (the tree itself included) as [type, body] pairs. */
function* nodesOf(tree: unknown): Generator<[string, AstNode]> {
  if (Array.isArray(tree)) {
    for (const item of tree) yield* nodesOf(item)
    return
  }
  if (!isNode(tree)) return
  for (const [key, value] of Object.entries(tree)) {
    if (/^[A-Z]/.test(key) && isNode(value)) yield [key, value]
    yield* nodesOf(value)
  }
}

/** A call in an expression that is not IMMUTABLE. */
interface MutableCall {
  readonly what: string
  readonly volatility: Volatility
  readonly takesColumn: boolean
}

function mutableCalls(expression: unknown, catalog: FunctionCatalog): MutableCall[] {
  const calls: MutableCall[] = []
  for (const [type, body] of nodesOf(expression)) {
    if (type === 'FuncCall') {
      const name = lastName(body.funcname)
      const args = Array.isArray(body.args) ? body.args : []
      const volatility = catalog.volatility(name, args.length)
      if (volatility !== 'i') {
        const takesColumn = [...nodesOf(args)].some(([argType]) => argType === 'ColumnRef')
        calls.push({ what: `${name}()`, volatility, takesColumn })
      }
    } else if (type === 'SQLValueFunction') {
      calls.push({ what: String(body.op).replace(/^SVFOP_/, ''), volatility: 's', takesColumn: false })
    } else if (type === 'TypeCast') {
      const target = lastName((body.typeName as AstNode | undefined)?.names)
      const arg = isNode(body.arg) ? Object.keys(body.arg)[0] : undefined
      if (SETTING_DEPENDENT_CASTS.has(target) && arg !== 'ParamRef' && arg !== 'A_Const') {
        calls.push({ what: `a cast to ${target}`, volatility: 's', takesColumn: arg === 'ColumnRef' })
      }
    }
  }
  return calls
}

export interface Violation {
  readonly rule: string
  readonly what: string
  readonly statement: string
}

/** What of `sql` Citus would refuse; empty when nothing. */
export async function citusViolations(sql: string, catalog: FunctionCatalog): Promise<Violation[]> {
  const tree = await parse(sql)
  const statement = sql.replace(/\s+/g, ' ').trim()
  const violations: Violation[] = []
  const refuse = (rule: string, calls: readonly MutableCall[]) => {
    for (const call of calls) violations.push({ rule, what: call.what, statement })
  }
  for (const [type, body] of nodesOf(tree)) {
    if (type === 'SelectStmt' && Array.isArray(body.lockingClause) && body.lockingClause.length > 0) {
      for (const [, clause] of nodesOf(body.lockingClause)) {
        violations.push({ rule: 'row lock', what: `FOR ${String(clause.strength).replace(/^LCS_FOR/, '')}`, statement })
      }
    }
    if (type !== 'InsertStmt' && type !== 'UpdateStmt' && type !== 'DeleteStmt') continue
    const onConflict = isNode(body.onConflictClause) ? body.onConflictClause : undefined
    refuse('DO UPDATE SET', mutableCalls([onConflict?.targetList, onConflict?.whereClause], catalog))
    refuse('RETURNING', mutableCalls(body.returningList, catalog))
    const setAndWhere = [body.targetList, body.whereClause]
    if (type === 'InsertStmt') setAndWhere.length = 0 // an INSERT's target list names columns only
    for (const [nodeType, node] of nodesOf(setAndWhere)) {
      if (nodeType === 'CaseExpr' || nodeType === 'CoalesceExpr') {
        refuse(nodeType === 'CaseExpr' ? 'CASE' : 'COALESCE', mutableCalls(node, catalog))
      }
    }
    for (const call of mutableCalls(setAndWhere, catalog)) {
      if (call.volatility === 'v') refuse('VOLATILE in SET or WHERE of a write', [call])
      else if (call.takesColumn) refuse('STABLE of a column in SET or WHERE of a write', [call])
    }
  }
  return violations
}

/** The tables a statement names (FROM, INSERT INTO, UPDATE, COPY, ...), CTE names excluded. */
const WRITES = new Set(['InsertStmt', 'UpdateStmt', 'DeleteStmt'])

export async function tablesOf(sql: string): Promise<string[]> {
  const tree = await parse(sql)
  const ctes = new Set([...nodesOf(tree)].flatMap(([type, body]) => (type === 'CommonTableExpr' ? [body.ctename] : [])))
  // The parse tree holds a write's target as a bare relation, not wrapped in a RangeVar node.
  const names = [...nodesOf(tree)].flatMap(([type, body]) => {
    const relation = WRITES.has(type) ? (body.relation as AstNode) : type === 'RangeVar' ? body : undefined
    return relation === undefined || ctes.has(relation.relname) ? [] : [String(relation.relname)]
  })
  return [...new Set(names)]
}
