import type { RiderRun, RiderStop } from '@lunch/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInApp, serveApi } from '../../../test/app-harness';
import { answered } from '../../../test/fixtures';
import { Component as RunPage } from './run';

const DAY = '2026-11-26';
const FIRST = '0195a3c2-7b1e-7c3d-9f00-00000000c001';
const SECOND = '0195a3c2-7b1e-7c3d-9f00-00000000c002';
/** The browser's own zone: slot times show without a zone name. */
const ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

const stop = (change: Partial<RiderStop> = {}): RiderStop => ({
  id: FIRST,
  ref: 'C0C001',
  status: 'CONFIRMED',
  delivery_slot: '12:30',
  time_zone: ZONE,
  zone: 'Mainland',
  address: {
    id: null,
    label: 'Office',
    address_line_1: '5 Adeola Odeku Street',
    address_line_2: 'Floor 3',
    city: 'Lagos',
    area: 'Victoria Island',
    state: 'Lagos',
    phone_number: '',
    instructions: 'Leave it at the front desk',
  },
  employee: { first_name: 'Staff', phone_number: '+234 803 111 2222' },
  company_name: 'A Company',
  items: 2,
  picked_up_at: null,
  delivered_at: null,
  failed_at: null,
  failure_reason: null,
  late: false,
  handover_locked: false,
  ...change,
});

const runOf = (stops: RiderStop[], date = DAY): RiderRun => ({
  date,
  rider: { first_name: 'Island', last_name: 'Rider' },
  slots: [...new Set(stops.map((one) => one.delivery_slot))].map((slot) => ({
    slot,
    stops: stops.filter((one) => one.delivery_slot === slot),
  })),
});

type Envelope = ReturnType<typeof answered> | { status: number; body: Record<string, unknown> };

/**
 * The rider's run as the server keeps it: a pick-up puts the stop out for delivery; a hand-over
 * answers what `handOver` says for the code sent (by default: delivered).
 */
function serveRun(start: RiderStop[], handOver?: (code: string) => Envelope | null) {
  let stops = [...start];
  const change = (id: string, changes: Partial<RiderStop>) => {
    stops = stops.map((one) => (one.id === id ? { ...one, ...changes } : one));
    return answered(stops.find((one) => one.id === id));
  };
  const perStop = (id: string) => ({
    [`POST /rider/orders/${id}/picked-up`]: () =>
      change(id, { status: 'OUT_FOR_DELIVERY', picked_up_at: '2026-11-26T11:05:00.000Z' }),
    [`POST /rider/orders/${id}/delivered`]: (body: unknown) => {
      const refused = handOver?.((body as { code: string }).code);
      if (refused) return refused;
      return change(id, { status: 'DELIVERED', delivered_at: '2026-11-26T11:20:00.000Z' });
    },
    [`POST /rider/orders/${id}/failed`]: (body: unknown) =>
      change(id, {
        failed_at: '2026-11-26T11:20:00.000Z',
        failure_reason: (body as { reason: string }).reason,
      }),
  });
  const fetch = serveApi({
    'GET /rider/runs': () => answered(runOf(stops)),
    ...perStop(FIRST),
    ...perStop(SECOND),
  });
  const sent = (path: string) =>
    fetch.mock.calls
      .filter(([url, init]) => init?.method === 'POST' && url === `/api${path}`)
      .map(([, init]) => JSON.parse(String(init?.body)) as unknown);
  const asked = () =>
    fetch.mock.calls.filter(([, init]) => (init?.method ?? 'GET') === 'GET').map(([url]) => url);
  return { sent, asked };
}

const card = (name: string) => screen.getByRole('listitem', { name });
const dialog = () => screen.getByRole('dialog');
const typeCode = async (user: ReturnType<typeof userEvent.setup>, code: string) => {
  await user.click(within(dialog()).getByLabelText('Digit 1 of 4'));
  await user.keyboard(code);
};

