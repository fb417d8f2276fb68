/** A valid-looking id, for path parameters. */
export const SOME_ID = '0190a0b0-0000-7000-8000-000000000000';

const METHODS = new Set(['get', 'head', 'post', 'put', 'patch', 'delete']);

/**
 * One operation of the OpenAPI document: `label` is "METHOD /path" as the document spells the path,
 * `url` that path with every parameter set to SOME_ID, `query` the names of its query parameters,
 * `consumes` the content types of its request body. `readsBody`: not GET or HEAD, whose bodies Fastify never reads.
 */
export type Operation = {
  label: string;
  method: string;
  path: string;
  url: string;
  query: string[];
  consumes: string[];
  readsBody: boolean;
};

type OpenApi = {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Array<{ in: string; name: string }>;
        requestBody?: { content?: Record<string, unknown> };
      }
    >
  >;
};

/** `path` with every parameter (`{id}`, `{*}`) set to `value`. */
export const fillPath = (path: string, value: string) => path.replace(/\{[^}]+\}/g, value);

/** Every operation of the app's OpenAPI document. */
export function operationsOf(app: { swagger(): unknown }): Operation[] {
  const doc = app.swagger() as OpenApi;
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.has(method))
      .map(([method, operation]) => ({
        label: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        url: fillPath(path, SOME_ID),
        query: (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
        consumes: Object.keys(operation.requestBody?.content ?? {}),
        readsBody: method !== 'get' && method !== 'head',
      })),
  );
}
