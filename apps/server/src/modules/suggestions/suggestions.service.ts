import type { Page, PageQuery, Suggestion, SuggestionInputSchema } from '@lunch/contract';
import { desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { mealSuggestions } from '../../db/schema.js';
import { people } from '../../domain/accounts/accounts.repository.js';
import { after, offsetOf, pageResult, totalOf } from '../../lib/paging.js';

export async function suggestMeal(
  ctx: AppContext,
  accountId: string,
  input: z.output<typeof SuggestionInputSchema>,
) {
  const [row] = await ctx.db
    .insert(mealSuggestions)
    .values({
      accountId,
      name: input.name,
      description: input.description,
      reason: input.reason_for_suggestion,
      createdAt: ctx.clock.now(),
    })
    .returning({ id: mealSuggestions.id });
  return { id: row!.id };
}

/** Every suggestion, newest first, with who made it (a company or an employee). */
export async function listSuggestions(ctx: AppContext, query: PageQuery): Promise<Page<Suggestion>> {
  const rows = await ctx.db
    .select({ row: mealSuggestions, accountType: people.accountType, name: people.name })
    .from(mealSuggestions)
    .innerJoin(people, eq(people.id, mealSuggestions.accountId))
    .where(
      query.lastId
        ? after(mealSuggestions, mealSuggestions.createdAt, mealSuggestions.id, query.lastId)
        : undefined,
    )
    .orderBy(desc(mealSuggestions.createdAt), desc(mealSuggestions.id))
    .limit(query.limit)
    .offset(offsetOf(query));
  const total = await totalOf(ctx.database, ctx.db.select({ id: mealSuggestions.id }).from(mealSuggestions));
  const list = rows.map(({ row, accountType, name }): Suggestion => {
    const created = row.createdAt.toISOString();
    return {
      _id: row.id,
      id: row.id,
      name: row.name,
      description: row.description,
      reason_for_suggestion: row.reason,
      created_at: created,
      createdAt: created,
      suggested_by: {
        name,
        account_type: accountType,
      },
    };
  });
  return pageResult(list, total, query);
}
