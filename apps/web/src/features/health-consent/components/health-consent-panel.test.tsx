import type { HealthConsent } from '@lunch/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInApp, serveApi } from '../../../test/app-harness';
import { answered } from '../../../test/fixtures';
import { HealthConsentBanner } from './health-consent-banner';
import { HealthConsentPanel } from './health-consent-panel';

const NONE: HealthConsent = { given: false, version: null, given_at: null };
const GIVEN: HealthConsent = { given: true, version: '2026-11', given_at: '2026-03-02T08:15:00.000Z' };
const lists = { allergies: ['peanuts'], medical_conditions: [], dietary_preferences: ['halal'] };
const empty = { allergies: [], medical_conditions: [], dietary_preferences: [] };

describe('the health data consent panel', () => {
  it('shows when consent was given, and withdraws it only after a confirmation saying the lists are erased', async () => {
    const user = userEvent.setup();
    const fetch = serveApi({
      'DELETE /profile/health-consent': answered(NONE, 'Consent withdrawn: your health details were erased'),
    });
    renderInApp(<HealthConsentPanel health={{ ...lists, health_consent: GIVEN }} timeZone="Africa/Lagos" />);
    const panel = screen.getByRole('region', { name: 'Health data consent' });
    expect(within(panel).getByText(/Given/)).toBeTruthy();
    expect(within(panel).getByText(/Mon 2 Mar 2026, 09:15/)).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: 'Give consent' })).toBeNull();

    await user.click(within(panel).getByRole('button', { name: 'Withdraw consent' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw your consent?' });
    expect(dialog.textContent).toMatch(/allergies, medical conditions and diets will be erased at once/);
    expect(fetch).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Erase my health details' }));
    expect(await screen.findByText('Consent withdrawn: your health details were erased')).toBeTruthy();
    expect(fetch.mock.calls.map(([url, init]) => `${init?.method} ${url}`)).toEqual([
      'DELETE /api/profile/health-consent',
    ]);
  });

  it('gives consent for the current version when none is given', async () => {
    const user = userEvent.setup();
    const fetch = serveApi({ 'PUT /profile/health-consent': answered(GIVEN, 'Consent given') });
    renderInApp(<HealthConsentPanel health={{ ...empty, health_consent: NONE }} timeZone="Africa/Lagos" />);
    expect(screen.getByText(/We keep no allergies/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Erase|Withdraw/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Give consent' }));
    expect(await screen.findByText('Consent given')).toBeTruthy();
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toEqual({ version: '2026-11' });
  });

  it('health data kept from before consent was asked: give consent, or erase it (confirmed)', async () => {
    const user = userEvent.setup();
    const fetch = serveApi({ 'DELETE /profile/health-consent': answered(NONE, 'Erased') });
    renderInApp(<HealthConsentPanel health={{ ...lists, health_consent: NONE }} timeZone="Africa/Lagos" />);
    expect(screen.getByText(/before we asked for consent/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Give consent' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Erase my health details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Erase your health details?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('the menu banner for health data kept without consent', () => {
  it('asks for consent or erasure, linking to the profile, only when lists are kept without consent', () => {
    serveApi({});
    renderInApp(
      <>
        <HealthConsentBanner health={{ ...lists, health_consent: NONE }} />
        <HealthConsentBanner health={{ ...lists, health_consent: GIVEN }} />
        <HealthConsentBanner health={{ ...empty, health_consent: NONE }} />
        <HealthConsentBanner health={lists} />
      </>,
    );
    const banners = screen.getAllByRole('complementary', { name: 'Your health details' });
    expect(banners).toHaveLength(1);
    expect(within(banners[0]!).getByRole('link').getAttribute('href')).toBe('/worker/profile');
  });
});
