import {
  ACCOUNT_MAILS_PER_HOUR,
  type LoginSchema,
  type Me,
  REMOVED_EMPLOYEE_MESSAGE,
  REMOVED_MEMBER_MESSAGE,
  type ResetPasswordSchema,
  type SignupSchema,
  type TeamSignupSchema,
} from '@lunch/contract';
import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import {
  accounts,
  companies,
  companyMembers,
  employees,
  invitations,
  loginFailures,
  restaurants,
  sessions,
} from '../../db/schema.js';
import { displayNameOf, findAccountByEmail } from '../../domain/accounts/accounts.repository.js';
import { recordChange } from '../../domain/audit/audit.js';
import type { SignedInAccount } from '../../lib/auth-guard.js';
import { DAY, HOUR } from '../../lib/clock.js';
import { emails } from '../../lib/emails.js';
import { AppError, badRequest, conflict, forbidden, isUniqueViolation } from '../../lib/errors.js';
import { hitWindow } from '../../lib/rate-limit-store.js';
import { ACCOUNT_TYPE_OF, roleOf } from '../../lib/roles.js';
import {
  DUMMY_PASSWORD_HASH,
  hashPassword,
  newSessionToken,
  sha256,
  verifyPassword,
} from '../../lib/secrets.js';
import { consumeCode, INVALID_CODE_MESSAGE, issueCode } from './codes.js';

export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;
export const LOGIN_FAILURE_LIMIT = 10;
const INVALID_INVITATION = 'Invalid or expired invitation code';
const DUPLICATE_EMAIL = 'An account with this email already exists';

type SignupInput = z.output<typeof SignupSchema>;
type TeamSignupInput = z.output<typeof TeamSignupSchema>;

const invalidInvitation = () =>
  badRequest(INVALID_INVITATION, [{ path: 'invitation_code', message: INVALID_INVITATION }]);

const INVALID_TEAM_INVITATION = 'Invalid or expired team invitation code';
const NOT_THE_INVITED_EMAIL = 'Use the email address the team invitation was sent to';

/**
 * A company member signs up with the code an owner's invitation mailed them (issue 32), and the
 * email it was sent to: a Company account of their own (onboarded: the company already is; the
 * email verified next, like anyone's) joins the company's team as ACTIVE in the role invited, the
 * code cleared, and `member.joined` is recorded, all in the caller's transaction. The member's row
 * is locked, so of two sign-ups with one code the second finds it used (400), and an owner
 * withdrawing the invitation at the same moment either comes first (400) or removes the member.
 */
async function signupMember(tx: Executor, input: TeamSignupInput, passwordHash: string, now: Date) {
  const [member] = await tx
    .select()
    .from(companyMembers)
    .where(
      and(
        eq(companyMembers.invitationCode, input.team_invitation_code),
        eq(companyMembers.status, 'INVITED'),
        gt(companyMembers.invitationExpiresAt, now),
      ),
    )
    .for('update');
  if (!member) {
    throw badRequest(INVALID_TEAM_INVITATION, [
      { path: 'team_invitation_code', message: INVALID_TEAM_INVITATION },
    ]);
  }
  if (member.email.toLowerCase() !== input.email) {
    throw badRequest(NOT_THE_INVITED_EMAIL, [{ path: 'email', message: NOT_THE_INVITED_EMAIL }]);
  }
  const [account] = await tx
    .insert(accounts)
    .values({
      email: input.email,
      passwordHash,
      accountType: 'Company',
      onboarded: true,
      timeZone: input.time_zone,
      dialCode: input.dial_code,
      phoneNumber: input.phone_number,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: accounts.id, email: accounts.email });
  const name = `${input.first_name} ${input.last_name}`;
  await tx
    .update(companyMembers)
    .set({
      accountId: account!.id,
      name,
      status: 'ACTIVE',
      joinedAt: now,
      invitationCode: null,
      invitationExpiresAt: null,
    })
    .where(eq(companyMembers.id, member.id));
  await recordChange(tx, {
    companyId: member.companyId,
    actor: { accountId: account!.id, role: member.role },
    action: 'member.joined',
    subject: `${name} (${member.email})`,
    after: { name, email: member.email, role: member.role },
    at: now,
  });
  return account!;
}

