import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.js';
import type { Listening } from '../db/notices.js';

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
 * transaction (migration 0012); this cache listens (Database.listen), and drops the account's kept
 * sessions (or all of them) as a notice arrives. It keeps and answers nothing unless it is
 * listening: a lost connection empties it until it listens again.
 *
 * Notices reach other processes within milliseconds of the commit. This process's own changes are
 * heard before a kept session is answered again (Listening.hearOwnCommits).
 */
export class SessionCache<Row extends KeptRow> {
  private readonly kept = new Map<string, Kept<Row>>();
  private readonly byAccount = new Map<string, Set<string>>();
  /** Raised by every notice: a lookup started before a notice is not kept (`since`). */
  private generation = 0;
  private state: State = 'off';
  private listening: Listening | undefined;

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
    await this.listening?.hearOwnCommits();
    return this.kept.get(tokenHash)?.row;
  }

  /** Listening for notices, so keeping sessions (GET /api/health/ready). */
  get live(): boolean {
    return this.state === 'live';
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

  /**
   * Starts listening (server.ts, before serving); resolves once it listens, or has failed and will
   * try again on a later lookup. A lookup starts it too, if nothing did.
   */
  async start(): Promise<void> {
    if (this.state === 'live') return;
    this.state = 'connecting';
    try {
      const listening = await this.database.listen(CHANNEL, LISTENER_NAME, {
        onNotice: (payload) => this.heard(payload),
        onLost: (error) => {
          if (this.listening === listening) this.lost(error);
        },
      });
      if (this.state !== 'connecting') return await listening.stop();
      this.listening = listening;
      this.forgetAll();
      this.state = 'live';
    } catch (error) {
      this.lost(error as Error);
    }
  }

  /** Stops listening and forgets every kept session (the app is closing). */
  async stop() {
    this.state = 'closed';
    this.forgetAll();
    await this.stopListening();
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

  private async stopListening() {
    const listening = this.listening;
    this.listening = undefined;
    await listening?.stop();
  }

  /** The listening connection failed: forget everything, and listen again a moment later. */
  private lost(error: Error) {
    if (this.state === 'closed' || this.state === 'retrying') return;
    this.log.warn({ err: error }, 'session notices connection lost; sessions are looked up until it is back');
    this.state = 'retrying';
    this.forgetAll();
    void this.stopListening();
    setTimeout(() => {
      if (this.state === 'retrying') this.state = 'off';
    }, RECONNECT_MS).unref();
  }
}
