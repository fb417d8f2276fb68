import {
  INVITATIONS_PER_HOUR,
  type InviteMemberSchema,
  LAST_OWNER_MESSAGE,
  MEMBER_INVITATION_TTL_DAYS,
  type Member,
} from '@lunch/contract';
import type { CompanyRole } from '@lunch/contract/endpoint';
import { and, asc, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { accounts, companies, companyMembers, sessions } from '../../db/schema.js';
import { findAccountByEmail } from '../../domain/accounts/accounts.repository.js';
import { type Actor, actorName, recordChange } from '../../domain/audit/audit.js';
import { AppError, conflict, forbidden, isUniqueViolation, notFound } from '../../lib/errors.js';
import { hitWindow } from '../../lib/rate-limit-store.js';
import { newInvitationToken } from '../../lib/secrets.js';
import { revokeAllSessions } from '../auth/auth.service.js';
import { memberInvitationEmail } from './team.emails.js';

/**
 * The members who run a company's account (issue 32, docs/team.md): the account that signed the
 * company up is its first owner (a trigger adds it, migration 0022); an owner invites others by
 * email in a role (INVITED, with a code valid 7 days), they sign up with the code (auth.service:
 * ACTIVE), and an owner changes their role or removes them (REMOVED, their sessions ended in the
 * same transaction; the session caches hear of both through the table's trigger).
 *
 * A company keeps at least one ACTIVE owner. Every change that could take the last one away first
 * locks the company's active owners' rows (`lockedOwners`, in one order), then counts them: of two
 * owners demoting or removing each other at once, the second waits, finds one owner left and is
 * answered 409. Every change is recorded (domain/audit) in its own transaction.
 */

type MemberRow = typeof companyMembers.$inferSelect;

const TTL_MS = MEMBER_INVITATION_TTL_DAYS * 24 * 3600 * 1000;
const HOUR_MS = 3600 * 1000;

const statusRank = sql`case ${companyMembers.status} when 'ACTIVE' then 0 when 'INVITED' then 1 else 2 end`;
const roleRank = sql`case ${companyMembers.role} when 'owner' then 0 when 'finance' then 1 when 'people' then 2 else 3 end`;

/** Members as the wire shows them: the account's email once they joined, and their last sign-in. */
async function memberRows(ex: Executor, where: SQL | undefined): Promise<Member[]> {
  const rows = await ex
    .select({
      member: companyMembers,
      accountEmail: accounts.email,
      lastLoginAt: sql<Date | null>`(select max(${sessions.createdAt}) from ${sessions}
        where ${sessions.accountId} = ${companyMembers.accountId})`.mapWith(sessions.createdAt),
    })
    .from(companyMembers)
    .leftJoin(accounts, eq(accounts.id, companyMembers.accountId))
    .where(where)
    .orderBy(statusRank, roleRank, asc(companyMembers.createdAt), asc(companyMembers.id))
    .limit(500);
  return rows.map(({ member, accountEmail, lastLoginAt }) => ({
    id: member.id,
    name: member.name,
    email: accountEmail ?? member.email,
    role: member.role,
    status: member.status,
    last_login_at: lastLoginAt ? lastLoginAt.toISOString() : null,
    created_at: member.createdAt.toISOString(),
    joined_at: member.joinedAt?.toISOString() ?? null,
    invitation_expires_at:
      member.status === 'INVITED' ? (member.invitationExpiresAt?.toISOString() ?? null) : null,
    removed_at: member.removedAt?.toISOString() ?? null,
  }));
}

/** `GET /company/members`: the company's members, active first (owners first), then invitations, then removed. */
export function listMembers(ctx: AppContext, companyId: string): Promise<Member[]> {
  return memberRows(ctx.db, eq(companyMembers.companyId, companyId));
}

async function memberOf(ex: Executor, companyId: string, id: string): Promise<Member> {
  const [member] = await memberRows(
    ex,
    and(eq(companyMembers.companyId, companyId), eq(companyMembers.id, id)),
  );
  if (!member) throw notFound('Member not found');
  return member;
}

/**
 * The company's active owners, their rows locked (in id order, so two changes never wait on each
 * other crosswise) until the transaction ends. A change that commits meanwhile is seen: a row no
 * longer an active owner's is left out.
 */
async function lockedOwners(tx: Executor, companyId: string) {
  return tx
    .select({ id: companyMembers.id, accountId: companyMembers.accountId })
    .from(companyMembers)
    .where(
      and(
        eq(companyMembers.companyId, companyId),
        eq(companyMembers.role, 'owner'),
        eq(companyMembers.status, 'ACTIVE'),
      ),
    )
    .orderBy(asc(companyMembers.id))
    .for('update');
}

/**
 * The owner making a change is still one once the owners are locked: an owner removed or demoted
 * by a change that committed while this request waited may not act as one any more.
 */
function mustStillOwn(owners: { accountId: string | null }[], actor: Actor) {
  if (!owners.some((owner) => owner.accountId === actor.accountId)) {
    throw forbidden('Only an owner of the company may do this');
  }
}

/** The company's member `id`, locked for the rest of the transaction; 404 for another company's. */
async function lockedMember(tx: Executor, companyId: string, id: string): Promise<MemberRow> {
  const [row] = await tx
    .select()
    .from(companyMembers)
    .where(and(eq(companyMembers.id, id), eq(companyMembers.companyId, companyId)))
    .for('update');
  if (!row) throw notFound('Member not found');
  return row;
}

/** Whether taking `member` away from the owners leaves the company without an active one. */
const isLastOwner = (member: MemberRow, owners: { id: string }[]) =>
  member.status === 'ACTIVE' && member.role === 'owner' && !owners.some((owner) => owner.id !== member.id);

/** What a member is called in words: their name, else their account's (or invitation's) email. */
async function memberName(ex: Executor, accountId: string | null): Promise<string> {
  if (!accountId) return 'The platform';
  const [row] = await ex
    .select({ name: actorName(accountId) })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return row?.name || 'An owner';
}

/** Why an email cannot be invited: it has an account (a member's, an employee's, anyone's). */
async function refusalFor(ex: Executor, companyId: string, email: string): Promise<AppError | null> {
  const account = await findAccountByEmail(ex, email);
  if (!account) return null;
  const [membership] = await ex
    .select({ companyId: companyMembers.companyId, status: companyMembers.status })
    .from(companyMembers)
    .where(eq(companyMembers.accountId, account.id));
  if (membership?.companyId === companyId) {
    return conflict(
      membership.status === 'REMOVED'
        ? 'This email belongs to a member you removed; their account cannot join again'
        : 'This email already belongs to a member of your team',
    );
  }
  return conflict('This email already has an account and cannot be invited');
}

/**
 * `POST /company/members`: invites an email in a role. The invitee gets a code and a sign-up link,
 * valid 7 days; inviting an email already invited sends a fresh code (the old one stops working)
 * and sets the role. An email with an account of any kind is refused (409).
 */
export async function inviteMember(
  ctx: AppContext,
  companyId: string,
  actor: Actor,
  input: z.output<typeof InviteMemberSchema>,
): Promise<Member> {
  const now = ctx.clock.now();
  const { email, role } = input;
  for (let attempt = 0; ; attempt++) {
    try {
      const id = await ctx.db.transaction(async (tx) => {
        mustStillOwn(await lockedOwners(tx, companyId), actor);
        // Invitations to one email take turns: one live row per email, no unique violation.
        await tx.execute(
          sql`select pg_advisory_xact_lock(hashtextextended(${`member-invitation:${companyId}:${email}`}, 0))`,
        );
        const refusal = await refusalFor(tx, companyId, email);
        if (refusal) throw refusal;
        const [live] = await tx
          .select()
          .from(companyMembers)
          .where(
            and(
              eq(companyMembers.companyId, companyId),
              ne(companyMembers.status, 'REMOVED'),
              sql`lower(${companyMembers.email}) = ${email}`,
            ),
          )
          .for('update');
        if (live?.status === 'ACTIVE') throw conflict('This email already belongs to a member of your team');
        const { current, ttl } = await hitWindow(tx, now, `member-invitations:${companyId}`, HOUR_MS);
        if (current > INVITATIONS_PER_HOUR) {
          throw new AppError(
            'TOO_MANY_REQUESTS',
            `A company may send at most ${INVITATIONS_PER_HOUR} team invitations an hour. Try again in ${Math.ceil(ttl / 60_000)} minutes.`,
          );
        }
        const code = newInvitationToken();
        const invitation = {
          role,
          invitationCode: code,
          invitationExpiresAt: new Date(now.getTime() + TTL_MS),
          invitedBy: actor.accountId,
        };
        const [row] = live
          ? await tx.update(companyMembers).set(invitation).where(eq(companyMembers.id, live.id)).returning()
          : await tx
              .insert(companyMembers)
              .values({ companyId, email, status: 'INVITED', createdAt: now, ...invitation })
              .returning();
        await recordChange(tx, {
          companyId,
          actor,
          action: 'member.invited',
          subject: email,
          before: live ? { role: live.role } : null,
          after: { email, role, expires_at: invitation.invitationExpiresAt.toISOString() },
          at: now,
        });
        const [company] = await tx
          .select({ name: companies.name })
          .from(companies)
          .where(eq(companies.accountId, companyId));
        await ctx.sendMail(
          tx,
          memberInvitationEmail(
            email,
            {
              companyName: company?.name ?? 'Your company',
              invitedBy: await memberName(tx, actor.accountId),
              role,
              code,
            },
            ctx.config.appUrl,
          ),
        );
        return row!.id;
      });
      return await memberOf(ctx.db, companyId, id);
    } catch (error) {
      // A code collision (36^8 codes) is retried with a new code.
      if (attempt < 3 && isUniqueViolation(error)) continue;
      throw error;
    }
  }
}

/**
 * `PATCH /company/members/:id`: a member's (or an invitation's) new role. Demoting the last active
 * owner is 409; the same role changes and records nothing.
 */
export async function changeMemberRole(
  ctx: AppContext,
  companyId: string,
  actor: Actor,
  id: string,
  role: CompanyRole,
): Promise<Member> {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const owners = await lockedOwners(tx, companyId);
    const member = await lockedMember(tx, companyId, id);
    if (member.status === 'REMOVED') {
      throw conflict('This member was removed: invite them again to give them a role');
    }
    if (member.role === role) return;
    if (role !== 'owner' && isLastOwner(member, owners)) throw conflict(LAST_OWNER_MESSAGE);
    mustStillOwn(owners, actor);
    await tx.update(companyMembers).set({ role }).where(eq(companyMembers.id, member.id));
    await recordChange(tx, {
      companyId,
      actor,
      action: 'member.role_changed',
      subject: member.name ? `${member.name} (${member.email})` : member.email,
      before: { role: member.role },
      after: { role },
      at: now,
    });
  });
  return memberOf(ctx.db, companyId, id);
}

