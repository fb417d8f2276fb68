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

export const SESSION_COOKIE = 'session';

export type SignedInAccount = {
  id: string;
  email: string;
  role: Role;
  sessionId: string;
  timeZone: string;
  /**
   * The versions of what a menu page shows this account (the menu's, and an employee's own
   * allergies, diets and favourites), as of this request: read here because this is the one query
   * every request makes (modules/menu/menu-cache.ts).
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

/** Every authenticated request's one query: the live session with its account. */
const sessionAccount = preparedOn((db) =>
  db
    .select({
      id: accounts.id,
      email: accounts.email,
      accountType: accounts.accountType,
      accountState: accounts.accountState,
      timeZone: accounts.timeZone,
      sessionId: sessions.id,
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

export async function authenticate(
  ctx: AppContext,
  request: FastifyRequest,
): Promise<SignedInAccount | null> {
  const found = readToken(request);
  if (!found) return null;
  const [row] = await sessionAccount(ctx.db).execute({
    tokenHash: sha256(found.token),
    now: ctx.clock.now().toISOString(),
  });
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
