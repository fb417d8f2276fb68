import { randomBytes, randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { jobs } from '../apps/server/src/db/schema';
import { formatDateTime } from '../packages/contract/src/dates';
import { admin, useSession } from './support/api';
import { findings } from './support/axe';
import { E2E } from './support/env';
import { waitForMail } from './support/mail';
import { ownServer } from './support/own-server';
import { keepScreenshot, openScreen, widths } from './support/page-ready';

/**
 * The platform admin's job queue. Failed jobs come from no API call, so this spec runs a server of
 * its own on a database it filled first: three jobs that failed their last attempt (an email, a
 * kitchen sheet, a lunch reminder) and one reminder scheduled for tomorrow. Queued again, each
 * runs for real on that server (the email reaches the suite's mail catcher).
 */
const server = ownServer('job-queue', E2E.port + 1);
const tag = randomBytes(3).toString('hex');
const recipient = `requeued-${tag}@example.com`;
const subject = `Your lunch receipt ${tag}`;
const smtpError = [
  `Can't send mail - all recipients were rejected: 550 5.1.1 <${recipient}>: Recipient address rejected: User unknown in virtual mailbox table`,
  '    at SMTPConnection._formatError (node_modules/nodemailer/lib/smtp-connection/index.js:809:19)',
  '    at SMTPConnection._actionRCPT (node_modules/nodemailer/lib/smtp-connection/index.js:1720:28)',
  '    at SMTPConnection.<anonymous> (node_modules/nodemailer/lib/smtp-connection/index.js:1673:30)',
].join('\n');
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: server.baseUrl, timezoneId: 'Africa/Lagos' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  await server.start(async (database) => {
    const failed = { status: 'failed', createdAt: minutesAgo(240) } as const;
    await database.db.insert(jobs).values([
      {
        ...failed,
        kind: 'email.send',
        payload: {
          to: recipient,
          subject,
          text: 'Thanks for your order.',
          html: '<p>Thanks for your order.</p>',
        },
        attempts: 8,
        maxAttempts: 8,
        lastError: smtpError,
        runAt: minutesAgo(5),
        finishedAt: minutesAgo(5),
      },
      {
        ...failed,
        kind: 'kitchen.sheet',
        payload: { date: '2026-03-09' },
        dedupeKey: `kitchen-sheet:2026-03-09:${tag}`,
        attempts: 5,
        maxAttempts: 5,
        lastError: 'Connection timeout',
        runAt: minutesAgo(60),
        finishedAt: minutesAgo(60),
      },
      {
        ...failed,
        kind: 'reminder.lunch',
        payload: { employeeId: randomUUID(), day: '2026-03-09' },
        dedupeKey: `reminder:${tag}:2026-03-09`,
        attempts: 3,
        maxAttempts: 3,
        lastError: 'Connection terminated unexpectedly',
        runAt: minutesAgo(120),
        finishedAt: minutesAgo(120),
      },
      {
        kind: 'reminder.lunch',
        payload: { employeeId: randomUUID(), day: '2099-01-01' },
        dedupeKey: `reminder:${tag}:2099-01-01`,
        runAt: new Date('2099-01-01T09:30:00Z'),
      },
    ]);
  });
});
test.afterAll(() => server.stop());

test.beforeEach(async ({ context }) => {
  await useSession(context, await admin(server.baseUrl), server.baseUrl);
});

const count = (page: Page, label: string) => page.getByRole('region', { name: label }).getByText(/^\d+$/);
const queueAgain = (page: Page, kind: string) =>
  page.getByRole('button', { name: new RegExp(`^Queue again ${kind.replace('.', '\\.')} job`) });

/** axe at both widths, a screenshot at each (SCREENSHOT_DIR), then back to the desktop width. */
async function checkBothWidths(page: Page, name: string) {
  const found: string[] = [];
  for (const size of widths) {
    await page.setViewportSize(size);
    await openScreen(page, '/admin/jobs');
    found.push(...(await findings(page, `${name} @${size.width}`)));
    await keepScreenshot(page, `${name}-${size.width}`);
  }
  await page.setViewportSize(widths[0]);
  expect(found).toEqual([]);
}

test('the admin sees the failed jobs, queues one again with the keyboard and the counts change', async ({
  page,
}) => {
  await page.goto('/admin/overview');
  await page.getByRole('link', { name: 'Job queue' }).click();
  await expect(page).toHaveURL('/admin/jobs');
  await expect(page.getByRole('heading', { level: 1, name: 'Job queue' })).toBeVisible();
  await expect(count(page, 'Failed')).toHaveText('3');
  await expect(count(page, 'Scheduled')).toHaveText('1');

  // Newest failure first, each with its attempts and when it failed, in the browser's time zone
  // (Lagos here): the one date style, and no zone named, since it is the admin's own.
  const rows = page.getByRole('table', { name: /Failed jobs/ }).getByRole('row');
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(1)).toContainText('email.send');
  await expect(rows.nth(1)).toContainText('8 of 8');
  await expect(rows.nth(1).locator('time')).toHaveText(
    formatDateTime(
      await rows.nth(1).locator('time').getAttribute('datetime'),
      'Africa/Lagos',
      'Africa/Lagos',
    ),
  );
  await expect(rows.nth(1).locator('time')).toHaveText(/^\w{3} \d{1,2} \w{3} \d{4}, \d{2}:\d{2}$/);
  await expect(rows.nth(2)).toContainText('kitchen.sheet');
  await expect(rows.nth(2)).toContainText('Connection timeout');
  await expect(rows.nth(3)).toContainText('reminder.lunch');
  // Never the payload (the error names the address, as SMTP said it; the email itself is not shown).
  await expect(page.getByText(subject)).toHaveCount(0);

  // The long error is folded; its full text opens from the keyboard.
  const stackLine = rows.nth(1).getByText(/_actionRCPT/);
  await expect(stackLine).toBeHidden();
  const fold = rows.nth(1).locator('summary');
  await expect(fold).toContainText('Show full error');
  await fold.focus();
  await page.keyboard.press('Enter');
  await expect(stackLine).toBeVisible();
  await expect(fold).toContainText('Hide full error');
  await keepScreenshot(page, 'jobs-error-open-1280');

  await checkBothWidths(page, 'jobs-data');

  const button = queueAgain(page, 'email.send');
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(/The email\.send job …[0-9a-f]{8} is queued again/)).toBeVisible();
  await expect(count(page, 'Failed')).toHaveText('2');
  await expect(queueAgain(page, 'email.send')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Failed jobs' })).toBeFocused();
  // Queued again from its first attempt, it ran: the email went out.
  await waitForMail(recipient, subject);
});

test('with no failed job left the screen says so', async ({ page }) => {
  await openScreen(page, '/admin/jobs');
  await expect(count(page, 'Failed')).toHaveText('2');
  for (const kind of ['kitchen.sheet', 'reminder.lunch']) {
    await queueAgain(page, kind).click();
    await expect(queueAgain(page, kind)).toHaveCount(0);
  }
  await expect(page.getByText('No failed jobs.')).toBeVisible();
  await expect(count(page, 'Failed')).toHaveText('0');
  await expect(count(page, 'Scheduled')).toHaveText('1');
  await checkBothWidths(page, 'jobs-empty');
  await expect(page.getByText('No failed jobs.')).toBeVisible();
});