describe("the rider's run", () => {
  it('shows each stop by slot: to whom, where, what; picks it up, then hands it over with the code', async () => {
    const user = userEvent.setup();
    const { sent } = serveRun([stop({ late: true })]);
    renderInApp(<RunPage />, '/rider/run');

    expect(await screen.findByRole('heading', { level: 2, name: /^12:30/ })).toBeTruthy();
    const staff = card('Staff');
    expect(within(staff).getByText('A Company · 2 dishes · Order C0C001')).toBeTruthy();
    const call = within(staff).getByRole('link', { name: 'Call Staff on +234 803 111 2222' });
    expect(call.getAttribute('href')).toBe('tel:+2348031112222');
    expect(within(staff).getByText('5 Adeola Odeku Street')).toBeTruthy();
    expect(within(staff).getByText('Floor 3')).toBeTruthy();
    expect(within(staff).getByText('Victoria Island')).toBeTruthy();
    expect(within(staff).getByText('Leave it at the front desk')).toBeTruthy();
    expect(within(staff).getByText('Late')).toBeTruthy();
    expect(within(staff).getByText('To pick up')).toBeTruthy();
    // Not picked up yet: it cannot be handed over.
    expect(within(staff).queryByRole('button', { name: 'Delivered' })).toBeNull();

    await user.click(within(staff).getByRole('button', { name: 'Picked up' }));
    expect(await screen.findByText("Picked up Staff's order")).toBeTruthy();
    await waitFor(() => expect(within(card('Staff')).getByText('On the way')).toBeTruthy());
    expect(sent(`/rider/orders/${FIRST}/picked-up`)).toEqual([{}]);

    await user.click(within(card('Staff')).getByRole('button', { name: 'Delivered' }));
    expect(within(dialog()).getByRole('heading', { name: 'Deliver to Staff' })).toBeTruthy();
    // Three digits are not a code: nothing is sent.
    await typeCode(user, '482');
    await user.click(within(dialog()).getByRole('button', { name: 'Confirm delivery' }));
    expect(within(dialog()).getByText('Enter the 4 digits the employee gives you.')).toBeTruthy();
    expect(sent(`/rider/orders/${FIRST}/delivered`)).toEqual([]);
    // The first box takes the focus after the refusal (a frame later): then the last digit is added.
    await waitFor(() => expect(document.activeElement).toBe(within(dialog()).getByLabelText('Digit 1 of 4')));

    await user.click(within(dialog()).getByLabelText('Digit 4 of 4'));
    await user.keyboard('1');
    await user.click(within(dialog()).getByRole('button', { name: 'Confirm delivery' }));
    expect(await screen.findByText('Delivered to Staff')).toBeTruthy();
    expect(sent(`/rider/orders/${FIRST}/delivered`)).toEqual([{ code: '4821' }]);
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(within(card('Staff')).getByText('Delivered')).toBeTruthy());
    expect(within(card('Staff')).queryByRole('button')).toBeNull();
  });

  it('says what the server says of a wrong code, and that a locked code alerted the platform admin', async () => {
    const user = userEvent.setup();
    const answers: Envelope[] = [
      { status: 400, body: { success: false, message: 'Wrong code: 4 tries left', data: null } },
      {
        status: 423,
        body: { success: false, message: 'The code is locked: the platform admin was alerted', data: null },
      },
    ];
    const { sent } = serveRun([stop({ status: 'OUT_FOR_DELIVERY' })], () => answers.shift() ?? null);
    renderInApp(<RunPage />, '/rider/run');

    await user.click(
      await within(await screen.findByRole('listitem', { name: 'Staff' })).findByRole('button', {
        name: 'Delivered',
      }),
    );
    await typeCode(user, '1111');
    await user.click(within(dialog()).getByRole('button', { name: 'Confirm delivery' }));
    const wrong = await within(dialog()).findByText('Wrong code: 4 tries left');
    expect(wrong.getAttribute('role')).toBe('alert');
    // The boxes are emptied for another try, the first one focused.
    const first = within(dialog()).getByLabelText('Digit 1 of 4') as HTMLInputElement;
    expect(first.value).toBe('');
    // Focus moves once the boxes re-render after the refusal (on a busy machine, a moment later).
    await waitFor(() => expect(document.activeElement).toBe(first));

    await user.keyboard('2222');
    await user.click(within(dialog()).getByRole('button', { name: 'Confirm delivery' }));
    expect(
      await within(dialog()).findByText(
        /^The code is locked after 5 wrong tries\. The platform admin was alerted/,
      ),
    ).toBeTruthy();
    expect(within(dialog()).queryByRole('button', { name: 'Confirm delivery' })).toBeNull();
    expect(sent(`/rider/orders/${FIRST}/delivered`)).toEqual([{ code: '1111' }, { code: '2222' }]);
  });

  it('reports a delivery it could not make, with why (required)', async () => {
    const user = userEvent.setup();
    const { sent } = serveRun([
      stop(),
      stop({
        id: SECOND,
        ref: 'C0C002',
        delivery_slot: '13:00',
        employee: { first_name: 'Other', phone_number: '+234 803 000 0000' },
      }),
    ]);
    renderInApp(<RunPage />, '/rider/run');
    expect(await screen.findByRole('heading', { level: 2, name: /^13:00/ })).toBeTruthy();

    await user.click(within(card('Other')).getByRole('button', { name: 'Could not deliver' }));
    expect(within(dialog()).getByRole('heading', { name: 'Could not deliver to Other' })).toBeTruthy();
    await user.click(within(dialog()).getByRole('button', { name: 'Report' }));
    expect(await within(dialog()).findByText('Reason is required')).toBeTruthy();
    expect(sent(`/rider/orders/${SECOND}/failed`)).toEqual([]);

    await user.type(within(dialog()).getByLabelText('What happened?'), 'Nobody answered the phone');
    await user.click(within(dialog()).getByRole('button', { name: 'Report' }));
    expect(await screen.findByText('Reported: the platform admin was alerted')).toBeTruthy();
    expect(sent(`/rider/orders/${SECOND}/failed`)).toEqual([{ reason: 'Nobody answered the phone' }]);
    await waitFor(() =>
      expect(within(card('Other')).getByText('Could not deliver: Nobody answered the phone')).toBeTruthy(),
    );
  });

  it('says when nothing is assigned for the day, and moves to the next day', async () => {
    const user = userEvent.setup();
    const { asked } = serveRun([]);
    renderInApp(<RunPage />, '/rider/run');
    expect(await screen.findByText('No deliveries assigned to you for Thu 26 Nov 2026.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next day' }));
    await waitFor(() => expect(asked().at(-1)).toBe('/api/rider/runs?date=2026-11-27'));
    expect(asked()[0]).toBe('/api/rider/runs');
  });

  it("shows the server's message when the run cannot be loaded", async () => {
    serveApi({
      'GET /rider/runs': {
        status: 500,
        body: { success: false, message: 'Something went wrong on our side' },
      },
    });
    renderInApp(<RunPage />, '/rider/run');
    expect(await screen.findByText('Something went wrong on our side')).toBeTruthy();
  });
});
