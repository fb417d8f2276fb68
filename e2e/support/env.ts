/** Where the browser tests run the real server and the local SMTP catcher (ports, data directory and
 * mail file overridable with E2E_PORT, E2E_SMTP_PORT, E2E_DATA_DIR and E2E_MAIL_FILE, so two runs can go at once). */
const port = Number(process.env.E2E_PORT ?? 3199);

export const E2E = {
  port,
  baseUrl: `http://127.0.0.1:${port}`,
  smtpPort: Number(process.env.E2E_SMTP_PORT ?? 2599),
  dataDir: process.env.E2E_DATA_DIR ?? '.tmp/e2e/data',
  mailFile: process.env.E2E_MAIL_FILE ?? '.tmp/e2e/mail.jsonl',
  admin: { email: 'admin@lunch.test', password: 'admin-password-e2e' },
};

/** The environment of a server the browser tests run: the suite's, or a spec's own (support/own-server.ts). */
export const serverEnv = (port: number, dataDir: string): Record<string, string> => ({
  PORT: String(port),
  APP_URL: `http://127.0.0.1:${port}`,
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  SMTP_URL: `smtp://127.0.0.1:${E2E.smtpPort}`,
  ADMIN_EMAIL: E2E.admin.email,
  ADMIN_PASSWORD: E2E.admin.password,
  LOG_LEVEL: 'warn',
  // The set-up helpers (support/api.ts) call as a client of their own per account, through
  // X-Forwarded-For, as clients behind a load balancer do: the per-address limits on sign-up codes
  // count each account, not the whole suite. The browser's own requests carry no such header.
  TRUST_PROXY: 'loopback',
});
