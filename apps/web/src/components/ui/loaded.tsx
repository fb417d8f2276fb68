import type { ReactNode } from 'react';
import { errorMessage } from '../../lib/api-client';
import { Spinner } from './spinner';

type Query<T> = { data: T | undefined; isError: boolean; error: unknown };

/** What a query loaded, or a spinner while it loads, or why it failed (the server's message, else `failure`). */
export function Loaded<T>({
  query,
  loading,
  failure,
  children,
}: {
  query: Query<T>;
  /** The spinner's label, read by screen readers. */
  loading: string;
  failure: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isError)
    return (
      <p role="alert" className="text-sm text-danger-700">
        {errorMessage(query.error, failure)}
      </p>
    );
  if (query.data === undefined) return <Spinner label={loading} />;
  return children(query.data);
}
