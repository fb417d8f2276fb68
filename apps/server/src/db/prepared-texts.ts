/** Statement texts prepared per connection at most; past this, new texts are planned per call. */
const MAX_PREPARED = 1_000;
/** Texts remembered as sent once; past this they are forgotten (texts with values written in never repeat). */
const MAX_SEEN = 10_000;

/**
 * A value as a quoted SQL literal, as the extended protocol would send it in text (the type comes
 * from the statement), or undefined for a value this does not write.
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
 * A statement's text with each `$n` replaced by its value as a literal (outside quoted constants),
 * or undefined when a value is one this does not write: the same values the extended protocol
 * would send, for a query of several statements (the simple protocol takes no parameters).
 */
export function withLiterals(text: string, params: readonly unknown[]): string | undefined {
  const values = params.map(literal);
  if (values.includes(undefined)) return undefined;
  return text
    .split("'")
    .map((part, i) =>
      i % 2 === 1 ? part : part.replace(/\$(\d+)/g, (_, n: string) => values[Number(n) - 1]!),
    )
    .join("'");
}

/**
 * The statement texts one connection has prepared with SQL `PREPARE`, so that it runs them with
 * `EXECUTE` and their values written as literals (standard strings: quotes doubled): the connection
 * parses and plans a text once and keeps the plan, as it does for the extended protocol's named
 * statements, also where a query sends several statements at once (the simple protocol, which
 * takes no parameters). A text is prepared once it has been sent twice, outside a transaction
 * (prepareWanted), since a failed PREPARE would end the transaction; a text PostgreSQL cannot
 * prepare (several statements, a utility command, a parameter of unknown type) or a value this
 * does not write keeps going as it is.
 */
export class PreparedTexts {
  private readonly seen = new Set<string>();
  /** A text's statement name, or null when PostgreSQL could not prepare it. */
  private readonly names = new Map<string, string | null>();
  private readonly wanted = new Set<string>();
  private named = 0;

  constructor(private readonly prefix: string) {}

  /** `execute name(values)` for a prepared text, or undefined: send the text itself (its second sending marks it wanted). */
  execution(text: string, params: readonly unknown[]): string | undefined {
    const name = this.names.get(text);
    if (name === undefined) {
      this.sent(text);
      return undefined;
    }
    const values = params.map(literal);
    if (name === null || values.includes(undefined)) return undefined;
    return values.length > 0 ? `execute ${name}(${values.join(', ')})` : `execute ${name}`;
  }

  private sent(text: string) {
    if (this.wanted.has(text) || this.names.size + this.wanted.size >= MAX_PREPARED) return;
    if (this.seen.delete(text)) {
      this.wanted.add(text);
    } else {
      if (this.seen.size >= MAX_SEEN) this.seen.clear();
      this.seen.add(text);
    }
  }

  /** Prepares the texts wanted since the last call; `run` sends one command, outside any transaction. */
  async prepareWanted(run: (command: string) => Promise<unknown>): Promise<void> {
    for (const text of this.wanted) {
      this.wanted.delete(text);
      const name = `${this.prefix}${++this.named}`;
      const prepared = await run(`prepare ${name} as ${text}`).then(
        () => true,
        () => false,
      );
      this.names.set(text, prepared ? name : null);
    }
  }
}
