import { ERASE_LAST_OWNER_MESSAGE } from '@lunch/contract';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import {
  accounts,
  autoOrderSettings,
  companyMembers,
  employees,
  invitations,
  ledger,
  mailOutbox,
  orderIssues,
  orderRatings,
  orders,
  riders,
} from '../../db/schema.js';
import { employeeName } from '../../domain/accounts/accounts.repository.js';
import { type Actor, PLATFORM, recordChange } from '../../domain/audit/audit.js';
import type { SignedInAccount } from '../../lib/auth-guard.js';
import { conflict, notFound } from '../../lib/errors.js';
import { roleOf } from '../../lib/roles.js';
import { revokeAllSessions } from '../auth/auth.service.js';
import { DELETED_ON_ERASURE } from './personal-data-tables.js';

/**
 * Erasing a person and removing an employee (issue 33, docs/privacy.md "Erasure" and "Removing an
 * employee"). Erasure, in one transaction: the email becomes `erased-<id>@erased.invalid` (the real
 * one may sign up again), the password can match nothing, names become a pseudonym ("Erased person
 * 1a2b3c"), phone, addresses, health data and consent history, favourites, auto-order settings,
 * suggestions, codes and sessions are gone (the session caches hear of it through the sessions
 * trigger). Orders, their lines, the ledger, invoices and card payments stay, under the pseudonym,
 * so every ledger still adds up; the orders' copied delivery addresses and health warnings are
 * blanked, their amounts kept. What becomes of each column holding a person's id is declared in
 * personal-data-tables.ts, with its export: the rows it declares `'deleted'` are deleted from
 * that list (deletePersonalRows), the rest is done here as it says.
 */

/** Orders still on their way: their address is needed until they are delivered (or cancelled). */
const LIVE_ORDER = ['AWAITING_PAYMENT', 'PENDING', 'CONFIRMED', 'READY', 'OUT_FOR_DELIVERY'] as const;
/** The password hash of an erased account: no password verifies against it. */
const UNUSABLE_PASSWORD = '!erased';

/** The pseudonym of an erased account: the last six characters of its id (random in a UUIDv7). */
export const pseudonymOf = (accountId: string) => ({
  firstName: 'Erased',
  lastName: `person ${accountId.slice(-6)}`,
  name: `Erased person ${accountId.slice(-6)}`,
  email: `erased-${accountId}@erased.invalid`,
});

/** The account, locked for the rest of the transaction. */
async function lockedAccount(tx: Executor, accountId: string) {
  const [account] = await tx.select().from(accounts).where(eq(accounts.id, accountId)).for('update');
  if (!account) throw notFound('Account not found');
  return account;
}

/** 409 while an employee has lunches on their way (their address is still needed). */
async function mustHaveNoLiveOrders(tx: Executor, employeeId: string, whose: 'your' | 'their') {
  const [live] = await tx
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.employeeId, employeeId), inArray(orders.status, LIVE_ORDER)));
  if ((live?.n ?? 0) > 0) {
    throw conflict(
      whose === 'your'
        ? `You have ${live!.n} lunch order(s) not yet delivered: cancel them, or erase your data once they are delivered`
        : `This employee has ${live!.n} lunch order(s) not yet delivered: remove them now without erasing, and erase their data once those are delivered or cancelled`,
    );
  }
}

/**
 * Deletes the rows holding the person's id in every column personal-data-tables.ts declares
 * `'deleted'`, whatever their role: a table of another role's has none of theirs.
 */
async function deletePersonalRows(tx: Executor, accountId: string) {
  for (const [table, column] of DELETED_ON_ERASURE.map((name) => name.split('.'))) {
    await tx.execute(
      sql`delete from ${sql.identifier(table!)} where ${sql.identifier(column!)} = ${accountId}`,
    );
  }
}

