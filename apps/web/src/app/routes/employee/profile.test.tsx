import type { Address, AutoOrderSettings, EmployeeProfile } from '@lunch/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInApp, serveApi } from '../../../test/app-harness';
import { address, answered } from '../../../test/fixtures';
import { Component as ProfilePage } from './profile';

const profile: EmployeeProfile = {
  first_name: 'Ada',
  last_name: 'Obi',
  address_line_1: '2 Allen Avenue',
  address_line_2: '',
  city: 'Ikeja',
  state: 'Lagos',
  country: 'Nigeria',
  zip_code: '100271',
  lunch_time: '12:30 PM',
  time_zone: 'Africa/Lagos',
  allergies: ['peanuts'],
  medical_conditions: [],
  dietary_preferences: [],
  health_consent: { given: true, version: '2026-11', given_at: '2026-03-02T08:15:00.000Z' },
};
const autoOrder: AutoOrderSettings = {
  enabled: false,
  days: [],
  skip_dates: [],
  max_price: null,
  avoid_repeat_days: 3,
  next_dates: [],
};
/** The first address, edited in the address book since onboarding. */
const home: Address = address({
  address_line_1: '14 Admiralty Way',
  address_line_2: 'Flat 2',
  city: 'Lekki',
  area: 'Lekki Phase 1',
});

describe('employee profile page', () => {
  it('saves lunch time and health lists with the first address as it is now, and shows the address book', async () => {
    const user = userEvent.setup();
    const fetch = serveApi({
      'GET /profile': answered(profile),
      'GET /profile/addresses': answered([home]),
      'GET /auto-order': answered(autoOrder),
      'POST /auth/onboard': answered({ id: '0195a3c2-7b1e-7c3d-9f00-0000000000e1', onboarded: true }),
    });
    renderInApp(<ProfilePage />, '/worker/profile');

    const form = await screen.findByRole('form', { name: 'Lunch and health' });
    // The address is edited in its own panel, not in this form.
    expect(within(form).queryByLabelText('Address line 1')).toBeNull();
    const addresses = screen.getByRole('region', { name: 'Delivery addresses' });
    await waitFor(() => expect(within(addresses).getByRole('listitem', { name: 'Home' })).toBeTruthy());

    const allergies = within(form).getByLabelText('Allergies');
    await waitFor(() => expect((allergies as HTMLInputElement).value).toBe('peanuts'));
    await user.type(allergies, ', shellfish');
    await user.click(within(form).getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Profile saved')).toBeTruthy();

    const onboarded = fetch.mock.calls
      .filter(([url]) => url === '/api/auth/onboard')
      .map(([, init]) => JSON.parse(String(init?.body)));
    expect(onboarded).toEqual([
      {
        address_line_1: '14 Admiralty Way',
        address_line_2: 'Flat 2',
        city: 'Lekki',
        state: 'Lagos',
        country: 'Nigeria',
        zip_code: '100271',
        lunch_time: '12:30 PM',
        allergies: ['peanuts', 'shellfish'],
        medical_conditions: [],
        dietary_preferences: [],
      },
    ]);
  });

  it('without consent: the health lists are hidden until the consent is ticked, and saving sends it', async () => {
    const user = userEvent.setup();
    const fetch = serveApi({
      'GET /profile': answered({
        ...profile,
        allergies: [],
        health_consent: { given: false, version: null, given_at: null },
      }),
      'GET /profile/addresses': answered([home]),
      'GET /auto-order': answered(autoOrder),
      'POST /auth/onboard': answered({ id: '0195a3c2-7b1e-7c3d-9f00-0000000000e1', onboarded: true }),
    });
    renderInApp(<ProfilePage />, '/worker/profile');

    const form = await screen.findByRole('form', { name: 'Lunch and health' });
    const consent = within(form).getByRole('checkbox', {
      name: /^I agree that Lunch for remote teams keeps/,
    });
    expect((consent as HTMLInputElement).checked).toBe(false);
    expect(within(form).queryByLabelText('Allergies')).toBeNull();
    const panel = screen.getByRole('region', { name: 'Health data consent' });
    expect(within(panel).getByText(/We keep no allergies/)).toBeTruthy();

    await user.click(consent);
    await user.type(within(form).getByLabelText('Allergies'), 'sesame');
    await user.click(within(form).getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Profile saved')).toBeTruthy();
    const [body] = fetch.mock.calls
      .filter(([url]) => url === '/api/auth/onboard')
      .map(([, init]) => JSON.parse(String(init?.body)));
    expect(body).toMatchObject({ health_consent: true, allergies: ['sesame'] });
  });
});
