import type { AuditRecord, Member } from '@lunch/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInApp, serveApi } from '../../../test/app-harness';
import { answered } from '../../../test/fixtures';
import { Component as ActivityPage } from './activity';

const OWNER_ACCOUNT = '0195a3c2-7b1e-7c3d-9f00-00000000c000';
const PEOPLE_MEMBER = '0195a3c2-7b1e-7c3d-9f00-0000000000a2';

const record = (change: Partial<AuditRecord> & Pick<AuditRecord, 'id' | 'action'>): AuditRecord => ({
  at: '2026-03-10T08:30:00.000Z',
  actor: { id: OWNER_ACCOUNT, name: 'hr@acme.example.com', role: 'owner' },
  subject: 'Acme Lunches',
  before: null,
  after: null,
  ...change,
});

const records = (): AuditRecord[] => [
  record({
    id: '0195a3c2-7b1e-7c3d-9f00-00000000e003',
    action: 'settings.updated',
    before: { max_spend_amount_per_employee: '15000.00', order_days: ['MON', 'TUE'], per_order_cap: null },
    after: { max_spend_amount_per_employee: '20000.00', order_days: ['MON'], per_order_cap: '3000.00' },
  }),
  record({
    id: '0195a3c2-7b1e-7c3d-9f00-00000000e002',
    at: '2026-03-09T15:00:00.000Z',
    action: 'invitation.sent',
    actor: { id: '0195a3c2-7b1e-7c3d-9f00-00000000c002', name: 'Pat People', role: 'people' },
    subject: 'ada@example.com',
    after: { email: 'ada@example.com', expires_at: '2026-03-16T09:00:00.000Z' },
  }),
  record({
    id: '0195a3c2-7b1e-7c3d-9f00-00000000e001',
    at: '2026-03-09T08:00:00.000Z',
    action: 'topup.credited',
    actor: { id: null, name: 'Platform', role: 'system' },
    subject: 'auto-0001',
    after: { amount: '5000.00', method: 'auto_topup' },
  }),
];

const page = (list: AuditRecord[], total = list.length) =>
  answered({ list, total, page: 1, limit: 10, lastId: null });

const members = (): Member[] => [
  {
    id: PEOPLE_MEMBER,
    name: 'Pat People',
    email: 'pat@acme.example.com',
    role: 'people',
    status: 'ACTIVE',
    last_login_at: null,
    created_at: '2026-03-01T09:00:00.000Z',
    joined_at: '2026-03-01T09:00:00.000Z',
    invitation_expires_at: null,
    removed_at: null,
  } as Member,
];

const settings = () =>
  answered({
    max_spend_amount_per_employee: '20000.00',
    time_zone: 'Africa/Lagos',
    low_balance_alert: null,
    order_days: ['MON'],
    order_window_start: '00:00',
    order_window_end: '23:59',
    per_order_cap: '3000.00',
    per_day_cap: null,
    legal_name: '',
    tin: '',
    billing_address: '',
    employees_may_pay_difference: false,
  });

const me = () =>
  answered({
    id: OWNER_ACCOUNT,
    name: 'Acme Lunches',
    email: 'hr@acme.example.com',
    account_type: 'Company',
    account_state: 'ACTIVE',
    onboarded: true,
    email_verified: true,
    time_zone: 'Africa/Lagos',
    company_role: 'owner',
  });

/** The query strings the page asked GET /company/audit with, in order. */
const auditQueries = (fetch: ReturnType<typeof serveApi>) =>
  fetch.mock.calls
    .map(([url]) => String(url))
    .filter((url) => url.startsWith('/api/company/audit?') || url === '/api/company/audit')
    .map((url) => Object.fromEntries(new URL(url, 'http://x').searchParams));

