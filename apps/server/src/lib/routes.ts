import type { Endpoint, Method } from '@lunch/contract/endpoint';
import type {
  ContextConfigDefault,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { requireAccount } from './auth-guard.js';
import { answer, type EnvelopeSchema } from './reply.js';

/**
 * Routes from the endpoint table (`@lunch/contract/endpoints`): a module serves its area's table
 * with one handler per entry, and everything else a route declares comes from the entry: method,
 * URL, schemas (params, querystring, body, headers, the envelope of `response`), OpenAPI tags and
 * description, and the account check. See docs/architecture.md, "How to add or move an endpoint".
 */

type App = Parameters<FastifyPluginAsyncZod>[0];
/** What `requireAccount` needs to find the session (the app context). */
type Sessions = Parameters<typeof requireAccount>[0];
type AccountCheck = ReturnType<typeof requireAccount>;

/** An entry of a table made with `defineEndpoints`: an Endpoint with its key, method and path. */
export type TableEntry = Endpoint & { readonly key: string; readonly method: Method; readonly path: string };

type SchemaOf<E, Name extends string> = E extends { [N in Name]: infer S extends z.ZodType } ? S : undefined;
type StatusOf<E> = (E extends { status: infer S extends number } ? S : 200) | AlsoAnswers<E>;
type AlsoAnswers<E> = E extends { alsoAnswers: readonly (infer S extends number)[] } ? S : never;

/** The route schema of an entry, as Fastify and its zod type provider see it. */
export type RouteSchema<E> = {
  tags: string[];
  description?: string;
  consumes?: string[];
  params: SchemaOf<E, 'params'>;
  querystring: SchemaOf<E, 'query'>;
  body: SchemaOf<E, 'body'>;
  headers: SchemaOf<E, 'headers'>;
  response: E extends { response: infer S extends z.ZodType }
    ? Record<StatusOf<E>, EnvelopeSchema<S>> &
        (E extends { accepted: infer A extends z.ZodType } ? Record<202, EnvelopeSchema<A>> : unknown)
    : undefined;
};

/** The handler of an entry: `request.params`, `.query`, `.body` and `.headers` typed from it, and what it returns checked. */
export type Handler<E> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  RouteSchema<E>,
  ZodTypeProvider
>;

type ShorthandOptions<E> = RouteShorthandOptions<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  RouteSchema<E>,
  ZodTypeProvider
>;

/**
 * A handler with the few route options that are the server's business, not the table's: `config`
 * (a rate limit), `bodyLimit`, and hooks for anything but the account (which the entry's roles check).
 * Hooks given in `onRequest` run after the account check.
 */
export type RouteOptions<E> = Pick<
  ShorthandOptions<E>,
  'config' | 'bodyLimit' | 'onRequest' | 'preValidation' | 'preHandler'
> & { handler: Handler<E> };

/** One handler (or handler with options) for every entry of a table. */
export type Handlers<T> = { [K in keyof T]: Handler<T[K]> | RouteOptions<T[K]> };

/** The route schema of an entry (the OpenAPI document is generated from it). */
export function routeSchema<E extends TableEntry>(endpoint: E): RouteSchema<E> {
  const schema: Record<string, unknown> = { tags: [...endpoint.tags] };
  if (endpoint.description !== undefined) schema.description = endpoint.description;
  if (endpoint.form) schema.consumes = [...endpoint.form.consumes];
  if (endpoint.params) schema.params = endpoint.params;
  if (endpoint.query) schema.querystring = endpoint.query;
  if (endpoint.body) schema.body = endpoint.body;
  if (endpoint.headers) schema.headers = endpoint.headers;
  if (endpoint.response) {
    const statuses = [endpoint.status ?? 200, ...(endpoint.alsoAnswers ?? [])];
    schema.response = Object.assign(
      {},
      ...statuses.map((status) => answer(endpoint.response!, status)),
      endpoint.accepted ? answer(endpoint.accepted, 202) : {},
    );
  }
  return schema as RouteSchema<E>;
}

/**
 * The account check of an entry's roles (and, for companies, members' roles): `requireAccount` in `onRequest`, so an anonymous caller is
 * answered 401 (another role 403) before the body, query or path is read. Null for a public entry.
 * `hooks` keeps one hook per set of roles (one per area when every route of it serves the same roles).
 */
function accountCheck(
  ctx: Sessions,
  endpoint: TableEntry,
  hooks: Map<string, AccountCheck>,
): AccountCheck | null {
  const { roles, companyRoles } = endpoint;
  if (roles === 'public') return null;
  const name = `${[...roles].sort().join(',')}/${[...(companyRoles ?? [])].sort().join(',')}`;
  let hook = hooks.get(name);
  if (!hook) {
    hook = requireAccount(ctx, roles, companyRoles);
    hooks.set(name, hook);
  }
  return hook;
}

function register(
  app: App,
  ctx: Sessions,
  endpoint: TableEntry,
  spec: Handler<TableEntry> | RouteOptions<TableEntry>,
  hooks: Map<string, AccountCheck>,
) {
  const { handler, onRequest, ...options } = typeof spec === 'function' ? { handler: spec } : spec;
  const account = accountCheck(ctx, endpoint, hooks);
  const others = onRequest === undefined ? [] : Array.isArray(onRequest) ? onRequest : [onRequest];
  const checks = account ? [account, ...others] : others;
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema: routeSchema(endpoint),
    ...(checks.length > 0 ? { onRequest: checks } : {}),
    ...options,
    handler,
  } as unknown as Parameters<App['route']>[0]);
}

/** Serves one entry of a table (prefer `serve`, which makes sure every entry has its handler). */
export function route<E extends TableEntry>(
  app: App,
  ctx: Sessions,
  endpoint: E,
  spec: Handler<E> | RouteOptions<E>,
): void {
  register(app, ctx, endpoint, spec as unknown as Handler<TableEntry>, new Map());
}

/**
 * Serves every entry of an area's table, each with its handler (a missing or unknown handler is a
 * type error): `serve(app, ctx, invitationsEndpoints, { 'POST /invitations': async (request) => … })`.
 */
export function serve<T extends Record<string, TableEntry>>(
  app: App,
  ctx: Sessions,
  table: T,
  handlers: Handlers<T>,
): void {
  const hooks = new Map<string, AccountCheck>();
  for (const [key, endpoint] of Object.entries(table)) {
    const spec = handlers[key as keyof T];
    if (!spec) throw new Error(`${key}: no handler`);
    register(app, ctx, endpoint, spec as unknown as Handler<TableEntry>, hooks);
  }
  for (const key of Object.keys(handlers)) {
    if (!(key in table)) throw new Error(`${key}: a handler for no entry of the table`);
  }
}
