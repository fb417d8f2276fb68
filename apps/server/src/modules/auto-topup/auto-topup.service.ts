import { type AutoTopup, cardLabel, koboToNaira, type UpdateAutoTopupSchema } from '@lunch/contract';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { autoTopups } from '../../db/schema.js';
import { type Actor, changedFields, recordChange } from '../../domain/audit/audit.js';
import { badRequest, conflict } from '../../lib/errors.js';

type Settings = typeof autoTopups.$inferSelect;
type Change = z.output<typeof UpdateAutoTopupSchema>;

export const NO_CARD = 'Top up once by card to save a card, then switch auto top-up on.';

function present(row: Settings | undefined): AutoTopup {
  const card =
    row?.authorizationCode && row.cardLast4
      ? {
          brand: row.cardBrand ?? '',
          last4: row.cardLast4,
          exp_month: row.cardExpMonth ?? '',
          exp_year: row.cardExpYear ?? '',
        }
      : null;
  return {
    enabled: row?.enabled ?? false,
    threshold: koboToNaira(row?.thresholdKobo ?? 0),
    amount: koboToNaira(row?.amountKobo ?? 0),
    card,
    failures: row?.failures ?? 0,
  };
}

/** The company's auto top-up settings and kept card (off, with none, until it changes them). */
export async function autoTopupOf(ctx: AppContext, companyId: string): Promise<AutoTopup> {
  const [row] = await ctx.db.select().from(autoTopups).where(eq(autoTopups.companyId, companyId));
  return present(row);
}

/** A refusal naming the one field that is missing to switch auto top-up on. */
const missing = (path: 'threshold' | 'amount', label: string) => {
  const message = `Set ${label} to switch auto top-up on`;
  return badRequest(message, [{ path, message }]);
};

/**
 * Changes the settings sent, on the company's row (made with the defaults on first use, then
 * locked). On means a card, a threshold and an amount; switching on arms it with no failed
 * charges, so the next order charge that leaves the wallet below the threshold charges the card.
 * `card: null` forgets the card and switches auto top-up off.
 */
export async function updateAutoTopup(
  ctx: AppContext,
  companyId: string,
  change: Change,
  actor: Actor,
): Promise<AutoTopup> {
  const forget = change.card === null;
  if (forget && change.enabled === true) {
    const message = 'Auto top-up cannot be switched on while the card is forgotten';
    throw badRequest(message, [{ path: 'enabled', message }]);
  }
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    await tx.insert(autoTopups).values({ companyId, updatedAt: now }).onConflictDoNothing();
    const [found] = await tx
      .select()
      .from(autoTopups)
      .where(eq(autoTopups.companyId, companyId))
      .for('update');
    const current = found!;
    const next = {
      enabled: !forget && (change.enabled ?? current.enabled),
      thresholdKobo: change.threshold ?? current.thresholdKobo,
      amountKobo: change.amount ?? current.amountKobo,
    };
    const switchingOn = next.enabled && !current.enabled;
    if (next.enabled) {
      if (!current.authorizationCode) throw conflict(NO_CARD);
      if (next.thresholdKobo <= 0) throw missing('threshold', 'a threshold');
      if (next.amountKobo <= 0) throw missing('amount', 'an amount');
    }
    const card = forget
      ? {
          authorizationCode: null,
          cardBrand: null,
          cardLast4: null,
          cardExpMonth: null,
          cardExpYear: null,
          cardEmail: null,
          failures: 0,
        }
      : {};
    const [saved] = await tx
      .update(autoTopups)
      .set({ ...next, ...card, ...(switchingOn ? { armed: true, failures: 0 } : {}), updatedAt: now })
      .where(eq(autoTopups.companyId, companyId))
      .returning();
    const changed = changedFields(recorded(current), recorded(saved!));
    if (changed) {
      await recordChange(tx, { companyId, actor, action: 'auto_topup.updated', ...changed, at: now });
    }
    return present(saved);
  });
}

/** The settings as the record of who did what keeps them: on or off, threshold, amount and card. */
function recorded(row: Settings) {
  const shown = present(row);
  return {
    enabled: shown.enabled,
    threshold: shown.threshold,
    amount: shown.amount,
    card: shown.card ? cardLabel(shown.card) : null,
  };
}
