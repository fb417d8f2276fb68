import type { CompanyProfile, Me } from '@lunch/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInApp, serveApi } from '../../../test/app-harness';
import { Component as InvitationsPage } from './invitations';
import { Component as ProfilePage } from './profile';

const profile: CompanyProfile = {
  name: 'Acme Lunches',
  website: 'https://acme.example.com',
  email: 'hr@acme.example.com',
  dial_code: '+234',
  phone_number: '8012345678',
  address_line_1: '1 Marina',
  address_line_2: 'Floor 2',
  city: 'Lagos',
  state: 'Lagos',
  country: 'Nigeria',
  zip_code: '100001',
  time_zone: 'Africa/Lagos',
  onboarded: true,
  setup_missing: [],
};
const notSetUp: CompanyProfile = {
  ...profile,
  address_line_1: '',
  address_line_2: '',
  city: '',
  state: '',
  country: '',
  zip_code: '',
  onboarded: false,
  setup_missing: ['address', 'monthly_budget', 'size'],
};
const me = (onboarded: boolean): Me => ({
  id: '0195a3c2-7b1e-7c3d-9f00-00000000c000',
  name: profile.name,
  email: profile.email,
  account_type: 'Company',
  account_state: 'ACTIVE',
  onboarded,
  email_verified: true,
  time_zone: 'Africa/Lagos',
  company_role: 'owner',
});
const ok = (data: unknown) => ({ status: 200, body: { success: true, message: 'ok', data } });

/** The profile as the server keeps it: a PATCH changes what it sends, a bad phone is refused on its field. */
function serveProfile(start: CompanyProfile) {
  let saved = start;
  const fetch = serveApi({
    'GET /auth/me': ok(me(start.onboarded)),
    'GET /company/profile': () => ok(saved),
    'PATCH /company/profile': (body) => {
      const change = body as Partial<CompanyProfile>;
      if (change.phone_number === '0000000') {
        const errors = [{ path: 'phone_number', message: 'This number cannot be reached' }];
        return { status: 400, body: { success: false, message: 'phone_number: unreachable', errors } };
      }
      saved = { ...saved, ...change };
      return ok(saved);
    },
  });
  const sent = () =>
    fetch.mock.calls
      .filter(([, init]) => init?.method === 'PATCH')
      .map(([, init]) => JSON.parse(String(init?.body)) as Partial<CompanyProfile>);
  return { sent };
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const errorOf = (label: string) => {
  const id = screen.getByLabelText(label).getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : null;
};

describe('company profile page', () => {
  it('shows the profile with the login email read-only, and saves a new address and time zone', async () => {
    const user = userEvent.setup();
    const { sent } = serveProfile(profile);
    renderInApp(<ProfilePage />, '/dashboard/profile');
    await waitFor(() => expect(input('Company name').value).toBe('Acme Lunches'));
    // An owner: the forms are not switched off once the role is known.
    await waitFor(() => expect(screen.queryByTestId('role-limited')).toBeNull());
    expect(input('Login email').value).toBe('hr@acme.example.com');
    expect(input('Login email').readOnly).toBe(true);
    expect(input('Dial code').value).toBe('+234');
    expect(screen.queryByTestId('company-setup-notice')).toBeNull();

    const zone = screen.getByLabelText('Time zone') as HTMLSelectElement;
    expect(zone.value).toBe('Africa/Lagos');
    expect(zone.options[0]?.textContent).toMatch(/^Nigeria — Lagos \(GMT\+1\)$/);
    const save = screen.getByRole('button', { name: 'Save profile' });
    expect(save.hasAttribute('disabled')).toBe(true);

    await user.clear(input('City'));
    await user.type(input('City'), 'Abuja');
    await user.selectOptions(zone, 'Europe/London');
    await user.click(save);
    expect(await screen.findByText('Company profile saved')).toBeTruthy();
    expect(sent()).toEqual([
      {
        name: 'Acme Lunches',
        website: 'https://acme.example.com',
        phone_number: '8012345678',
        address_line_1: '1 Marina',
        address_line_2: 'Floor 2',
        city: 'Abuja',
        state: 'Lagos',
        country: 'Nigeria',
        zip_code: '100001',
        time_zone: 'Europe/London',
      },
    ]);
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(true));
    expect(zone.value).toBe('Europe/London');
  });

  it('checks the fields as onboarding does, and puts the server’s refusal on its field', async () => {
    const user = userEvent.setup();
    const { sent } = serveProfile(profile);
    renderInApp(<ProfilePage />, '/dashboard/profile');
    await waitFor(() => expect(input('Company name').value).toBe('Acme Lunches'));
    // An owner: the forms are not switched off once the role is known.
    await waitFor(() => expect(screen.queryByTestId('role-limited')).toBeNull());

    await user.clear(input('Company name'));
    await user.clear(input('Address line 2'));
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(errorOf('Company name')).toBe('Company name is required'));
    expect(errorOf('Address line 2')).toBe('Address line 2 is required');
    expect(sent()).toEqual([]);

    await user.type(input('Company name'), 'Acme');
    await user.type(input('Address line 2'), 'Floor 3');
    await user.clear(input('Phone number'));
    await user.type(input('Phone number'), '0000000');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(errorOf('Phone number')).toBe('This number cannot be reached'));
  });

  it('keeps a stored zone the browser does not list', async () => {
    serveProfile({ ...profile, time_zone: 'Etc/GMT-3' });
    renderInApp(<ProfilePage />, '/dashboard/profile');
    await waitFor(() =>
      expect((screen.getByLabelText('Time zone') as HTMLSelectElement).value).toBe('Etc/GMT-3'),
    );
  });

  it('before onboarding, says what set-up misses and links to it', async () => {
    serveProfile(notSetUp);
    renderInApp(<ProfilePage />, '/dashboard/profile');
    const notice = await screen.findByTestId('company-setup-notice');
    expect(notice.textContent).toContain(
      'Finish your company set-up first: address, monthly budget per employee and size are missing.',
    );
    expect(within(notice).getByRole('link', { name: 'Go to Onboarding' }).getAttribute('href')).toBe(
      '/onboarding',
    );
  });
});

describe('invitations before the company is set up', () => {
  it('shows the notice instead of the invite buttons until onboarding is done', async () => {
    serveApi({
      'GET /auth/me': ok(me(false)),
      'GET /company/profile': ok(notSetUp),
      'GET /invitations/list': ok([]),
    });
    renderInApp(<InvitationsPage />, '/dashboard/invitations');
    const notice = await screen.findByTestId('company-setup-notice');
    expect(notice.textContent).toContain('address, monthly budget per employee and size are missing');
    expect(within(notice).getByRole('link', { name: 'Go to Onboarding' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Invite Employee' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Invite from CSV' })).toBeNull();
  });

  it('an onboarded company invites as before, without asking for its profile', async () => {
    const fetch = serveApi({ 'GET /auth/me': ok(me(true)), 'GET /invitations/list': ok([]) });
    renderInApp(<InvitationsPage />, '/dashboard/invitations');
    expect(await screen.findByRole('button', { name: 'Invite Employee' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Invite from CSV' })).toBeTruthy();
    expect(screen.queryByTestId('company-setup-notice')).toBeNull();
    expect(fetch.mock.calls.map(([url]) => String(url))).not.toContain('/api/company/profile');
  });
});
