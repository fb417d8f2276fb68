import { PAGE_SIZES } from '@lunch/contract';
import { cn } from './cn';

export type PaginationProps = {
  /** 1-based. */
  page: number;
  /** How many items there are in all; nothing shows while it is unknown or they fit on one page. */
  total: number | undefined;
  /** Items per page. */
  pageSize?: number;
  onPageChange: (page: number) => void;
  label?: string;
  className?: string;
};

/** Number of pages for `total` items at `limit` per page (at least 1). */
export function pageCountOf(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, limit)));
}

/** The page numbers to show: all when few, else first, last and the current neighbourhood. */
export function visiblePages(page: number, pageCount: number): Array<number | 'gap'> {
  if (pageCount <= 7) return Array.from({ length: pageCount }, (_, i) => i + 1);
  const pages = new Set([1, pageCount, page - 1, page, page + 1]);
  const sorted = [...pages].filter((p) => p >= 1 && p <= pageCount).sort((a, b) => a - b);
  const out: Array<number | 'gap'> = [];
  let previous = 0;
  for (const p of sorted) {
    if (p - previous > 1) out.push('gap');
    out.push(p);
    previous = p;
  }
  return out;
}

const itemClasses =
  'inline-flex min-h-10 min-w-10 items-center justify-center rounded-lg border px-3 text-sm font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-50';

/** Previous, numbered pages and Next; nothing when there is only one page. */
export function Pagination({
  page,
  total,
  pageSize = PAGE_SIZES.default,
  onPageChange,
  label = 'Pagination',
  className,
}: PaginationProps) {
  if (total === undefined || total <= pageSize) return null;
  const pageCount = pageCountOf(total, pageSize);
  const pages = visiblePages(page, pageCount);
  return (
    <nav aria-label={label} className={cn('flex flex-wrap items-center justify-center gap-1.5', className)}>
      <button
        type="button"
        className={cn(itemClasses, 'border-line-strong bg-white text-ink hover:bg-cream-100')}
        onClick={() => onPageChange(page - 1)}
        disabled={page <= 1}
      >
        Previous
      </button>
      {pages.map((p, index) =>
        p === 'gap' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own
          <span key={`gap-${index}`} className="px-1 text-ink-soft" aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={p}
            type="button"
            onClick={() => onPageChange(p)}
            aria-current={p === page ? 'page' : undefined}
            aria-label={`Page ${p}`}
            className={cn(
              itemClasses,
              p === page
                ? 'border-brand-700 bg-brand-700 text-white'
                : 'border-line-strong bg-white text-ink hover:bg-cream-100',
            )}
          >
            {p}
          </button>
        ),
      )}
      <button
        type="button"
        className={cn(itemClasses, 'border-line-strong bg-white text-ink hover:bg-cream-100')}
        onClick={() => onPageChange(page + 1)}
        disabled={page >= pageCount}
      >
        Next
      </button>
    </nav>
  );
}
