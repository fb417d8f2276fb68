import type { KeyboardEvent, ReactNode } from 'react';
import { useMediaQuery, WIDE_SCREEN } from '../../lib/use-media-query';
import { Button } from './button';
import { cn } from './cn';
import { LoadFailure } from './loaded';
import { Spinner } from './spinner';

export type Column<Row> = {
  /** Unique per table. */
  key: string;
  header: ReactNode;
  /** What the cell shows; defaults to `row[key]` as text. */
  cell?: (row: Row) => ReactNode;
  className?: string;
  /** Right-align numbers and amounts. */
  align?: 'left' | 'right';
};

export type DataTableProps<Row> = {
  /** Names the table for assistive technology (visually hidden unless `showCaption`). */
  caption: string;
  showCaption?: boolean;
  columns: readonly Column<Row>[];
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => string;
  loading?: boolean;
  /** A message when loading failed; with `onRetry` a Try again button shows. */
  error?: string | null;
  onRetry?: () => void;
  emptyText: string;
  /**
   * When a filter is on and nothing matches: the empty state says so (`text`, default "Nothing
   * matches the filter.") and offers to clear it (`clearLabel`, default "Clear filter").
   */
  filter?: { active: boolean; onClear: () => void; text?: string; clearLabel?: string };
  /** Makes rows activatable with click, Enter or Space (e.g. to open a detail popup). */
  onRowClick?: (row: Row) => void;
  rowLabel?: (row: Row) => string;
  className?: string;
};

function defaultCell<Row>(row: Row, key: string): ReactNode {
  const value = (row as Record<string, unknown>)[key];
  if (value === null || value === undefined || value === '') return '—';
  return String(value);
}

function StateMessage({
  loading,
  error,
  onRetry,
  empty,
}: {
  loading: boolean;
  error?: string | null;
  onRetry?: () => void;
  empty: ReactNode;
}) {
  if (loading) return <Spinner label="Loading..." showLabel className="justify-center" />;
  if (error) return <LoadFailure message={error} onRetry={onRetry} centered />;
  return empty;
}

function activation<Row, E extends HTMLElement>(row: Row, onRowClick?: (row: Row) => void) {
  if (!onRowClick) return {};
  const activate = () => onRowClick(row);
  return {
    onClick: activate,
    onKeyDown: (event: KeyboardEvent<E>) => {
      if (event.target !== event.currentTarget) return;
      if (event.key === 'Enter' || event.key === ' ') {
        event.preventDefault();
        activate();
      }
    },
    tabIndex: 0,
  };
}

/**
 * A list with loading, empty and error states: a table on wide screens, and on phones a stack
 * of cards, one per row, each showing every column (label and value), so nothing is hidden off
 * to the side.
 */
export function DataTable<Row>({
  caption,
  showCaption = false,
  columns,
  rows,
  rowKey,
  loading = false,
  error,
  onRetry,
  emptyText,
  filter,
  onRowClick,
  rowLabel,
  className,
}: DataTableProps<Row>) {
  const wide = useMediaQuery(WIDE_SCREEN);
  const colSpan = columns.length;
  const list = rows ?? [];
  const showRows = !loading && !error && list.length > 0;
  const empty =
    filter?.active === true ? (
      <div className="flex flex-col items-center gap-3 text-ink-soft">
        <p>{filter.text ?? 'Nothing matches the filter.'}</p>
        <Button variant="secondary" size="sm" onClick={filter.onClear}>
          {filter.clearLabel ?? 'Clear filter'}
        </Button>
      </div>
    ) : (
      <p className="text-ink-soft">{emptyText}</p>
    );
  const state = <StateMessage loading={loading} error={error} onRetry={onRetry} empty={empty} />;

  if (!wide) {
    return (
      <div className={cn('flex flex-col gap-3', className)} aria-busy={loading || undefined}>
        {showCaption ? <h2 className="text-base font-semibold">{caption}</h2> : null}
        {showRows ? (
          <ul className="flex flex-col gap-3" aria-label={caption}>
            {list.map((row) => (
              <li
                key={rowKey(row)}
                {...activation<Row, HTMLLIElement>(row, onRowClick)}
                aria-label={onRowClick && rowLabel ? rowLabel(row) : undefined}
                className={cn(
                  'rounded-2xl border border-line bg-white p-4 shadow-xs',
                  onRowClick && 'cursor-pointer hover:bg-cream-50 focus-visible:bg-cream-50',
                )}
              >
                <dl className="grid grid-cols-[minmax(6rem,auto)_1fr] items-center gap-x-4 gap-y-2 text-sm">
                  {columns.map((column) => (
                    <div key={column.key} className="contents">
                      <dt className="text-xs font-semibold tracking-wide text-ink-soft uppercase">
                        {column.header}
                      </dt>
                      <dd className={cn('min-w-0 break-words', column.align === 'right' && 'tabular-nums')}>
                        {column.cell ? column.cell(row) : defaultCell(row, column.key)}
                      </dd>
                    </div>
                  ))}
                </dl>
              </li>
            ))}
          </ul>
        ) : (
          <div className="rounded-2xl border border-line bg-white px-4 py-10 text-center">{state}</div>
        )}
      </div>
    );
  }

  let body: ReactNode;
  if (!showRows) {
    body = (
      <tr>
        <td colSpan={colSpan} className="px-4 py-10 text-center">
          {state}
        </td>
      </tr>
    );
  } else {
    body = list.map((row) => {
      return (
        <tr
          key={rowKey(row)}
          {...activation<Row, HTMLTableRowElement>(row, onRowClick)}
          aria-label={onRowClick && rowLabel ? rowLabel(row) : undefined}
          className={cn(
            'border-t border-line',
            onRowClick && 'cursor-pointer hover:bg-cream-50 focus-visible:bg-cream-50',
          )}
        >
          {columns.map((column) => (
            <td
              key={column.key}
              className={cn(
                'px-4 py-3 align-middle',
                column.align === 'right' && 'text-right tabular-nums',
                column.className,
              )}
            >
              {column.cell ? column.cell(row) : defaultCell(row, column.key)}
            </td>
          ))}
        </tr>
      );
    });
  }

  return (
    <div
      className={cn('relative overflow-x-auto rounded-2xl border border-line bg-white shadow-xs', className)}
      // `relative` keeps visually hidden (absolutely placed) labels in the cells inside this scroller,
      // or they widen the page on phones. Keyboard users can scroll a wide table sideways. No landmark role: the table itself is named
      // by its caption, and a region per table would clutter the page's landmarks.
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable container must be focusable
      tabIndex={0}
    >
      <table
        className="w-full min-w-[36rem] border-collapse text-left text-sm"
        aria-busy={loading || undefined}
      >
        <caption className={showCaption ? 'px-4 pt-4 text-left text-base font-semibold' : 'sr-only'}>
          {caption}
        </caption>
        <thead className="bg-cream-50 text-xs font-semibold tracking-wide text-ink-soft uppercase">
          <tr>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={cn('px-4 py-3', column.align === 'right' && 'text-right', column.className)}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{body}</tbody>
      </table>
    </div>
  );
}
