import type { PGlite, QueryOptions } from '@electric-sql/pglite';
import type { PreparedTexts } from './prepared-texts.js';

/**
 * PGlite plans every statement it is sent again (drizzle's named statements are a feature of the
 * PostgreSQL driver only), and on PGlite's one thread planning the session lookup took three times
 * as long as running it. This client runs a statement sent before with `EXECUTE` (PreparedTexts):
 * the plan is kept, as PostgreSQL keeps it per connection. Queries in a transaction do not come
 * through here (drizzle runs them on PGlite's transaction object; transactionEndingWith uses the
 * same `texts` for its statements); PGlite has one connection, so what it prepared stays prepared.
 */
export function preparingStatements(client: PGlite, texts: PreparedTexts): PGlite {
  const query: PGlite['query'] = async <T>(text: string, params?: unknown[], options?: QueryOptions) => {
    const execution = texts.execution(text, params ?? []);
    if (execution) return client.query<T>(execution, [], options);
    const result = await client.query<T>(text, params, options);
    await texts.prepareWanted((command) => client.exec(command));
    return result;
  };

  return new Proxy(client, {
    get(target, property) {
      if (property === 'query') return query;
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
