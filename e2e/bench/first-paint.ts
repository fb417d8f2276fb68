/**
 * First paint of the built web app, served by the real server on this machine: largest
 * contentful paint (LCP) of `/`, `/login` and `/worker/overview` (signed in as an employee) in
 * Chromium, cold cache, several runs each; and whether the keyboard reaches a control with one
 * Tab as soon as the page shows. Goal: median LCP ≤ 1 s. Run with `npm run bench:first-paint`
 * (builds the web app first). A measurement, not a test: it prints a table and sets a failing
 * exit code when a median misses the goal.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { chromium } from '@playwright/test';

process.env.E2E_PORT ??= '3297';
process.env.E2E_SMTP_PORT ??= '2697';
const { E2E } = await import('../support/env');
const { newCompany, newEmployee } = await import('../support/api');

const RUNS = Number(process.env.FIRST_PAINT_RUNS ?? 5);
const GOAL_MS = 1000;
const dataDir = '.tmp/bench-first-paint/data';

function start(command: string, args: string[], env: Record<string, string> = {}): ChildProcess {
  // Its own process group, so that stopping it stops what `npx` started too.
  return spawn(command, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
}

async function waitFor(url: string, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

rmSync(dataDir, { recursive: true, force: true });
const mail = start('node', ['e2e/support/mail-catcher.mjs']);
const server = start('npx', ['tsx', 'apps/server/src/server.ts'], {
  PORT: String(E2E.port),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  SMTP_URL: `smtp://127.0.0.1:${E2E.smtpPort}`,
  LOG_LEVEL: 'warn',
});
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
});

try {
  await waitFor(`${E2E.baseUrl}/api/health`);
  const employee = await newEmployee(await newCompany());
  const pages = [
    { path: '/', session: false },
    { path: '/login', session: false },
    { path: '/worker/overview', session: true },
  ];
  const rows: Array<{ path: string; lcp: number; worst: number; keyboard: string }> = [];
  for (const { path, session } of pages) {
    const lcps: number[] = [];
    let keyboardOk = 0;
    for (let run = 0; run < RUNS; run += 1) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      if (session)
        await context.addCookies([
          { name: 'session', value: employee.token, url: E2E.baseUrl, httpOnly: true, sameSite: 'Lax' },
        ]);
      await context.addInitScript(() => {
        const store = window as unknown as { __lcp: number };
        store.__lcp = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) store.__lcp = entry.startTime;
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      });
      const page = await context.newPage();
      // A person's browser window has focus; a new headless page may not until it is brought forward.
      await page.bringToFront();
      await page.goto(`${E2E.baseUrl}${path}`);
      await page.getByTestId('startup').waitFor({ state: 'detached' });
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => document.activeElement !== document.body);
      if (focused) keyboardOk += 1;
      // Let late paints (images, data) land, then read the last LCP candidate.
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(300);
      lcps.push(await page.evaluate(() => (window as unknown as { __lcp: number }).__lcp));
      await context.close();
    }
    rows.push({
      path,
      lcp: Math.round(median(lcps)),
      worst: Math.round(Math.max(...lcps)),
      keyboard: `${keyboardOk}/${RUNS}`,
    });
  }
  console.log(`First paint, ${RUNS} cold runs each (goal: median LCP ≤ ${GOAL_MS} ms)`);
  console.table(
    rows.map((row) => ({
      page: row.path,
      'median LCP ms': row.lcp,
      'worst LCP ms': row.worst,
      'Tab focuses a control': row.keyboard,
      verdict: row.lcp <= GOAL_MS ? 'ok' : 'over goal',
    })),
  );
  if (rows.some((row) => row.lcp > GOAL_MS)) process.exitCode = 1;
} finally {
  await browser.close();
  for (const child of [server, mail]) if (child.pid) process.kill(-child.pid);
}
