import type { z } from 'zod';

/**
 * One API operation as the server serves it and the web app and the API tests call it. Each area
 * has a table of them (`endpoints/<area>.ts`, made with `defineEndpoints`), keyed `METHOD /path`:
 * the path is under `/api` and spells a path parameter `:name`, as Fastify does. The server takes
 * each route's method, URL, schemas, account check and OpenAPI text from its entry
 * (`apps/server/src/lib/routes.ts`); the web client (`apps/web/src/lib/api-client.ts`) and the test
 * client (`apps/server/test/helpers/api.ts`) take their argument and answer types from it.
 *
 * This file holds no schema, so the web app may import it at run time (`@lunch/contract/endpoint`);
 * the tables (`@lunch/contract/endpoints`) it imports as types only.
 */

export const METHODS = ['GET', 'POST', 'PATCH', 'PUT', 'DELETE'] as const;
export type Method = (typeof METHODS)[number];

/** Who an account is (the server's `Role`, lib/roles.ts; the wire's account types stay in the schemas). */
export type Role = 'employee' | 'company' | 'admin' | 'rider' | 'restaurant';
/** Every signed-in account, whatever its role. */
export const EVERY_ROLE = [
  'admin',
  'company',
  'employee',
  'rider',
  'restaurant',
] as const satisfies readonly Role[];

/**
 * What a company member may do (issue 32): `owner` everything, including members and the company's
 * profile; `finance` money (top-ups, the bank account, auto top-up, billings, statements, invoices);
 * `people` employees, invitations, budgets, departments and programme rules; `viewer` reads.
 */
export const COMPANY_ROLES = ['owner', 'finance', 'people', 'viewer'] as const;
export type CompanyRole = (typeof COMPANY_ROLES)[number];

/** The members who may call a company route, by what the route does (an entry's `companyRoles`). */
export const MEMBERS_WHO = {
  /** Everyone: the overview, meal suggestions, signing out. */
  all: COMPANY_ROLES,
  /** The company's profile and its members. */
  runTheCompany: ['owner'],
  manageMoney: ['owner', 'finance'],
  readMoney: ['owner', 'finance', 'viewer'],
  managePeople: ['owner', 'people'],
  readPeople: ['owner', 'people', 'viewer'],
  /** Programme settings mix both: the route checks each field (people's rules, finance's alert and tax details). */
  manageSettings: ['owner', 'finance', 'people'],
  /** Who did what (GET /company/audit). */
  readAudit: ['owner', 'finance'],
} as const satisfies Record<string, readonly CompanyRole[]>;

/**
 * Who may change each company setting (`PATCH /company/settings` lets `manageSettings` in, then
 * checks each field sent): the programme rules and the budget are people's, the low-balance alert
 * and the tax details finance's; an owner changes them all. A field refused answers 403 naming it.
 */
export const SETTINGS_FIELD_RULES = {
  max_spend_amount_per_employee: MEMBERS_WHO.managePeople,
  order_days: MEMBERS_WHO.managePeople,
  order_window_start: MEMBERS_WHO.managePeople,
  order_window_end: MEMBERS_WHO.managePeople,
  per_order_cap: MEMBERS_WHO.managePeople,
  per_day_cap: MEMBERS_WHO.managePeople,
  employees_may_pay_difference: MEMBERS_WHO.managePeople,
  low_balance_alert: MEMBERS_WHO.manageMoney,
  legal_name: MEMBERS_WHO.manageMoney,
  tin: MEMBERS_WHO.manageMoney,
  billing_address: MEMBERS_WHO.manageMoney,
} as const satisfies Record<string, readonly CompanyRole[]>;

/** The role names a 403 gives: "an owner or a finance member". */
export function companyRolesText(roles: readonly CompanyRole[]): string {
  const words = roles.map((role) => (role === 'owner' ? 'an owner' : `a ${role} member`));
  return words.length === 1 ? words[0]! : `${words.slice(0, -1).join(', ')} or ${words.at(-1)}`;
}

export type Endpoint = {
  /**
   * Who may call it: the roles let through, or `'public'`. For roles, an anonymous caller is
   * answered 401 and another role 403, both before the body, query or path is read.
   */
  roles: readonly Role[] | 'public';
  /**
   * When `roles` lets companies through: which of a company's members may call it (`MEMBERS_WHO`).
   * Required then (`defineEndpoints` throws without it); another member is answered 403, naming
   * the roles that may, before the body is read.
   */
  companyRoles?: readonly CompanyRole[];
  /** OpenAPI: the operation's tags and description, as the document shows them. */
  tags: readonly string[];
  description?: string;
  /** Path parameters: an object schema with exactly the path's `:names` (checked by `defineEndpoints`). */
  params?: z.ZodType;
  query?: z.ZodType;
  /** A JSON body, checked by the route before the handler runs. */
  body?: z.ZodType;
  headers?: z.ZodType;
  /**
   * A body the handler reads itself instead of `body` (a multipart upload, or a body of several
   * kinds): `consumes` goes to the route schema (OpenAPI) as it is, and callers send FormData, or
   * JSON of `json` when given (the handler checks it with `parseInput`).
   */
  form?: { consumes: readonly string[]; json?: z.ZodType };
  /**
   * The `data` of the answer's envelope `{success, message, data}`. None when the answer is not
   * that envelope (a CSV or PDF file, a stream).
   */
  response?: z.ZodType;
  /** The success status when it is not 200 (201: created, 202: accepted, done later). */
  status?: 200 | 201 | 202;
  /** Other statuses answered with the same envelope and `data` (health: 503 with `db: "down"`). */
  alsoAnswers?: readonly number[];
  /**
   * The `data` of a 202 answer, when the request was taken but its work waits for something else
   * (a checkout waiting for the employee's card payment): the envelope around it, besides `response`.
   */
  accepted?: z.ZodType;
};

