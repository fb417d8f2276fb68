import type { Restaurant, Zone } from '@lunch/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInApp, serveApi } from '../../../test/app-harness';
import { answered } from '../../../test/fixtures';
import { Component as RestaurantsPage } from './restaurants';

const MAINLAND = '0195a3c2-7b1e-7c3d-9f00-00000000b001';
const ISLAND = '0195a3c2-7b1e-7c3d-9f00-00000000b002';
const RESTAURANT_ID = '0195a3c2-7b1e-7c3d-9f00-00000000c001';

const zone = (id: string, name: string): Zone => ({
  id,
  name,
  areas: [{ state: 'Lagos', area: name }],
  delivery_fee: '1500.00',
  slots: null,
  order_cutoff: null,
  created_at: '2026-03-10T09:00:00.000Z',
  updated_at: '2026-03-10T09:00:00.000Z',
});
const zones = [zone(ISLAND, 'Island'), zone(MAINLAND, 'Mainland')];

type Body = Record<string, unknown>;

/** A restaurant as the server answers it, from the body written. */
const restaurantOf = (body: Body, before?: Restaurant): Restaurant =>
  ({
    id: RESTAURANT_ID,
    state: 'ACTIVE',
    signed_up: false,
    platform_kitchen: false,
    opening_days: [],
    order_cutoff: null,
    slot_capacity: null,
    rating: { average: null, count: 0 },
    balance: '0.00',
    created_at: '2026-11-26T09:00:00.000Z',
    ...before,
    ...body,
    zones: Array.isArray(body.zones)
      ? zones.filter((one) => (body.zones as string[]).includes(one.id)).map(({ id, name }) => ({ id, name }))
      : (before?.zones ?? []),
  }) as Restaurant;

/**
 * The restaurants as the server keeps them; the first POST is refused as `refuseFirst` says, when
 * given; `sent(method)` the bodies written.
 */
function serveRestaurants(refuseFirst?: { status: number; message: string; errors: Body[] }) {
  let restaurants: Restaurant[] = [];
  let refusal = refuseFirst;
  const fetch = serveApi({
    'GET /admin/restaurants': () => answered(restaurants),
    'GET /admin/zones': answered(zones),
    'POST /admin/restaurants': (body) => {
      if (refusal) {
        const { status, message, errors } = refusal;
        refusal = undefined;
        return { status, body: { success: false, message, errors } };
      }
      restaurants = [restaurantOf(body as Body)];
      return { status: 201, body: { success: true, message: 'Restaurant added', data: restaurants[0] } };
    },
    [`PATCH /admin/restaurants/${RESTAURANT_ID}`]: (body) => {
      restaurants = restaurants.map((one) => restaurantOf(body as Body, one));
      return answered(restaurants[0], 'Restaurant saved');
    },
  });
  const sent = (method: string) =>
    fetch.mock.calls
      .filter(([, init]) => init?.method === method)
      .map(([, init]) => JSON.parse(String(init?.body)) as Body);
  return { sent };
}

const dialog = () => within(screen.getByRole('dialog'));
/** The error shown under a field, read as assistive technology reads it (its description). */
const errorOf = (label: string) => {
  const control = dialog().getByLabelText(label);
  const id = control.getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : undefined;
};

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(dialog().getByLabelText('Name'), 'Cedar Grill');
  await user.type(dialog().getByLabelText('Contact email'), 'kitchen@cedar.example.com');
  await user.type(dialog().getByLabelText('Address'), '4 Admiralty Way, Lekki');
  await user.type(dialog().getByLabelText('Cuisines'), 'Lebanese, Grill');
  await user.type(dialog().getByLabelText('Commission (%)'), '12.5');
  await user.click(await dialog().findByLabelText('Island'));
  await user.type(dialog().getByLabelText('Bank code'), '058');
  await user.type(dialog().getByLabelText('Account number'), '0123456789');
  await user.type(dialog().getByLabelText('Account name'), 'Cedar Grill Ltd');
}

