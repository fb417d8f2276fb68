import {
  type AcceptedOf,
  type EntryAt,
  fillPath,
  type InputArg,
  type Method,
  type PathsFor,
  type RequestInput,
  type ResponseOf,
} from '@lunch/contract/endpoint';
import type { Endpoints } from '@lunch/contract/endpoints';

/**
 * The one place that talks HTTP. Every call goes to `/api/...` on the same origin with the
 * session cookie, sends JSON (or FormData) and reads the `{success, message, data}` envelope.
 * A `success:false` answer (or any non-2xx status) becomes an `ApiError` carrying the status,
 * the server's message and its field errors.
 *
 * Calls go through the endpoint table (`@lunch/contract/endpoints`, types only):
 * `api.get('/users/employees', {query, signal})`, `api.patch('/users/employees/:id/budget',
 * {params: {id}, body})` take the table's paths and inputs and return its response type;
 * `apiEnvelope.post(…)` returns the whole envelope (for the server's message), `apiUrl(…)` a link.
 * `apiGet<T>`, `apiPost<T>`, `apiPatch<T>`, `apiRequest<T>` and `api<T>(path)` are for the areas
 * not in the table yet, and go when the last one moves.
 */
export type FieldError = { path: string; message: string };

export type Envelope<T> = { success: boolean; message: string; data: T; errors?: FieldError[] };

export class ApiError extends Error {
  readonly status: number;
  readonly errors: FieldError[];

  constructor(status: number, message: string, errors: FieldError[] = []) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
  }

  /** True when the server could not be reached or did not answer with the envelope. */
  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

export const NETWORK_ERROR_MESSAGE = 'Could not reach the server. Check your connection and try again.';

type Query = Record<string, string | number | boolean | null | undefined>;

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** A plain value is sent as JSON; FormData is sent as multipart. */
  body?: unknown;
  query?: Query;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /**
   * Calls that may answer 401 as part of their normal flow (sign-in, sign-up, codes, the
   * "who am I" probe) set this, so a 401 is returned to the caller instead of sending the
   * user to the sign-in page.
   */
  public?: boolean;
};

let onUnauthorized: (() => void) | null = null;

/** Registered once by the app shell: what to do when a secure call answers 401. */
export function setUnauthorizedHandler(handler: (() => void) | null): void {
  onUnauthorized = handler;
}

function buildUrl(path: string, query?: Query): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return `/api${clean}${search ? `?${search}` : ''}`;
}

function isEnvelope(value: unknown): value is Envelope<unknown> {
  return typeof value === 'object' && value !== null && 'success' in value && 'message' in value;
}

/** Sends a request and returns the whole envelope (for callers that show the server's message). */
async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<Envelope<T>> {
  const { body, query, signal } = options;
  const method = options.method ?? (body === undefined ? 'GET' : 'POST');
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), {
      method,
      headers,
      body: payload,
      signal,
      credentials: 'same-origin',
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, NETWORK_ERROR_MESSAGE);
  }

  let json: unknown = null;
  try {
    json = await response.json();
  } catch {
    json = null;
  }

  if (!isEnvelope(json)) {
    if (response.status === 401 && !options.public) onUnauthorized?.();
    throw new ApiError(
      response.ok ? 0 : response.status,
      response.ok ? NETWORK_ERROR_MESSAGE : response.statusText || NETWORK_ERROR_MESSAGE,
    );
  }

  if (!response.ok || json.success === false) {
    if (response.status === 401 && !options.public) onUnauthorized?.();
    throw new ApiError(response.status, json.message || 'Request failed', json.errors ?? []);
  }
  return json as Envelope<T>;
}

// Calls through the endpoint table. -------------------------------------------------------------

type At<M extends Method, P extends string> = EntryAt<Endpoints, M, P>;

/** What a call adds to the table's inputs: an abort signal, and `public` (see RequestOptions). */
export type CallOptions = Pick<RequestOptions, 'signal' | 'public'>;
export type CallInput<E> = RequestInput<E> & CallOptions;

type AnyInput = CallOptions & {
  params?: Record<string, string | number>;
  query?: object;
  body?: unknown;
  headers?: Record<string, string>;
};

/** Writes send a body (`{}` when the entry has none). */
const WRITES: ReadonlySet<Method> = new Set(['POST', 'PATCH', 'PUT']);

function send<T>(method: Method, path: string, input: AnyInput = {}): Promise<Envelope<T>> {
  const { params, query, body, headers, signal } = input;
  return apiRequest<T>(fillPath(path, params), {
    method,
    query: query as Query | undefined,
    body: body === undefined && WRITES.has(method) ? {} : body,
    headers,
    signal,
    public: input.public,
  });
}

/** The `data` of an answer: the entry's response, or its 202 answer when it has one (`accepted`). */
type DataOf<E> = ResponseOf<E> | AcceptedOf<E>;

function dataCall<M extends Method>(method: M) {
  return async <P extends PathsFor<Endpoints, M>>(
    path: P,
    ...[input]: InputArg<CallInput<At<M, P>>>
  ): Promise<DataOf<At<M, P>>> => (await send<DataOf<At<M, P>>>(method, path, input as AnyInput)).data;
}

function envelopeCall<M extends Method>(method: M) {
  return <P extends PathsFor<Endpoints, M>>(
    path: P,
    ...[input]: InputArg<CallInput<At<M, P>>>
  ): Promise<Envelope<DataOf<At<M, P>>>> => send(method, path, input as AnyInput);
}

/**
 * The API, typed by the endpoint table: `api.get(path, {params, query, signal})`,
 * `api.post(path, {params, body})`… return the answer's `data`.
 */
export const api = {
  get: dataCall('GET'),
  post: dataCall('POST'),
  patch: dataCall('PATCH'),
  put: dataCall('PUT'),
  delete: dataCall('DELETE'),
};

/** As `api`, but returns the whole envelope (for callers that show the server's message). */
export const apiEnvelope = {
  get: envelopeCall('GET'),
  post: envelopeCall('POST'),
  patch: envelopeCall('PATCH'),
  put: envelopeCall('PUT'),
  delete: envelopeCall('DELETE'),
};

/** The URL of a GET of the table, for a plain link or download (the session cookie goes with it). */
export function apiUrl<P extends PathsFor<Endpoints, 'GET'>>(
  path: P,
  ...[input]: InputArg<RequestInput<At<'GET', P>>>
): string {
  const { params, query } = (input ?? {}) as AnyInput;
  return buildUrl(fillPath(path, params), query as Query | undefined);
}

/** The message to show for any thrown value: the server's words, else the given fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && !error.isNetworkError && error.message) return error.message;
  return fallback;
}
