import type { UserRow } from '@lunch/contract';
import type { CompanyRole } from '@lunch/contract/endpoint';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInApp, serveApi } from '../../../test/app-harness';
import { answered } from '../../../test/fixtures';
import { Component as EmployeesPage } from './employees';

const EMPLOYEE_ID = '0195a3c2-7b1e-7c3d-9f00-000000000001';

const row: UserRow = {
  _id: EMPLOYEE_ID,
  id: EMPLOYEE_ID,
  name: 'Ada Member',
  email: 'ada@example.com',
  created_at: '2026-03-01T09:00:00.000Z',
  account_state: 'ACTIVE',
  account_type: 'Individual',
  account_details: {
    first_name: 'Ada',
    last_name: 'Member',
    spend_balance: '10000.00',
    monthly_budget: '20000.00',
    spent_this_month: '10000.00',
    own_budget: false,
  },
  department: null,
};

/** The employees page of a member in `role`, one employee listed; `removal` answers the DELETE. */
function serve(role: CompanyRole, removal?: { status: number; body: { success: boolean; message: string } }) {
  let removed = false;
  const fetch = serveApi({
    'GET /company/departments': answered([]),
    'GET /auth/me': answered({
      id: '0195a3c2-7b1e-7c3d-9f00-00000000c000',
      name: 'Acme Lunches',
      email: 'hr@acme.example.com',
      account_type: 'Company',
      account_state: 'ACTIVE',
      onboarded: true,
      email_verified: true,
      time_zone: 'Africa/Lagos',
      company_role: role,
    }),
    'GET /users/employees': () =>
      answered({ list: removed ? [] : [row], total: removed ? 0 : 1, page: 1, limit: 10, lastId: null }),
    ...(removal
      ? {
          [`DELETE /users/employees/${EMPLOYEE_ID}`]: () => {
            removed = removal.status === 200;
            return removal;
          },
        }
      : {}),
  });
  const deletes = () =>
    fetch.mock.calls.filter(([, init]) => init?.method === 'DELETE').map(([url]) => String(url));
  return { deletes };
}

describe('removing an employee from the employees page', () => {
  it('a people member removes and erases an employee after the dialog asks, and the list no longer has them', async () => {
    const { deletes } = serve('people', {
      status: 200,
      body: { success: true, message: 'Erased person 000001: removed and erased' },
    });
    renderInApp(<EmployeesPage />, '/dashboard/employees');
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Ada Member' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove Ada Member?' });
    expect(within(dialog).getByText(/can no longer sign in or order/)).toBeTruthy();
    expect(deletes()).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove and erase their data' }));
    await waitFor(() => expect(deletes()).toEqual([`/api/users/employees/${EMPLOYEE_ID}?erase=true`]));
    expect(await screen.findByText('Erased person 000001: removed and erased')).toBeTruthy();
    expect(await screen.findByText('No employees found!')).toBeTruthy();
  });

  it('"Remove" alone keeps their data; a refusal is shown in the dialog, which stays open', async () => {
    const { deletes } = serve('owner', {
      status: 409,
      body: { success: false, message: 'This employee was already removed' },
    });
    renderInApp(<EmployeesPage />, '/dashboard/employees');
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Ada Member' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove Ada Member?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(deletes()).toEqual([`/api/users/employees/${EMPLOYEE_ID}?erase=false`]));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('This employee was already removed');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a finance member or a viewer has no Remove button', async () => {
    for (const role of ['finance', 'viewer'] as const) {
      serve(role);
      const { router } = renderInApp(<EmployeesPage />, '/dashboard/employees');
      expect(await screen.findByText('Ada Member')).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Remove Ada Member' })).toBeNull();
      router.dispose();
      document.body.innerHTML = '';
    }
  });
});