/**
 * A restaurant signs up with the code its invitation mailed to its contact email, and that email
 * (issue 30): the Restaurant account (its email verified, since the code reached it; nothing to
 * onboard) is linked to the restaurant and the code cleared, in the caller's transaction. The
 * restaurant's row is locked, so of two signups with one code the second finds it used (400).
 */
async function signupRestaurant(
  tx: Executor,
  input: Extract<SignupInput, { account_type: 'Restaurant' }>,
  passwordHash: string,
  now: Date,
) {
  const [restaurant] = await tx
    .select({ id: restaurants.id })
    .from(restaurants)
    .where(
      and(
        eq(restaurants.invitationCode, input.invitation_code),
        isNull(restaurants.accountId),
        eq(restaurants.state, 'ACTIVE'),
        sql`lower(${restaurants.contactEmail}) = ${input.email.toLowerCase()}`,
      ),
    )
    .for('update');
  if (!restaurant) throw invalidInvitation();
  const [account] = await tx
    .insert(accounts)
    .values({
      email: input.email,
      passwordHash,
      accountType: 'Restaurant',
      emailVerified: true,
      onboarded: true,
      timeZone: input.time_zone,
      dialCode: input.dial_code,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: accounts.id, email: accounts.email });
  await tx
    .update(restaurants)
    .set({ accountId: account!.id, invitationCode: null, updatedAt: now })
    .where(eq(restaurants.id, restaurant.id));
  return account!;
}

