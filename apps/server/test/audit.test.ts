import { auditEndpoints, endpoints } from '@lunch/contract/endpoints';
import { parse } from 'csv-parse/sync';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, auditRecords, companyMembers } from '../src/db/schema.js';
import { type Actor as AuditActor, PLATFORM, recordChange } from '../src/domain/audit/audit.js';
import { databaseError } from '../src/lib/errors.js';
import { testApi } from './helpers/api.js';
import { buildTestApp, type TestApp, testClock } from './helpers/app.js';
import { type Actor, createAdmin, createCompany, createEmployee, createMember } from './helpers/factories.js';

/*
 * Reading who did what (issue 32): `GET /api/company/audit` pages through a company's records,
 * newest first, filtered by time, actor and action (or kind); `GET /api/company/audit/export` is
 * the same as CSV. Owners and finance members read it; nobody edits or deletes a record, not even
 * with SQL. (Each change writing its record: audit-writes.test.ts.)
 */

const clock = testClock(new Date('2026-03-10T09:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ clock });
});
afterAll(() => t.close());
const api = testApi(() => t);

/** A record written as a change writes it, at a given time. */
function write(
  companyId: string,
  actor: AuditActor,
  action: string,
  at: string,
  extra: Partial<{
    subject: string;
    before: Record<string, unknown> | null;
    after: Record<string, unknown> | null;
  }> = {},
) {
  return recordChange(t.db, {
    companyId,
    actor,
    action,
    at: new Date(at),
    subject: extra.subject ?? action,
    ...extra,
  });
}

/** The member row of a member's account (its id is what GET /company/members gives). */
async function memberIdOf(accountId: string) {
  const [row] = await t.db
    .select({ id: companyMembers.id })
    .from(companyMembers)
    .where(eq(companyMembers.accountId, accountId));
  return row!.id;
}

/**
 * A company with an owner, a finance and a people member, and six records over three days:
 * the owner's settings and profile, the people member's invitation and budget, the platform's
 * auto top-up charge and credit.
 */
async function companyWithRecords() {
  const owner = await createCompany(t, { name: 'Acme Foods' });
  const finance = await createMember(t, owner, 'finance', { name: 'Fola Finance' });
  const people = await createMember(t, owner, 'people', { name: 'Pat People' });
  const asOwner: AuditActor = { accountId: owner.id, role: 'owner' };
  const asPeople: AuditActor = { accountId: people.id, role: 'people' };
  await write(owner.id, asOwner, 'settings.updated', '2026-03-08T09:00:00Z', {
    subject: 'Acme Foods',
    before: { max_spend_amount_per_employee: '15000.00' },
    after: { max_spend_amount_per_employee: '20000.00' },
  });
  await write(owner.id, asPeople, 'invitation.sent', '2026-03-08T15:00:00Z', {
    subject: 'ada@example.com',
    after: { email: 'ada@example.com' },
  });
  await write(owner.id, PLATFORM, 'auto_topup.charged', '2026-03-09T08:00:00Z', {
    after: { amount: '500.00' },
  });
  await write(owner.id, PLATFORM, 'topup.credited', '2026-03-09T08:00:00Z', { after: { amount: '500.00' } });
  await write(owner.id, asPeople, 'budget.updated', '2026-03-09T12:00:00Z', {
    subject: '=HYPERLINK("http://evil")',
    before: { monthly_budget: null },
    after: { monthly_budget: '9000.00' },
  });
  await write(owner.id, asOwner, 'profile.updated', '2026-03-10T08:30:00Z', {
    subject: 'Acme Foods',
    before: { name: 'Acme' },
    after: { name: 'Acme Foods' },
  });
  return { owner, finance, people };
}

const list = (as: Actor, query: Record<string, string | number> = {}) =>
  api.get('/company/audit', { as, unchecked: true, query });
const actions = (res: Awaited<ReturnType<typeof list>>) => res.data.list.map((record) => record.action);