/** What every erased account loses, whatever its role. */
async function eraseAccount(tx: Executor, account: typeof accounts.$inferSelect, now: Date) {
  const alias = pseudonymOf(account.id);
  await deletePersonalRows(tx, account.id);
  await tx.delete(mailOutbox).where(sql`lower(${mailOutbox.to}) = ${account.email.toLowerCase()}`);
  await tx
    .update(accounts)
    .set({
      email: alias.email,
      passwordHash: UNUSABLE_PASSWORD,
      phoneNumber: '',
      erasedAt: now,
      updatedAt: now,
    })
    .where(eq(accounts.id, account.id));
}

/**
 * An employee's rows that stay, under the pseudonym and blanked (profile, orders, ratings, reported
 * problems, ledger), and their accepted invitations, which go.
 */
async function eraseEmployee(tx: Executor, account: typeof accounts.$inferSelect, now: Date) {
  const id = account.id;
  const alias = pseudonymOf(id);
  await tx
    .update(employees)
    .set({
      firstName: alias.firstName,
      lastName: alias.lastName,
      addressLine1: '',
      addressLine2: '',
      city: '',
      state: '',
      country: '',
      zipCode: '',
      allergies: [],
      medicalConditions: [],
      dietaryPreferences: [],
      healthConsentVersion: null,
      healthConsentAt: null,
      lunchTimeMinutes: null,
      removedAt: sql`coalesce(${employees.removedAt}, ${now.toISOString()}::timestamptz)`,
    })
    .where(eq(employees.accountId, id));
  await tx.update(orders).set({ deliveryAddress: {}, healthConflicts: [] }).where(eq(orders.employeeId, id));
  await tx.update(orderRatings).set({ comment: null }).where(eq(orderRatings.employeeId, id));
  await tx.update(orderIssues).set({ note: '' }).where(eq(orderIssues.employeeId, id));
  await tx
    .update(ledger)
    .set({ email: alias.email })
    .where(sql`${ledger.orderId} in (select ${orders.id} from ${orders} where ${orders.employeeId} = ${id})`);
  await tx
    .delete(invitations)
    .where(
      and(
        eq(invitations.status, 'ACCEPTED'),
        sql`lower(${invitations.email}) = ${account.email.toLowerCase()}`,
      ),
    );
}

/**
 * A company member's own data: their name and email on the team become the pseudonym and they
 * leave it (REMOVED). The company's own records (its name, address, money) are the company's and
 * stay. A company's last active owner is refused: the active owners' rows are locked in the team
 * module's order (by id), so this waits for a concurrent role change or removal.
 */
async function eraseMember(tx: Executor, accountId: string, now: Date) {
  const [member] = await tx.select().from(companyMembers).where(eq(companyMembers.accountId, accountId));
  if (!member) return null;
  const owners = await tx
    .select({ id: companyMembers.id })
    .from(companyMembers)
    .where(
      and(
        eq(companyMembers.companyId, member.companyId),
        eq(companyMembers.role, 'owner'),
        eq(companyMembers.status, 'ACTIVE'),
      ),
    )
    .orderBy(asc(companyMembers.id))
    .for('update');
  const [current] = await tx
    .select()
    .from(companyMembers)
    .where(eq(companyMembers.id, member.id))
    .for('update');
  const isOwner = current!.status === 'ACTIVE' && current!.role === 'owner';
  if (isOwner && !owners.some((owner) => owner.id !== current!.id)) throw conflict(ERASE_LAST_OWNER_MESSAGE);
  const alias = pseudonymOf(accountId);
  await tx
    .update(companyMembers)
    .set({
      name: alias.name,
      email: alias.email,
      status: 'REMOVED',
      removedAt: current!.removedAt ?? now,
      invitationCode: null,
    })
    .where(eq(companyMembers.id, member.id));
  return current!;
}

async function eraseRider(tx: Executor, accountId: string) {
  const [carrying] = await tx
    .select({ n: count() })
    .from(orders)
    .where(
      and(eq(orders.riderId, accountId), inArray(orders.status, ['CONFIRMED', 'READY', 'OUT_FOR_DELIVERY'])),
    );
  if ((carrying?.n ?? 0) > 0) {
    throw conflict(
      `You have ${carrying!.n} delivery(ies) assigned: hand them over (or ask a platform admin to reassign them) before erasing your data`,
    );
  }
  const alias = pseudonymOf(accountId);
  await tx
    .update(riders)
    .set({ firstName: alias.firstName, lastName: alias.lastName })
    .where(eq(riders.accountId, accountId));
}

