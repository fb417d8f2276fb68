import { HEALTH_CONSENT_TEXT } from '@lunch/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInApp, serveApi } from '../../../test/app-harness';
import { answered } from '../../../test/fixtures';
import { IndividualOnboardingForm } from './individual-onboarding-form';

const onboarded = answered({ id: '0195a3c2-7b1e-7c3d-9f00-0000000000e1', onboarded: true });

async function fillAddress(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Address line 1'), '2 Allen Avenue');
  await user.type(screen.getByLabelText('City'), 'Ikeja');
  await user.type(screen.getByLabelText('State'), 'Lagos');
  await user.type(screen.getByLabelText('Country'), 'Nigeria');
  await user.type(screen.getByLabelText('Zip code'), '100271');
}

const sent = (fetch: ReturnType<typeof serveApi>) =>
  fetch.mock.calls
    .filter(([url]) => url === '/api/auth/onboard')
    .map(([, init]) => JSON.parse(String(init?.body)));

describe('employee onboarding: consent to keep health data', () => {
  it('asks for consent unticked, with a link to the privacy page; the health lists appear once it is ticked', async () => {
    const user = userEvent.setup();
    serveApi({});
    renderInApp(<IndividualOnboardingForm />, '/onboarding');
    const consent = screen.getByRole('checkbox', { name: HEALTH_CONSENT_TEXT });
    expect((consent as HTMLInputElement).checked).toBe(false);
    expect(screen.queryByLabelText('Allergies')).toBeNull();
    expect(screen.getByRole('link', { name: /How we use your data/ }).getAttribute('href')).toBe('/privacy');

    await user.click(consent);
    expect(screen.getByLabelText('Allergies')).toBeTruthy();
    expect(screen.getByLabelText('Medical conditions')).toBeTruthy();
    expect(screen.getByLabelText('Dietary preferences')).toBeTruthy();
  });

  it('with consent ticked, sends the lists and the consent', async () => {
    const user = userEvent.setup();
    const fetch = serveApi({ 'POST /auth/onboard': onboarded });
    renderInApp(<IndividualOnboardingForm />, '/onboarding');
    await fillAddress(user);
    await user.click(screen.getByRole('checkbox', { name: HEALTH_CONSENT_TEXT }));
    await user.type(screen.getByLabelText('Allergies'), 'peanuts, shellfish');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(sent(fetch)).toHaveLength(1));
    expect(sent(fetch)[0]).toEqual({
      address_line_1: '2 Allen Avenue',
      address_line_2: '',
      city: 'Ikeja',
      state: 'Lagos',
      country: 'Nigeria',
      zip_code: '100271',
      lunch_time: '12:30 PM',
      health_consent: true,
      allergies: ['peanuts', 'shellfish'],
      medical_conditions: [],
      dietary_preferences: [],
    });
  });

  it('without consent, sends no health data even if lists were typed before unticking', async () => {
    const user = userEvent.setup();
    const fetch = serveApi({ 'POST /auth/onboard': onboarded });
    renderInApp(<IndividualOnboardingForm />, '/onboarding');
    await fillAddress(user);
    const consent = screen.getByRole('checkbox', { name: HEALTH_CONSENT_TEXT });
    await user.click(consent);
    await user.type(screen.getByLabelText('Allergies'), 'peanuts');
    await user.click(consent);
    expect(screen.queryByLabelText('Allergies')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(sent(fetch)).toHaveLength(1));
    const [body] = sent(fetch);
    expect(body).not.toHaveProperty('allergies');
    expect(body).not.toHaveProperty('health_consent');
    expect(body).toMatchObject({ address_line_1: '2 Allen Avenue', lunch_time: '12:30 PM' });
  });
});
