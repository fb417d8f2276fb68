import type { KeyboardEvent, ReactNode } from 'react';
import { Button } from './button';
import { cn } from './cn';
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

/** A table with loading, empty and error states; scrolls sideways on narrow screens. */
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
  onRowClick,
  rowLabel,
  className,
}: DataTableProps<Row>) {
  const colSpan = columns.length;
  const list = rows ?? [];

  let body: ReactNode;
  if (loading) {
    body = (
      <tr>
        <td colSpan={colSpan} className="px-4 py-10 text-center">
          <Spinner label="Loading..." showLabel className="justify-center" />
        </td>
      </tr>
    );
  } else if (error) {
    body = (
      <tr>
        <td colSpan={colSpan} className="px-4 py-10 text-center">
          <div role="alert" className="flex flex-col items-center gap-3 text-danger-700">
            <p>{error}</p>
            {onRetry ? (
              <Button variant="secondary" size="sm" onClick={onRetry}>
                Try again
              </Button>
            ) : null}
          </div>
        </td>
      </tr>
    );
  } else if (list.length === 0) {
    body = (
      <tr>
        <td colSpan={colSpan} className="px-4 py-10 text-center text-ink-soft">
          {emptyText}
        </td>
      </tr>
    );
  } else {
    body = list.map((row) => {
      const activate = onRowClick ? () => onRowClick(row) : undefined;
      const onKeyDown = activate
        ? (event: KeyboardEvent<HTMLTableRowElement>) => {
            if (event.target !== event.currentTarget) return;
            if (event.key === 'Enter' || event.key === ' ') {
              event.preventDefault();
              activate();
            }
          }
        : undefined;
      return (
        <tr
          key={rowKey(row)}
          onClick={activate}
          onKeyDown={onKeyDown}
          tabIndex={activate ? 0 : undefined}
          aria-label={activate && rowLabel ? rowLabel(row) : undefined}
          className={cn(
            'border-t border-line',
            activate && 'cursor-pointer hover:bg-cream-50 focus-visible:bg-cream-50',
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
