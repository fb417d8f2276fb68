import { PAGE_SIZES, type UserRow } from '@lunch/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInApp, serveApi } from '../../../test/app-harness';
import { Component as EmployeesPage } from './employees';

const employee = (n: number): UserRow => ({
  _id: `0195a3c2-7b1e-7c3d-9f00-0000000000${String(n).padStart(2, '0')}`,
  id: `0195a3c2-7b1e-7c3d-9f00-0000000000${String(n).padStart(2, '0')}`,
  name: `Ada Member${n}`,
  email: `ada${n}@example.com`,
  created_at: '2026-03-01T09:00:00.000Z',
  account_state: 'ACTIVE',
  account_type: 'Individual',
  account_details: {
    first_name: 'Ada',
    last_name: `Member${n}`,
    spend_balance: '10000.00',
    monthly_budget: '20000.00',
    spent_this_month: '10000.00',
    own_budget: false,
  },
});

/** 25 employees whose name holds the search, 10 a page, as the server answers them. */
function serveEmployees() {
  const fetch = serveApi({
    'GET /auth/me': {
      status: 200,
      body: {
        success: true,
        message: 'Success',
        data: {
          id: '0195a3c2-7b1e-7c3d-9f00-00000000c000',
          name: 'Acme Lunches',
          email: 'hr@acme.example.com',
          account_type: 'Company',
          account_state: 'ACTIVE',
          onboarded: true,
          email_verified: true,
          time_zone: 'Africa/Lagos',
          company_role: 'owner',
        },
      },
    },
    'GET /users/employees': () => {
      const url = new URL(String(fetch.mock.calls.at(-1)?.[0]), 'http://app.test');
      const page = Number(url.searchParams.get('page'));
      const query = url.searchParams.get('query') ?? '';
      const all = Array.from({ length: 25 }, (_, i) => employee(i + 1)).filter((row) =>
        row.name.toLowerCase().includes(query.toLowerCase()),
      );
      const limit = PAGE_SIZES.employees;
      return {
        status: 200,
        body: {
          success: true,
          message: 'Success',
          data: {
            list: all.slice((page - 1) * limit, page * limit),
            total: all.length,
            page,
            limit,
            lastId: null,
          },
        },
      };
    },
  });
  const asked = () =>
    fetch.mock.calls.flatMap(([url]) => {
      // The employees' list only (the page also asks who is signed in, for the company's time zone).
      if (!String(url).startsWith('/api/users/employees')) return [];
      const params = new URL(String(url), 'http://app.test').searchParams;
      return `page=${params.get('page')} query=${params.get('query')}`;
    });
  return { asked };
}

const currentPage = () =>
  screen.getByRole('navigation', { name: 'Employee pages' }).querySelector('[aria-current="page"]')
    ?.textContent;

describe('employees page: the place lives in the address', () => {
  it('opens at the page and search of the address, and writes a new page and a new search there', async () => {
    const { asked } = serveEmployees();
    const user = userEvent.setup();
    const { router } = renderInApp(<EmployeesPage />, '/dashboard/employees?page=2&query=ada');

    expect(await screen.findByText('Ada Member11')).toBeTruthy();
    expect(asked()).toEqual(['page=2 query=ada']);
    expect((screen.getByRole('searchbox', { name: 'Search employees' }) as HTMLInputElement).value).toBe(
      'ada',
    );
    expect(currentPage()).toBe('2');
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      '/api/users/employees/export?query=ada',
    );

    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=3&query=ada'));
    expect(await screen.findByText('Ada Member21')).toBeTruthy();
    expect(currentPage()).toBe('3');

    // Back returns to page 2, as it was.
    await router.navigate(-1);
    expect(await screen.findByText('Ada Member11')).toBeTruthy();
    expect(router.state.location.search).toBe('?page=2&query=ada');
    expect(currentPage()).toBe('2');

    // A new search starts again at page 1.
    const search = screen.getByRole('searchbox', { name: 'Search employees' });
    await user.clear(search);
    await user.type(search, 'member2');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.search).toBe('?query=member2'));
    expect(await screen.findByText('Ada Member25')).toBeTruthy();
    expect(screen.queryByText('Ada Member11')).toBeNull();
    expect(asked().at(-1)).toBe('page=1 query=member2');
  });

  it('"Clear search" empties the search in the address and in the box', async () => {
    serveEmployees();
    const user = userEvent.setup();
    const { router } = renderInApp(<EmployeesPage />, '/dashboard/employees?query=nobody');

    expect(await screen.findByText('No employees match the search.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByText('Ada Member1')).toBeTruthy();
    expect((screen.getByRole('searchbox', { name: 'Search employees' }) as HTMLInputElement).value).toBe('');
  });
});
