import { randomUUID } from 'node:crypto';
import { LAST_OWNER_MESSAGE, REMOVED_MEMBER_MESSAGE } from '@lunch/contract';
import type { CompanyRole } from '@lunch/contract/endpoint';
import { and, asc, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, auditRecords, companyMembers } from '../src/db/schema.js';
import { type Answer, testApi } from './helpers/api.js';
import { buildTestApp, type TestApp, testClock } from './helpers/app.js';
import {
  type Actor,
  createAdmin,
  createCompany,
  createEmployee,
  createMember,
  PASSWORD,
} from './helpers/factories.js';
import { codeIn } from './helpers/smtp.js';

/*
 * The members who run a company's account (issue 32, docs/team.md): the list, invitations mailed
 * through the local SMTP server, signing up with the team code, role changes, removal (sessions
 * end at once), the last-owner rule (also under concurrency), who may do what, and the audit
 * record each change writes in its own transaction.
 */

const onPostgres = process.env.TEST_DB === 'postgres';
const DAY = 24 * 3600 * 1000;

describe('a company is a team', () => {
  let t: TestApp;
  const clock = testClock(new Date('2026-03-10T09:00:00Z'));
  beforeAll(async () => {
    t = await buildTestApp({ clock });
  });
  afterAll(() => t.close());
  const api = testApi(() => t);

  const members = async (as: Actor) => {
    const res = await api.get('/company/members', { as });
    expect(res.statusCode).toBe(200);
    return res.data;
  };
  const invite = (as: Actor, email: string, role: CompanyRole = 'finance') =>
    api.post('/company/members', { as, body: { email, role } });
  const records = (companyId: string, action?: string) =>
    t.db
      .select()
      .from(auditRecords)
      .where(and(eq(auditRecords.companyId, companyId), action ? eq(auditRecords.action, action) : undefined))
      .orderBy(asc(auditRecords.at), asc(auditRecords.id));
  /** The team invitation mailed to `email`: its code and its sign-up link. */
  const mailedInvitation = async (email: string) => {
    await t.flushJobs();
    const mail = t.smtp
      .to(email)
      .filter((m) => m.subject.includes('invited you to its team'))
      .at(-1);
    const link = /https?:\/\/\S+\/signup\?team_code=([A-Z0-9]{8})&email=\S+/.exec(mail?.text ?? '');
    if (!mail || !link) throw new Error(`no team invitation to ${email}`);
    return { mail, code: link[1]!, link: link[0] };
  };
  const teamBody = (email: string, code: string, overrides: Record<string, unknown> = {}) => ({
    account_type: 'Company',
    team_invitation_code: code,
    email,
    password: 'teammate-pass-1',
    first_name: 'Ada',
    last_name: 'Obi',
    phone_number: '8012345678',
    dial_code: '+234',
    time_zone: 'Africa/Lagos',
    ...overrides,
  });
  const signUp = (body: Record<string, unknown>) => api.post('/auth/signup', { unchecked: true, body });
  const logIn = (identifier: string, password = 'teammate-pass-1') =>
    api.post('/auth/login', { body: { identifier, password } });
  const asToken = (token: string): Actor => ({
    id: '',
    email: '',
    token,
    headers: { authorization: `Bearer ${token}` },
  });

  /** An invited teammate who signed up with the mailed code, verified their email and signed in. */
  async function joined(owner: Actor, role: CompanyRole, first = 'Ada', last = 'Obi') {
    const email = `${first.toLowerCase()}-${randomUUID().slice(0, 8)}@example.com`;
    expect((await invite(owner, email, role)).statusCode).toBe(201);
    const { code } = await mailedInvitation(email);
    const res = await signUp(teamBody(email, code, { first_name: first, last_name: last }));
    expect(res.statusCode).toBe(201);
    await t.flushJobs();
    const otp = codeIn(
      t.smtp
        .to(email)
        .filter((m) => m.subject.includes('verification code'))
        .at(-1),
    );
    expect((await api.post('/auth/confirm-email', { body: { email, otp } })).statusCode).toBe(200);
    const login = await logIn(email);
    expect(login.statusCode).toBe(200);
    const actor = asToken(login.data.accessTokenHash);
    return { ...actor, id: res.data.id, email, memberId: (await memberByEmail(owner, email)).id };
  }
  const memberByEmail = async (owner: Actor, email: string) => {
    const found = (await members(owner)).find((m) => m.email === email);
    if (!found) throw new Error(`${email} is not in the list`);
    return found;
  };
  const ownerRow = async (company: Actor) => memberByEmail(company, company.email);

  it('lists the company’s first owner: the account that signed it up', async () => {
    const company = await createCompany(t, { name: 'First Owner Ltd' });
    expect(await members(company)).toEqual([
      {
        id: expect.any(String),
        name: '',
        email: company.email,
        role: 'owner',
        status: 'ACTIVE',
        last_login_at: expect.any(String),
        created_at: expect.any(String),
        joined_at: expect.any(String),
        invitation_expires_at: null,
        removed_at: null,
      },
    ]);
    // GET /auth/me says so.
    expect((await api.get('/auth/me', { as: company })).data).toMatchObject({
      company_role: 'owner',
      name: 'First Owner Ltd',
    });
  });

  it('an owner invites a teammate: the email has the code and the /signup?team_code= link, valid 7 days, recorded', async () => {
    const company = await createCompany(t, { name: 'Invite Foods' });
    const res = await invite(company, 'New.Teammate@Example.com', 'people');
    expect(res.statusCode).toBe(201);
    expect(res.message).toBe('Invitation sent to new.teammate@example.com');
    expect(res.data).toMatchObject({
      email: 'new.teammate@example.com',
      role: 'people',
      status: 'INVITED',
      name: '',
      last_login_at: null,
      joined_at: null,
      invitation_expires_at: new Date(clock.now().getTime() + 7 * DAY).toISOString(),
    });

    const { mail, code, link } = await mailedInvitation('new.teammate@example.com');
    expect(mail.subject).toBe('Invite Foods invited you to its team on Lunch');
    expect(mail.text).toContain('as a people member');
    expect(mail.text).toContain(code);
    expect(link).toContain(`/signup?team_code=${code}&email=new.teammate%40example.com`);

    const [record] = await records(company.id, 'member.invited');
    expect(record).toMatchObject({
      actorAccountId: company.id,
      actorName: company.email,
      actorRole: 'owner',
      subject: 'new.teammate@example.com',
      before: null,
      after: { email: 'new.teammate@example.com', role: 'people', expires_at: expect.any(String) },
    });
    expect((await members(company)).map((m) => [m.email, m.status])).toEqual([
      [company.email, 'ACTIVE'],
      ['new.teammate@example.com', 'INVITED'],
    ]);
  });

  it('inviting an invited email again sends a fresh code (the first stops working) in the new role', async () => {
    const company = await createCompany(t);
    const first = await invite(company, 'again@example.com', 'viewer');
    const { code: firstCode } = await mailedInvitation('again@example.com');
    const second = await invite(company, 'again@example.com', 'finance');
    expect(second.statusCode).toBe(201);
    expect(second.data).toMatchObject({ id: first.data.id, role: 'finance', status: 'INVITED' });
    const { code } = await mailedInvitation('again@example.com');
    expect(code).not.toBe(firstCode);
    const stale = await signUp(teamBody('again@example.com', firstCode));
    expect(stale.statusCode).toBe(400);
    expect(stale.errors[0]?.path).toBe('team_invitation_code');
    expect((await members(company)).filter((m) => m.email === 'again@example.com')).toHaveLength(1);
    expect((await records(company.id, 'member.invited')).at(-1)).toMatchObject({
      before: { role: 'viewer' },
      after: { role: 'finance' },
    });
  });

  it('refuses (409) an email that is a member already or has an account of any kind, and bad input (400 naming the field)', async () => {
    const company = await createCompany(t);
    const other = await createCompany(t);
    const employee = await createEmployee(t, company.id);
    const teammate = await createMember(t, company, 'viewer');
    for (const [email, message] of [
      [company.email.toUpperCase(), 'This email already belongs to a member of your team'],
      [teammate.email, 'This email already belongs to a member of your team'],
      [employee.email, 'This email already has an account and cannot be invited'],
      [other.email, 'This email already has an account and cannot be invited'],
    ] as const) {
      const res = await invite(company, email);
      expect(res.statusCode).toBe(409);
      expect(res.message).toBe(message);
    }
    const bad = [
      [{ email: 'not-an-email', role: 'finance' }, 'email'],
      [{ email: 'x@example.com', role: 'boss' }, 'role'],
      [{ email: 'x@example.com' }, 'role'],
      [{ role: 'finance' }, 'email'],
    ] as const;
    for (const [body, path] of bad) {
      const res = await api.post('/company/members', { as: company, unchecked: true, body });
      expect(res.statusCode).toBe(400);
      expect(res.errors.map((e) => e.path)).toContain(path);
    }
    expect(await members(company)).toHaveLength(2);
    expect(await records(company.id, 'member.invited')).toEqual([]);
  });

  it('a teammate signs up with the code, verifies like anyone and lands onboarded in the company, recorded as joined', async () => {
    const company = await createCompany(t, { name: 'Joiners Ltd' });
    await invite(company, 'joiner@example.com', 'finance');
    const { code } = await mailedInvitation('joiner@example.com');

    // The email must be the invited one; the code must be a live one.
    const wrongEmail = await signUp(teamBody('someone-else@example.com', code));
    expect(wrongEmail.statusCode).toBe(400);
    expect(wrongEmail.errors).toEqual([
      { path: 'email', message: 'Use the email address the team invitation was sent to' },
    ]);
    const wrongCode = await signUp(teamBody('joiner@example.com', 'ZZZZ9999'));
    expect(wrongCode.statusCode).toBe(400);
    expect(wrongCode.errors).toEqual([
      { path: 'team_invitation_code', message: 'Invalid or expired team invitation code' },
    ]);
    const malformed = await signUp(teamBody('joiner@example.com', 'abc'));
    expect(malformed.statusCode).toBe(400);
    expect(malformed.errors[0]?.path).toBe('team_invitation_code');
    const noName = await signUp(teamBody('joiner@example.com', code, { first_name: '' }));
    expect(noName.statusCode).toBe(400);
    expect(noName.errors[0]?.path).toBe('first_name');
    expect(
      await t.db.select().from(accounts).where(sql`lower(${accounts.email}) like '%joiner@example.com'`),
    ).toEqual([]);

    // The code typed in small letters is the code.
    const res = await signUp(teamBody('Joiner@Example.com', code.toLowerCase()));
    expect(res.statusCode).toBe(201);
    expect(res.message).toBe('Signup successful. Check your email for a verification code.');
    // Not before the email is verified.
    const early = await logIn('joiner@example.com');
    expect(early.statusCode).toBe(403);
    expect(early.message).toBe('Please verify your email');
    await t.flushJobs();
    const otp = codeIn(t.smtp.to('joiner@example.com').at(-1));
    expect(
      (await api.post('/auth/confirm-email', { body: { email: 'joiner@example.com', otp } })).statusCode,
    ).toBe(200);
    const login = await logIn('joiner@example.com');
    expect(login.statusCode).toBe(200);
    expect(login.data).toMatchObject({ onboarded: true, account_type: 'Company' });
    const teammate = asToken(login.data.accessTokenHash);
    expect((await api.get('/auth/me', { as: teammate })).data).toMatchObject({
      id: res.data.id,
      name: 'Ada Obi',
      email: 'joiner@example.com',
      account_type: 'Company',
      onboarded: true,
      email_verified: true,
      company_role: 'finance',
    });
    // The company's own things, as its finance member.
    const profile = await api.get('/company/profile', { as: teammate });
    expect(profile.statusCode).toBe(200);
    expect(profile.data).toMatchObject({ name: 'Joiners Ltd' });
    expect((await api.get('/billings', { as: teammate })).statusCode).toBe(200);

    const row = await memberByEmail(company, 'joiner@example.com');
    expect(row).toMatchObject({
      name: 'Ada Obi',
      role: 'finance',
      status: 'ACTIVE',
      joined_at: clock.now().toISOString(),
      last_login_at: expect.any(String),
      invitation_expires_at: null,
    });
    const [stored] = await t.db.select().from(companyMembers).where(eq(companyMembers.id, row.id));
    expect(stored).toMatchObject({ accountId: res.data.id, invitationCode: null });
    expect(await records(company.id, 'member.joined')).toEqual([
      expect.objectContaining({
        actorAccountId: res.data.id,
        actorName: 'Ada Obi',
        actorRole: 'finance',
        subject: 'Ada Obi (joiner@example.com)',
        after: { name: 'Ada Obi', email: 'joiner@example.com', role: 'finance' },
      }),
    ]);

    // The code is spent.
    const again = await signUp(teamBody('joiner@example.com', code));
    expect(again.statusCode).toBe(409);
    const reused = await signUp(teamBody('another@example.com', code));
    expect(reused.statusCode).toBe(400);
    expect(reused.errors[0]?.path).toBe('team_invitation_code');
  });

  it('an invitation’s code expires after 7 days', async () => {
    const company = await createCompany(t);
    await invite(company, 'late@example.com');
    const { code } = await mailedInvitation('late@example.com');
    clock.advance(7 * DAY + 1);
    try {
      const res = await signUp(teamBody('late@example.com', code));
      expect(res.statusCode).toBe(400);
      expect(res.errors).toEqual([
        { path: 'team_invitation_code', message: 'Invalid or expired team invitation code' },
      ]);
      expect((await memberByEmail(company, 'late@example.com')).status).toBe('INVITED');
    } finally {
      clock.set('2026-03-10T09:00:00Z');
    }
  });

  it('a company sign-up without a team code is as before: a new company, its first owner', async () => {
    const res = await signUp({
      account_type: 'Company',
      email: 'plain-company@example.com',
      password: 'company-pass-1',
      name: 'Plain Co',
      website: 'https://plain.example.com',
      dial_code: '+234',
      phone_number: '8012345678',
      time_zone: 'Africa/Lagos',
    });
    expect(res.statusCode).toBe(201);
    const [member] = await t.db
      .select()
      .from(companyMembers)
      .where(eq(companyMembers.accountId, res.data.id));
    expect(member).toMatchObject({ companyId: res.data.id, role: 'owner', status: 'ACTIVE' });
    // A team field with a company's body is refused, naming what is missing.
    const mixed = await signUp({
      account_type: 'Company',
      team_invitation_code: 'ABCD1234',
      email: 'mixed@example.com',
      password: 'company-pass-1',
      name: 'Mixed Co',
      website: 'https://mixed.example.com',
      phone_number: '8012345678',
    });
    expect(mixed.statusCode).toBe(400);
    expect(mixed.errors.map((e) => e.path)).toEqual(expect.arrayContaining(['first_name', 'last_name']));
  });

  it('an owner changes a member’s role: recorded with before and after; the member’s next request has the new role', async () => {
    const company = await createCompany(t);
    const teammate = await joined(company, 'viewer', 'Role', 'Changer');
    expect((await api.get('/auth/me', { as: teammate })).data.company_role).toBe('viewer');
    expect((await api.get('/billings/auto-topup', { as: teammate })).statusCode).toBe(200);
    expect(
      (await api.post('/invitations', { as: teammate, body: { employee_work_email: 'x@example.com' } }))
        .statusCode,
    ).toBe(403);

    const res = await api.patch('/company/members/:id', {
      as: company,
      params: { id: teammate.memberId },
      body: { role: 'people' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.message).toBe('Role Changer is now a people');
    expect(res.data).toMatchObject({ id: teammate.memberId, role: 'people', status: 'ACTIVE' });
    expect((await api.get('/auth/me', { as: teammate })).data.company_role).toBe('people');
    expect(
      (await api.post('/invitations', { as: teammate, body: { employee_work_email: 'y@example.com' } }))
        .statusCode,
    ).toBe(200);

    // The same role again changes and records nothing.
    const same = await api.patch('/company/members/:id', {
      as: company,
      params: { id: teammate.memberId },
      body: { role: 'people' },
    });
    expect(same.statusCode).toBe(200);
    expect(await records(company.id, 'member.role_changed')).toEqual([
      expect.objectContaining({
        actorAccountId: company.id,
        actorRole: 'owner',
        subject: `Role Changer (${teammate.email})`,
        before: { role: 'viewer' },
        after: { role: 'people' },
      }),
    ]);

    // An invitation's role changes too.
    const invited = await invite(company, 'pending-role@example.com', 'viewer');
    const changed = await api.patch('/company/members/:id', {
      as: company,
      params: { id: invited.data.id },
      body: { role: 'owner' },
    });
    expect(changed.data).toMatchObject({ role: 'owner', status: 'INVITED' });

    const bad = await api.patch('/company/members/:id', {
      as: company,
      params: { id: teammate.memberId },
      unchecked: true,
      body: { role: 'boss' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.errors[0]?.path).toBe('role');
    const badId = await api.patch('/company/members/:id', {
      as: company,
      unchecked: true,
      params: { id: 'not-an-id' },
      body: { role: 'viewer' },
    });
    expect(badId.statusCode).toBe(400);
    expect(badId.errors[0]?.path).toBe('id');
  });

  it('removing a member ends their sessions at once (next request 401) and they cannot sign in again', async () => {
    const company = await createCompany(t);
    const teammate = await joined(company, 'finance', 'Gone', 'Soon');
    // A request before, so the session is kept in the cache.
    expect((await api.get('/company/members', { as: teammate })).statusCode).toBe(200);
    expect((await api.get('/auth/me', { as: teammate })).statusCode).toBe(200);

    const res = await api.delete('/company/members/:id', { as: company, params: { id: teammate.memberId } });
    expect(res.statusCode).toBe(200);
    expect(res.message).toBe('Gone Soon was removed from the team');
    expect((await api.get('/auth/me', { as: teammate })).statusCode).toBe(401);
    expect((await api.get('/company/members', { as: teammate })).statusCode).toBe(401);

    const login = await logIn(teammate.email);
    expect(login.statusCode).toBe(403);
    expect(login.message).toBe(REMOVED_MEMBER_MESSAGE);

    expect(await memberByEmail(company, teammate.email)).toMatchObject({
      status: 'REMOVED',
      removed_at: clock.now().toISOString(),
    });
    expect(await records(company.id, 'member.removed')).toEqual([
      expect.objectContaining({
        actorAccountId: company.id,
        subject: `Gone Soon (${teammate.email})`,
        before: { name: 'Gone Soon', email: teammate.email, role: 'finance', status: 'ACTIVE' },
        after: { status: 'REMOVED' },
      }),
    ]);
    // Removing again, or re-inviting the removed account's email, is refused.
    const again = await api.delete('/company/members/:id', {
      as: company,
      params: { id: teammate.memberId },
    });
    expect(again.statusCode).toBe(409);
    const reinvite = await invite(company, teammate.email);
    expect(reinvite.statusCode).toBe(409);
    expect(reinvite.message).toMatch(/a member you removed/);
    const role = await api.patch('/company/members/:id', {
      as: company,
      params: { id: teammate.memberId },
      body: { role: 'owner' },
    });
    expect(role.statusCode).toBe(409);
  });

  it('withdrawing an invitation: its code stops working, recorded', async () => {
    const company = await createCompany(t);
    const invited = await invite(company, 'withdrawn@example.com', 'people');
    const { code } = await mailedInvitation('withdrawn@example.com');
    const res = await api.delete('/company/members/:id', { as: company, params: { id: invited.data.id } });
    expect(res.statusCode).toBe(200);
    expect(res.message).toBe('Invitation to withdrawn@example.com withdrawn');
    const signup = await signUp(teamBody('withdrawn@example.com', code));
    expect(signup.statusCode).toBe(400);
    expect(signup.errors[0]?.path).toBe('team_invitation_code');
    expect(await records(company.id, 'member.invitation_withdrawn')).toEqual([
      expect.objectContaining({
        subject: 'withdrawn@example.com',
        before: { email: 'withdrawn@example.com', role: 'people', status: 'INVITED' },
        after: { status: 'REMOVED' },
      }),
    ]);
    // The email may be invited again.
    expect((await invite(company, 'withdrawn@example.com')).statusCode).toBe(201);
  });

  it('a company keeps at least one active owner: demoting or removing the last one is 409', async () => {
    const company = await createCompany(t);
    const owner = await ownerRow(company);
    // An invited owner does not count.
    await invite(company, 'future-owner@example.com', 'owner');
    const demote = await api.patch('/company/members/:id', {
      as: company,
      params: { id: owner.id },
      body: { role: 'finance' },
    });
    expect(demote.statusCode).toBe(409);
    expect(demote.message).toBe(LAST_OWNER_MESSAGE);
    const remove = await api.delete('/company/members/:id', { as: company, params: { id: owner.id } });
    expect(remove.statusCode).toBe(409);
    expect(remove.message).toBe(LAST_OWNER_MESSAGE);

    // With a second owner, the first may step down; then the second is the last one.
    const second = await createMember(t, company, 'owner', { name: 'Second Owner' });
    const secondRow = await memberByEmail(company, second.email);
    const stepDown = await api.patch('/company/members/:id', {
      as: company,
      params: { id: owner.id },
      body: { role: 'viewer' },
    });
    expect(stepDown.statusCode).toBe(200);
    expect((await api.get('/auth/me', { as: company })).data.company_role).toBe('viewer');
    const last = await api.delete('/company/members/:id', { as: second, params: { id: secondRow.id } });
    expect(last.statusCode).toBe(409);
    expect(last.message).toBe(LAST_OWNER_MESSAGE);
    const lastDemote = await api.patch('/company/members/:id', {
      as: second,
      params: { id: secondRow.id },
      body: { role: 'people' },
    });
    expect(lastDemote.statusCode).toBe(409);
    // The company's own account, now a viewer, may not change members.
    const refused = await api.patch('/company/members/:id', {
      as: company,
      params: { id: owner.id },
      body: { role: 'owner' },
    });
    expect(refused.statusCode).toBe(403);
    expect(
      await t.db
        .select()
        .from(companyMembers)
        .where(
          and(
            eq(companyMembers.companyId, company.id),
            eq(companyMembers.role, 'owner'),
            eq(companyMembers.status, 'ACTIVE'),
          ),
        ),
    ).toHaveLength(1);
  });

  it('two owners demoting or removing each other at once: exactly one succeeds, never 500', async () => {
    for (const kind of ['demote', 'remove'] as const) {
      const pairs = await Promise.all(
        Array.from({ length: 8 }, async () => {
          const company = await createCompany(t);
          const other = await createMember(t, company, 'owner', { name: 'Other Owner' });
          const list = await members(company);
          return {
            company,
            a: { actor: company, row: list.find((m) => m.email === company.email)! },
            b: { actor: other, row: list.find((m) => m.email === other.email)! },
          };
        }),
      );
      const change = (actor: Actor, id: string) =>
        kind === 'demote'
          ? api.patch('/company/members/:id', { as: actor, params: { id }, body: { role: 'viewer' } })
          : api.delete('/company/members/:id', { as: actor, params: { id } });
      const answers = await Promise.all(
        pairs.flatMap(({ a, b }) => [change(a.actor, b.row.id), change(b.actor, a.row.id)]),
      );
      for (let i = 0; i < pairs.length; i++) {
        const pair = [answers[2 * i]!, answers[2 * i + 1]!];
        expect(pair.map((res) => res.statusCode).sort()).toEqual([200, 409]);
        expect(pair.find((res) => res.statusCode === 409)?.message).toBe(LAST_OWNER_MESSAGE);
      }
      for (const { company } of pairs) {
        const [row] = await t.database.rows<{ n: number }>(
          sql`select count(*)::int as n from company_members
            where company_id = ${company.id} and role = 'owner' and status = 'ACTIVE'`,
        );
        expect(row?.n).toBe(1);
      }
    }
  });

  it.skipIf(!onPostgres)(
    'on PostgreSQL, both changes wait on the owners’ locked rows, then the second finds one owner left (409)',
    async () => {
      for (const kind of ['demote', 'remove'] as const) {
        const company = await createCompany(t);
        const other = await createMember(t, company, 'owner', { name: 'Racing Owner' });
        const list = await members(company);
        const mine = list.find((m) => m.email === company.email)!;
        const theirs = list.find((m) => m.email === other.email)!;
        const holder = new pg.Client({ connectionString: (t.database as { url?: string }).url });
        await holder.connect();
        let answers: Answer<unknown>[];
        try {
          await holder.query('begin');
          await holder.query(
            `select 1 from company_members where company_id = $1 and role = 'owner' and status = 'ACTIVE' for update`,
            [company.id],
          );
          const change = (actor: Actor, id: string) =>
            kind === 'demote'
              ? api.patch('/company/members/:id', { as: actor, params: { id }, body: { role: 'finance' } })
              : api.delete('/company/members/:id', { as: actor, params: { id } });
          const both = Promise.all([change(company, theirs.id), change(other, mine.id)]);
          await waitForLockWaiters(t, 2);
          await holder.query('commit');
          answers = await both;
        } finally {
          await holder.end();
        }
        expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
        expect(answers.find((res) => res.statusCode === 409)?.message).toBe(LAST_OWNER_MESSAGE);
        const [row] = await t.database.rows<{ n: number }>(
          sql`select count(*)::int as n from company_members
            where company_id = ${company.id} and role = 'owner' and status = 'ACTIVE'`,
        );
        expect(row?.n).toBe(1);
        expect(
          await records(company.id, kind === 'demote' ? 'member.role_changed' : 'member.removed'),
        ).toHaveLength(1);
      }
    },
  );

  it('only owners change the team (403 naming the role); every member reads it; others 403, anonymous 401', async () => {
    const company = await createCompany(t);
    const target = await createMember(t, company, 'viewer');
    const targetId = (await memberByEmail(company, target.email)).id;
    for (const role of ['finance', 'people', 'viewer'] as const) {
      const member = await createMember(t, company, role);
      expect((await api.get('/company/members', { as: member })).statusCode).toBe(200);
      const answers = [
        await invite(member, 'nope@example.com'),
        await api.patch('/company/members/:id', {
          as: member,
          params: { id: targetId },
          body: { role: 'owner' },
        }),
        await api.delete('/company/members/:id', { as: member, params: { id: targetId } }),
      ];
      for (const res of answers) {
        expect(res.statusCode).toBe(403);
        expect(res.message).toBe('Only an owner of the company may do this');
      }
    }
    const employee = await createEmployee(t, company.id);
    const admin = await createAdmin(t);
    for (const actor of [employee, admin]) {
      expect((await api.get('/company/members', { as: actor })).statusCode).toBe(403);
      expect((await invite(actor, 'nope@example.com')).statusCode).toBe(403);
    }
    expect((await api.get('/company/members')).statusCode).toBe(401);
    expect((await api.post('/company/members', { unchecked: true, body: {} })).statusCode).toBe(401);
    expect((await api.delete('/company/members/:id', { params: { id: targetId } })).statusCode).toBe(401);
    expect(await records(company.id)).toEqual([]);
    expect((await memberByEmail(company, target.email)).role).toBe('viewer');
  });

  it('another company’s members are 404 and never listed', async () => {
    const a = await createCompany(t);
    const b = await createCompany(t);
    const teammate = await createMember(t, a, 'finance');
    const id = (await memberByEmail(a, teammate.email)).id;
    expect((await members(b)).map((m) => m.email)).toEqual([b.email]);
    const patch = await api.patch('/company/members/:id', { as: b, params: { id }, body: { role: 'owner' } });
    expect(patch.statusCode).toBe(404);
    expect(patch.message).toBe('Member not found');
    expect((await api.delete('/company/members/:id', { as: b, params: { id } })).statusCode).toBe(404);
    const unknown = randomUUID();
    expect((await api.delete('/company/members/:id', { as: a, params: { id: unknown } })).statusCode).toBe(
      404,
    );
    expect((await memberByEmail(a, teammate.email)).status).toBe('ACTIVE');
  });

  it('a member’s account shows under their name, and the admin’s customers list shows the company once', async () => {
    const company = await createCompany(t, { name: 'Listed Once Ltd' });
    const teammate = await createMember(t, company, 'people', { name: 'Named Member' });
    expect((await api.get('/auth/me', { as: teammate })).data.name).toBe('Named Member');
    const admin = await createAdmin(t);
    const all = await api.get('/users', { as: admin, query: { limit: 100 } });
    const ids = all.data.list.map((row) => row.id);
    expect(ids).toContain(company.id);
    expect(ids).not.toContain(teammate.id);
    const companiesOnly = await api.get('/users', {
      as: admin,
      query: { account_type: 'Company', query: 'Listed Once', limit: 100 },
    });
    expect(companiesOnly.data.list.map((row) => row.id)).toEqual([company.id]);
    const byEmail = await api.get('/users', { as: admin, query: { query: teammate.email } });
    expect(byEmail.data.total).toBe(0);
    // A member reads the company's employees, not themselves among them.
    expect((await api.get('/users', { as: teammate })).data.list).toEqual([]);
  });

  it('the sign-in of an invited member uses their own password; a wrong one is as for anyone', async () => {
    const company = await createCompany(t);
    const teammate = await joined(company, 'viewer', 'Pass', 'Word');
    expect((await logIn(teammate.email, PASSWORD)).statusCode).toBe(401);
    expect((await logIn(teammate.email)).statusCode).toBe(200);
  });
});

/** Resolves once `n` sessions of this test database wait for a row lock (fails after 5 s). */
async function waitForLockWaiters(t: TestApp, n: number) {
  for (let waited = 0; waited < 5000; waited += 20) {
    const [row] = await t.database.rows<{ n: number }>(
      sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
    );
    if ((row?.n ?? 0) >= n) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`fewer than ${n} sessions waited for the lock`);
}
