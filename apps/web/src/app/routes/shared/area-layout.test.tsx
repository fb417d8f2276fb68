import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp, serveApi } from '../../../test/app-harness';
import { answered } from '../../../test/fixtures';
import { adminArea } from '../admin/routes';
import { AreaLayout } from './area-layout';

/* The side menu's counts (issue 29): the admin's Issues entry says how many are open. */

function serveAdmin(open: number) {
  return serveApi({
    'GET /auth/me': answered({
      id: '0195a3c2-7b1e-7c3d-9f00-00000000ad00',
      name: 'Platform admin',
      email: 'admin@lunch.test',
      account_type: 'Admin',
      account_state: 'ACTIVE',
      onboarded: true,
      email_verified: true,
      time_zone: 'Africa/Lagos',
      company_role: null,
    }),
    'GET /admin/issues': answered({ list: [], total: 0, page: 1, limit: 10, lastId: null, open }),
  });
}

const menu = () => screen.getAllByRole('navigation', { name: 'Admin menu' })[0]!;

describe('side menu counts', () => {
  it('reads out how many issues are open beside "Issues", and shows the number', async () => {
    const fetch = serveAdmin(3);
    renderInApp(<AreaLayout area={adminArea} />, '/admin/overview');
    const issues = await screen.findByRole('link', { name: 'Issues, 3 open' });
    expect(issues.getAttribute('href')).toBe('/admin/issues');
    // Seen: the label and the number beside it.
    expect(issues.textContent).toBe('Issues 3');
    expect(issues.querySelector('span[aria-hidden="true"]')?.textContent).toBe('3');
    // One question for the count: the first page of open issues, which the Issues page shares.
    const asked = fetch.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('/admin/issues'));
    expect(asked).toEqual(['/api/admin/issues?status=open&page=1&limit=10']);
    // The other entries have no count.
    expect(menu().querySelectorAll('a').length).toBeGreaterThan(5);
    expect(screen.getByRole('link', { name: 'Orders' })).toBeTruthy();
  });

  it('shows no count while none is open', async () => {
    const fetch = serveAdmin(0);
    const { queryClient } = renderInApp(<AreaLayout area={adminArea} />, '/admin/overview');
    const issues = await screen.findByRole('link', { name: 'Issues' });
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(issues.textContent).toBe('Issues');
  });
});