describe('restaurants page', () => {
  it("shows the form's refusals at their fields, its own and the server's, then adds the restaurant", async () => {
    const user = userEvent.setup();
    const { sent } = serveRestaurants({
      status: 409,
      message: 'An account already uses this email',
      errors: [
        { path: 'contact_email', message: 'An account already uses this email' },
        { path: 'payout_bank.account_number', message: 'Paystack could not resolve this account' },
      ],
    });
    renderInApp(<RestaurantsPage />, '/admin/restaurants');
    expect(await screen.findByText(/^No restaurants yet\. Add one/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Add restaurant' }));
    const add = dialog().getByRole('button', { name: 'Add restaurant' });
    await user.click(add);
    await waitFor(() => expect(errorOf('Name')).toBe('Name is required'));
    expect(errorOf('Cuisines')).toBe('Cuisines must list at least one cuisine');
    expect(errorOf('Commission (%)')).toBe('Commission is required');
    expect(errorOf('Account number')).toBe('Account number must be 10 digits');
    expect(errorOf('Bank code')).toBe("Bank code must be 3 to 6 digits (the bank's code at Paystack)");
    expect(dialog().getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');
    expect(sent('POST')).toEqual([]);

    await user.type(dialog().getByLabelText('Commission (%)'), '120');
    await user.click(add);
    await waitFor(() => expect(errorOf('Commission (%)')).toBe('Commission must be from 0 to 100 percent'));
    await user.clear(dialog().getByLabelText('Commission (%)'));

    // The server's refusals land under the fields they name.
    await fill(user);
    await user.click(add);
    await waitFor(() => expect(errorOf('Contact email')).toBe('An account already uses this email'));
    expect(errorOf('Account number')).toBe('Paystack could not resolve this account');
    expect(errorOf('Name')).not.toBe('Name is required');

    await user.clear(dialog().getByLabelText('Contact email'));
    await user.type(dialog().getByLabelText('Contact email'), 'orders@cedar.example.com');
    await user.click(add);
    expect(
      await screen.findByText('Cedar Grill added: an invitation is on its way to orders@cedar.example.com'),
    ).toBeTruthy();
    const body = {
      name: 'Cedar Grill',
      cuisines: ['Lebanese', 'Grill'],
      address: '4 Admiralty Way, Lekki',
      zones: [ISLAND],
      commission_percent: 12.5,
      contact_email: 'orders@cedar.example.com',
      payout_bank: { bank_code: '058', account_number: '0123456789', account_name: 'Cedar Grill Ltd' },
    };
    expect(sent('POST').at(-1)).toEqual(body);
    const row = within(await screen.findByRole('row', { name: /Cedar Grill/ }));
    expect(row.getByText('Lebanese, Grill')).toBeTruthy();
    expect(row.getByText('Island')).toBeTruthy();
    expect(row.getByText('12.5 %')).toBeTruthy();
    expect(row.getByText('Invited')).toBeTruthy();
    expect(row.getByText('₦0.00')).toBeTruthy();

    // Edit: the form holds the restaurant as it is; the changes are sent.
    await user.click(row.getByRole('button', { name: 'Edit Cedar Grill' }));
    expect((dialog().getByLabelText('Cuisines') as HTMLInputElement).value).toBe('Lebanese, Grill');
    expect((dialog().getByLabelText('Island') as HTMLInputElement).checked).toBe(true);
    await user.click(dialog().getByLabelText('Mainland'));
    await user.clear(dialog().getByLabelText('Commission (%)'));
    await user.type(dialog().getByLabelText('Commission (%)'), '15');
    await user.click(dialog().getByRole('button', { name: 'Save restaurant' }));
    expect(await screen.findByText('Cedar Grill saved')).toBeTruthy();
    expect(sent('PATCH')).toEqual([{ ...body, zones: [ISLAND, MAINLAND], commission_percent: 15 }]);
    await waitFor(() =>
      expect(within(screen.getByRole('row', { name: /Cedar Grill/ })).getByText('15 %')).toBeTruthy(),
    );
    await waitFor(() => expect(screen.queryByText(/^Cedar Grill added/)).toBeNull());
  });

  it('suspends a restaurant only once asked, and reactivates it', async () => {
    const user = userEvent.setup();
    const { sent } = serveRestaurants();
    renderInApp(<RestaurantsPage />, '/admin/restaurants');
    await user.click(await screen.findByRole('button', { name: 'Add restaurant' }));
    await fill(user);
    await user.click(dialog().getByRole('button', { name: 'Add restaurant' }));
    const row = () => within(screen.getByRole('row', { name: /Cedar Grill/ }));
    await screen.findByRole('row', { name: /Cedar Grill/ });

    await user.click(row().getByRole('button', { name: 'Suspend Cedar Grill' }));
    expect(dialog().getByText(/Its dishes stop being offered to employees at once/)).toBeTruthy();
    await user.click(dialog().getByRole('button', { name: 'Cancel' }));
    expect(sent('PATCH')).toEqual([]);

    await user.click(row().getByRole('button', { name: 'Suspend Cedar Grill' }));
    await user.click(dialog().getByRole('button', { name: 'Suspend' }));
    expect(await screen.findByText('Cedar Grill is suspended')).toBeTruthy();
    expect(sent('PATCH')).toEqual([{ state: 'SUSPENDED' }]);
    await waitFor(() => expect(row().getByText('Suspended')).toBeTruthy());

    await user.click(row().getByRole('button', { name: 'Reactivate Cedar Grill' }));
    await user.click(dialog().getByRole('button', { name: 'Reactivate' }));
    expect(await screen.findByText('Cedar Grill is back on the menu')).toBeTruthy();
    expect(sent('PATCH')).toEqual([{ state: 'SUSPENDED' }, { state: 'ACTIVE' }]);
    await waitFor(() => expect(row().getByText('Active')).toBeTruthy());
    // The new toast replaced the first, which leaves after its exit animation (a timer): wait for it.
    await waitFor(() => expect(screen.queryByText('Cedar Grill is suspended')).toBeNull());
  });
});