export type EndpointKey = `${Method} /${string}`;
export type MethodOf<K> = K extends `${infer M extends Method} /${string}` ? M : never;
export type PathOf<K> = K extends `${Method} ${infer P}` ? P : never;

/** The `:names` of a path: `'/orders/:id/rating'` → `'id'`. */
export type PathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParams<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

type ParamsCheck<K extends string, E> = [PathParams<PathOf<K>>] extends [never]
  ? E extends { params: z.ZodType }
    ? { params: `${K} has no :parameter, so no params` }
    : unknown
  : E extends { params: infer S extends z.ZodType }
    ? [keyof z.input<S>] extends [PathParams<PathOf<K>>]
      ? [PathParams<PathOf<K>>] extends [keyof z.input<S>]
        ? unknown
        : { params: `${K}: params must have exactly the path's :parameters` }
      : { params: `${K}: params must have exactly the path's :parameters` }
    : { params: `${K} needs params for its :parameters` };

type BodyCheck<K extends string, E> =
  MethodOf<K> extends 'GET'
    ? E extends { body: unknown } | { form: unknown }
      ? { body: `${K}: a GET has no body` }
      : unknown
    : E extends { body: unknown; form: unknown }
      ? { form: `${K}: body or form, not both` }
      : unknown;

/** What `defineEndpoints` checks of each entry, beyond its type: a mismatch is a type error on the field. */
export type Checked<T> = {
  [K in keyof T & string]: K extends EndpointKey
    ? ParamsCheck<K, T[K]> & BodyCheck<K, T[K]>
    : { roles: `${K}: a key is "METHOD /path", METHOD one of GET, POST, PATCH, PUT, DELETE` };
};

/** An entry as a table holds it: with its key, method and path. */
export type Defined<T> = {
  readonly [K in keyof T & string]: T[K] & {
    readonly key: K;
    readonly method: MethodOf<K>;
    readonly path: PathOf<K>;
  };
};

/** A table of one area, keyed `METHOD /path` (see `Endpoint`); each entry gains its key, method and path. */
export function defineEndpoints<const T extends Record<EndpointKey, Endpoint>>(
  table: T & Checked<T>,
): Defined<T> {
  const entries = Object.entries(table).map(([key, entry]) => {
    if (entry.roles !== 'public' && entry.roles.includes('company') && !entry.companyRoles?.length) {
      throw new Error(`${key}: a company route needs companyRoles (which members may call it)`);
    }
    const space = key.indexOf(' ');
    return [key, { ...entry, key, method: key.slice(0, space), path: key.slice(space + 1) }];
  });
  return Object.fromEntries(entries) as Defined<T>;
}

/** `path` with each `:name` set to its parameter, encoded: `fillPath('/orders/:id', {id})`. */
export function fillPath(path: string, params?: Record<string, string | number>): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}

// What a caller sends and gets back, by entry. ----------------------------------------------------

/** A query value as it goes in the URL. */
export type QueryValue = string | number | boolean | null | undefined;

/** The query a caller sends: the schema's input, where a coerced field (input `unknown`) takes a URL value. */
export type QueryInput<S extends z.ZodType> = {
  [K in keyof z.input<S>]: unknown extends z.input<S>[K] ? QueryValue : z.input<S>[K];
};

/** An object with no field: what a type with nothing required accepts. */
type Nothing = Record<never, never>;

/** `{name: T}`, optional when `T` has nothing required. */
type Slot<Name extends string, T> = Nothing extends T ? { [N in Name]?: T } : { [N in Name]: T };

/** The body a caller sends: the JSON of `body`, or FormData (or the JSON of `form.json`) for a `form`. */
export type BodyInput<E> = E extends { body: infer S extends z.ZodType }
  ? z.input<S>
  : E extends { form: { json: infer S extends z.ZodType } }
    ? FormData | z.input<S>
    : E extends { form: unknown }
      ? FormData
      : never;

/** The path, query, body and headers a caller gives (each required exactly when the entry needs it). */
export type RequestInput<E> = (E extends { params: infer S extends z.ZodType }
  ? { params: z.input<S> }
  : { params?: never }) &
  (E extends { query: infer S extends z.ZodType } ? Slot<'query', QueryInput<S>> : { query?: never }) &
  ([BodyInput<E>] extends [never] ? { body?: never } : { body: BodyInput<E> }) &
  (E extends { headers: infer S extends z.ZodType }
    ? Slot<'headers', z.input<S> & Record<string, string>>
    : { headers?: Record<string, string> });

/** The `data` of a successful answer (`unknown` when the answer is not the envelope). */
export type ResponseOf<E> = E extends { response: infer S extends z.ZodType } ? z.output<S> : unknown;

/** The `data` of a 202 answer of an entry with `accepted` (never for the others). */
export type AcceptedOf<E> = E extends { accepted: infer S extends z.ZodType } ? z.output<S> : never;

/** The keys of a table for one method, and their paths. */
export type KeysFor<T, M extends Method> = Extract<keyof T, `${M} /${string}`>;
export type PathsFor<T, M extends Method> = PathOf<KeysFor<T, M>>;
/** The entry of a table at `METHOD path`. */
export type EntryAt<T, M extends Method, P extends string> = T[Extract<keyof T, `${M} ${P}`>];

/** The rest of a call after the path: the input, optional when nothing in it is required. */
export type InputArg<I> = Nothing extends I ? [input?: I] : [input: I];
