import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employees, invitations } from '../src/db/schema.js';
import { testApi } from './helpers/api.js';
import { buildTestApp, type TestApp, testClock } from './helpers/app.js';
import { type Actor, createCompany, createEmployee, createMember } from './helpers/factories.js';

/*
 * A company's departments (issue 32): their CRUD with its refusals, moving employees between them,
 * the department on the employees list, its filter and its CSV, invitations into a department, and
 * the audit record of each change.
 */
describe('departments', () => {
  let t: TestApp;
  const clock = testClock(new Date('2026-03-10T09:00:00Z'));
  beforeAll(async () => {
    t = await buildTestApp({ clock });
  });
  afterAll(() => t.close());
  const api = testApi(() => t);

  /** POST /api/company/departments, sent as it is (tests send wrong ones on purpose). */
  const create = (actor: Actor, body: Record<string, unknown>) =>
    api.post('/company/departments', { as: actor, unchecked: true, body });
  const update = (actor: Actor, id: string, body: Record<string, unknown>) =>
    api.patch('/company/departments/:id', { as: actor, unchecked: true, params: { id }, body });
  const remove = (actor: Actor, id: string, move_to?: string) =>
    api.delete('/company/departments/:id', {
      as: actor,
      unchecked: true,
      params: { id },
      query: move_to === undefined ? {} : { move_to },
    });
  const move = (actor: Actor, employeeId: string, body: unknown) =>
    api.patch('/users/employees/:id', { as: actor, unchecked: true, params: { id: employeeId }, body });
  const list = async (actor: Actor) => {
    const res = await api.get('/company/departments', { as: actor });
    expect(res.statusCode).toBe(200);
    return res.data;
  };
  const departmentOf = async (employeeId: string) =>
    (
      await t.db
        .select({ id: employees.departmentId })
        .from(employees)
        .where(eq(employees.accountId, employeeId))
    )[0]?.id ?? null;
  /** The company's audit records, oldest first. */
  const recordsOf = (companyId: string) =>
    t.database.rows<{
      action: string;
      subject: string;
      actor_role: string;
      actor_name: string;
      before: Record<string, unknown> | null;
      after: Record<string, unknown> | null;
    }>(
      sql`select action, subject, actor_role, actor_name, before, after from audit_records
        where company_id = ${companyId} order by at, id`,
    );

  it('creates, lists, edits and deletes departments; each rule null is as the company', async () => {
    const company = await createCompany(t);
    const created = await create(company, {
      name: '  Sales ',
      cost_centre: 'CC-100',
      per_order_cap: 3000,
      order_days: ['WED', 'MON', 'MON'],
    });
    expect(created.statusCode).toBe(201);
    expect(created.data).toEqual({
      id: expect.any(String),
      name: 'Sales',
      cost_centre: 'CC-100',
      monthly_budget: null,
      per_order_cap: '3000.00',
      per_day_cap: null,
      order_days: ['MON', 'WED'],
      employees: 0,
      created_at: '2026-03-10T09:00:00.000Z',
    });
    const bare = await create(company, { name: 'Engineering' });
    expect(bare.statusCode).toBe(201);
    expect(bare.data).toMatchObject({
      cost_centre: '',
      monthly_budget: null,
      per_order_cap: null,
      per_day_cap: null,
      order_days: null,
    });
    const employee = await createEmployee(t, company.id);
    expect((await move(company, employee.id, { department_id: created.data.id })).statusCode).toBe(200);

    // By name, with how many employees each has.
    expect((await list(company)).map((d) => [d.name, d.employees])).toEqual([
      ['Engineering', 0],
      ['Sales', 1],
    ]);

    const edited = await update(company, created.data.id, {
      monthly_budget: '15000.50',
      per_order_cap: null,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.data).toMatchObject({
      name: 'Sales',
      cost_centre: 'CC-100',
      monthly_budget: '15000.50',
      per_order_cap: null,
      order_days: ['MON', 'WED'],
      employees: 1,
    });
    const renamed = await update(company, created.data.id, { name: 'Sales & Marketing', order_days: null });
    expect(renamed.data).toMatchObject({ name: 'Sales & Marketing', order_days: null });

    expect((await remove(company, bare.data.id)).statusCode).toBe(200);
    expect((await list(company)).map((d) => d.name)).toEqual(['Sales & Marketing']);
    // Another company sees none of them.
    expect(await list(await createCompany(t))).toEqual([]);
  });

  it("refuses a name the company has (case aside), bad fields naming them, and another company's department", async () => {
    const company = await createCompany(t);
    const sales = (await create(company, { name: 'Sales' })).data;
    const support = (await create(company, { name: 'Support' })).data;
    const before = await list(company);

    const twice = await create(company, { name: 'SALES' });
    expect(twice.statusCode).toBe(409);
    expect(twice.message).toBe('Your company already has a department named "SALES": choose another name.');
    expect(twice.errors[0]?.path).toBe('name');
    const renamed = await update(company, support.id, { name: 'sales' });
    expect(renamed.statusCode).toBe(409);
    expect(renamed.errors[0]?.path).toBe('name');
    // Another company may use the name.
    expect((await create(await createCompany(t), { name: 'Sales' })).statusCode).toBe(201);

    for (const [body, path] of [
      [{ name: '' }, 'name'],
      [{ name: 'x'.repeat(101) }, 'name'],
      [{ name: 'Ops', cost_centre: 'c'.repeat(51) }, 'cost_centre'],
      [{ name: 'Ops', monthly_budget: 0 }, 'monthly_budget'],
      [{ name: 'Ops', per_order_cap: 'lots' }, 'per_order_cap'],
      [{ name: 'Ops', per_day_cap: '12.345' }, 'per_day_cap'],
      [{ name: 'Ops', order_days: ['FUNDAY'] }, 'order_days.0'],
      [{ name: 'Ops', wallet_kobo: 5 }, '(body)'],
    ] as const) {
      const res = await create(company, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.errors[0]?.path, JSON.stringify(body)).toBe(path);
    }
    const empty = await update(company, sales.id, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.message).toMatch(/at least one field/);
    expect((await update(company, sales.id, { per_day_cap: -1 })).errors[0]?.path).toBe('per_day_cap');
    expect((await update(company, 'not-an-id', { name: 'Ops' })).statusCode).toBe(400);
    expect(await list(company)).toEqual(before);

    const other = await createCompany(t);
    expect((await update(other, sales.id, { name: 'Mine' })).statusCode).toBe(404);
    expect((await remove(other, sales.id)).statusCode).toBe(404);
    expect((await update(company, randomUUID(), { name: 'Ops' })).statusCode).toBe(404);
    expect(await list(company)).toEqual(before);
  });

  it('answers 401 to no one, 403 to employees and to members whose role may not change them, before the body', async () => {
    const company = await createCompany(t);
    const sales = (await create(company, { name: 'Sales' })).data;
    const employee = await createEmployee(t, company.id);
    const viewer = await createMember(t, company, 'viewer');
    const finance = await createMember(t, company, 'finance');
    const people = await createMember(t, company, 'people');

    expect((await api.get('/company/departments', {})).statusCode).toBe(401);
    expect((await api.post('/company/departments', { unchecked: true, body: 'not json' })).statusCode).toBe(
      401,
    );
    expect((await api.get('/company/departments', { as: employee })).statusCode).toBe(403);
    expect((await create(employee, { name: 'Mine' })).statusCode).toBe(403);

    // Everyone reads them; only owners and people members change them.
    expect((await list(viewer)).map((d) => d.name)).toEqual(['Sales']);
    for (const member of [viewer, finance]) {
      const refused = await api.post('/company/departments', { as: member, unchecked: true, body: '{' });
      expect(refused.statusCode).toBe(403);
      expect(refused.message).toMatch(/an owner or a people member/);
      expect((await update(member, sales.id, { name: 'Mine' })).statusCode).toBe(403);
      expect((await remove(member, sales.id)).statusCode).toBe(403);
      expect((await move(member, employee.id, { department_id: sales.id })).statusCode).toBe(403);
    }
    const made = await create(people, { name: 'Support' });
    expect(made.statusCode).toBe(201);
    expect((await move(people, employee.id, { department_id: made.data.id })).statusCode).toBe(200);
    // The member acts for the company: the department is the company's.
    expect((await list(company)).map((d) => d.name)).toEqual(['Sales', 'Support']);
  });

  it('refuses to delete a department with employees unless move_to says where they go, moved in the same transaction', async () => {
    const company = await createCompany(t);
    const sales = (await create(company, { name: 'Sales', cost_centre: 'S-1' })).data;
    const support = (await create(company, { name: 'Support' })).data;
    const [ada, bola, chi] = await Promise.all([
      createEmployee(t, company.id),
      createEmployee(t, company.id),
      createEmployee(t, company.id),
    ]);
    for (const employee of [ada!, bola!]) await move(company, employee.id, { department_id: sales.id });
    await move(company, chi!.id, { department_id: support.id });
    const other = await createCompany(t);
    const theirs = (await create(other, { name: 'Theirs' })).data;

    const refused = await remove(company, sales.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.message).toBe(
      'Sales has 2 employees: to delete it, choose where they go (move_to: another department, or none).',
    );
    for (const [moveTo, status, path] of [
      [sales.id, 400, 'move_to'],
      ['sales', 400, 'move_to'],
      [theirs.id, 404, undefined],
      [randomUUID(), 404, undefined],
    ] as const) {
      const res = await remove(company, sales.id, moveTo);
      expect(res.statusCode, moveTo).toBe(status);
      if (path) expect(res.errors[0]?.path).toBe(path);
    }
    // Nothing moved, nothing deleted.
    expect((await list(company)).map((d) => [d.name, d.employees])).toEqual([
      ['Sales', 2],
      ['Support', 1],
    ]);
    expect(await departmentOf(ada!.id)).toBe(sales.id);

    const moved = await remove(company, sales.id, support.id);
    expect(moved.statusCode).toBe(200);
    expect(moved.message).toBe('Department deleted; 2 employees moved to Support');
    expect((await list(company)).map((d) => [d.name, d.employees])).toEqual([['Support', 3]]);
    expect(await departmentOf(bola!.id)).toBe(support.id);

    const none = await remove(company, support.id, 'none');
    expect(none.statusCode).toBe(200);
    expect(none.message).toBe('Department deleted; 3 employees moved to no department');
    expect(await list(company)).toEqual([]);
    expect(await Promise.all([ada!, bola!, chi!].map((e) => departmentOf(e.id)))).toEqual([null, null, null]);
    // The other company's department is untouched.
    expect((await list(other)).map((d) => d.name)).toEqual(['Theirs']);
  });

  it('a move into a department racing its deletion: one of them is refused, never both through', async () => {
    const company = await createCompany(t);
    for (let round = 0; round < 5; round++) {
      const doomed = (await create(company, { name: `Doomed ${round}` })).data;
      const employee = await createEmployee(t, company.id);
      const [moved, deleted] = await Promise.all([
        move(company, employee.id, { department_id: doomed.id }),
        remove(company, doomed.id),
      ]);
      const outcome = [moved.statusCode, deleted.statusCode];
      expect([
        [200, 409],
        [404, 200],
      ]).toContainEqual(outcome);
      expect(await departmentOf(employee.id)).toBe(outcome[0] === 200 ? doomed.id : null);
    }
  });

  it("moves an employee into a department and out again; another company's employee or department is 404", async () => {
    const company = await createCompany(t);
    const sales = (await create(company, { name: 'Sales' })).data;
    const employee = await createEmployee(t, company.id, { firstName: 'Ada', lastName: 'Obi' });
    const other = await createCompany(t);
    const theirs = (await create(other, { name: 'Theirs' })).data;
    const stranger = await createEmployee(t, other.id);

    const moved = await move(company, employee.id, { department_id: sales.id });
    expect(moved.statusCode).toBe(200);
    expect(moved.message).toBe('Ada Obi is now in Sales');
    expect(moved.data).toMatchObject({ id: employee.id, department: { id: sales.id, name: 'Sales' } });

    expect((await move(company, employee.id, { department_id: theirs.id })).statusCode).toBe(404);
    expect((await move(company, employee.id, { department_id: randomUUID() })).statusCode).toBe(404);
    expect((await move(company, stranger.id, { department_id: sales.id })).statusCode).toBe(404);
    expect((await move(other, employee.id, { department_id: theirs.id })).statusCode).toBe(404);
    for (const body of [{}, { department_id: 'sales' }, { department_id: sales.id, extra: 1 }]) {
      const res = await move(company, employee.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.errors[0]?.path).toBe('extra' in body ? '(body)' : 'department_id');
    }
    expect(await departmentOf(employee.id)).toBe(sales.id);
    expect(await departmentOf(stranger.id)).toBeNull();

    const out = await move(company, employee.id, { department_id: null });
    expect(out.statusCode).toBe(200);
    expect(out.data.department).toBeNull();
  });

  it('shows each employee’s department on the list, filters by it (or none) and exports it', async () => {
    const company = await createCompany(t);
    const sales = (await create(company, { name: 'Sales' })).data;
    const support = (await create(company, { name: 'Support' })).data;
    const ada = await createEmployee(t, company.id, { firstName: 'Ada', lastName: 'Sales' });
    const bola = await createEmployee(t, company.id, { firstName: 'Bola', lastName: 'Support' });
    await createEmployee(t, company.id, { firstName: 'Chi', lastName: 'Nowhere' });
    await move(company, ada.id, { department_id: sales.id });
    await move(company, bola.id, { department_id: support.id });

    const all = await api.get('/users/employees', { as: company });
    expect(all.data.list.map((row) => [row.name, row.department])).toEqual([
      ['Chi Nowhere', null],
      ['Bola Support', { id: support.id, name: 'Support' }],
      ['Ada Sales', { id: sales.id, name: 'Sales' }],
    ]);
    const names = async (department_id: string, query?: string) => {
      const res = await api.get('/users/employees', {
        as: company,
        query: { department_id, ...(query ? { query } : {}) },
      });
      expect(res.statusCode).toBe(200);
      return { names: res.data.list.map((row) => row.name), total: res.data.total };
    };
    expect(await names(sales.id)).toEqual({ names: ['Ada Sales'], total: 1 });
    expect(await names('none')).toEqual({ names: ['Chi Nowhere'], total: 1 });
    expect(await names(support.id, 'ada')).toEqual({ names: [], total: 0 });
    // Another company's department shows none of theirs, nor of this company.
    const other = await createCompany(t);
    expect(
      (await api.get('/users/employees', { as: other, query: { department_id: sales.id } })).data.list,
    ).toEqual([]);
    const bad = await api.get('/users/employees', {
      as: company,
      unchecked: true,
      query: { department_id: 'x' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.errors[0]?.path).toBe('department_id');

    const csv = await api.get('/users/employees/export', { as: company });
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      '"Name","Email","Date Joined","Status","Monthly budget","Spent this month","Balance","Department"',
    );
    expect(lines.slice(1).map((line) => [line.split(',')[0], line.split(',').at(-1)])).toEqual([
      ['"Chi Nowhere"', '""'],
      ['"Bola Support"', '"Support"'],
      ['"Ada Sales"', '"Sales"'],
    ]);
    const filtered = await api.get('/users/employees/export', {
      as: company,
      query: { department_id: 'none' },
    });
    expect(filtered.body.trim().split('\r\n').slice(1)).toHaveLength(1);
    expect(filtered.body).toContain('"Chi Nowhere"');
    const sold = await api.get('/users/employees/export', {
      as: company,
      query: { department_id: sales.id },
    });
    expect(
      sold.body
        .trim()
        .split('\r\n')
        .slice(1)
        .map((line) => line.split(',')[0]),
    ).toEqual(['"Ada Sales"']);
    const refused = await api.get('/users/employees/export', {
      as: company,
      unchecked: true,
      query: { department_id: 'everyone' },
    });
    expect(refused.statusCode).toBe(400);

    // A company without departments exports the list as it always did.
    const plain = await createCompany(t);
    await createEmployee(t, plain.id);
    const plainCsv = (await api.get('/users/employees/export', { as: plain })).body.split('\r\n')[0];
    expect(plainCsv).toBe(
      '"Name","Email","Date Joined","Status","Monthly budget","Spent this month","Balance"',
    );
  });

  describe('invitations into a department', () => {
    const signup = (email: string, code: string) =>
      api.post('/auth/signup', {
        body: {
          account_type: 'Individual',
          email,
          password: 'employee-pass-1',
          first_name: 'New',
          last_name: 'Joiner',
          phone_number: '8098765432',
          invitation_code: code,
          dial_code: '+234',
        },
      });
    const joined = async (email: string) =>
      (
        await t.database.rows<{ department_id: string | null }>(
          sql`select e.department_id from employees e join accounts a on a.id = e.account_id where a.email = ${email}`,
        )
      )[0]?.department_id;

    it('an invitation names the department the employee joins on signing up', async () => {
      const company = await createCompany(t);
      const sales = (await create(company, { name: 'Sales' })).data;
      const other = await createCompany(t);
      const theirs = (await create(other, { name: 'Theirs' })).data;

      const refused = await api.post('/invitations', {
        as: company,
        body: { employee_work_email: 'nobody@example.com', department_id: theirs.id },
      });
      expect(refused.statusCode).toBe(404);
      expect(
        (
          await api.post('/invitations', {
            as: company,
            unchecked: true,
            body: { employee_work_email: 'nobody@example.com', department_id: 'sales' },
          })
        ).errors[0]?.path,
      ).toBe('department_id');
      expect((await api.get('/invitations/list', { as: company })).data).toEqual([]);

      const sent = await api.post('/invitations', {
        as: company,
        body: { employee_work_email: 'sales.hire@example.com', department_id: sales.id },
      });
      expect(sent.statusCode).toBe(200);
      clock.advance(60_000);
      const plain = await api.post('/invitations', {
        as: company,
        body: { employee_work_email: 'plain@example.com' },
      });
      const invited = (await api.get('/invitations/list', { as: company })).data;
      expect(invited.map((row) => [row.employee_work_email, row.department])).toEqual([
        ['plain@example.com', null],
        ['sales.hire@example.com', { id: sales.id, name: 'Sales' }],
      ]);

      expect((await signup('sales.hire@example.com', sent.data.invitation_token)).statusCode).toBe(201);
      expect(await joined('sales.hire@example.com')).toBe(sales.id);
      expect((await signup('plain@example.com', plain.data.invitation_token)).statusCode).toBe(201);
      expect(await joined('plain@example.com')).toBeNull();
    });

    it('the bulk CSV has a department column: an unknown name is a row error naming it', async () => {
      const company = await createCompany(t);
      const sales = (await create(company, { name: 'Sales' })).data;
      await create(await createCompany(t), { name: 'Elsewhere' });
      const body = new FormData();
      const csv = [
        'email,department,monthly_budget',
        'one@example.com,sales,',
        'two@example.com,Salez,',
        'three@example.com,,5000',
        'four@example.com,Elsewhere,',
      ].join('\n');
      body.append('file', new Blob([csv], { type: 'text/csv' }), 'team.csv');
      const preview = await api.post('/invitations/bulk', { as: company, body, query: { dry_run: 'true' } });
      expect(preview.statusCode).toBe(200);
      expect(preview.data.invited).toEqual([
        {
          row: 2,
          email: 'one@example.com',
          monthly_budget: null,
          department: 'Sales',
          invitation_token: null,
        },
        { row: 4, email: 'three@example.com', monthly_budget: '5000.00', invitation_token: null },
      ]);
      expect(preview.data.skipped).toEqual([
        { row: 3, email: 'two@example.com', reason: 'unknown_department', department: 'Salez' },
        { row: 5, email: 'four@example.com', reason: 'unknown_department', department: 'Elsewhere' },
      ]);
      const sent = await api.post('/invitations/bulk', { as: company, body });
      expect(sent.data.invited.map((row) => row.email)).toEqual(['one@example.com', 'three@example.com']);
      const rows = await t.db
        .select({ email: invitations.email, departmentId: invitations.departmentId })
        .from(invitations)
        .where(eq(invitations.companyId, company.id));
      expect(Object.fromEntries(rows.map((row) => [row.email, row.departmentId]))).toEqual({
        'one@example.com': sales.id,
        'three@example.com': null,
      });
      const code = sent.data.invited[0]!.invitation_token!;
      expect((await signup('one@example.com', code)).statusCode).toBe(201);
      expect(await joined('one@example.com')).toBe(sales.id);
    });

    it('deleting a department leaves its pending invitations without one', async () => {
      const company = await createCompany(t);
      const sales = (await create(company, { name: 'Sales' })).data;
      const sent = await api.post('/invitations', {
        as: company,
        body: { employee_work_email: 'late@example.com', department_id: sales.id },
      });
      expect((await remove(company, sales.id)).statusCode).toBe(200);
      expect((await api.get('/invitations/list', { as: company })).data[0]?.department).toBeNull();
      expect((await signup('late@example.com', sent.data.invitation_token)).statusCode).toBe(201);
      expect(await joined('late@example.com')).toBeNull();
    });
  });

  it('records who created, changed and deleted each department and moved each employee, with before and after', async () => {
    const company = await createCompany(t);
    const people = await createMember(t, company, 'people', { name: 'Pat People' });
    const sales = (await create(people, { name: 'Sales', per_order_cap: 3000 })).data;
    const employee = await createEmployee(t, company.id);
    await move(company, employee.id, { department_id: sales.id });
    // The same department again changes nothing, and records nothing.
    await move(company, employee.id, { department_id: sales.id });
    await update(people, sales.id, { per_order_cap: 3500, cost_centre: 'S-9' });
    // A refused change records nothing.
    await update(people, sales.id, { per_order_cap: 0 });
    await remove(people, sales.id);
    // Nothing changed: nothing to record.
    await update(people, (await create(people, { name: 'Ops' })).data.id, { name: 'Ops' });
    await remove(people, sales.id, 'none');

    const records = await recordsOf(company.id);
    expect(records.map((r) => [r.action, r.subject, r.actor_role, r.actor_name])).toEqual([
      ['department.created', 'Sales', 'people', 'Pat People'],
      ['employee.department_changed', employee.email, 'owner', company.email],
      ['department.updated', 'Sales', 'people', 'Pat People'],
      ['department.created', 'Ops', 'people', 'Pat People'],
      ['department.deleted', 'Sales', 'people', 'Pat People'],
    ]);
    expect(records[0]!.after).toEqual({
      name: 'Sales',
      cost_centre: '',
      monthly_budget: null,
      per_order_cap: '3000.00',
      per_day_cap: null,
      order_days: null,
    });
    expect(records[0]!.before).toBeNull();
    expect([records[1]!.before, records[1]!.after]).toEqual([{ department: null }, { department: 'Sales' }]);
    expect([records[2]!.before, records[2]!.after]).toEqual([
      { cost_centre: '', per_order_cap: '3000.00' },
      { cost_centre: 'S-9', per_order_cap: '3500.00' },
    ]);
    expect(records[4]!.before).toMatchObject({ name: 'Sales', cost_centre: 'S-9', employees: 1 });
    expect(records[4]!.after).toEqual({ employees_moved_to: null });
  });
});
