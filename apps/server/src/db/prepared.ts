import type { Db } from './client.js';

/**
 * Statements prepared by name, built once per database handle and shape, so PostgreSQL parses and
 * plans each once per connection instead of on every call (hot paths: the session lookup, the menu
 * page). Values are bound through `sql.placeholder(...)`; a shape (which optional clauses a query
 * has) picks one statement of a family, and each name must belong to one SQL text.
 */
export function preparedOn<T, Shape = undefined>(build: (db: Db, shape: Shape) => T) {
  const built = new WeakMap<Db, Map<string, T>>();
  return (db: Db, shape?: Shape): T => {
    let statements = built.get(db);
    if (!statements) {
      statements = new Map();
      built.set(db, statements);
    }
    const key = JSON.stringify(shape ?? null);
    let statement = statements.get(key);
    if (!statement) {
      statement = build(db, shape as Shape);
      statements.set(key, statement);
    }
    return statement;
  };
}
