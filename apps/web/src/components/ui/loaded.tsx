import { type ReactNode, useRef } from 'react';
import { errorMessage } from '../../lib/api-client';
import { Button } from './button';
import { cn } from './cn';
import { Spinner } from './spinner';

/** What `Loaded` reads of a TanStack Query result (`useQuery`, `useInfiniteQuery`). */
export type LoadedQuery<T> = {
  data: T | undefined;
  isError: boolean;
  error: unknown;
  /** True while a retry runs: the button says so. */
  isFetching?: boolean;
  /**
   * How many times loading failed: each new failure is announced again, and a query that failed
   * without data goes back to pending on a retry.
   */
  errorUpdateCount?: number;
  refetch: () => Promise<unknown>;
};

/**
 * Why something could not be loaded, announced (role="alert"), with a "Try again" button when
 * `onRetry` is given. The button stays in place (and keeps the keyboard focus) while the retry
 * runs; a failure after it is announced again (`failures` counts them).
 */
export function LoadFailure({
  message,
  onRetry,
  retrying = false,
  failures,
  centered = false,
  className,
}: {
  message: ReactNode;
  onRetry?: () => void;
  retrying?: boolean;
  /** How many times loading failed so far; a new count is read out again. */
  failures?: number;
  centered?: boolean;
  className?: string;
}) {
  return (
    <div
      role="alert"
      className={cn(
        'flex flex-col gap-3 text-danger-700',
        centered ? 'items-center text-center' : 'items-start',
        className,
      )}
    >
      <p key={failures}>{message}</p>
      {onRetry ? (
        <Button
          variant="secondary"
          size="sm"
          aria-disabled={retrying || undefined}
          aria-busy={retrying || undefined}
          onClick={() => {
            if (!retrying) onRetry();
          }}
        >
          {retrying ? 'Trying again...' : 'Try again'}
        </Button>
      ) : null}
    </div>
  );
}

/**
 * The one way a page shows what a query loaded: a spinner while it loads, why it failed (the
 * server's message, else `failure`) with a "Try again" button that fetches again, or the data.
 * Lists use `DataTable`, whose failure is the same `LoadFailure`.
 */
export function Loaded<T>({
  query,
  loading,
  failure,
  showLabel = false,
  size = 'md',
  centered = false,
  children,
}: {
  query: LoadedQuery<T>;
  /** The spinner's label, read by screen readers (and shown with `showLabel`). */
  loading: string;
  failure: string;
  showLabel?: boolean;
  size?: 'sm' | 'md' | 'lg';
  /** The spinner and the failure centred in a roomy block (a page's main content). */
  centered?: boolean;
  children: (data: T) => ReactNode;
}) {
  // A retry of a query without data puts it back to pending: the failure (and the button, with the
  // keyboard focus) stays until the retry answers.
  const lastFailure = useRef('');
  if (query.isError) lastFailure.current = errorMessage(query.error, failure);
  const retrying = query.isFetching === true && query.data === undefined && (query.errorUpdateCount ?? 0) > 0;
  if (query.isError || (retrying && lastFailure.current !== ''))
    return (
      <LoadFailure
        message={lastFailure.current}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
        failures={query.errorUpdateCount}
        centered={centered}
        className={cn('text-sm', centered && 'py-10')}
      />
    );
  if (query.data === undefined) {
    if (!centered) return <Spinner label={loading} showLabel={showLabel} size={size} />;
    return (
      <div className="flex justify-center py-10">
        <Spinner label={loading} showLabel={showLabel} size={size} className="flex-col" />
      </div>
    );
  }
  return children(query.data);
}
