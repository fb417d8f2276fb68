import type { EntryAt, InputArg, PathsFor, RequestInput, ResponseOf } from '@lunch/contract/endpoint';
import type { Endpoints } from '@lunch/contract/endpoints';
import { api, type CallInput, type CallOptions } from './api-client';

/**
 * TanStack Query keys and queries of the endpoint table: a GET's key is its table path, then what
 * it was asked (`['/users/employees', {query: {page: 2, …}}]`), so one key names one answer and
 * `queryKey('/users/employees')` is the prefix of every page of it (what a write invalidates).
 */

type Get<P extends string> = EntryAt<Endpoints, 'GET', P>;
type GetPath = PathsFor<Endpoints, 'GET'>;
/** `api.get` with its input as one argument (the rest-argument form cannot be spread generically). */
const get = api.get as <P extends GetPath>(path: P, input: CallInput<Get<P>>) => Promise<ResponseOf<Get<P>>>;

/** The part of a GET's input that tells its answers apart. */
export type KeyInput<P extends GetPath> = Partial<Pick<RequestInput<Get<P>>, 'params' | 'query'>>;

/** `[path]`, or `[path, {params?, query?}]`: the key of a GET of the table, or (partial) the prefix of some. */
export function queryKey<P extends GetPath>(path: P, input?: KeyInput<P>) {
  // Read as plain fields: indexing KeyInput<P> for every GET of the table is too complex a union.
  const { params, query } = (input ?? {}) as { params?: unknown; query?: unknown };
  const asked: { params?: unknown; query?: unknown } = {};
  if (params !== undefined) asked.params = params;
  if (query !== undefined) asked.query = query;
  return (Object.keys(asked).length > 0 ? [path, asked] : [path]) as readonly [P, KeyInput<P>?];
}

/**
 * The key and fetcher of a GET, to spread into `queryOptions` with what else the hook wants:
 * `queryOptions({...apiQuery('/users/employees', {query}), placeholderData: keepPreviousData})`.
 * `public: true` as for `api.get` (a 401 is an answer, not the end of the session).
 */
export function apiQuery<P extends GetPath>(
  path: P,
  ...[input]: InputArg<RequestInput<Get<P>> & Pick<CallOptions, 'public'>>
) {
  const call = (input ?? {}) as CallInput<Get<P>>;
  return {
    queryKey: queryKey(path, call as KeyInput<P>),
    queryFn: ({ signal }: { signal: AbortSignal }) => get(path, { ...call, signal }),
  };
}
