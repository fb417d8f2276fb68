import type { Db } from './client.js';

type Build<T, Shape> = (db: Db, shape: Shape) => T;

/**
 * Statements prepared by name, built once per process and shape, so PostgreSQL parses and plans
 * each once per connection instead of on every call (hot paths: the session lookup, the menu page,
 * checkout's payer), and drizzle writes each one's SQL text once (about 0.2 ms for checkout's
 * payer). A per-process service on the context (`ctx.statements`, created by context.ts). Values
 * are bound through `sql.placeholder(...)`; a shape (which optional clauses a query has) picks one
 * statement of a family, and each name must belong to one SQL text.
 */
export class PreparedStatements {
  private readonly built = new Map<Build<unknown, never>, Map<string, unknown>>();

  constructor(private readonly db: Db) {}

  /** The statement of `family` for `shape`, built on first use. */
  of<T, Shape>(family: Build<T, Shape>, shape: Shape): T {
    let statements = this.built.get(family as Build<unknown, never>);
    if (!statements) {
      statements = new Map();
      this.built.set(family as Build<unknown, never>, statements);
    }
    const key = JSON.stringify(shape ?? null);
    let statement = statements.get(key) as T | undefined;
    if (!statement) {
      statement = family(this.db, shape);
      statements.set(key, statement);
    }
    return statement;
  }

  /** Forgets what it built (the app is closing). */
  stop() {
    this.built.clear();
  }
}

/** A family of statements: call it with the process's statements (`ctx.statements`) and a shape. */
export type PreparedFamily<T, Shape> = (statements: PreparedStatements, shape?: Shape) => T;

/** Declares a family of statements; each is built by `build` the first time a process asks for its shape. */
export function preparedOn<T, Shape = undefined>(build: Build<T, Shape>): PreparedFamily<T, Shape> {
  return (statements, shape) => statements.of(build, shape as Shape);
}
