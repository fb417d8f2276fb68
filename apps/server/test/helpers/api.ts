import {
  type EntryAt,
  fillPath,
  type InputArg,
  type Method,
  type PathsFor,
  type QueryValue,
  type RequestInput,
  type ResponseOf,
} from '@lunch/contract/endpoint';
import type { Endpoints } from '@lunch/contract/endpoints';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';

/**
 * The API as the tests call it, typed by the endpoint table (`@lunch/contract/endpoints`), over
 * `app.inject`: `api.patch('/users/employees/:id/budget', {as: company, params: {id}, body})`.
 * Paths are the table's (under /api, `:name` for a parameter); the answer is Fastify's, with `data`,
 * `message` and `errors` read from the envelope and `json()` typed as it.
 *
 * A test of bad input says so with `unchecked: true`: then params, query and body are whatever the
 * test sends (`{as, unchecked: true, body: {wallet_kobo: 999}}`).
 */

/** An actor of the factories (`createCompany`…): its headers carry its session. */
type Signed = { headers: Record<string, string> };
type Injects = { app: { inject(options: InjectOptions): Promise<LightMyRequestResponse> } };

export type FieldError = { path: string; message: string };
export type Envelope<T> = { success: boolean; message: string; data: T; errors?: FieldError[] };

/** Fastify's answer, with the envelope read: `data` (the entry's response type), `message`, `errors`. */
export type Answer<E> = Omit<LightMyRequestResponse, 'json'> & {
  json<T = Envelope<ResponseOf<E>>>(): T;
  readonly data: ResponseOf<E>;
  readonly message: string;
  /** The field errors of a refusal (none: []). */
  readonly errors: FieldError[];
};

/** Who calls (`as`, anonymous when left out) and any more headers (they win over the actor's). */
type Caller = { as?: Signed; headers?: Record<string, string> };

/** Inputs the types do not check: for tests of what the server refuses. */
export type Unchecked = Caller & {
  unchecked: true;
  params?: Record<string, string>;
  query?: Record<string, QueryValue>;
  body?: unknown;
};

export type TestInput<E> = (RequestInput<E> & Caller & { unchecked?: false }) | Unchecked;

type At<M extends Method, P extends string> = EntryAt<Endpoints, M, P>;

/** A request of the table at `METHOD path` (`path` with its `:names` filled, under /api). */
export function injectOptions(
  method: Method,
  path: string,
  input: {
    as?: Signed;
    headers?: Record<string, string>;
    params?: object;
    query?: object;
    body?: unknown;
  } = {},
): InjectOptions {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(input.query ?? {})) {
    if (value !== undefined && value !== null) search.set(name, String(value));
  }
  const query = search.toString();
  const url = `/api${fillPath(path, input.params as Record<string, string>)}${query ? `?${query}` : ''}`;
  return {
    method,
    url,
    headers: { ...input.as?.headers, ...input.headers },
    ...(input.body === undefined ? {} : { payload: input.body as InjectOptions['payload'] }),
  };
}

function answerOf<E>(res: LightMyRequestResponse): Answer<E> {
  const envelope = () => res.json() as Envelope<ResponseOf<E>>;
  return Object.defineProperties(res, {
    data: { get: () => envelope().data },
    message: { get: () => envelope().message },
    errors: { get: () => envelope().errors ?? [] },
  }) as unknown as Answer<E>;
}

function caller<M extends Method>(source: () => Injects, method: M) {
  return async <P extends PathsFor<Endpoints, M>>(
    path: P,
    ...[input]: InputArg<TestInput<At<M, P>>>
  ): Promise<Answer<At<M, P>>> =>
    answerOf(
      await source().app.inject(injectOptions(method, path, input as Parameters<typeof injectOptions>[2])),
    );
}

/**
 * The typed client of a test app; give a function when the app is built later (in `beforeAll`):
 * `const api = testApi(() => t)`.
 */
export function testApi(app: Injects | (() => Injects)) {
  const source = typeof app === 'function' ? app : () => app;
  return {
    get: caller(source, 'GET'),
    post: caller(source, 'POST'),
    patch: caller(source, 'PATCH'),
    put: caller(source, 'PUT'),
    delete: caller(source, 'DELETE'),
  };
}

export type TestApi = ReturnType<typeof testApi>;
