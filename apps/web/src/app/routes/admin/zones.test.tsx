import type { Zone } from '@lunch/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInApp, serveApi } from '../../../test/app-harness';
import { answered } from '../../../test/fixtures';
import { Component as ZonesPage } from './zones';

const MAINLAND_ID = '0195a3c2-7b1e-7c3d-9f00-00000000a001';

const zone = (overrides: Partial<Zone> = {}): Zone => ({
  id: MAINLAND_ID,
  name: 'Mainland',
  areas: [
    { state: 'Lagos', area: 'Ikeja' },
    { state: 'Lagos', area: 'Yaba' },
  ],
  delivery_fee: '1500.00',
  slots: null,
  order_cutoff: null,
  created_at: '2026-03-10T09:00:00.000Z',
  updated_at: '2026-03-10T09:00:00.000Z',
  ...overrides,
});

type Body = Record<string, unknown>;

/** The zones as the server keeps them: added, edited and deleted; `refuse` answers the next write instead. */
function serveZones(start: Zone[] = []) {
  let zones = [...start];
  let refusal: { status: number; body: Body } | null = null;
  const refuse = (status: number, message: string, path: string) => {
    refusal = { status, body: { success: false, message, data: null, errors: [{ path, message }] } };
  };
  const write = (answer: () => ReturnType<typeof answered>) => () => {
    if (!refusal) return answer();
    const refused = refusal;
    refusal = null;
    return refused as ReturnType<typeof answered>;
  };
  const fetch = serveApi({
    'GET /admin/zones': () => answered(zones),
    'POST /admin/zones': (body) =>
      write(() => {
        const added = zone({ ...(body as Partial<Zone>), id: '0195a3c2-7b1e-7c3d-9f00-00000000a002' });
        zones = [...zones, added].sort((a, b) => a.name.localeCompare(b.name));
        return answered(added, 'Zone added');
      })(),
    [`PATCH /admin/zones/${MAINLAND_ID}`]: (body) =>
      write(() => {
        zones = zones.map((found) =>
          found.id === MAINLAND_ID ? { ...found, ...(body as Partial<Zone>) } : found,
        );
        return answered(
          zones.find((found) => found.id === MAINLAND_ID),
          'Zone saved',
        );
      })(),
    [`DELETE /admin/zones/${MAINLAND_ID}`]: write(() => {
      zones = zones.filter((found) => found.id !== MAINLAND_ID);
      return answered(null, 'Zone deleted');
    }),
  });
  const sent = (method: string) =>
    fetch.mock.calls
      .filter(([, init]) => init?.method === method)
      .map(([, init]) => (init?.body ? (JSON.parse(String(init.body)) as Body) : null));
  return { sent, refuse };
}

const dialog = () => screen.getByRole('dialog');
const inDialog = (label: string) => within(dialog()).getByLabelText(label) as HTMLInputElement;
const areaRow = (n: number) => within(dialog()).getByRole('group', { name: `Area ${n}` });
const rowField = (n: number, label: 'State' | 'Area') =>
  within(areaRow(n)).getByLabelText(label, { exact: true }) as HTMLInputElement;

