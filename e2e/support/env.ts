/** Where the browser tests run the real server and the local SMTP catcher. */
export const E2E = {
  port: 3199,
  baseUrl: 'http://127.0.0.1:3199',
  smtpPort: 2599,
  dataDir: '.tmp/e2e/data',
  mailFile: '.tmp/e2e/mail.jsonl',
  admin: { email: 'admin@lunch.test', password: 'admin-password-e2e' },
};
