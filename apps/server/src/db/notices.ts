import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** A channel this process listens on (Database.listen). */
export type Listening = {
  /**
   * Resolves once every notice committed through this process's pooled connections before the call
   * has been handed to `onNotice`.
   */
  hearOwnCommits(): Promise<void>;
  stop(): Promise<void>;
};

export type NoticeHandlers = {
  onNotice(payload: string | undefined): void;
  /** The listening connection failed; nothing more is heard (listen again to go on). */
  onLost(error: Error): void;
};

/** The longest `hearOwnCommits` waits for the listening connection before taking it for lost. */
const FENCE_TIMEOUT_MS = 500;
/** The longest the listening connection's other queries (LISTEN), and its closing, may take. */
const QUERY_TIMEOUT_MS = 5000;

/**
 * Listens on a PostgreSQL connection of its own (named `name` in pg_stat_activity), beside the pool.
 * PostgreSQL delivers every notice committed before a query to a listening session before it
 * answers that query, so `hearOwnCommits` asks the connection a `select 1` once a pooled connection
 * has been handed back since the last one; callers waiting together share it.
 *
 * Every wait is bounded: a `select 1` unanswered after FENCE_TIMEOUT_MS (a stalled backend, a
 * connection dropped without a reset) counts as the connection lost (`onLost`), as does TCP
 * keep-alive failing; the connection is then closed, or its socket destroyed if closing stalls too.
 */
export async function listenBesidePool(
  pool: pg.Pool,
  channel: string,
  name: string,
  { onNotice, onLost }: NoticeHandlers,
): Promise<Listening> {
  const connection = new pg.Client({
    ...pool.options,
    application_name: name,
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
    query_timeout: QUERY_TIMEOUT_MS,
  });
  let open = true;
  let listening = false;
  let handedBack = 0;
  let covered = 0;
  let fence: Promise<void> | undefined;
  const countHandedBack = () => {
    handedBack++;
  };
  const close = async () => {
    open = false;
    pool.off('release', countHandedBack);
    const closed = await Promise.race([
      connection.end().then(
        () => true,
        () => true,
      ),
      new Promise<false>((resolve) => setTimeout(resolve, QUERY_TIMEOUT_MS, false).unref()),
    ]);
    // A stalled backend never answers the goodbye: drop the socket.
    if (!closed)
      (connection as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
  };
  const lose = (error: Error) => {
    if (!open) return;
    void close();
    // A failure while connecting is the caller's rejected promise.
    if (listening) onLost(error);
  };
  connection.on('notification', (message) => {
    if (message.channel === channel) onNotice(message.payload);
  });
  connection.on('error', lose);
  connection.on('end', () => lose(new Error('the listening connection ended')));
  try {
    await connection.connect();
    await connection.query(`listen ${channel}`);
  } catch (error) {
    await close();
    throw error;
  }
  pool.on('release', countHandedBack);
  listening = true;
  return {
    async hearOwnCommits() {
      const owed = handedBack;
      while (covered < owed && open) {
        if (!fence) {
          const covers = handedBack;
          let timer: NodeJS.Timeout | undefined;
          const stalled = new Promise<never>((_, reject) => {
            timer = setTimeout(
              () =>
                reject(new Error(`the listening connection did not answer within ${FENCE_TIMEOUT_MS} ms`)),
              FENCE_TIMEOUT_MS,
            );
          });
          fence = Promise.race([connection.query('select 1'), stalled])
            .then(() => {
              covered = Math.max(covered, covers);
            }, lose)
            .finally(() => {
              clearTimeout(timer);
              fence = undefined;
            });
        }
        await fence;
      }
    },
    stop: () => (open ? close() : Promise.resolve()),
  };
}

/** PGlite hands a transaction's notices on before its commit returns; its connection is never lost. */
export async function listenOnPglite(
  client: PGlite,
  channel: string,
  { onNotice }: NoticeHandlers,
): Promise<Listening> {
  const unlisten = await client.listen(channel, onNotice);
  return {
    hearOwnCommits: async () => {},
    // Closing the database first (server.ts) ends the listening too.
    stop: () => unlisten().catch(() => undefined),
  };
}
