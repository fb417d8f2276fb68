import type { PGlite } from '@electric-sql/pglite';

/** Statement texts prepared per PGlite database at most; past this, new texts are planned per call. */
const MAX_PREPARED = 1_000;

type Prepared = { name: string } | 'seen once' | 'not preparable';

/**
 * A value as a quoted SQL literal, as the extended protocol would send it in text (the type comes
 * from the statement), or undefined for a value this does not write (the call then goes as it is).
 */
function literal(value: unknown): string | undefined {
  if (value === null || value === undefined) return 'null';
  const quoted = (text: string) => `'${text.replaceAll("'", "''")}'`;
  if (typeof value === 'string') return quoted(value);
  if (typeof value === 'number') return Number.isFinite(value) ? quoted(String(value)) : undefined;
  if (typeof value === 'bigint' || typeof value === 'boolean') return quoted(String(value));
  if (Array.isArray(value) && value.every((v) => v === null || ['string', 'number'].includes(typeof v))) {
    const element = (v: string | number | null) =>
      v === null ? 'NULL' : `"${String(v).replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;
    return quoted(`{${value.map(element).join(',')}}`);
  }
  return undefined;
}

/**
 * PGlite plans every statement it is sent again (drizzle's named statements are a feature of the
 * PostgreSQL driver only), and on PGlite's one thread planning the session lookup took three times
 * as long as running it. This client prepares a statement text with SQL `PREPARE` the second time
 * it is sent outside a transaction, and from then on runs it with `EXECUTE` and its values written
 * as literals: the plan is kept, as PostgreSQL keeps it per connection. A text PostgreSQL cannot
 * prepare (several statements, utility commands, a parameter of unknown type) or a value this does
 * not write goes as before. PGlite has one connection, so what it prepared stays prepared.
 */
export function preparingStatements(client: PGlite): PGlite {
  const prepared = new Map<string, Prepared>();
  let named = 0;

  async function prepare(text: string): Promise<Prepared> {
    const name = `pglite_statement_${++named}`;
    try {
      await client.exec(`prepare ${name} as ${text}`);
      return { name };
    } catch {
      return 'not preparable';
    }
  }

  const query: PGlite['query'] = async (text, params, options) => {
    let state = prepared.get(text);
    if (state === undefined && prepared.size < MAX_PREPARED) prepared.set(text, 'seen once');
    else if (state === 'seen once') {
      state = await prepare(text);
      prepared.set(text, state);
    }
    const values = typeof state === 'object' ? (params ?? []).map(literal) : [];
    if (typeof state !== 'object' || values.includes(undefined)) return client.query(text, params, options);
    const args = values.length > 0 ? `(${values.join(', ')})` : '';
    return client.query(`execute ${state.name}${args}`, [], options);
  };

  return new Proxy(client, {
    get(target, property) {
      if (property === 'query') return query;
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