describe('delivery zones page', () => {
  it('says every address is served with no fee while there is no zone, then adds one with two areas', async () => {
    const user = userEvent.setup();
    const { sent } = serveZones();
    renderInApp(<ZonesPage />, '/admin/zones');
    expect(
      await screen.findByText(
        /^No delivery zones yet\. While no zone exists, every address is served with no delivery fee\./,
      ),
    ).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Add zone' }));
    expect(within(dialog()).getByRole('heading', { name: 'Add zone' })).toBeTruthy();
    const add = within(dialog()).getByRole('button', { name: 'Add zone' });
    // Checked before anything is sent: the fields say what is missing or wrong.
    await user.type(inDialog('Own delivery slots (optional)'), '12:00, 25:00');
    await user.click(add);
    await waitFor(() => expect(within(dialog()).getByText('Name is required')).toBeTruthy());
    expect(within(dialog()).getByText('"25:00": Must be a time (HH:MM, 24 h)')).toBeTruthy();
    expect(within(areaRow(1)).getByText('State is required')).toBeTruthy();
    expect(sent('POST')).toEqual([]);

    await user.type(inDialog('Name'), 'Mainland');
    await user.type(inDialog('Delivery fee (₦)'), '1500');
    await user.type(rowField(1, 'State'), 'Lagos');
    await user.type(rowField(1, 'Area'), 'Ikeja');
    // A new row takes the last row's state, and the keyboard goes to its area.
    await user.click(within(dialog()).getByRole('button', { name: 'Add area' }));
    expect(rowField(2, 'State').value).toBe('Lagos');
    expect(document.activeElement).toBe(rowField(2, 'Area'));
    await user.keyboard('Yaba');
    await user.clear(inDialog('Own delivery slots (optional)'));
    await user.type(inDialog('Own delivery slots (optional)'), '13:00 12:00');
    await user.click(add);

    expect(await screen.findByText('Zone Mainland added')).toBeTruthy();
    expect(sent('POST')).toEqual([
      {
        name: 'Mainland',
        delivery_fee: '1500.00',
        areas: [
          { state: 'Lagos', area: 'Ikeja' },
          { state: 'Lagos', area: 'Yaba' },
        ],
        slots: ['12:00', '13:00'],
        order_cutoff: null,
      },
    ]);
    const row = await screen.findByRole('row', { name: /Mainland/ });
    expect(within(row).getByText('Ikeja, Lagos')).toBeTruthy();
    expect(within(row).getByText('₦1,500.00')).toBeTruthy();
    expect(within(row).getByText('12:00, 13:00')).toBeTruthy();
    expect(within(row).getByText('Platform cut-off')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("puts the server's refusals on their fields: an area another zone holds, a name taken", async () => {
    const user = userEvent.setup();
    const { sent, refuse } = serveZones([zone()]);
    renderInApp(<ZonesPage />, '/admin/zones');
    await user.click(await screen.findByRole('button', { name: 'Edit Mainland' }));
    expect(inDialog('Name').value).toBe('Mainland');
    expect(inDialog('Delivery fee (₦)').value).toBe('1500.00');
    expect(rowField(2, 'Area').value).toBe('Yaba');

    const held = 'Lekki, Lagos already belongs to the zone "Island": an area belongs to one zone at most.';
    refuse(409, held, 'areas');
    await user.clear(rowField(2, 'Area'));
    await user.type(rowField(2, 'Area'), 'Lekki');
    await user.click(within(dialog()).getByRole('button', { name: 'Save zone' }));
    const areasError = await within(dialog()).findByText(held, { selector: '[role="alert"]' });
    expect(areasError.id).toBeTruthy();
    expect(within(dialog()).getByRole('group', { name: 'Areas' }).getAttribute('aria-describedby')).toBe(
      areasError.id,
    );

    refuse(409, 'Another zone is already named "Island": choose another name.', 'name');
    await user.clear(inDialog('Name'));
    await user.type(inDialog('Name'), 'island');
    await user.click(within(dialog()).getByRole('button', { name: 'Save zone' }));
    await waitFor(() => expect(inDialog('Name').getAttribute('aria-invalid')).toBe('true'));
    const nameError = document.getElementById(inDialog('Name').getAttribute('aria-describedby')!);
    expect(nameError?.textContent).toBe('Another zone is already named "Island": choose another name.');
    expect(sent('PATCH')).toHaveLength(2);
    expect((await screen.findByRole('row', { name: /Mainland/ })).textContent).toContain('Yaba, Lagos');
  });

  it('edits the fee and replaces the areas; removing a row leaves the keyboard on "Add area"', async () => {
    const user = userEvent.setup();
    const { sent } = serveZones([zone({ slots: ['12:00'], order_cutoff: '10:00' })]);
    renderInApp(<ZonesPage />, '/admin/zones');
    await user.click(await screen.findByRole('button', { name: 'Edit Mainland' }));
    await user.clear(inDialog('Delivery fee (₦)'));
    await user.type(inDialog('Delivery fee (₦)'), '2000');
    await user.click(within(areaRow(1)).getByRole('button', { name: 'Remove area 1' }));
    expect(document.activeElement).toBe(within(dialog()).getByRole('button', { name: 'Add area' }));
    expect(
      (within(areaRow(1)).getByRole('button', { name: 'Remove area 1' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    await user.clear(inDialog('Own order cut-off (optional)'));
    await user.click(within(dialog()).getByRole('button', { name: 'Save zone' }));
    expect(await screen.findByText('Zone Mainland saved')).toBeTruthy();
    expect(sent('PATCH')).toEqual([
      {
        name: 'Mainland',
        delivery_fee: '2000.00',
        areas: [{ state: 'Lagos', area: 'Yaba' }],
        slots: ['12:00'],
        order_cutoff: null,
      },
    ]);
    const row = await screen.findByRole('row', { name: /Mainland/ });
    await waitFor(() => expect(within(row).getByText('₦2,000.00')).toBeTruthy());
    expect(within(row).queryByText('Ikeja, Lagos')).toBeNull();
  });

  it('deletes a zone only once confirmed; Cancel is focused first and deletes nothing', async () => {
    const user = userEvent.setup();
    const { sent } = serveZones([zone()]);
    renderInApp(<ZonesPage />, '/admin/zones');
    await user.click(await screen.findByRole('button', { name: 'Delete Mainland' }));
    expect(within(dialog()).getByRole('heading', { name: 'Delete Mainland?' })).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog()).getByRole('button', { name: 'Cancel' }));
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent('DELETE')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete Mainland' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Delete zone' }));
    expect(await screen.findByText('Zone Mainland deleted')).toBeTruthy();
    expect(sent('DELETE')).toHaveLength(1);
    expect(await screen.findByText(/^No delivery zones yet\./)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add zone' }));
  });

  it('says why the zones could not be loaded and tries again', async () => {
    const user = userEvent.setup();
    let fail = true;
    serveApi({
      'GET /admin/zones': () =>
        fail
          ? { status: 500, body: { success: false, message: 'Something went wrong on our side' } }
          : answered([zone()]),
    });
    renderInApp(<ZonesPage />, '/admin/zones');
    expect(await screen.findByText('Something went wrong on our side')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('row', { name: /Mainland/ })).toBeTruthy();
  });
});
