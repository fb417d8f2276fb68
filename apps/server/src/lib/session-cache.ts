import type { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Database } from '../db/client.js';

/** Where triggers announce a change to what a session lookup answers (migration 0012). */
const CHANNEL = 'session_changes';
/** The notice that touches every session (a menu change, a truncated table). */
const EVERY_SESSION = '*';
/** Sessions kept per process; past this the oldest kept one goes. */
const MAX_SESSIONS = 20_000;
/** The longest a session is answered from memory before it is looked up again. */
const KEEP_MS = 60_000;
const RECONNECT_MS = 1_000;
/** How the listening connection shows in pg_stat_activity. */
export const LISTENER_NAME = 'session-notices';

/** What a session lookup answered: the session's account (`id`) and when the session expires. */
export type KeptRow = { id: string; expiresAt: Date };

type Kept<Row> = { row: Row; until: number };
type State = 'off' | 'connecting' | 'live' | 'retrying' | 'closed';

/**
 * Session lookups this process has made, answered again from memory while nothing they read has
 * changed (decision 008). Triggers announce every such change on `session_changes` in the writing
 * transaction (migration 0012); this cache listens, and drops the account's kept sessions (or all of
 * them) as a notice arrives. It keeps and answers nothing unless it is listening: a lost connection
 * empties it until it listens again.
 *
 * Notices reach other processes within milliseconds of the commit. This process's own writes are
 * heard before any request that follows them is answered from memory: on PostgreSQL every pooled
 * connection handed back marks the notices as owed, and a kept session is answered only after a
 * query on the listening connection (which PostgreSQL answers after delivering every notice
 * committed before it); PGlite delivers a transaction's notices before its commit returns.
 */
export class SessionCache<Row extends KeptRow> {
  private readonly kept = new Map<string, Kept<Row>>();
  private readonly byAccount = new Map<string, Set<string>>();
  /** Raised by every notice: a lookup started before a notice is not kept (`since`). */
  private generation = 0;
  private state: State = 'off';
  private listening: pg.Client | undefined;
  private stopListening: (() => Promise<void>) | undefined;
  /** Pooled connections handed back (each may have committed a change) and those a fence has covered. */
  private handedBack = 0;
  private fenced = 0;
  private fence: Promise<void> | undefined;
  private readonly onHandedBack = () => {
    this.handedBack++;
  };

  constructor(
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** The session kept for a token's hash, if it is still valid at `now`; else look it up and `keep` it. */
  async get(tokenHash: string, now: Date): Promise<Row | undefined> {
    if (this.state === 'off') void this.start();
    if (this.state !== 'live') return undefined;
    const kept = this.kept.get(tokenHash);
    if (!kept) return undefined;
    if (kept.until <= now.getTime() || kept.row.expiresAt.getTime() <= now.getTime()) {
      this.drop(tokenHash, kept.row.id);
      return undefined;
    }
    await this.hearOwnWrites();
    return this.kept.get(tokenHash)?.row;
  }

  /** Call right before a lookup; pass what it returns to `keep`. */
  since(): number {
    return this.generation;
  }

  /** Keeps a lookup's answer, unless a notice arrived since it started (it may predate the change). */
  keep(tokenHash: string, row: Row, since: number, now: Date) {
    if (this.state !== 'live' || since !== this.generation) return;
    const previous = this.kept.get(tokenHash);
    if (previous) this.drop(tokenHash, previous.row.id);
    this.kept.set(tokenHash, { row, until: now.getTime() + KEEP_MS });
    let tokens = this.byAccount.get(row.id);
    if (!tokens) {
      tokens = new Set();
      this.byAccount.set(row.id, tokens);
    }
    tokens.add(tokenHash);
    if (this.kept.size > MAX_SESSIONS) {
      const [oldest, { row: oldestRow }] = this.kept.entries().next().value!;
      this.drop(oldest, oldestRow.id);
    }
  }

  /** Stops listening and forgets every kept session (the app is closing). */
  async close() {
    this.state = 'closed';
    this.forgetAll();
    await this.stop();
  }

  private drop(tokenHash: string, accountId: string) {
    this.kept.delete(tokenHash);
    const tokens = this.byAccount.get(accountId);
    tokens?.delete(tokenHash);
    if (tokens?.size === 0) this.byAccount.delete(accountId);
  }

  private forgetAll() {
    this.generation++;
    this.kept.clear();
    this.byAccount.clear();
  }

  private heard(payload: string | undefined) {
    this.generation++;
    if (!payload || payload === EVERY_SESSION) return this.forgetAll();
    for (const tokenHash of this.byAccount.get(payload) ?? []) this.kept.delete(tokenHash);
    this.byAccount.delete(payload);
  }

  /**
   * Waits until every notice committed by a pooled connection handed back before this call has been
   * heard: one `select 1` on the listening connection, shared by the requests that arrive meanwhile.
   */
  private async hearOwnWrites() {
    const owed = this.handedBack;
    while (this.fenced < owed && this.state === 'live') {
      if (!this.fence) {
        const covers = this.handedBack;
        this.fence = this.listening!.query('select 1')
          .then(
            () => {
              this.fenced = Math.max(this.fenced, covers);
            },
            (error: Error) => this.lost(error),
          )
          .finally(() => {
            this.fence = undefined;
          });
      }
      await this.fence;
    }
  }

  /** Starts listening; resolves once it listens, or has failed and will try again on a later lookup. */
  start(): Promise<void> {
    this.state = 'connecting';
    return this.listen().then(
      () => {
        if (this.state !== 'connecting') return this.stop();
        this.forgetAll();
        this.state = 'live';
      },
      (error: Error) => this.lost(error),
    );
  }

  private async listen() {
    const client = (this.database.db as unknown as { $client: PGlite | pg.Pool }).$client;
    const onPayload = (payload: string | undefined) => this.heard(payload);
    if (this.database.kind === 'pglite') {
      const unlisten = await (client as PGlite).listen(CHANNEL, onPayload);
      // Closing the database first (server.ts) ends the listening too.
      this.stopListening = () => unlisten().catch(() => undefined);
      return;
    }
    const pool = client as pg.Pool;
    const connection = new pg.Client({ ...pool.options, application_name: LISTENER_NAME });
    connection.on('notification', (message) => {
      if (message.channel === CHANNEL) onPayload(message.payload);
    });
    // Only the connection listening now: an earlier one's late events change nothing.
    connection.on('error', (error) => {
      if (this.listening === connection) this.lost(error);
    });
    connection.on('end', () => {
      if (this.listening === connection) this.lost(new Error('the listening connection ended'));
    });
    this.listening = connection;
    this.stopListening = async () => {
      pool.off('release', this.onHandedBack);
      await connection.end().catch(() => undefined);
    };
    await connection.connect();
    await connection.query(`listen ${CHANNEL}`);
    pool.on('release', this.onHandedBack);
  }

  private async stop() {
    const stop = this.stopListening;
    this.stopListening = undefined;
    this.listening = undefined;
    await stop?.();
  }

  /** The listening connection failed: forget everything, and listen again a moment later. */
  private lost(error: Error) {
    if (this.state === 'closed' || this.state === 'retrying') return;
    this.log.warn({ err: error }, 'session notices connection lost; sessions are looked up until it is back');
    this.state = 'retrying';
    this.forgetAll();
    void this.stop();
    setTimeout(() => {
      if (this.state === 'retrying') this.state = 'off';
    }, RECONNECT_MS).unref();
  }
}