describe('who may read the record', () => {
  it('anonymous 401, other accounts 403, people and viewer members 403 naming who may; owners and finance read', async () => {
    const { owner, finance, people } = await companyWithRecords();
    const viewer = await createMember(t, owner, 'viewer');
    const employee = await createEmployee(t, owner.id);
    const admin = await createAdmin(t);
    for (const path of ['/company/audit', '/company/audit/export'] as const) {
      expect((await api.get(path, { unchecked: true, query: { from: 'nonsense' } })).statusCode).toBe(401);
      for (const actor of [employee, admin]) {
        expect((await api.get(path, { as: actor, unchecked: true, query: { from: 'x' } })).statusCode).toBe(
          403,
        );
      }
      for (const member of [people, viewer]) {
        // Refused before the query is read: nonsense in it is not even looked at.
        const res = await api.get(path, { as: member, unchecked: true, query: { from: 'yesterday' } });
        expect(res.statusCode).toBe(403);
        expect(res.json<{ message: string }>().message).toBe(
          'Only an owner or a finance member of the company may do this',
        );
      }
      for (const reader of [owner, finance])
        expect((await api.get(path, { as: reader })).statusCode).toBe(200);
    }
  });

  it('no route edits or deletes a record, and the database refuses UPDATE and DELETE (LN424)', async () => {
    const { owner } = await companyWithRecords();
    const auditRoutes = Object.values(endpoints).filter((entry) => entry.path.startsWith('/company/audit'));
    expect(auditRoutes.map((entry) => entry.key).sort()).toEqual(Object.keys(auditEndpoints).sort());
    expect(auditRoutes.every((entry) => entry.method === 'GET')).toBe(true);
    for (const method of ['PATCH', 'PUT', 'DELETE', 'POST'] as const) {
      for (const url of ['/api/company/audit', '/api/company/audit/:id']) {
        expect(t.app.hasRoute({ method, url }), `${method} ${url}`).toBe(false);
      }
    }
    const [record] = await t.db
      .select()
      .from(auditRecords)
      .where(eq(auditRecords.companyId, owner.id))
      .limit(1);
    const refusals = [
      sql`update audit_records set action = 'nothing.happened' where id = ${record!.id}`,
      sql`update audit_records set after = null where company_id = ${owner.id}`,
      sql`delete from audit_records where id = ${record!.id}`,
      sql`delete from audit_records where company_id = ${owner.id}`,
    ];
    for (const statement of refusals) {
      const error = await t.database.rows(statement).then(
        () => null,
        (failure: unknown) => failure,
      );
      expect(error, 'refused').not.toBeNull();
      expect(databaseError(error, 'LN424')?.message).toBe('the audit record cannot be changed or deleted');
    }
    const rows = await t.db.select().from(auditRecords).where(eq(auditRecords.companyId, owner.id));
    expect(rows).toHaveLength(6);
    expect(rows.find((row) => row.id === record!.id)).toEqual(record);
  });
});

