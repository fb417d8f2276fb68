import { ACCOUNT_MAILS_PER_HOUR, INVITATIONS_PER_HOUR, ORDER_STREAMS_PER_ACCOUNT } from '@lunch/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApi } from './helpers/api.js';
import { buildTestApp, type TestApp, testClock } from './helpers/app.js';
import { createAdmin, createCompany } from './helpers/factories.js';
import { openOrderStream } from './orders-events-client.js';

describe('abuse and hardening', () => {
  let t: TestApp;
  const clock = testClock();
  beforeAll(async () => {
    t = await buildTestApp({ clock });
  }, 120_000);
  afterAll(() => t.close());

  const api = testApi(() => t);
  const requestReset = (email: string) => api.post('/auth/request-password-reset', { body: { email } });

  it(`mails at most ${ACCOUNT_MAILS_PER_HOUR} reset codes per account an hour, with the same answer`, async () => {
    const company = await createCompany(t);
    const answers = [];
    for (let i = 0; i < ACCOUNT_MAILS_PER_HOUR + 3; i++) {
      answers.push(await requestReset(company.email));
      await t.flushJobs(); // one mail at a time, so they arrive in the order they were asked for
    }
    expect(new Set(answers.map((res) => `${res.statusCode} ${res.body}`)).size).toBe(1);
    await t.flushJobs();
    const mails = t.smtp.to(company.email).filter((mail) => mail.subject.includes('reset code'));
    expect(mails).toHaveLength(ACCOUNT_MAILS_PER_HOUR);
    // The last code mailed was not voided by the requests beyond the limit.
    const otp = /\b(\d{6})\b/.exec(mails.at(-1)!.text)![1];
    const reset = await api.post('/auth/reset-password', {
      body: {
        email: company.email,
        otp: otp!,
        password: 'brand-new-password',
        confirmPassword: 'brand-new-password',
      },
    });
    expect(reset.statusCode).toBe(200);

    clock.advance(61 * 60 * 1000);
    await requestReset(company.email);
    await t.flushJobs();
    expect(t.smtp.to(company.email).filter((mail) => mail.subject.includes('reset code'))).toHaveLength(
      ACCOUNT_MAILS_PER_HOUR + 1,
    );
  });

  it(`mails at most ${ACCOUNT_MAILS_PER_HOUR} verification codes per account an hour`, async () => {
    const email = 'unverified-limit@example.com';
    const signup = await api.post('/auth/signup', {
      body: {
        account_type: 'Company',
        email,
        password: 'long-enough-password',
        name: 'Limit Foods',
        website: 'https://example.com',
        phone_number: '8012345678',
      },
    });
    expect(signup.statusCode).toBe(201);
    const answers = [];
    for (let i = 0; i < ACCOUNT_MAILS_PER_HOUR + 3; i++) {
      answers.push(await api.post('/auth/resend-verify-email', { body: { email } }));
    }
    expect(new Set(answers.map((res) => `${res.statusCode} ${res.body}`)).size).toBe(1);
    await t.flushJobs();
    // The signup's own code, then at most the limit of resent ones.
    expect(t.smtp.to(email).filter((mail) => mail.subject.includes('verification code'))).toHaveLength(
      1 + ACCOUNT_MAILS_PER_HOUR,
    );
  });

  it(`lets a company send at most ${INVITATIONS_PER_HOUR} invitations an hour (429 beyond)`, async () => {
    const company = await createCompany(t);
    const invite = (n: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/invitations',
        headers: company.headers,
        payload: { employee_work_email: `hire-${n}@example.com` },
      });
    for (let n = 0; n < INVITATIONS_PER_HOUR; n++) expect((await invite(n)).statusCode).toBe(200);
    const over = await invite(INVITATIONS_PER_HOUR);
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toMatch(/at most 50 invitations an hour/);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/invitations/list',
      headers: company.headers,
    });
    expect(list.json().data).toHaveLength(INVITATIONS_PER_HOUR);
    clock.advance(61 * 60 * 1000);
    expect((await invite(INVITATIONS_PER_HOUR)).statusCode).toBe(200);
  });

  it('answers the demo mailbox only under the APP_URL host or a loopback name', async () => {
    const mailbox = (host: string) =>
      t.app.inject({ method: 'GET', url: '/dev/mailbox', headers: { host }, remoteAddress: '127.0.0.1' });
    expect((await mailbox('evil.example')).statusCode).toBe(403);
    expect((await mailbox('evil.example:3000')).statusCode).toBe(403);
    expect((await mailbox('localhost:3000')).statusCode).toBe(200);
    expect((await mailbox('127.0.0.1:3000')).statusCode).toBe(200);
  });

  it('refuses a cookie write whose Origin only matches a foreign Host (DNS rebinding)', async () => {
    const company = await createCompany(t);
    const cookie = `session=${company.token}`;
    const rebound = await api.post('/auth/logout', {
      headers: { cookie, host: 'evil.example', origin: 'http://evil.example' },
    });
    expect(rebound.statusCode).toBe(403);
    const own = await api.post('/auth/logout', {
      headers: { cookie, host: 'localhost:3000', origin: 'http://localhost:3000' },
    });
    expect(own.statusCode).toBe(200);
  });

  it('sends the security headers on every answer, errors and unknown routes included', async () => {
    const company = await createCompany(t);
    const answers = [
      await api.get('/auth/me', { as: company }),
      await api.get('/auth/me'),
      await t.app.inject({ method: 'GET', url: '/api/no-such-route' }),
    ];
    expect(answers.map((res) => res.statusCode)).toEqual([200, 401, 404]);
    for (const res of answers) {
      expect(res.headers['content-security-policy']).toContain("img-src 'self' data: blob:");
      expect(res.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
    }
  });

  it('marks API answers with personal data Cache-Control: no-store', async () => {
    const company = await createCompany(t);
    for (const url of ['/api/auth/me', '/api/billings', '/api/invitations/list']) {
      const res = await t.app.inject({ method: 'GET', url, headers: company.headers });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
  });

  it(`caps live order streams at ${ORDER_STREAMS_PER_ACCOUNT} per account with a clear error`, async () => {
    const admin = await createAdmin(t);
    const other = await createAdmin(t);
    const baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const streams = [];
    try {
      for (let i = 0; i < ORDER_STREAMS_PER_ACCOUNT; i++) {
        streams.push(await openOrderStream(baseUrl, admin));
      }
      const refused = await fetch(`${baseUrl}/api/orders/events`, { headers: admin.headers });
      expect(refused.status).toBe(429);
      expect((await refused.json()).message).toMatch(/At most 5 live order updates per account/);
      // Another account still gets its stream.
      streams.push(await openOrderStream(baseUrl, other));
    } finally {
      for (const stream of streams) stream.close();
    }
  });
});
