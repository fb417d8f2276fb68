import { OTP_LENGTH } from '@lunch/contract';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { Executor } from '../../db/client.js';
import { oneTimeCodes } from '../../db/schema.js';
import { badRequest } from '../../lib/errors.js';
import { newNumericCode, safeEqual, sha256 } from '../../lib/secrets.js';

export type CodePurpose = 'verify_email' | 'reset_password';

export const CODE_TTL_MS = 10 * 60 * 1000;
export const CODE_MAX_ATTEMPTS = 5;
export const INVALID_CODE_MESSAGE = 'Invalid or expired otp provided';

const hashCode = (id: string, code: string) => sha256(`${id}:${code}`);

/** Issues a fresh 6-digit code for a purpose; earlier unused codes of that purpose stop working. */
export async function issueCode(
  ex: Executor,
  accountId: string,
  purpose: CodePurpose,
  now: Date,
): Promise<string> {
  await ex
    .update(oneTimeCodes)
    .set({ consumedAt: now })
    .where(
      and(
        eq(oneTimeCodes.accountId, accountId),
        eq(oneTimeCodes.purpose, purpose),
        isNull(oneTimeCodes.consumedAt),
      ),
    );
  const id = uuidv7();
  const code = newNumericCode(OTP_LENGTH);
  await ex.insert(oneTimeCodes).values({
    id,
    accountId,
    purpose,
    codeHash: hashCode(id, code),
    expiresAt: new Date(now.getTime() + CODE_TTL_MS),
  });
  return code;
}

/**
 * Spends the current code of a purpose if `code` matches; a wrong try counts, and the fifth wrong
 * try voids the code. Throws 400 "Invalid or expired otp provided" in every failing case.
 * Call inside a transaction: the row is locked while it is checked.
 */
export async function consumeCode(
  ex: Executor,
  accountId: string | undefined,
  purpose: CodePurpose,
  code: string,
  now: Date,
): Promise<{ failed: boolean }> {
  if (!accountId) throw badRequest(INVALID_CODE_MESSAGE);
  const [current] = await ex
    .select()
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.accountId, accountId),
        eq(oneTimeCodes.purpose, purpose),
        isNull(oneTimeCodes.consumedAt),
      ),
    )
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1)
    .for('update');
  if (!current || current.expiresAt <= now || current.attempts >= CODE_MAX_ATTEMPTS) {
    return { failed: true };
  }
  if (!safeEqual(current.codeHash, hashCode(current.id, code))) {
    const attempts = current.attempts + 1;
    await ex
      .update(oneTimeCodes)
      .set({ attempts, consumedAt: attempts >= CODE_MAX_ATTEMPTS ? now : null })
      .where(eq(oneTimeCodes.id, current.id));
    return { failed: true };
  }
  await ex.update(oneTimeCodes).set({ consumedAt: now }).where(eq(oneTimeCodes.id, current.id));
  return { failed: false };
}