describe('GET /company/audit', () => {
  it('pages newest first, by number and by key, with who (name and role), what, and before and after', async () => {
    const { owner, people } = await companyWithRecords();
    const first = await list(owner, { limit: 4 });
    expect(first.statusCode).toBe(200);
    expect(first.data).toMatchObject({ total: 6, page: 1, limit: 4 });
    expect(actions(first)).toEqual([
      'profile.updated',
      'budget.updated',
      'topup.credited',
      'auto_topup.charged',
    ]);
    expect(first.data.list[0]).toEqual({
      id: expect.any(String),
      at: '2026-03-10T08:30:00.000Z',
      actor: { id: owner.id, name: owner.email, role: 'owner' },
      action: 'profile.updated',
      subject: 'Acme Foods',
      before: { name: 'Acme' },
      after: { name: 'Acme Foods' },
    });
    expect(first.data.list[1]).toMatchObject({
      actor: { id: people.id, name: 'Pat People', role: 'people' },
      before: { monthly_budget: null },
      after: { monthly_budget: '9000.00' },
    });
    expect(first.data.list[2]!.actor).toEqual({ id: null, name: 'Platform', role: 'system' });
    expect(first.data.lastId).toBe(first.data.list[3]!.id);

    const byKey = await list(owner, { limit: 4, lastId: first.data.lastId! });
    expect(actions(byKey)).toEqual(['invitation.sent', 'settings.updated']);
    expect(byKey.data.lastId).toBeNull();
    const byNumber = await list(owner, { limit: 4, page: 2 });
    expect(byNumber.data.list).toEqual(byKey.data.list);
  });

  it('shows a company its own records only, whatever the key', async () => {
    const ours = await companyWithRecords();
    const theirs = await companyWithRecords();
    const [their] = (await list(theirs.owner, { limit: 1 })).data.list;
    const mine = await list(ours.owner, { limit: 100 });
    expect(mine.data.total).toBe(6);
    const ids = new Set(mine.data.list.map((record) => record.id));
    expect(ids.has(their!.id)).toBe(false);
    // Paging on after another company's record still lists ours only.
    const after = await list(ours.owner, { limit: 100, lastId: their!.id });
    expect(after.data.list.every((record) => ids.has(record.id))).toBe(true);
    // A finance member reads their own company's.
    const asFinance = await list(theirs.finance, { limit: 100 });
    expect(asFinance.data.list.every((record) => !ids.has(record.id))).toBe(true);
    expect(asFinance.data.total).toBe(6);
  });

  it('filters by time, actor (member id, account id or the platform) and action or kind', async () => {
    const { owner, finance, people } = await companyWithRecords();
    expect(actions(await list(owner, { from: '2026-03-09T00:00:00Z', to: '2026-03-10T00:00:00Z' }))).toEqual([
      'budget.updated',
      'topup.credited',
      'auto_topup.charged',
    ]);
    // `to` is exclusive, `from` inclusive.
    expect(actions(await list(owner, { from: '2026-03-09T12:00:00Z', to: '2026-03-10T08:30:00Z' }))).toEqual([
      'budget.updated',
    ]);
    expect(actions(await list(owner, { actor: people.id }))).toEqual(['budget.updated', 'invitation.sent']);
    expect(actions(await list(owner, { actor: await memberIdOf(people.id) }))).toEqual([
      'budget.updated',
      'invitation.sent',
    ]);
    expect(actions(await list(owner, { actor: 'platform' }))).toEqual([
      'topup.credited',
      'auto_topup.charged',
    ]);
    expect((await list(owner, { actor: finance.id })).data).toMatchObject({ list: [], total: 0 });
    // A kind is its actions only: `topup` is not `auto_topup`, `budget` not `budget_x`.
    expect(actions(await list(owner, { action: 'topup' }))).toEqual(['topup.credited']);
    expect(actions(await list(owner, { action: 'auto_topup' }))).toEqual(['auto_topup.charged']);
    expect(actions(await list(owner, { action: 'settings.updated' }))).toEqual(['settings.updated']);
    expect(actions(await list(owner, { action: 'settings.upd' }))).toEqual([]);
    expect(actions(await list(owner, { action: 'settings', actor: owner.id }))).toEqual(['settings.updated']);
    expect((await list(owner, { action: 'profile', actor: people.id })).data.total).toBe(0);
  });

  it('refuses bad filters with 400 naming the field', async () => {
    const { owner } = await companyWithRecords();
    const cases: Array<[Record<string, string | number>, string]> = [
      [{ from: 'yesterday' }, 'from'],
      [{ to: '2026-13-01' }, 'to'],
      [{ from: '2026-03-10T00:00:00Z', to: '2026-03-09T00:00:00Z' }, 'to'],
      [{ actor: 'someone' }, 'actor'],
      [{ action: "member'; drop table audit_records;--" }, 'action'],
      [{ action: 'x'.repeat(101) }, 'action'],
      [{ action: 'Member.Invited' }, 'action'],
      [{ limit: 0 }, 'limit'],
      [{ lastId: 'last' }, 'lastId'],
    ];
    for (const [query, field] of cases) {
      for (const path of ['/company/audit', '/company/audit/export'] as const) {
        if (path.endsWith('export') && (field === 'limit' || field === 'lastId')) continue;
        const res = await api.get(path, { as: owner, unchecked: true, query });
        expect(res.statusCode, `${path} ${JSON.stringify(query)}`).toBe(400);
        expect(res.json<{ errors: { path: string }[] }>().errors[0]?.path).toBe(field);
      }
    }
  });
});