export async function signup(ctx: AppContext, input: SignupInput | TeamSignupInput) {
  const passwordHash = await hashPassword(input.password);
  const now = ctx.clock.now();
  try {
    return await ctx.db.transaction(async (tx) => {
      if (await findAccountByEmail(tx, input.email)) throw conflict(DUPLICATE_EMAIL);
      if ('team_invitation_code' in input) {
        const member = await signupMember(tx, input, passwordHash, now);
        const code = await issueCode(tx, member.id, 'verify_email', now);
        await ctx.sendMail(tx, emails.verificationCode(member.email, code));
        return member;
      }
      if (input.account_type === 'Restaurant') return signupRestaurant(tx, input, passwordHash, now);
      let invitationId: string | undefined;
      let companyId: string | undefined;
      let monthlyBudgetKobo: number | null = null;
      let departmentId: string | null = null;
      if (input.account_type === 'Individual') {
        const [invitation] = await tx
          .select()
          .from(invitations)
          .where(
            and(
              eq(invitations.token, input.invitation_code),
              eq(invitations.status, 'PENDING'),
              gt(invitations.expiresAt, now),
              sql`lower(${invitations.email}) = ${input.email}`,
            ),
          )
          .for('update');
        if (!invitation) throw invalidInvitation();
        invitationId = invitation.id;
        companyId = invitation.companyId;
        monthlyBudgetKobo = invitation.monthlyBudgetKobo;
        // The department the invitation names, if it still exists (deleting one clears its invitations').
        departmentId = invitation.departmentId;
      }
      const [account] = await tx
        .insert(accounts)
        .values({
          email: input.email,
          passwordHash,
          accountType: input.account_type,
          timeZone: input.time_zone,
          dialCode: input.dial_code,
          phoneNumber: input.phone_number,
        })
        .returning({ id: accounts.id, email: accounts.email });
      if (!account) throw new Error('account insert returned nothing');
      if (input.account_type === 'Company') {
        await tx
          .insert(companies)
          .values({ accountId: account.id, name: input.name, website: input.website });
      } else {
        await tx.insert(employees).values({
          accountId: account.id,
          companyId: companyId!,
          // created_at defaults to now(), the transaction's start: the account's own created_at.
          firstName: input.first_name,
          lastName: input.last_name,
          monthlyBudgetKobo,
          departmentId,
        });
        await tx
          .update(invitations)
          .set({ status: 'ACCEPTED', acceptedAt: now })
          .where(eq(invitations.id, invitationId!));
      }
      const code = await issueCode(tx, account.id, 'verify_email', now);
      await ctx.sendMail(tx, emails.verificationCode(account.email, code));
      return account;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(DUPLICATE_EMAIL);
    throw error;
  }
}

export async function confirmEmail(ctx: AppContext, email: string, otp: string) {
  const now = ctx.clock.now();
  const result = await ctx.db.transaction(async (tx) => {
    const account = await findAccountByEmail(tx, email);
    const { failed } = await consumeCode(tx, account?.id, 'verify_email', otp, now);
    if (failed || !account) return null;
    await tx.update(accounts).set({ emailVerified: true, updatedAt: now }).where(eq(accounts.id, account.id));
    await ctx.sendMail(
      tx,
      emails.welcome(account.email, await displayNameOf(tx, account.id), ctx.config.appUrl),
    );
    return { id: account.id };
  });
  if (!result) throw badRequest(INVALID_CODE_MESSAGE, [{ path: 'otp', message: INVALID_CODE_MESSAGE }]);
  return result;
}

/** Sends a fresh verification code to an unverified account; says nothing about whether it exists. */
/**
 * At most ACCOUNT_MAILS_PER_HOUR codes of one kind mailed to an account per hour: beyond that the
 * request is answered as usual but nothing is sent, and the code already mailed stays valid.
 */
async function mayMailAccount(tx: Executor, now: Date, accountId: string, purpose: string) {
  const { current } = await hitWindow(tx, now, `mail:${purpose}:${accountId}`, HOUR);
  return current <= ACCOUNT_MAILS_PER_HOUR;
}

export async function resendVerification(ctx: AppContext, email: string) {
  await ctx.db.transaction(async (tx) => {
    const account = await findAccountByEmail(tx, email);
    if (!account || account.emailVerified) return;
    if (!(await mayMailAccount(tx, ctx.clock.now(), account.id, 'verify_email'))) return;
    const code = await issueCode(tx, account.id, 'verify_email', ctx.clock.now());
    await ctx.sendMail(tx, emails.verificationCode(account.email, code));
  });
}

export async function login(ctx: AppContext, input: z.output<typeof LoginSchema>) {
  const now = ctx.clock.now();
  const account = await findAccountByEmail(ctx.db, input.identifier);
  if (!account) {
    await verifyPassword(await DUMMY_PASSWORD_HASH, input.password);
    throw new AppError('UNAUTHORIZED', 'Invalid credentials');
  }
  const [recent] = await ctx.db
    .select({ n: count() })
    .from(loginFailures)
    .where(
      and(
        eq(loginFailures.accountId, account.id),
        gt(loginFailures.createdAt, new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MS)),
      ),
    );
  if ((recent?.n ?? 0) >= LOGIN_FAILURE_LIMIT) {
    throw new AppError('TOO_MANY_REQUESTS', 'Too many failed sign-in attempts. Try again in 15 minutes.');
  }
  if (!(await verifyPassword(account.passwordHash, input.password))) {
    await ctx.db.insert(loginFailures).values({ accountId: account.id, createdAt: now });
    throw new AppError('UNAUTHORIZED', 'Invalid credentials');
  }
  if (account.accountState !== 'ACTIVE') throw forbidden('This account is suspended. Contact support.');
  if (roleOf(account.accountType) === 'company' && !(await isActiveMember(ctx.db, account.id))) {
    throw forbidden(REMOVED_MEMBER_MESSAGE);
  }
  if (roleOf(account.accountType) === 'employee' && (await isRemovedEmployee(ctx.db, account.id))) {
    throw forbidden(REMOVED_EMPLOYEE_MESSAGE);
  }
  if (!account.emailVerified) {
    await ctx.db.transaction(async (tx) => {
      const code = await issueCode(tx, account.id, 'verify_email', now);
      await ctx.sendMail(tx, emails.verificationCode(account.email, code));
    });
    throw forbidden('Please verify your email');
  }
  const token = newSessionToken();
  await ctx.db.insert(sessions).values({
    accountId: account.id,
    tokenHash: sha256(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + ctx.config.sessionTtlHours * HOUR),
  });
  return { token, onboarded: account.onboarded, account_type: account.accountType };
}

/** Whether a Company account is an active member of its company's team (a removed one signs in no more). */
async function isActiveMember(ex: Executor, accountId: string): Promise<boolean> {
  const [row] = await ex
    .select({ status: companyMembers.status })
    .from(companyMembers)
    .where(eq(companyMembers.accountId, accountId));
  return row?.status === 'ACTIVE';
}

/** Whether an employee's company removed them (issue 33): they sign in no more. */
async function isRemovedEmployee(ex: Executor, accountId: string): Promise<boolean> {
  const [row] = await ex
    .select({ removedAt: employees.removedAt })
    .from(employees)
    .where(eq(employees.accountId, accountId));
  return Boolean(row?.removedAt);
}

/** The name shown for an account: a restaurant's is its restaurant's, the others' displayNameOf. */
async function nameOf(ex: Executor, account: { id: string; accountType: string }): Promise<string> {
  if (account.accountType !== 'Restaurant') return displayNameOf(ex, account.id);
  const [row] = await ex
    .select({ name: restaurants.name })
    .from(restaurants)
    .where(eq(restaurants.accountId, account.id));
  return row?.name ?? '';
}

export async function me(ctx: AppContext, signedIn: SignedInAccount): Promise<Me> {
  const [account] = await ctx.db.select().from(accounts).where(eq(accounts.id, signedIn.id));
  if (!account) throw new AppError('UNAUTHORIZED', 'Please sign in');
  return {
    id: account.id,
    name: await nameOf(ctx.db, account),
    email: account.email,
    account_type: account.accountType,
    account_state: account.accountState,
    onboarded: account.onboarded,
    email_verified: account.emailVerified,
    time_zone: account.timeZone,
    company_role: signedIn.company?.role ?? null,
  };
}

export async function requestPasswordReset(ctx: AppContext, email: string) {
  await ctx.db.transaction(async (tx) => {
    const account = await findAccountByEmail(tx, email);
    if (!account) return;
    if (!(await mayMailAccount(tx, ctx.clock.now(), account.id, 'reset_password'))) return;
    const code = await issueCode(tx, account.id, 'reset_password', ctx.clock.now());
    await ctx.sendMail(tx, emails.resetCode(account.email, code));
  });
}

export async function resetPassword(ctx: AppContext, input: z.output<typeof ResetPasswordSchema>) {
  const now = ctx.clock.now();
  const passwordHash = await hashPassword(input.password);
  const done = await ctx.db.transaction(async (tx) => {
    const account = await findAccountByEmail(tx, input.email);
    const { failed } = await consumeCode(tx, account?.id, 'reset_password', input.otp, now);
    if (failed || !account) return false;
    await tx.update(accounts).set({ passwordHash, updatedAt: now }).where(eq(accounts.id, account.id));
    await revokeAllSessions(tx, account.id, now);
    await tx.delete(loginFailures).where(eq(loginFailures.accountId, account.id));
    await ctx.sendMail(tx, emails.passwordChanged(account.email));
    return true;
  });
  if (!done) throw badRequest(INVALID_CODE_MESSAGE, [{ path: 'otp', message: INVALID_CODE_MESSAGE }]);
}

export async function revokeAllSessions(ex: Executor, accountId: string, now: Date) {
  await ex
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.accountId, accountId), isNull(sessions.revokedAt)));
}

