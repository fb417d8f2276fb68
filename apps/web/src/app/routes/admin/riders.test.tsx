import type { Rider, Zone } from '@lunch/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInApp, serveApi } from '../../../test/app-harness';
import { answered } from '../../../test/fixtures';
import { Component as RidersPage } from './riders';

const MAINLAND = '0195a3c2-7b1e-7c3d-9f00-00000000b001';
const ISLAND = '0195a3c2-7b1e-7c3d-9f00-00000000b002';
const RIDER_ID = '0195a3c2-7b1e-7c3d-9f00-00000000d001';

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

/** The riders as the server keeps them; `sent(method)` the bodies written. */
function serveRiders() {
  let riders: Rider[] = [];
  const withZones = (body: Body) =>
    ({
      ...body,
      ...(Array.isArray(body.zones) && {
        zones: zones
          .filter((one) => (body.zones as string[]).includes(one.id))
          .map(({ id, name }) => ({ id, name })),
      }),
    }) as Partial<Rider>;
  const fetch = serveApi({
    'GET /admin/riders': () => answered(riders),
    'GET /admin/zones': answered(zones),
    'GET /admin/dispatch': answered({ date: '2026-11-26', groups: [], riders: [] }),
    'POST /admin/riders': (body) => {
      const rider = {
        id: RIDER_ID,
        account_state: 'ACTIVE',
        created_at: '2026-11-26T09:00:00.000Z',
        ...withZones(body as Body),
      } as Rider;
      riders = [rider];
      return { status: 201, body: { success: true, message: 'Rider invited', data: rider } };
    },
    [`PATCH /admin/riders/${RIDER_ID}`]: (body) => {
      riders = riders.map((one) => ({ ...one, ...withZones(body as Body) }));
      return answered(riders[0], 'Rider saved');
    },
  });
  const sent = (method: string) =>
    fetch.mock.calls
      .filter(([, init]) => init?.method === method)
      .map(([, init]) => JSON.parse(String(init?.body)) as Body);
  return { sent };
}

const dialog = () => screen.getByRole('dialog');

describe('riders page', () => {
  it('explains riders while there is none, invites one with a zone, and edits their zones and phone', async () => {
    const user = userEvent.setup();
    const { sent } = serveRiders();
    renderInApp(<RidersPage />, '/admin/riders');
    expect(await screen.findByText(/^No riders yet\. A rider signs in on their phone/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Invite rider' }));
    const invite = within(dialog()).getByRole('button', { name: 'Invite rider' });
    await user.click(invite);
    await waitFor(() => expect(within(dialog()).getByText('First name is required')).toBeTruthy());
    expect(sent('POST')).toEqual([]);

    await user.type(within(dialog()).getByLabelText('Email'), 'rider@example.com');
    await user.type(within(dialog()).getByLabelText('First name'), 'Island');
    await user.type(within(dialog()).getByLabelText('Last name'), 'Rider');
    await user.type(within(dialog()).getByLabelText('Phone number'), '+234 803 111 2222');
    await user.click(await within(dialog()).findByLabelText('Mainland'));
    await user.click(invite);
    expect(
      await screen.findByText('Island Rider invited: an email is on its way to rider@example.com'),
    ).toBeTruthy();
    expect(sent('POST')).toEqual([
      {
        email: 'rider@example.com',
        first_name: 'Island',
        last_name: 'Rider',
        phone_number: '+234 803 111 2222',
        zones: [MAINLAND],
      },
    ]);
    const row = await screen.findByRole('row', { name: /Island Rider/ });
    expect(within(row).getByText('Mainland')).toBeTruthy();
    expect(within(row).getByText('Active')).toBeTruthy();

    await user.click(within(row).getByRole('button', { name: 'Edit Island Rider' }));
    expect((within(dialog()).getByLabelText('Mainland') as HTMLInputElement).checked).toBe(true);
    await user.click(within(dialog()).getByLabelText('Island'));
    await user.clear(within(dialog()).getByLabelText('Phone number'));
    await user.type(within(dialog()).getByLabelText('Phone number'), '+234 803 999 0000');
    await user.click(within(dialog()).getByRole('button', { name: 'Save rider' }));
    expect(await screen.findByText('Island Rider saved')).toBeTruthy();
    expect(sent('PATCH')).toEqual([
      {
        first_name: 'Island',
        last_name: 'Rider',
        phone_number: '+234 803 999 0000',
        zones: [ISLAND, MAINLAND],
      },
    ]);
    await waitFor(() =>
      expect(
        within(screen.getByRole('row', { name: /Island Rider/ })).getByText('+234 803 999 0000'),
      ).toBeTruthy(),
    );
  });

  it('suspends a rider only once asked, and lets them back in', async () => {
    const user = userEvent.setup();
    const { sent } = serveRiders();
    renderInApp(<RidersPage />, '/admin/riders');
    await user.click(await screen.findByRole('button', { name: 'Invite rider' }));
    await user.type(within(dialog()).getByLabelText('Email'), 'rider@example.com');
    await user.type(within(dialog()).getByLabelText('First name'), 'Island');
    await user.type(within(dialog()).getByLabelText('Last name'), 'Rider');
    await user.type(within(dialog()).getByLabelText('Phone number'), '+234 803 111 2222');
    await user.click(within(dialog()).getByRole('button', { name: 'Invite rider' }));
    const row = () => screen.getByRole('row', { name: /Island Rider/ });
    await screen.findByRole('row', { name: /Island Rider/ });

    await user.click(within(row()).getByRole('button', { name: 'Suspend Island Rider' }));
    expect(within(dialog()).getByText(/go back to Dispatch, unassigned/)).toBeTruthy();
    await user.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    expect(sent('PATCH')).toEqual([]);

    await user.click(within(row()).getByRole('button', { name: 'Suspend Island Rider' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Suspend' }));
    expect(await screen.findByText('Island Rider is suspended')).toBeTruthy();
    expect(sent('PATCH')).toEqual([{ account_state: 'SUSPENDED' }]);
    await waitFor(() => expect(within(row()).getByText('Suspended')).toBeTruthy());

    await user.click(within(row()).getByRole('button', { name: 'Reactivate Island Rider' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Reactivate' }));
    expect(await screen.findByText('Island Rider can sign in again')).toBeTruthy();
    expect(sent('PATCH')).toEqual([{ account_state: 'SUSPENDED' }, { account_state: 'ACTIVE' }]);
    // The new toast replaced the first, which leaves after its exit animation (a timer): wait for it.
    await waitFor(() => expect(screen.queryByText('Island Rider is suspended')).toBeNull());
  });
});
