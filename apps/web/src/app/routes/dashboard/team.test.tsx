import { LAST_OWNER_MESSAGE, type Member } from '@lunch/contract';
import type { CompanyRole } from '@lunch/contract/endpoint';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInApp, serveApi } from '../../../test/app-harness';
import { answered } from '../../../test/fixtures';
import { Component as TeamPage } from './team';

const OWNER_ID = '0195a3c2-7b1e-7c3d-9f00-0000000000a1';
const FINANCE_ID = '0195a3c2-7b1e-7c3d-9f00-0000000000a2';
const INVITED_ID = '0195a3c2-7b1e-7c3d-9f00-0000000000a3';

const member = (change: Partial<Member> & Pick<Member, 'id' | 'email' | 'role' | 'status'>): Member => ({
  name: '',
  last_login_at: null,
  created_at: '2026-03-01T09:00:00.000Z',
  joined_at: null,
  invitation_expires_at: null,
  removed_at: null,
  ...change,
});

const team = (): Member[] => [
  member({
    id: OWNER_ID,
    email: 'hr@acme.example.com',
    role: 'owner',
    status: 'ACTIVE',
    last_login_at: '2026-03-10T08:30:00.000Z',
    joined_at: '2026-03-01T09:00:00.000Z',
  }),
  member({
    id: FINANCE_ID,
    name: 'Ada Obi',
    email: 'ada@acme.example.com',
    role: 'finance',
    status: 'ACTIVE',
    joined_at: '2026-03-02T09:00:00.000Z',
  }),
  member({
    id: INVITED_ID,
    email: 'new@acme.example.com',
    role: 'viewer',
    status: 'INVITED',
    invitation_expires_at: '2099-03-09T09:00:00.000Z',
  }),
];

const me = (role: CompanyRole, email = 'hr@acme.example.com') =>
  answered({
    id: '0195a3c2-7b1e-7c3d-9f00-00000000c000',
    name: 'Acme Lunches',
    email,
    account_type: 'Company',
    account_state: 'ACTIVE',
    onboarded: true,
    email_verified: true,
    time_zone: 'Africa/Lagos',
    company_role: role,
  });

const sent = (fetch: ReturnType<typeof serveApi>, method: string, path: string) =>
  fetch.mock.calls
    .filter(([url, init]) => (init?.method ?? 'GET') === method && url === `/api${path}`)
    .map(([, init]) => (init?.body ? (JSON.parse(String(init.body)) as unknown) : null));

const table = () => screen.getByRole('table', { name: 'Team members' });
const rowOf = (text: string) => within(table()).getByRole('row', { name: new RegExp(text) });

