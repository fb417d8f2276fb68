import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import type { AppContext } from '../context.js';
import { preparedOn } from '../db/prepared.js';
import { accounts, employees, menuState, sessions } from '../db/schema.js';
import { AppError, forbidden, unauthorized } from './errors.js';
import { isOwnOrigin } from './host-check.js';
import { type Role, roleOf } from './roles.js';
import { sha256 } from './secrets.js';
import { SessionCache } from './session-cache.js';

export const SESSION_COOKIE = 'session';

export type SignedInAccount = {
  id: string;
  email: string;
  role: Role;
  sessionId: string;
  timeZone: string;
  /**
   * The versions of what a menu page shows this account (the menu's, and an employee's own
   * allergies, diets and favourites), as of this request: read with the session, which every
   * request looks up (modules/menu/menu-cache.ts), and kept with it (lib/session-cache.ts).
   */
  menuVersion: string;
};

declare module 'fastify' {
  interface FastifyRequest {
    account: SignedInAccount | null;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function readToken(request: FastifyRequest): { token: string; viaCookie: boolean } | null {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) {
    const token = header.slice(7).trim();
    if (token) return { token, viaCookie: false };
  }
  const cookie = request.cookies[SESSION_COOKIE];
  return cookie ? { token: cookie, viaCookie: true } : null;
}

/** Cookie-authenticated writes must come from our own origin (CSRF defence). */
function isSameOrigin(request: FastifyRequest, config: Config): boolean {
  const origin = request.headers.origin;
  return Boolean(origin) && isOwnOrigin(config, request, origin!);
}

/** The live session with its account, which every authenticated request needs (kept: sessionsOf). */
const sessionAccount = preparedOn((db) =>
  db
    .select({
      id: accounts.id,
      email: accounts.email,
      accountType: accounts.accountType,
      accountState: accounts.accountState,
      timeZone: accounts.timeZone,
      sessionId: sessions.id,
      expiresAt: sessions.expiresAt,
      menuVersion: sql<string>`coalesce((select ${menuState.version} from ${menuState} where ${menuState.id} = 1), -1)
        || '.' || coalesce((select ${employees.menuVersion} from ${employees}
          where ${employees.accountId} = ${accounts.id}), -1)`,
    })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .limit(1)
    .prepare('session_account'),
);

type SessionRow = Awaited<ReturnType<ReturnType<typeof sessionAccount>['execute']>>[number];

const keptSessions = new WeakMap<AppContext, SessionCache<SessionRow>>();

/** The sessions this app has looked up (lib/session-cache.ts, decision 008). */
function sessionsOf(ctx: AppContext): SessionCache<SessionRow> {
  let cache = keptSessions.get(ctx);
  if (!cache) {
    cache = new SessionCache(ctx.database, ctx.log);
    keptSessions.set(ctx, cache);
  }
  return cache;
}

/** Starts keeping sessions: listens for the notices that drop them (the app is starting). */
export async function openSessionCache(ctx: AppContext) {
  await sessionsOf(ctx).start();
}

/** Whether sessions are kept: false while the notices' connection is down (every session is looked up). */
export function sessionCacheIsLive(ctx: AppContext): boolean {
  return sessionsOf(ctx).live;
}

/** Stops keeping sessions (the app is closing). */
export async function closeSessionCache(ctx: AppContext) {
  await keptSessions.get(ctx)?.close();
}

/** The live session of a token, from this process's memory when nothing it read has changed since. */
async function sessionOf(ctx: AppContext, token: string): Promise<SessionRow | undefined> {
  const tokenHash = sha256(token);
  const now = ctx.clock.now();
  const sessions = sessionsOf(ctx);
  const kept = await sessions.get(tokenHash, now);
  if (kept) return kept;
  const since = sessions.since();
  const [row] = await sessionAccount(ctx.db).execute({ tokenHash, now: now.toISOString() });
  if (row?.accountState === 'ACTIVE') sessions.keep(tokenHash, row, since, now);
  return row;
}

export async function authenticate(
  ctx: AppContext,
  request: FastifyRequest,
): Promise<SignedInAccount | null> {
  const found = readToken(request);
  if (!found) return null;
  const row = await sessionOf(ctx, found.token);
  if (row?.accountState !== 'ACTIVE') return null;
  if (found.viaCookie && !SAFE_METHODS.has(request.method) && !isSameOrigin(request, ctx.config)) {
    throw new AppError('FORBIDDEN', 'Cross-site request refused');
  }
  return {
    id: row.id,
    email: row.email,
    role: roleOf(row.accountType),
    sessionId: row.sessionId,
    timeZone: row.timeZone,
    menuVersion: row.menuVersion,
  };
}

/**
 * onRequest hook (before the body is read, so a stranger never learns about validation): a
 * signed-in, active account in one of the given roles (any role when none given).
 */
export function requireAccount(ctx: AppContext, ...roles: Role[]) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const account = await authenticate(ctx, request);
    if (!account) throw unauthorized();
    if (roles.length > 0 && !roles.includes(account.role)) throw forbidden();
    request.account = account;
  };
}

/** The signed-in account of a route guarded by `requireAccount`. */
export function signedIn(request: FastifyRequest): SignedInAccount {
  if (!request.account) throw unauthorized();
  return request.account;
}
