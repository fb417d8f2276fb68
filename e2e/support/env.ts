/** Where the browser tests run the real server and the local SMTP catcher (ports overridable
 * with E2E_PORT and E2E_SMTP_PORT, so two checkouts can run their browser tests at once). */
const port = Number(process.env.E2E_PORT ?? 3199);

export const E2E = {
  port,
  baseUrl: `http://127.0.0.1:${port}`,
  smtpPort: Number(process.env.E2E_SMTP_PORT ?? 2599),
  dataDir: '.tmp/e2e/data',
  mailFile: '.tmp/e2e/mail.jsonl',
  admin: { email: 'admin@lunch.test', password: 'admin-password-e2e' },
};