describe('the Team page, for an owner', () => {
  it('lists each member with role, status and last sign-in in the company’s zone, and says which is you', async () => {
    serveApi({ 'GET /auth/me': me('owner'), 'GET /company/members': answered(team()) });
    renderInApp(<TeamPage />, '/dashboard/team');

    expect(screen.getByRole('heading', { level: 1, name: 'Team' })).toBeTruthy();
    expect(await screen.findByText('Ada Obi')).toBeTruthy();
    const owner = rowOf('hr@acme.example.com');
    expect(owner.textContent).toContain('(you)');
    expect(owner.textContent).toContain('Active');
    // 08:30 UTC is 09:30 in Lagos; the zone is named when it is not the browser's.
    expect(owner.textContent).toMatch(/Tue 10 Mar 2026, 09:30( WAT)?/);
    expect(rowOf('ada@acme.example.com').textContent).toContain('Never');
    expect(rowOf('new@acme.example.com').textContent).toContain('Invited');
    expect(
      (
        within(rowOf('ada@acme.example.com')).getByRole('combobox', {
          name: 'Role of Ada Obi',
        }) as HTMLSelectElement
      ).value,
    ).toBe('finance');
    // Your own row cannot be removed from here; the others can (an invitation is withdrawn).
    expect(within(owner).queryByRole('button', { name: /Remove/ })).toBeNull();
    expect(
      within(rowOf('ada@acme.example.com')).getByRole('button', { name: 'Remove Ada Obi' }),
    ).toBeTruthy();
    expect(
      within(rowOf('new@acme.example.com')).getByRole('button', {
        name: 'Withdraw the invitation to new@acme.example.com',
      }),
    ).toBeTruthy();
    // What each role may do.
    expect(screen.getByRole('region', { name: 'Roles' }).textContent).toContain(
      'Top-ups, the bank account, auto top-up, billings, statements and invoices',
    );
  });

  it('invites a teammate by email and role, and shows the server’s refusal of a member’s email', async () => {
    const user = userEvent.setup();
    let invitations = 0;
    const fetch = serveApi({
      'GET /auth/me': me('owner'),
      'GET /company/members': answered(team()),
      'POST /company/members': (body) => {
        invitations++;
        const { email, role } = body as { email: string; role: CompanyRole };
        return invitations === 1
          ? {
              status: 409,
              body: { success: false, message: 'This email already belongs to a member of your team' },
            }
          : {
              status: 201,
              body: {
                success: true,
                message: `Invitation sent to ${email}`,
                data: member({ id: INVITED_ID, email, role, status: 'INVITED' }),
              },
            };
      },
    });
    renderInApp(<TeamPage />, '/dashboard/team');
    await user.click(await screen.findByRole('button', { name: 'Invite teammate' }));
    const dialog = screen.getByRole('dialog', { name: 'Invite a teammate' });

    // The email is checked on the page first.
    await user.type(within(dialog).getByLabelText('Email'), 'not-an-email');
    await user.click(within(dialog).getByRole('button', { name: 'Send Invitation' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Email').getAttribute('aria-invalid')).toBe('true'),
    );
    expect(sent(fetch, 'POST', '/company/members')).toEqual([]);

    await user.clear(within(dialog).getByLabelText('Email'));
    await user.type(within(dialog).getByLabelText('Email'), 'ada@acme.example.com');
    await user.selectOptions(within(dialog).getByLabelText('Role'), 'finance');
    await user.click(within(dialog).getByRole('button', { name: 'Send Invitation' }));
    expect(await screen.findByText('This email already belongs to a member of your team')).toBeTruthy();

    await user.clear(within(dialog).getByLabelText('Email'));
    await user.type(within(dialog).getByLabelText('Email'), 'Grace@Acme.example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send Invitation' }));
    expect(await screen.findByText('Invitation sent to grace@acme.example.com')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Invite a teammate' })).toBeNull());
    expect(sent(fetch, 'POST', '/company/members')).toEqual([
      { email: 'ada@acme.example.com', role: 'finance' },
      { email: 'grace@acme.example.com', role: 'finance' },
    ]);
  });

  it('changes a role at once, and says so when the server keeps the last owner', async () => {
    const user = userEvent.setup();
    const fetch = serveApi({
      'GET /auth/me': me('owner'),
      'GET /company/members': answered(team()),
      [`PATCH /company/members/${FINANCE_ID}`]: (body) =>
        answered({ ...team()[1]!, role: (body as { role: CompanyRole }).role }),
      [`PATCH /company/members/${OWNER_ID}`]: {
        status: 409,
        body: { success: false, message: LAST_OWNER_MESSAGE },
      },
    });
    renderInApp(<TeamPage />, '/dashboard/team');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Role of Ada Obi' }), 'people');
    expect(await screen.findByText('Ada Obi is now people')).toBeTruthy();
    expect(sent(fetch, 'PATCH', `/company/members/${FINANCE_ID}`)).toEqual([{ role: 'people' }]);

    // Stepping down yourself asks first; the server answers that the company keeps an owner.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role of hr@acme.example.com' }), 'viewer');
    const ask = screen.getByRole('dialog', { name: 'Step down as an owner?' });
    expect(sent(fetch, 'PATCH', `/company/members/${OWNER_ID}`)).toEqual([]);
    await user.click(within(ask).getByRole('button', { name: 'Step down' }));
    expect(await screen.findByText(LAST_OWNER_MESSAGE)).toBeTruthy();
    expect(sent(fetch, 'PATCH', `/company/members/${OWNER_ID}`)).toEqual([{ role: 'viewer' }]);
    await waitFor(() =>
      expect(
        (screen.getByRole('combobox', { name: 'Role of hr@acme.example.com' }) as HTMLSelectElement).value,
      ).toBe('owner'),
    );
  });

  it('removes a member only after the confirmation; Cancel removes nobody', async () => {
    const user = userEvent.setup();
    const fetch = serveApi({
      'GET /auth/me': me('owner'),
      'GET /company/members': answered(team()),
      [`DELETE /company/members/${FINANCE_ID}`]: answered(null, 'Ada Obi was removed from the team'),
    });
    renderInApp(<TeamPage />, '/dashboard/team');
    await user.click(await screen.findByRole('button', { name: 'Remove Ada Obi' }));
    let ask = screen.getByRole('dialog', { name: 'Remove Ada Obi from the team?' });
    expect(ask.textContent).toContain('They are signed out at once');
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(sent(fetch, 'DELETE', `/company/members/${FINANCE_ID}`)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Remove Ada Obi' }));
    ask = screen.getByRole('dialog', { name: 'Remove Ada Obi from the team?' });
    await user.click(within(ask).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Ada Obi was removed from the team')).toBeTruthy();
    expect(sent(fetch, 'DELETE', `/company/members/${FINANCE_ID}`)).toEqual([null]);
  });
});

describe('the Team page, for other members and in its other states', () => {
  it('a finance member reads the team: no invite, no role select, no remove, and whom to ask', async () => {
    serveApi({
      'GET /auth/me': me('finance', 'ada@acme.example.com'),
      'GET /company/members': answered(team()),
    });
    renderInApp(<TeamPage />, '/dashboard/team');
    expect(await screen.findByText('Ada Obi')).toBeTruthy();
    expect(await screen.findByTestId('role-note')).toBeTruthy();
    expect(screen.getByTestId('role-note').textContent).toContain('Ask an owner');
    expect(screen.queryByRole('button', { name: 'Invite teammate' })).toBeNull();
    expect(screen.queryAllByRole('combobox')).toEqual([]);
    expect(screen.queryByRole('button', { name: /Remove|Withdraw/ })).toBeNull();
    expect(rowOf('ada@acme.example.com').textContent).toContain('Finance');
    expect(rowOf('ada@acme.example.com').textContent).toContain('(you)');
  });

  it('shows an expired invitation as such', async () => {
    serveApi({
      'GET /auth/me': me('owner'),
      'GET /company/members': answered([
        team()[0]!,
        { ...team()[2]!, invitation_expires_at: '2026-01-01T09:00:00.000Z' },
      ]),
    });
    renderInApp(<TeamPage />, '/dashboard/team');
    expect(await screen.findByText('Invitation expired')).toBeTruthy();
  });

  it('says so when the list cannot be loaded, and tries again', async () => {
    const user = userEvent.setup();
    let calls = 0;
    serveApi({
      'GET /auth/me': me('owner'),
      'GET /company/members': () => {
        calls++;
        return calls === 1
          ? { status: 500, body: { success: false, message: 'Internal error' } }
          : answered(team());
      },
    });
    renderInApp(<TeamPage />, '/dashboard/team');
    expect(await screen.findByText('Failed to fetch the team. Please try again.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Ada Obi')).toBeTruthy();
  });
});
