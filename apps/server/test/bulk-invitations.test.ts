import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employees, invitations } from '../src/db/schema.js';
import { testApi } from './helpers/api.js';
import { buildTestApp, type TestApp, testClock } from './helpers/app.js';
import { type Actor, createCompany, createEmployee } from './helpers/factories.js';

const DAY = 24 * 3600 * 1000;

describe('bulk invitations', () => {
  let t: TestApp;
  const clock = testClock(new Date('2026-03-10T09:00:00Z'));
  beforeAll(async () => {
    t = await buildTestApp({ clock });
  });
  afterAll(() => t.close());
  const api = testApi(() => t);

  const csvForm = (csv: string, field = 'file') => {
    const body = new FormData();
    body.append(field, new Blob([csv], { type: 'text/csv' }), 'team.csv');
    return body;
  };
  const upload = (actor: Actor, body: FormData | { emails: string[] }, dryRun?: 'true') =>
    api.post('/invitations/bulk', { as: actor, body, query: { dry_run: dryRun } });
  const pendingCount = async (companyId: string) =>
    (
      await t.database.rows<{ n: string }>(
        sql`select count(*)::text as n from invitations where company_id = ${companyId} and status = 'PENDING'`,
      )
    )[0]!.n;

  it('invites the good rows of a CSV and reports every bad row with its reason', async () => {
    const company = await createCompany(t, { name: 'Bulk Foods' });
    const member = await createEmployee(t, company.id);
    const other = await createCompany(t);
    const elsewhere = await createEmployee(t, other.id);
    const pending = await upload(company, { emails: ['waiting@example.com'] });
    expect(pending.statusCode).toBe(200);

    const csv = [
      '\uFEFFEmail,Monthly_Budget',
      'first@example.com,15000',
      'Second@Example.com,',
      '',
      'not-an-email,100',
      'first@example.com,200',
      `${member.email},`,
      `${elsewhere.email.toUpperCase()},`,
      'waiting@example.com,',
      'budget@example.com,-5',
      'budget2@example.com,12.345',
      'third@example.com,"2,500"',
    ].join('\r\n');
    const res = await upload(company, csvForm(csv));
    expect(res.statusCode).toBe(200);
    const { invited, skipped } = res.data;
    expect(invited).toEqual([
      {
        row: 2,
        email: 'first@example.com',
        monthly_budget: '15000.00',
        invitation_token: expect.any(String),
      },
      { row: 3, email: 'second@example.com', monthly_budget: null, invitation_token: expect.any(String) },
    ]);
    expect(skipped).toEqual([
      { row: 5, email: 'not-an-email', reason: 'invalid_email' },
      { row: 6, email: 'first@example.com', reason: 'duplicate_in_file' },
      { row: 7, email: member.email, reason: 'already_employee' },
      { row: 8, email: elsewhere.email, reason: 'existing_account' },
      { row: 9, email: 'waiting@example.com', reason: 'already_invited' },
      { row: 10, email: 'budget@example.com', reason: 'invalid_budget' },
      { row: 11, email: 'budget2@example.com', reason: 'invalid_budget' },
      { row: 12, email: 'third@example.com', reason: 'invalid_budget' },
    ]);
    await t.flushJobs();
    expect(t.smtp.to('first@example.com')[0]?.text).toContain(invited[0]?.invitation_token);
    expect(t.smtp.to('second@example.com')).toHaveLength(1);
    expect(t.smtp.to('budget@example.com')).toHaveLength(0);

    // The same file again invites nobody twice and sends no mail.
    const again = await upload(company, csvForm(csv));
    expect(again.data.invited).toEqual([]);
    expect(again.data.skipped.filter((s) => s.reason === 'already_invited')).toHaveLength(3);
    await t.flushJobs();
    expect(t.smtp.to('first@example.com')).toHaveLength(1);
    expect(await pendingCount(company.id)).toBe('3');
  });

  it('gives the CSV budget to the employee when they join', async () => {
    const company = await createCompany(t, { monthlyBudgetKobo: 5_000_00 });
    const res = await upload(company, csvForm('email,monthly_budget\njoiner@example.com,7500.50\n'));
    const code = res.data.invited[0]?.invitation_token;
    const signup = await api.post('/auth/signup', {
      body: {
        account_type: 'Individual',
        email: 'joiner@example.com',
        password: 'employee-pass-1',
        first_name: 'New',
        last_name: 'Employee',
        phone_number: '8098765432',
        invitation_code: code,
        dial_code: '+234',
      },
    });
    expect(signup.statusCode).toBe(201);
    const [row] = await t.db
      .select({ budget: employees.monthlyBudgetKobo })
      .from(employees)
      .where(eq(employees.companyId, company.id));
    expect(row?.budget).toBe(7_500_50);
  });

  it('previews without inviting, and renews an expired invitation', async () => {
    const company = await createCompany(t);
    const preview = await upload(company, { emails: ['preview@example.com', 'bad'] }, 'true');
    expect(preview.data).toEqual({
      invited: [{ row: 1, email: 'preview@example.com', monthly_budget: null, invitation_token: null }],
      skipped: [{ row: 2, email: 'bad', reason: 'invalid_email' }],
    });
    expect(await pendingCount(company.id)).toBe('0');

    const first = (await upload(company, { emails: ['late@example.com'] })).data.invited[0];
    clock.advance(8 * DAY);
    const renewed = (await upload(company, { emails: ['late@example.com'] })).data.invited[0];
    expect(renewed?.invitation_token).not.toBe(first?.invitation_token);
    const rows = await t.db.select().from(invitations).where(eq(invitations.companyId, company.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.expiresAt.getTime()).toBe(clock.now().getTime() + 7 * DAY);
  });

  it('refuses an upload that cannot be read as a whole with 400 naming the field, inviting nobody', async () => {
    const company = await createCompany(t);
    const tooMany = Array.from({ length: 1001 }, (_, i) => `person${i}@example.com`);
    const cases: Array<[FormData | Record<string, unknown>, string]> = [
      [csvForm('name,phone\nA,1\n'), 'file'],
      [csvForm('email\n'), 'file'],
      [csvForm(''), 'file'],
      [csvForm('email\n"unterminated@example.com\n'), 'file'],
      [csvForm('email\na@example.com\n', 'other'), 'file'],
      [csvForm(`email\n${tooMany.join('\n')}\n`), 'file'],
      [{ emails: tooMany }, 'emails'],
      [{ emails: [] }, 'emails'],
      [{ emails: 'a@example.com' }, 'emails'],
      [{}, 'emails'],
    ];
    for (const [body, path] of cases) {
      const res = await api.post('/invitations/bulk', { as: company, unchecked: true, body });
      expect(res.statusCode).toBe(400);
      expect(res.errors[0]?.path).toBe(path);
    }
    expect(await pendingCount(company.id)).toBe('0');

    const exactly = await upload(company, csvForm(`email\n${tooMany.slice(0, 1000).join('\n')}\n`));
    expect(exactly.statusCode).toBe(200);
    expect(exactly.data.invited).toHaveLength(1000);
  });

  it('invites each email once when two uploads race', async () => {
    const company = await createCompany(t);
    const emails = Array.from({ length: 20 }, (_, i) => `race${i}@example.com`);
    const [a, b] = await Promise.all([upload(company, { emails }), upload(company, { emails })]);
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(a.data.invited.length + b.data.invited.length).toBe(20);
    expect(await pendingCount(company.id)).toBe('20');
  });
});
