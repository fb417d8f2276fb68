import type { DataAccessKind } from '@lunch/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { dataAccessRecords } from '../../db/schema.js';
import type { SignedInAccount } from '../../lib/auth-guard.js';

/**
 * The record of who opened a person's data (issue 33, docs/privacy.md): each time a platform admin
 * opens a list or sheet with people's names, emails or addresses, one row says who, when, what
 * and whose: a day's deliveries (`deliveryDate`: the people with an order that day) or everyone
 * (neither). One row per request, never one per person or order: the kitchen sheet is a hot path.
 * A restaurant or a company opening its own documents is not recorded (they are not the platform).
 */
export type Access = {
  /** Who opened it; only a platform admin's opening is recorded. */
  actor: SignedInAccount;
  kind: DataAccessKind;
  /** One person's data (null: a day's or everyone's). */
  subjectAccountId?: string | null;
  /** The delivery day whose people it shows (null: one person's or everyone's). */
  deliveryDate?: string | null;
  at: Date;
};

export async function recordAccess(ex: Executor, access: Access): Promise<void> {
  if (access.actor.role !== 'admin') return;
  await ex.insert(dataAccessRecords).values({
    actorAccountId: access.actor.id,
    kind: access.kind,
    subjectAccountId: access.subjectAccountId ?? null,
    deliveryDate: access.deliveryDate ?? null,
    createdAt: access.at,
  });
}

/**
 * The records that concern one person, oldest first, as a JSON array (for their export): those
 * naming them, those of a delivery day on which they had an order, and, for companies and
 * employees (the people those lists show), the lists of everyone opened since their account was
 * made. Each with the platform admin who opened it.
 */
export function accessRecordsAbout(accountId: string): SQL {
  return sql`select coalesce(jsonb_agg(jsonb_build_object(
      'at', r.created_at, 'kind', r.kind, 'opened_by', a.email,
      'whose', case when r.subject_account_id is not null then 'yours'
        when r.delivery_date is not null then 'the deliveries of ' || r.delivery_date::text
        else 'everyone''s' end
    ) order by r.created_at, r.id), '[]'::jsonb) as data
    from data_access_records r join accounts a on a.id = r.actor_account_id
    where r.subject_account_id = ${accountId}
      or r.delivery_date in (select o.delivery_date from orders o where o.employee_id = ${accountId})
      or (r.subject_account_id is null and r.delivery_date is null
        and r.created_at >= (select p.created_at from accounts p where p.id = ${accountId}
          and p.account_type in ('Company', 'Individual')))`;
}
