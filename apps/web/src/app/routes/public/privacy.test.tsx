import { HEALTH_CONSENT_TEXT } from '@lunch/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp, serveApi } from '../../../test/app-harness';
import { answered } from '../../../test/fixtures';
import { Component as PrivacyPage } from './privacy';

const notice = (contact_email: string) =>
  answered({ contact_email, consent_version: '2026-11', consent_text: HEALTH_CONSENT_TEXT });

describe('the privacy page', () => {
  it('says what we keep, for how long, the rights, and names the contact the platform admin set', async () => {
    serveApi({ 'GET /privacy': notice('privacy@lunch.example') });
    renderInApp(<PrivacyPage />, '/privacy');
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy' })).toBeTruthy();
    for (const section of ['What we keep and why', 'How long we keep it', 'Your rights', 'Whom to contact'])
      expect(screen.getByRole('heading', { level: 2, name: section })).toBeTruthy();
    expect(screen.getByText('6 years, for tax records', { exact: false })).toBeTruthy();
    expect(screen.getByText('until you withdraw your consent', { exact: false })).toBeTruthy();
    const contact = await screen.findByRole('link', { name: 'privacy@lunch.example' });
    expect(contact.getAttribute('href')).toBe('mailto:privacy@lunch.example');
    expect(screen.getByText(HEALTH_CONSENT_TEXT, { exact: false })).toBeTruthy();
  });

  it('without a contact, says none is named yet and gives the in-app ways', async () => {
    serveApi({ 'GET /privacy': notice('') });
    renderInApp(<PrivacyPage />, '/privacy');
    expect(await screen.findByText(/has not named a privacy contact yet/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: /@/ })).toBeNull();
  });
});
