import type { Restaurant, UpdateRestaurantHours } from '@lunch/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInApp, serveApi } from '../../../test/app-harness';
import { answered } from '../../../test/fixtures';
import { Component as HoursPage } from './hours';

const restaurant = (change: Partial<Restaurant> = {}): Restaurant => ({
  id: '0195a3c2-7b1e-7c3d-9f00-00000000f001',
  name: 'A Restaurant',
  cuisines: ['Nigerian'],
  address: '3 Awolowo Road, Ikoyi',
  zones: [],
  commission_percent: 15,
  contact_email: 'kitchen@example.com',
  payout_bank: { bank_code: '058', account_number: '0123456789', account_name: 'A Restaurant Ltd' },
  state: 'ACTIVE',
  signed_up: true,
  platform_kitchen: false,
  opening_days: [],
  order_cutoff: null,
  slot_capacity: null,
  rating: { average: null, count: 0 },
  balance: '0.00',
  created_at: '2026-03-01T09:00:00.000Z',
  ...change,
});

type Refusal = { status: number; body: { success: false; message: string; errors?: unknown } };

/** The restaurant's profile as the server keeps it; a save answers what `refuse` says, else saves. */
function serveProfile(start: Restaurant, refuse?: (hours: UpdateRestaurantHours) => Refusal | null) {
  let kept = start;
  const fetch = serveApi({
    'GET /restaurant/profile': () => answered(kept),
    'PATCH /restaurant/profile': (body) => {
      const hours = body as UpdateRestaurantHours;
      const refused = refuse?.(hours);
      if (refused) return refused;
      kept = { ...kept, ...(hours as Partial<Restaurant>) };
      return answered(kept);
    },
  });
  const saved = () =>
    fetch.mock.calls
      .filter(([, init]) => init?.method === 'PATCH')
      .map(([, init]) => JSON.parse(String(init?.body)) as unknown);
  return { saved };
}

const form = () => screen.getByRole('form', { name: 'Hours' });
const save = () => within(form()).getByRole('button', { name: 'Save hours' });

describe("the restaurant's hours", () => {
  it('sets opening days, its own cut-off and a capacity per slot, then back to the platform and no limit', async () => {
    const user = userEvent.setup();
    const { saved } = serveProfile(restaurant());
    renderInApp(<HoursPage />, '/restaurant/hours');

    await screen.findByRole('form', { name: 'Hours' });
    expect((screen.getByLabelText("Platform's cut-off") as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('No limit') as HTMLInputElement).checked).toBe(true);
    // The time and the number are asked for only once chosen.
    expect(screen.queryByLabelText('Own cut-off time')).toBeNull();
    expect(screen.queryByLabelText('Orders per slot')).toBeNull();

    await user.click(screen.getByLabelText('Monday'));
    await user.click(screen.getByLabelText('Wednesday'));
    await user.click(screen.getByLabelText('Own cut-off'));
    await user.type(screen.getByLabelText('Own cut-off time'), '09:30');
    await user.click(screen.getByLabelText('A number of orders'));
    await user.type(screen.getByLabelText('Orders per slot'), '25');
    await user.click(save());
    expect(await screen.findByText('Hours saved')).toBeTruthy();
    expect(saved()).toEqual([{ opening_days: ['MON', 'WED'], order_cutoff: '09:30', slot_capacity: 25 }]);

    await user.click(screen.getByLabelText("Platform's cut-off"));
    await user.click(screen.getByLabelText('No limit'));
    await user.click(save());
    await waitFor(() => expect(saved()).toHaveLength(2));
    expect(saved()[1]).toEqual({ opening_days: ['MON', 'WED'], order_cutoff: null, slot_capacity: null });
  });

  it('says what is wrong on the field before sending: no time, a capacity that is not a whole number', async () => {
    const user = userEvent.setup();
    const { saved } = serveProfile(restaurant({ order_cutoff: '10:00', slot_capacity: 12 }));
    renderInApp(<HoursPage />, '/restaurant/hours');

    const time = (await screen.findByLabelText('Own cut-off time')) as HTMLInputElement;
    expect(time.value).toBe('10:00');
    expect((screen.getByLabelText('Orders per slot') as HTMLInputElement).value).toBe('12');
    await user.clear(time);
    await user.clear(screen.getByLabelText('Orders per slot'));
    await user.type(screen.getByLabelText('Orders per slot'), '2.5');
    await user.click(save());
    expect(await screen.findByText('Must be a time (HH:MM, 24 h)')).toBeTruthy();
    expect(screen.getByText('Slot capacity must be a whole number of orders')).toBeTruthy();
    expect(screen.getByLabelText('Orders per slot').getAttribute('aria-invalid')).toBe('true');
    expect(saved()).toEqual([]);
  });

  it("puts the server's refusal on the field it names: a cut-off later than the platform's", async () => {
    const user = userEvent.setup();
    const { saved } = serveProfile(restaurant(), (hours) =>
      hours.order_cutoff === '11:00'
        ? {
            status: 400,
            body: {
              success: false,
              message: "Order cut-off may not be later than the platform's (10:30)",
              errors: [
                {
                  path: 'order_cutoff',
                  message: "Order cut-off may not be later than the platform's (10:30)",
                },
              ],
            },
          }
        : null,
    );
    renderInApp(<HoursPage />, '/restaurant/hours');

    await user.click(await screen.findByLabelText('Own cut-off'));
    await user.type(screen.getByLabelText('Own cut-off time'), '11:00');
    await user.click(save());
    const error = await within(form()).findByRole('alert');
    expect(error.textContent).toBe("Order cut-off may not be later than the platform's (10:30)");
    expect(screen.getByLabelText('Own cut-off time').getAttribute('aria-invalid')).toBe('true');
    expect(saved()).toEqual([{ opening_days: [], order_cutoff: '11:00', slot_capacity: null }]);
  });

  it("shows the server's message when the hours cannot be loaded", async () => {
    serveApi({
      'GET /restaurant/profile': {
        status: 500,
        body: { success: false, message: 'Something went wrong on our side' },
      },
    });
    renderInApp(<HoursPage />, '/restaurant/hours');
    expect(await screen.findByText('Something went wrong on our side')).toBeTruthy();
  });
});