/**
 * `DELETE /profile`: erases the signed-in employee, company member or rider. An employee's company
 * and a member's company record it (`employee.erased`, `member.erased`, under the pseudonym).
 */
export async function eraseSelf(ctx: AppContext, signedIn: SignedInAccount): Promise<void> {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const account = await lockedAccount(tx, signedIn.id);
    const alias = pseudonymOf(account.id);
    const role = roleOf(account.accountType);
    if (role === 'employee') {
      await mustHaveNoLiveOrders(tx, account.id, 'your');
      const [employee] = await tx
        .select({ companyId: employees.companyId })
        .from(employees)
        .where(eq(employees.accountId, account.id));
      await eraseEmployee(tx, account, now);
      await eraseAccount(tx, account, now);
      if (employee) {
        await recordChange(tx, {
          companyId: employee.companyId,
          actor: PLATFORM,
          action: 'employee.erased',
          subject: alias.name,
          after: { erased_by: 'the employee' },
          at: now,
        });
      }
    } else if (role === 'company') {
      const member = await eraseMember(tx, account.id, now);
      await eraseAccount(tx, account, now);
      if (member) {
        await recordChange(tx, {
          companyId: member.companyId,
          actor: { accountId: account.id, role: member.role },
          action: 'member.erased',
          subject: alias.name,
          before: { role: member.role, status: member.status },
          after: { status: 'REMOVED' },
          at: now,
        });
      }
    } else if (role === 'rider') {
      await eraseRider(tx, account.id);
      await eraseAccount(tx, account, now);
    }
  });
}

/**
 * `DELETE /users/employees/:id`: the company removes one of its employees (their sessions end, they
 * can no longer sign in or order, auto-ordering and lunch reminders stop; their orders stay in the
 * company's records), and with `erase` erases them as `DELETE /profile` does. 404 for another
 * company's employee or one already erased; 409 for removing one already removed without erasing.
 */
export async function removeEmployee(
  ctx: AppContext,
  companyId: string,
  actor: Actor,
  employeeId: string,
  erase: boolean,
): Promise<{ name: string }> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const [employee] = await tx
      .select({ removedAt: employees.removedAt, name: employeeName, erasedAt: accounts.erasedAt })
      .from(employees)
      .innerJoin(accounts, eq(accounts.id, employees.accountId))
      .where(and(eq(employees.accountId, employeeId), eq(employees.companyId, companyId)))
      .for('update');
    if (!employee || employee.erasedAt) throw notFound('Employee not found');
    if (employee.removedAt && !erase) throw conflict('This employee was already removed');
    if (erase) await mustHaveNoLiveOrders(tx, employeeId, 'their');
    const account = await lockedAccount(tx, employeeId);
    if (!employee.removedAt) {
      await tx
        .update(employees)
        .set({ removedAt: now, lunchTimeMinutes: null })
        .where(eq(employees.accountId, employeeId));
      await tx
        .update(autoOrderSettings)
        .set({ enabled: false, updatedAt: now })
        .where(eq(autoOrderSettings.employeeId, employeeId));
      await revokeAllSessions(tx, employeeId, now);
    }
    if (erase) {
      await eraseEmployee(tx, account, now);
      await eraseAccount(tx, account, now);
    }
    const alias = pseudonymOf(employeeId);
    await recordChange(tx, {
      companyId,
      actor,
      action: erase ? 'employee.erased' : 'employee.removed',
      subject: erase ? alias.name : `${employee.name} (${account.email})`,
      after: { removed_at: (employee.removedAt ?? now).toISOString(), erased: erase },
      at: now,
    });
    return { name: erase ? alias.name : employee.name };
  });
}