describe('the Activity page', () => {
  it('shows who did what, when in the company’s zone, and the values before → after in words', async () => {
    serveApi({
      'GET /company/audit': page(records()),
      'GET /company/members': answered(members()),
      'GET /company/settings': settings(),
      'GET /auth/me': me(),
    });
    renderInApp(<ActivityPage />, '/dashboard/activity');
    expect(screen.getByRole('heading', { level: 1, name: 'Activity' })).toBeTruthy();
    await screen.findByText('Changed the settings');
    const table = screen.getByRole('table', { name: 'Activity' });
    const [settingsRow, invitationRow, topupRow] = within(table).getAllByRole('row').slice(1);
    // 08:30 UTC is 09:30 in Lagos, named unless Lagos is the browser's own zone.
    expect(settingsRow!.textContent).toMatch(/Tue 10 Mar 2026, 09:30/);
    expect(settingsRow!.textContent).toContain('hr@acme.example.com');
    expect(settingsRow!.textContent).toContain('Owner');
    const changes = within(settingsRow!)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(changes).toEqual([
      'Monthly budget per employee: ₦15,000.00 → ₦20,000.00',
      'Order days: Monday, Tuesday → Monday',
      'Cap per order: no cap → ₦3,000.00',
    ]);
    expect(invitationRow!.textContent).toContain('Invited employees');
    expect(invitationRow!.textContent).toContain('Pat People');
    expect(invitationRow!.textContent).toContain('People');
    const [email, until] = within(invitationRow!).getAllByRole('listitem');
    expect(email!.textContent).toBe('Email: ada@example.com');
    expect(until!.textContent).toMatch(/^Valid until: Mon 16 Mar 2026, 10:00( WAT)?$/);
    expect(topupRow!.textContent).toContain('Top-up credited to the wallet');
    expect(topupRow!.textContent).toContain('Platform');
    expect(topupRow!.textContent).toContain('Amount: ₦5,000.00');

    const csv = screen.getByRole('link', { name: 'Download CSV' });
    expect(csv.getAttribute('href')).toBe('/api/company/audit/export');
    expect(csv.hasAttribute('download')).toBe(true);
  });

  it('filters by kind, member and days: asks the server, keeps them in the address and in the CSV link', async () => {
    const fetch = serveApi({
      'GET /company/audit': page(records().slice(0, 1)),
      'GET /company/members': answered(members()),
      'GET /company/settings': settings(),
      'GET /auth/me': me(),
    });
    const user = userEvent.setup();
    const { router } = renderInApp(<ActivityPage />, '/dashboard/activity');
    await screen.findByText('Changed the settings');

    await user.selectOptions(screen.getByLabelText('What'), 'Settings');
    await waitFor(() => expect(router.state.location.search).toBe('?kind=settings'));
    await user.selectOptions(screen.getByLabelText('Who'), 'Pat People (People)');
    await waitFor(() =>
      expect(auditQueries(fetch).at(-1)).toMatchObject({ action: 'settings', actor: PEOPLE_MEMBER }),
    );
    await user.type(screen.getByLabelText('From'), '2026-03-01');
    await waitFor(() => expect(auditQueries(fetch).at(-1)?.from).toBeDefined());
    const asked = auditQueries(fetch).at(-1)!;
    expect(new Date(asked.from!).getTime()).toBe(new Date(2026, 2, 1).getTime());
    expect(asked).toMatchObject({ page: '1', limit: '10' });
    const csv = screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href')!;
    expect(Object.fromEntries(new URL(csv, 'http://x').searchParams)).toEqual({
      from: asked.from,
      action: 'settings',
      actor: PEOPLE_MEMBER,
    });
    expect(new URLSearchParams(router.state.location.search).get('actor')).toBe(PEOPLE_MEMBER);

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('pages through the record', async () => {
    const fetch = serveApi({
      'GET /company/audit': page(records(), 25),
      'GET /company/members': answered(members()),
      'GET /company/settings': settings(),
      'GET /auth/me': me(),
    });
    const user = userEvent.setup();
    renderInApp(<ActivityPage />, '/dashboard/activity');
    await screen.findByText('Changed the settings');
    const pages = screen.getByRole('navigation', { name: 'Activity pages' });
    await user.click(within(pages).getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(auditQueries(fetch).at(-1)).toMatchObject({ page: '3' }));
  });

  it('says when nothing is recorded yet, and when nothing matches the filters', async () => {
    serveApi({
      'GET /company/audit': page([]),
      'GET /company/members': answered(members()),
      'GET /company/settings': settings(),
      'GET /auth/me': me(),
    });
    const user = userEvent.setup();
    const { router } = renderInApp(<ActivityPage />, '/dashboard/activity?kind=order');
    expect(await screen.findByText('No changes match these filters.')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Activity' });
    await user.click(within(table).getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByText(/Nothing recorded yet/)).toBeTruthy();
  });

  it('shows it is loading, and a failure with Try again', async () => {
    let answer = { status: 500, body: { success: false, message: 'The database is not answering' } };
    serveApi({
      'GET /company/audit': () => answer,
      'GET /company/members': answered(members()),
      'GET /company/settings': settings(),
      'GET /auth/me': me(),
    });
    const user = userEvent.setup();
    renderInApp(<ActivityPage />, '/dashboard/activity');
    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(await screen.findByText('The database is not answering')).toBeTruthy();
    answer = page(records()) as typeof answer;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Changed the settings')).toBeTruthy();
  });
});