/** How long a session's row is kept once it has ended (signed out or expired): docs/privacy.md. */
export const ENDED_SESSION_KEPT_DAYS = 30;

/** Deletes the sessions that ended more than ENDED_SESSION_KEPT_DAYS ago (the hourly `auth.sessions.purge`). */
export async function purgeEndedSessions(ctx: AppContext): Promise<void> {
  const before = new Date(ctx.clock.now().getTime() - ENDED_SESSION_KEPT_DAYS * DAY);
  await ctx.db
    .delete(sessions)
    .where(
      sql`coalesce(${sessions.revokedAt}, ${sessions.expiresAt}) < ${before.toISOString()}::timestamptz`,
    );
}

export async function logout(ctx: AppContext, sessionId: string) {
  await ctx.db.update(sessions).set({ revokedAt: ctx.clock.now() }).where(eq(sessions.id, sessionId));
}

/** Makes sure a verified, onboarded platform admin with this email exists; sets its password. */
export async function ensureAdmin(ctx: AppContext, email: string, password: string) {
  const passwordHash = await hashPassword(password);
  const existing = await findAccountByEmail(ctx.db, email);
  if (existing && roleOf(existing.accountType) !== 'admin') {
    throw new Error(`${email} belongs to a ${existing.accountType} account; choose another admin email`);
  }
  if (existing) {
    await ctx.db
      .update(accounts)
      .set({ passwordHash, emailVerified: true, onboarded: true, accountState: 'ACTIVE' })
      .where(eq(accounts.id, existing.id));
    return existing.id;
  }
  const [created] = await ctx.db
    .insert(accounts)
    .values({
      email: email.toLowerCase(),
      passwordHash,
      accountType: ACCOUNT_TYPE_OF.admin,
      emailVerified: true,
      onboarded: true,
    })
    .returning({ id: accounts.id });
  return created!.id;
}
