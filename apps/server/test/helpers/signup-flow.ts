import { testApi } from './api.js';
import type { TestApp } from './app.js';
import { codeIn } from './smtp.js';

/**
 * Signing up and verifying through the API, for the auth tests: `app()` is the test app of the
 * file (built in its beforeAll). `api` is its typed client (`api.post('/auth/signup', {body})`).
 */
export function signupFlow(app: () => TestApp) {
  let n = 0;
  const api = testApi(app);
  const email = () => `new-user-${++n}-${Date.now()}@example.com`;

  const companyBody = (address: string) => ({
    account_type: 'Company',
    email: address,
    password: 'company-pass-1',
    name: 'Acme Lunches',
    website: 'https://acme.example.com',
    dial_code: '+234',
    phone_number: '8012345678',
    time_zone: 'Africa/Lagos',
  });

  async function lastCode(address: string, subject: string) {
    await app().flushJobs();
    const mails = app()
      .smtp.to(address)
      .filter((m) => m.subject.includes(subject));
    return codeIn(mails.at(-1));
  }

  async function verifiedCompany() {
    const address = email();
    await api.post('/auth/signup', { body: companyBody(address) });
    const otp = await lastCode(address, 'verification code');
    await api.post('/auth/confirm-email', { body: { email: address, otp } });
    return address;
  }

  return { api, email, companyBody, lastCode, verifiedCompany };
}
