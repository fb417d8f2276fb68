import { INVITATION_TTL_DAYS, INVITATIONS_PER_HOUR, type Invitation } from '@lunch/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { accounts, companies, departments, employees, invitations } from '../../db/schema.js';
import { type Actor, recordChange } from '../../domain/audit/audit.js';
import { emails } from '../../lib/emails.js';
import { AppError, conflict, isUniqueViolation } from '../../lib/errors.js';
import { hitWindow } from '../../lib/rate-limit-store.js';
import { newInvitationToken } from '../../lib/secrets.js';
import { departmentOfCompany } from '../departments/departments.service.js';

const TTL_MS = INVITATION_TTL_DAYS * 24 * 3600 * 1000;
const HOUR_MS = 3600 * 1000;

function present(
  row: typeof invitations.$inferSelect,
  department: Invitation['department'],
  now: Date,
): Invitation {
  const status = row.status === 'PENDING' && row.expiresAt <= now ? 'EXPIRED' : row.status;
  return {
    _id: row.id,
    id: row.id,
    employee_work_email: row.email,
    invitation_token: row.token,
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    status,
    department,
  };
}

/**
 * Invites an email to the company, optionally into one of its departments (`departmentId`, which the
 * employee joins on signing up; 404 for another company's). A pending (or expired) invitation for
 * the same email gets a fresh code, a new 7-day window and the department given; an email that
 * already has an account is refused with 409.
 */
export async function invite(
  ctx: AppContext,
  companyId: string,
  email: string,
  departmentId: string | null,
  actor: Actor,
) {
  const now = ctx.clock.now();
  for (let attempt = 0; ; attempt++) {
    try {
      return await ctx.db.transaction(async (tx) => {
        // Concurrent invitations to one email take turns: one pending row, no deadlock.
        await tx.execute(
          sql`select pg_advisory_xact_lock(hashtextextended(${`invitation:${companyId}:${email}`}, 0))`,
        );
        const [member] = await tx
          .select({ id: accounts.id, companyId: employees.companyId })
          .from(accounts)
          .leftJoin(employees, eq(employees.accountId, accounts.id))
          .where(sql`lower(${accounts.email}) = ${email}`);
        if (member) {
          throw conflict(
            member.companyId === companyId
              ? 'This email already belongs to one of your employees'
              : 'This email already has an account and cannot be invited',
          );
        }
        const { current, ttl } = await hitWindow(tx, now, `invitations:${companyId}`, HOUR_MS);
        if (current > INVITATIONS_PER_HOUR) {
          throw new AppError(
            'TOO_MANY_REQUESTS',
            `A company may send at most ${INVITATIONS_PER_HOUR} invitations an hour. Try again in ${Math.ceil(ttl / 60_000)} minutes.`,
          );
        }
        const [company] = await tx
          .select({ name: companies.name })
          .from(companies)
          .where(eq(companies.accountId, companyId));
        const department =
          departmentId === null ? null : await departmentOfCompany(tx, companyId, departmentId);
        const token = newInvitationToken();
        const expiresAt = new Date(now.getTime() + TTL_MS);
        const [pending] = await tx
          .select({ id: invitations.id })
          .from(invitations)
          .where(
            and(
              eq(invitations.companyId, companyId),
              eq(invitations.status, 'PENDING'),
              sql`lower(${invitations.email}) = ${email}`,
            ),
          )
          .for('update');
        const [row] = pending
          ? await tx
              .update(invitations)
              .set({ token, createdAt: now, expiresAt, departmentId })
              .where(eq(invitations.id, pending.id))
              .returning()
          : await tx
              .insert(invitations)
              .values({ companyId, email, token, createdAt: now, expiresAt, departmentId })
              .returning();
        await ctx.sendMail(
          tx,
          emails.invitation(email, company?.name ?? 'Your company', token, ctx.config.appUrl),
        );
        await recordChange(tx, {
          companyId,
          actor,
          action: 'invitation.sent',
          subject: email,
          after: { email, expires_at: expiresAt.toISOString() },
          at: now,
        });
        const invitation = present(row!, department, now);
        return {
          id: invitation.id,
          invitation_token: invitation.invitation_token,
          status: invitation.status,
        };
      });
    } catch (error) {
      // A code collision (36^8 space) is retried with a new code.
      if (attempt < 3 && isUniqueViolation(error)) continue;
      throw error;
    }
  }
}

export async function listInvitations(ctx: AppContext, companyId: string): Promise<Invitation[]> {
  const rows = await ctx.db
    .select({ invitation: invitations, departmentName: departments.name })
    .from(invitations)
    .leftJoin(departments, eq(departments.id, invitations.departmentId))
    .where(eq(invitations.companyId, companyId))
    .orderBy(desc(invitations.createdAt))
    .limit(500);
  const now = ctx.clock.now();
  return rows.map(({ invitation, departmentName }) =>
    present(
      invitation,
      invitation.departmentId === null ? null : { id: invitation.departmentId, name: departmentName ?? '' },
      now,
    ),
  );
}