describe('GET /company/audit/export', () => {
  type Row = Record<string, string>;
  async function csvOf(as: Actor, query: Record<string, string> = {}) {
    const res = await api.get('/company/audit/export', { as, unchecked: true, query });
    expect(res.statusCode).toBe(200);
    return { res, rows: parse(res.body, { columns: true, bom: true }) as Row[] };
  }

  it('is the same records as CSV, newest first: time in the company zone with its offset, who, what, before and after', async () => {
    const { owner, finance } = await companyWithRecords();
    await companyWithRecords(); // another company's, never in it
    const { res, rows } = await csvOf(finance);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="activity-2026-03-10.csv"');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(Object.keys(rows[0]!)).toEqual([
      'Time (Africa/Lagos)',
      'Actor',
      'Role',
      'Action',
      'Subject',
      'Before',
      'After',
    ]);
    expect(rows.map((row) => row.Action)).toEqual([
      'profile.updated',
      'budget.updated',
      'topup.credited',
      'auto_topup.charged',
      'invitation.sent',
      'settings.updated',
    ]);
    expect(rows[0]).toEqual({
      'Time (Africa/Lagos)': '2026-03-10 09:30:00 +01:00',
      Actor: owner.email,
      Role: 'Owner',
      Action: 'profile.updated',
      Subject: 'Acme Foods',
      Before: '{"name":"Acme"}',
      After: '{"name":"Acme Foods"}',
    });
    // A subject a spreadsheet would run as a formula is made inert.
    expect(rows[1]).toMatchObject({
      Actor: 'Pat People',
      Role: 'People',
      Subject: `'=HYPERLINK("http://evil")`,
      Before: '{"monthly_budget":null}',
    });
    expect(rows[2]).toMatchObject({ Actor: 'Platform', Role: 'Platform', Before: '' });
  });

  it('takes the filters, and the time zone the company keeps', async () => {
    const { owner } = await companyWithRecords();
    await t.db.update(accounts).set({ timeZone: 'America/New_York' }).where(eq(accounts.id, owner.id));
    const { rows } = await csvOf(owner, { action: 'topup', from: '2026-03-09T00:00:00Z' });
    expect(rows).toEqual([
      expect.objectContaining({
        'Time (America/New_York)': '2026-03-09 04:00:00 -04:00',
        Action: 'topup.credited',
      }),
    ]);
    const none = await csvOf(owner, { action: 'member' });
    expect(none.rows).toEqual([]);
    expect(none.res.body.replace(/^\uFEFF/, '').trim()).toBe(
      '"Time (America/New_York)","Actor","Role","Action","Subject","Before","After"',
    );
  });

  it('pages through every record, however many', async () => {
    const owner = await createCompany(t);
    const actor: AuditActor = { accountId: owner.id, role: 'owner' };
    const start = Date.parse('2026-01-01T00:00:00Z');
    const values = Array.from({ length: 1234 }, (_, n) => ({
      companyId: owner.id,
      at: new Date(start + n * 60_000),
      actorAccountId: actor.accountId,
      actorName: 'Owner',
      actorRole: 'owner',
      action: 'settings.updated',
      subject: `change ${n}`,
    }));
    await t.db.insert(auditRecords).values(values);
    const { rows } = await csvOf(owner);
    expect(rows).toHaveLength(1234);
    expect(rows[0]!.Subject).toBe('change 1233');
    expect(rows.at(-1)!.Subject).toBe('change 0');
    expect(new Set(rows.map((row) => row.Subject)).size).toBe(1234);
    expect((await list(owner, { limit: 1 })).data.total).toBeGreaterThan(1000);
  });
});

describe('a change and its record', () => {
  it("an owner's settings change is read back on the record, with only what changed", async () => {
    const owner = await createCompany(t, { name: 'Bolu Bakes', monthlyBudgetKobo: 15_000_00 });
    const finance = await createMember(t, owner, 'finance', { name: 'Fola Finance' });
    const res = await api.patch('/company/settings', {
      as: owner,
      body: { max_spend_amount_per_employee: '20000', order_days: ['MON', 'TUE', 'WED', 'THU', 'FRI'] },
    });
    expect(res.statusCode).toBe(200);
    const read = await list(finance);
    expect(read.data.list).toEqual([
      {
        id: expect.any(String),
        at: '2026-03-10T09:00:00.000Z',
        actor: { id: owner.id, name: owner.email, role: 'owner' },
        action: 'settings.updated',
        subject: 'Bolu Bakes',
        before: { max_spend_amount_per_employee: '15000.00' },
        after: { max_spend_amount_per_employee: '20000.00' },
      },
    ]);
  });
});
