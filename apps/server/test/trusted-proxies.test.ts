import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/app.js';

/** The per-address limit of `POST /auth/resend-verify-email` (auth.routes.ts). */
const LIMIT = 60;

describe('behind a load balancer', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  /** A resend request arriving from 127.0.0.1 (the balancer) on behalf of `client`. */
  const resend = (client: string) =>
    t!.app.inject({
      method: 'POST',
      url: '/api/auth/resend-verify-email',
      payload: { email: 'nobody@example.com' },
      headers: { 'x-forwarded-for': client },
      remoteAddress: '127.0.0.1',
    });

  async function useUpLimitOf(client: string) {
    for (let sent = 0; sent < LIMIT; sent++) expect((await resend(client)).statusCode).toBe(200);
    expect((await resend(client)).statusCode).toBe(429);
  }

  it('counts the per-address limits per client when the balancer is trusted (TRUST_PROXY)', async () => {
    t = await buildTestApp({ env: { TRUST_PROXY: '127.0.0.1' }, smtp: false });
    await useUpLimitOf('203.0.113.7');
    expect((await resend('203.0.113.8')).statusCode).toBe(200);
  });

  it('ignores X-Forwarded-For from an address it was not told to trust', async () => {
    t = await buildTestApp({ smtp: false });
    await useUpLimitOf('203.0.113.7');
    // Every request came from 127.0.0.1, whatever the header said.
    expect((await resend('203.0.113.8')).statusCode).toBe(429);
  });
});
