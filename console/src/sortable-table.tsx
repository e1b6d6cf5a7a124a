import type { ComponentChildren } from 'preact'
import { TableBox } from './components.tsx'
import { href, type Route } from './router.ts'

/** A column of a sortable table: what it sorts by, and what a cell shows. */
export interface Column<Row> {
  readonly key: string
  readonly words: string
  readonly numeric: boolean
  readonly value: (row: Row) => number | string | null
  readonly cell?: (row: Row) => ComponentChildren
}

/**
 * The order a page's URL asks for (`sort`, `order`): by a column, ascending or descending; by default
 * the first numeric column, most first. Empty values (null) come last either way.
 */
export function sortedRows<Row>(rows: readonly Row[], columns: readonly Column<Row>[], route: Route) {
  const asked = columns.find((column) => column.key === route.params.get('sort'))
  const column = asked ?? columns.find((candidate) => candidate.numeric) ?? columns[0]
  const order = asked !== undefined && route.params.get('order') === 'asc' ? 'asc' : 'desc'
  if (column === undefined) return { rows, sort: undefined, order }
  const sign = order === 'asc' ? 1 : -1
  const sorted = [...rows].sort((a, b) => {
    const x = column.value(a)
    const y = column.value(b)
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1
    return sign * (typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y)))
  })
  return { rows: sorted, sort: column.key, order }
}

/** A table whose column headers sort it (a link each, so that the order is in the URL and Back restores it). */
export function SortableTable<Row>({
  id,
  label,
  rows,
  columns,
  route,
  rowKey,
}: {
  id: string
  label: string
  rows: readonly Row[]
  columns: readonly Column<Row>[]
  route: Route
  rowKey: (row: Row) => string
}) {
  const sorted = sortedRows(rows, columns, route)
  const params = Object.fromEntries(route.params)
  const [first, ...rest] = columns
  if (first === undefined) return null
  const cellOf = (column: Column<Row>, row: Row) => column.cell?.(row) ?? String(column.value(row) ?? '–')
  return (
    <TableBox label={label}>
      <table id={id}>
        <thead>
          <tr>
            {columns.map((column) => {
              const current = sorted.sort === column.key
              const next = current && sorted.order === 'desc' ? 'asc' : 'desc'
              return (
                <th
                  key={column.key}
                  scope="col"
                  class={column.numeric ? 'number' : undefined}
                  aria-sort={current ? (sorted.order === 'asc' ? 'ascending' : 'descending') : undefined}
                >
                  <a href={href(route.path, { ...params, sort: column.key, order: next })}>
                    {column.words}
                    {current ? (sorted.order === 'asc' ? ' ▲' : ' ▼') : ''}
                  </a>
                </th>
              )
            })}
          </tr>
        </thead>
        <tbody>
          {sorted.rows.map((row) => (
            <tr key={rowKey(row)}>
              <th scope="row">{cellOf(first, row)}</th>
              {rest.map((column) => (
                <td key={column.key} class={column.numeric ? 'number' : undefined}>
                  {cellOf(column, row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableBox>
  )
}
