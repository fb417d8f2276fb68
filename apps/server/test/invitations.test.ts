import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApi } from './helpers/api.js';
import { buildTestApp, type TestApp, testClock } from './helpers/app.js';
import { createAdmin, createCompany, createEmployee, inviteEmployee } from './helpers/factories.js';

describe('invitations', () => {
  let t: TestApp;
  const clock = testClock();
  beforeAll(async () => {
    t = await buildTestApp({ clock });
  });
  afterAll(() => t.close());
  const api = testApi(() => t);

  it('invites an email, mails the code and a signup link, and lists it as PENDING', async () => {
    const company = await createCompany(t, { name: 'Acme Foods' });
    const res = await api.post('/invitations', {
      as: company,
      body: { employee_work_email: 'New.Hire@Example.com' },
    });
    expect(res.statusCode).toBe(200);
    const { data } = res;
    expect(data.status).toBe('PENDING');
    expect(data.invitation_token).toMatch(/^[A-Z0-9]{8}$/);

    await t.flushJobs();
    const [mail] = t.smtp.to('new.hire@example.com');
    expect(mail?.subject).toContain('Acme Foods');
    expect(mail?.text).toContain(data.invitation_token);
    expect(mail?.text).toContain(`/signup?type=employee&code=${data.invitation_token}`);

    const list = await api.get('/invitations/list', { as: company });
    expect(list.data).toEqual([
      expect.objectContaining({
        _id: data.id,
        id: data.id,
        employee_work_email: 'new.hire@example.com',
        status: 'PENDING',
      }),
    ]);
  });

  it('re-inviting a pending email issues a fresh code on the same invitation', async () => {
    const company = await createCompany(t);
    const first = await inviteEmployee(t, company, 'again@example.com');
    const second = await inviteEmployee(t, company, 'again@example.com');
    expect(second.id).toBe(first.id);
    expect(second.invitation_token).not.toBe(first.invitation_token);
    expect((await api.get('/invitations/list', { as: company })).data).toHaveLength(1);
  });

  it('refuses to invite an existing member with 409', async () => {
    const company = await createCompany(t);
    const employee = await createEmployee(t, company.id);
    const res = await api.post('/invitations', {
      as: company,
      body: { employee_work_email: employee.email.toUpperCase() },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ success: false, data: null });
  });

  it('shows EXPIRED after 7 days', async () => {
    const company = await createCompany(t);
    await inviteEmployee(t, company, 'late@example.com');
    clock.advance(7 * 24 * 3600 * 1000 + 1);
    const list = await api.get('/invitations/list', { as: company });
    expect(list.data[0]?.status).toBe('EXPIRED');
  });

  it('rejects a bad email with 400 naming the field', async () => {
    const company = await createCompany(t);
    const res = await api.post('/invitations', {
      as: company,
      body: { employee_work_email: 'not-an-email' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.errors[0]?.path).toBe('employee_work_email');
  });

  it('is for companies only, and a company sees only its own invitations', async () => {
    const admin = await createAdmin(t);
    const a = await createCompany(t);
    const b = await createCompany(t);
    const employee = await createEmployee(t, a.id);
    await inviteEmployee(t, a, 'x@example.com');
    const invite = { body: { employee_work_email: 'y@example.com' } };
    for (const actor of [admin, employee]) {
      expect((await api.get('/invitations/list', { as: actor })).statusCode).toBe(403);
      expect((await api.post('/invitations', { as: actor, ...invite })).statusCode).toBe(403);
    }
    expect((await api.get('/invitations/list')).statusCode).toBe(401);
    expect((await api.post('/invitations', invite)).statusCode).toBe(401);
    expect((await api.get('/invitations/list', { as: b })).data).toEqual([]);
  });
});

describe('concurrent invitations to one email', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ smtp: false });
  });
  afterAll(() => t.close());
  const api = testApi(() => t);

  it('leave exactly one pending invitation and never answer 500', async () => {
    const company = await createCompany(t);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        api.post('/invitations', { as: company, body: { employee_work_email: 'race@example.com' } }),
      ),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(Array(20).fill(200));
    const list = (await api.get('/invitations/list', { as: company })).data;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ employee_work_email: 'race@example.com', status: 'PENDING' });
    // The last code handed out is the live one.
    expect(answers.map((res) => res.data.invitation_token)).toContain(list[0]?.invitation_token);
  });
});
