import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInApp, serveApi } from '../../../test/app-harness';
import { AutoTopupCard } from './auto-topup-card';

const card = { brand: 'visa', last4: '4081', exp_month: '12', exp_year: '2030' };
const off = { enabled: false, threshold: '0.00', amount: '0.00', card, failures: 0 };
const ok = (data: unknown) => ({ status: 200, body: { success: true, message: 'ok', data } });

/** Auto top-up as the server keeps it: each PATCH changes what it sends (`card: null` forgets it and switches off). */
function serveAutoTopup(
  start: Record<string, unknown>,
  refuse?: (change: Record<string, unknown>) => boolean,
) {
  let saved = { ...start };
  const fetch = serveApi({
    'GET /billings/auto-topup': () => ok(saved),
    'PATCH /billings/auto-topup': (body) => {
      const change = body as Record<string, unknown>;
      if (refuse?.(change)) {
        const errors = [{ path: 'threshold', message: 'The threshold must be more than ₦0' }];
        return { status: 400, body: { success: false, message: 'Threshold refused', errors } };
      }
      saved =
        change.card === null
          ? { ...saved, card: null, enabled: false }
          : {
              ...saved,
              ...change,
              threshold: Number(change.threshold ?? saved.threshold).toFixed(2),
              amount: Number(change.amount ?? saved.amount).toFixed(2),
            };
      return ok(saved);
    },
  });
  const sent = () =>
    fetch.mock.calls
      .filter(([, init]) => init?.method === 'PATCH')
      .map(([, init]) => JSON.parse(String(init?.body)));
  return { sent };
}

const value = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;
const errorOf = (label: string) => {
  const id = screen.getByLabelText(label).getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : null;
};

describe('the auto top-up card', () => {
  it('says a card top-up keeps a card when there is none', async () => {
    serveAutoTopup({ ...off, card: null });
    renderInApp(<AutoTopupCard />);
    const panel = await screen.findByRole('region', { name: 'Auto top-up' });
    expect(await within(panel).findByText(/No card saved yet\. Top up once by card/)).toBeTruthy();
    expect(screen.queryByRole('switch')).toBeNull();
  });

  it('shows the card, checks the amounts, and saves the switch with them', async () => {
    const user = userEvent.setup();
    const { sent } = serveAutoTopup(off);
    renderInApp(<AutoTopupCard />);
    expect(await screen.findByText('Visa ending 4081')).toBeTruthy();
    expect(screen.getByText('Expires December 2030')).toBeTruthy();
    const toggle = screen.getByRole('switch', { name: 'Auto top-up' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(value('When the wallet drops below (₦)')).toBe('');

    await user.click(toggle);
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    await user.type(screen.getByLabelText('Top up by (₦)'), '50');
    await user.click(screen.getByRole('button', { name: 'Save auto top-up' }));
    await waitFor(() => expect(errorOf('When the wallet drops below (₦)')).toBe('Threshold is required'));
    expect(errorOf('Top up by (₦)')).toBe('Amount must be between ₦100 and ₦10,000,000');
    expect(sent()).toEqual([]);

    await user.type(screen.getByLabelText('When the wallet drops below (₦)'), '5000');
    await user.clear(screen.getByLabelText('Top up by (₦)'));
    await user.type(screen.getByLabelText('Top up by (₦)'), '20000');
    await user.click(screen.getByRole('button', { name: 'Save auto top-up' }));
    expect(
      await screen.findByText('Auto top-up on: ₦20,000.00 when the wallet drops below ₦5,000.00'),
    ).toBeTruthy();
    expect(sent()).toEqual([{ enabled: true, threshold: '5000.00', amount: '20000.00' }]);
    await waitFor(() => expect(value('When the wallet drops below (₦)')).toBe('5000.00'));
    expect(screen.getByRole('switch', { name: 'Auto top-up' }).getAttribute('aria-checked')).toBe('true');
  });

  it("puts the server's refusal on its field", async () => {
    const user = userEvent.setup();
    serveAutoTopup(
      { ...off, threshold: '1000.00', amount: '5000.00' },
      (change) => change.threshold === '0.50',
    );
    renderInApp(<AutoTopupCard />);
    await waitFor(() => expect(value('When the wallet drops below (₦)')).toBe('1000.00'));
    await user.clear(screen.getByLabelText('When the wallet drops below (₦)'));
    await user.type(screen.getByLabelText('When the wallet drops below (₦)'), '0.5');
    await user.click(screen.getByRole('button', { name: 'Save auto top-up' }));
    await waitFor(() =>
      expect(errorOf('When the wallet drops below (₦)')).toBe('The threshold must be more than ₦0'),
    );
    expect(await screen.findByText('Threshold refused')).toBeTruthy();
  });

  it('forgets the card only once confirmed', async () => {
    const user = userEvent.setup();
    const { sent } = serveAutoTopup({ ...off, enabled: true, threshold: '1000.00', amount: '5000.00' });
    renderInApp(<AutoTopupCard />);
    await user.click(await screen.findByRole('button', { name: 'Forget card' }));
    const dialog = await screen.findByRole('dialog', { name: 'Forget this card?' });
    expect(
      within(dialog).getByText(/Auto top-up switches off and Visa ending 4081 is not charged again/),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Forget card' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Forget card' }));
    expect(await screen.findByText('Card forgotten. Auto top-up is off.')).toBeTruthy();
    expect(await screen.findByText(/No card saved yet/)).toBeTruthy();
    expect(sent()).toEqual([{ card: null }]);
  });

  it('says when charges failed, and when that switched it off', async () => {
    serveAutoTopup({ ...off, threshold: '1000.00', amount: '5000.00', failures: 3 });
    renderInApp(<AutoTopupCard />);
    expect(
      await screen.findByText(/Auto top-up switched itself off after 3 failed charges in a row/),
    ).toBeTruthy();
  });

  it('says why it could not load, and tries again', async () => {
    const user = userEvent.setup();
    let calls = 0;
    serveApi({
      'GET /billings/auto-topup': () => {
        calls += 1;
        return calls === 1
          ? { status: 500, body: { success: false, message: 'Down' } }
          : ok({ ...off, card: null });
      },
    });
    renderInApp(<AutoTopupCard />);
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/No card saved yet/)).toBeTruthy();
  });
});
