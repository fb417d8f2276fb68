import { type CompanyRole, companyRolesText } from '@lunch/contract/endpoint';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import { type PreparedStatements, preparedOn } from '../db/prepared.js';
import { accounts, companyMembers, employees, menuState, sessions } from '../db/schema.js';
import type { Clock } from './clock.js';
import { AppError, forbidden, unauthorized } from './errors.js';
import { isOwnOrigin } from './host-check.js';
import { type Role, roleOf } from './roles.js';
import { sha256 } from './secrets.js';
import type { SessionCache } from './session-cache.js';

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
  /** A company member's company and role (issue 32); null for every other account. */
  company: { id: string; role: CompanyRole } | null;
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

/** The live session with its account, which every authenticated request needs (kept: ctx.sessions). */
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
      companyId: companyMembers.companyId,
      companyRole: companyMembers.role,
      memberStatus: companyMembers.status,
      menuVersion: sql<string>`coalesce((select ${menuState.version} from ${menuState} where ${menuState.id} = 1), -1)
        || '.' || coalesce((select ${employees.menuVersion} from ${employees}
          where ${employees.accountId} = ${accounts.id}), -1)`,
    })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .leftJoin(companyMembers, eq(companyMembers.accountId, accounts.id))
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

/**
 * The sessions this process has looked up (lib/session-cache.ts, decision 008): a per-process
 * service on the context (`ctx.sessions`), created by context.ts and started by server.ts.
 */
export type KeptSessions = SessionCache<SessionRow>;

/**
 * What the guard needs of the app (the app context has it all; lib/ does not know the context):
 * the origin rules, the clock, the session lookup's statement and the kept sessions.
 */
export type GuardContext = {
  config: Config;
  clock: Clock;
  statements: PreparedStatements;
  sessions: KeptSessions;
};

/** Whether sessions are kept: false while the notices' connection is down (every session is looked up). */
export function sessionCacheIsLive(ctx: Pick<GuardContext, 'sessions'>): boolean {
  return ctx.sessions.live;
}

/** The live session of a token, from this process's memory when nothing it read has changed since. */
async function sessionOf(ctx: GuardContext, token: string): Promise<SessionRow | undefined> {
  const tokenHash = sha256(token);
  const now = ctx.clock.now();
  const kept = await ctx.sessions.get(tokenHash, now);
  if (kept) return kept;
  const since = ctx.sessions.since();
  const [row] = await sessionAccount(ctx.statements).execute({ tokenHash, now: now.toISOString() });
  if (row && signsIn(row)) ctx.sessions.keep(tokenHash, row, since, now);
  return row;
}

/** An active account; a company's, only while it is an active member of its company. */
function signsIn(row: SessionRow): boolean {
  if (row.accountState !== 'ACTIVE') return false;
  return row.accountType !== 'Company' || row.memberStatus === 'ACTIVE';
}

export async function authenticate(
  ctx: GuardContext,
  request: FastifyRequest,
): Promise<SignedInAccount | null> {
  const found = readToken(request);
  if (!found) return null;
  const row = await sessionOf(ctx, found.token);
  if (!row || !signsIn(row)) return null;
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
    company: row.accountType === 'Company' ? { id: row.companyId!, role: row.companyRole! } : null,
  };
}

/**
 * onRequest hook (before the body is read, so a stranger never learns about validation): a
 * signed-in, active account in one of the given roles (any role when none given); a company's
 * member, in one of `companyRoles` (403 naming the roles that may).
 */
export function requireAccount(
  ctx: GuardContext,
  roles: readonly Role[],
  companyRoles?: readonly CompanyRole[],
) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const account = await authenticate(ctx, request);
    if (!account) throw unauthorized();
    if (roles.length > 0 && !roles.includes(account.role)) throw forbidden();
    if (account.company && companyRoles && !companyRoles.includes(account.company.role)) {
      throw forbidden(`Only ${companyRolesText(companyRoles)} of the company may do this`);
    }
    request.account = account;
  };
}

export function signedIn(request: FastifyRequest): SignedInAccount {
  if (!request.account) throw unauthorized();
  return request.account;
}

/** The company a company member's request acts for (its id is the company's account's). */
export function companyOf(request: FastifyRequest): string {
  const company = signedIn(request).company;
  if (!company) throw forbidden();
  return company.id;
}
