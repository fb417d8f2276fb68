import { defineConfig, devices } from '@playwright/test';
import { E2E, serverEnv } from './e2e/support/env';

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  outputDir: '.tmp/e2e/results',
  use: {
    baseURL: E2E.baseUrl,
    trace: 'retain-on-failure',
    // A click or fill that cannot happen fails fast instead of waiting out a long test's time limit.
    actionTimeout: 15_000,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      command: `node e2e/support/mail-catcher.mjs`,
      port: E2E.smtpPort,
      reuseExistingServer: false,
    },
    {
      command: `rm -rf ${E2E.dataDir} && npx tsx apps/server/src/server.ts`,
      url: `${E2E.baseUrl}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: serverEnv(E2E.port, E2E.dataDir),
    },
  ],
});
