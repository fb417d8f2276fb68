import type { PGlite } from '@electric-sql/pglite';

/** Statement texts prepared per PGlite database at most; past this, new texts are planned per call. */
const MAX_PREPARED = 1_000;
/** Texts remembered as sent once; past this they are forgotten (texts with values written in never repeat). */
const MAX_SEEN = 10_000;

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
  const seen = new Set<string>();
  /** A text's statement name, or null when PostgreSQL cannot prepare it. */
  const prepared = new Map<string, string | null>();
  let named = 0;

  async function prepare(text: string): Promise<string | null> {
    const name = `pglite_statement_${++named}`;
    try {
      await client.exec(`prepare ${name} as ${text}`);
      return name;
    } catch {
      return null;
    }
  }

  const query: PGlite['query'] = async (text, params, options) => {
    let name = prepared.get(text);
    if (name === undefined && prepared.size < MAX_PREPARED) {
      if (seen.delete(text)) {
        name = await prepare(text);
        prepared.set(text, name);
      } else {
        if (seen.size >= MAX_SEEN) seen.clear();
        seen.add(text);
      }
    }
    const values = name ? (params ?? []).map(literal) : [];
    if (!name || values.includes(undefined)) return client.query(text, params, options);
    const args = values.length > 0 ? `(${values.join(', ')})` : '';
    return client.query(`execute ${name}${args}`, [], options);
  };

  return new Proxy(client, {
    get(target, property) {
      if (property === 'query') return query;
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