/**
 * `DELETE /company/members/:id`: removes an active member, ending their sessions in the same
 * transaction (their next request is 401, and they cannot sign in again), or withdraws an
 * invitation (its code stops working). Removing the last active owner is 409.
 */
export async function removeMember(
  ctx: AppContext,
  companyId: string,
  actor: Actor,
  id: string,
): Promise<{ withdrawn: boolean; member: MemberRow }> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const owners = await lockedOwners(tx, companyId);
    const member = await lockedMember(tx, companyId, id);
    if (member.status === 'REMOVED') throw conflict('This member was already removed');
    if (isLastOwner(member, owners)) throw conflict(LAST_OWNER_MESSAGE);
    mustStillOwn(owners, actor);
    await tx
      .update(companyMembers)
      .set({ status: 'REMOVED', removedAt: now, invitationCode: null })
      .where(eq(companyMembers.id, member.id));
    if (member.accountId) await revokeAllSessions(tx, member.accountId, now);
    const withdrawn = member.status === 'INVITED';
    await recordChange(tx, {
      companyId,
      actor,
      action: withdrawn ? 'member.invitation_withdrawn' : 'member.removed',
      subject: member.name ? `${member.name} (${member.email})` : member.email,
      before: withdrawn
        ? { email: member.email, role: member.role, status: member.status }
        : { name: member.name, email: member.email, role: member.role, status: member.status },
      after: { status: 'REMOVED' },
      at: now,
    });
    return { withdrawn, member };
  });
}
