import type { VirtualAccount } from '@lunch/contract';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { accounts, companies, virtualAccounts } from '../../db/schema.js';
import { type Actor, recordChange } from '../../domain/audit/audit.js';
import { AppError, conflict, notFound } from '../../lib/errors.js';
import { type PaymentProvider, PaymentProviderError, paymentsConfigured } from '../../lib/payments/index.js';
import { type SandboxProvider, sandboxTransferEvent } from '../../lib/payments/sandbox.js';

/**
 * A company's own bank account for transfers (issue 31, docs/bank-transfers.md): a Paystack customer
 * and its dedicated virtual account, opened once and kept in `virtual_accounts`.
 */

type AccountRow = typeof virtualAccounts.$inferSelect;

function present(row: AccountRow): VirtualAccount {
  return {
    bank_name: row.bankName,
    account_number: row.accountNumber,
    account_name: row.accountName,
    status: row.status === 'active' ? 'active' : 'pending',
    test_mode: row.provider === 'sandbox',
  };
}

async function accountRow(ex: Executor, companyId: string): Promise<AccountRow | undefined> {
  const [row] = await ex.select().from(virtualAccounts).where(eq(virtualAccounts.companyId, companyId));
  return row;
}

/** The company's account; 404 when it has none yet. */
export async function findVirtualAccount(ctx: AppContext, companyId: string): Promise<VirtualAccount> {
  const row = await accountRow(ctx.db, companyId);
  if (!row) throw notFound('No bank account yet: get one on the Billings page');
  return present(row);
}

/**
 * Paystack's customer names a person; a company's name is split at its first space ("Acme Foods
 * Ltd": first name "Acme", last name "Foods Ltd"), a one-word name given as both, since a dedicated
 * account needs both.
 */
function customerName(name: string) {
  const [first = name, ...rest] = name.trim().split(/\s+/);
  return { firstName: first, lastName: rest.length > 0 ? rest.join(' ') : first };
}

/**
 * Opens the company's account, once: a Paystack customer with the company's email, name and phone,
 * then its dedicated account at PAYSTACK_DVA_BANK. Under the company's advisory lock, in the
 * transaction that stores it, so two requests at once (a double click) make one account: the second
 * waits and answers the first's. Paystack refusing or unreachable: 503 with its message, nothing kept
 * (Paystack answers the same customer again for the same email).
 */
export async function openVirtualAccount(
  ctx: AppContext,
  provider: PaymentProvider,
  companyId: string,
  actor: Actor,
): Promise<VirtualAccount> {
  const existing = await accountRow(ctx.db, companyId);
  if (existing) return present(existing);
  if (!paymentsConfigured(ctx.config)) {
    throw new AppError('SERVICE_UNAVAILABLE', 'Payments are not configured');
  }
  return ctx.db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`virtual-account:${companyId}`}, 0))`,
    );
    const opened = await accountRow(tx, companyId);
    if (opened) return present(opened);
    const [company] = await tx
      .select({
        name: companies.name,
        email: accounts.email,
        dialCode: accounts.dialCode,
        phone: accounts.phoneNumber,
      })
      .from(companies)
      .innerJoin(accounts, eq(accounts.id, companies.accountId))
      .where(eq(companies.accountId, companyId));
    if (!company) throw notFound('Company not found');
    let customerCode: string;
    let account: Awaited<ReturnType<PaymentProvider['createDedicatedAccount']>>;
    try {
      customerCode = await provider.createCustomer({
        email: company.email,
        ...customerName(company.name),
        phone: company.phone ? `${company.dialCode}${company.phone}` : '',
      });
      account = await provider.createDedicatedAccount(customerCode, ctx.config.paystackDvaBank);
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      ctx.log.error({ err: error, companyId }, 'opening a dedicated account failed');
      throw new AppError(
        'SERVICE_UNAVAILABLE',
        'The payment provider could not open your bank account. Try again shortly.',
      );
    }
    const now = ctx.clock.now();
    const [row] = await tx
      .insert(virtualAccounts)
      .values({
        companyId,
        customerCode,
        bankName: account.bankName,
        accountNumber: account.accountNumber,
        accountName: account.accountName,
        status: account.status,
        provider: provider.name,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await recordChange(tx, {
      companyId,
      actor,
      action: 'bank_account.opened',
      subject: `${account.bankName} ${account.accountNumber}`,
      after: {
        bank_name: account.bankName,
        account_number: account.accountNumber,
        account_name: account.accountName,
      },
      at: now,
    });
    return present(row!);
  });
}

/**
 * The sandbox's simulated transfer of `amountKobo` into the company's test account: the
 * `charge.success` event Paystack would send, signed with the sandbox's own key, to be sent to the
 * webhook. 409 without an account.
 */
export async function simulatedTransferEvent(
  ctx: AppContext,
  sandbox: SandboxProvider,
  companyId: string,
  amountKobo: number,
) {
  const row = await accountRow(ctx.db, companyId);
  if (!row) throw conflict('Get a bank account first, then simulate a transfer into it');
  const { reference, body } = sandboxTransferEvent(row.customerCode, amountKobo);
  return { reference, body, signature: sandbox.signEvent(body) };
}
