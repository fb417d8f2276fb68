import type { Address, AddressInput } from '@lunch/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInApp, serveApi } from '../../../test/app-harness';
import { answered } from '../../../test/fixtures';
import { AddressesPanel } from './addresses-panel';

const home: Address = {
  id: '0195a3c2-7b1e-7c3d-9f00-0000000000a1',
  label: 'Home',
  address_line_1: '2 Allen Avenue',
  address_line_2: '',
  city: 'Ikeja',
  area: 'Ikeja',
  state: 'Lagos',
  phone_number: '+2348098765432',
  instructions: '',
  default_for: ['MON', 'WED'],
  served: true,
  zone: { id: '0195a3c2-7b1e-7c3d-9f00-0000000000f1', name: 'Mainland', delivery_fee: '1500.00' },
  created_at: '2026-03-01T09:00:00.000Z',
};
const beach: Address = {
  ...home,
  id: '0195a3c2-7b1e-7c3d-9f00-0000000000a2',
  label: 'Beach house',
  address_line_1: '7 Coastal Road',
  address_line_2: 'Gate B',
  city: 'Lekki',
  area: 'Ajah',
  phone_number: '',
  instructions: 'Call when at the gate',
  default_for: [],
  served: false,
  zone: null,
};

/** The id the server gives the address added. */
const NEW_ID = '0195a3c2-7b1e-7c3d-9f00-0000000000a9';

/**
 * The address book as the server keeps it: adds at the end, moves week days, refuses the last
 * delete and a label of "x" on its field; `sent` lists the writes.
 */
function serveAddresses(start: Address[]) {
  let book = [...start];
  const sent: Array<[string, unknown]> = [];
  const takeDays = (keep: string, days: readonly string[] = []) => {
    book = book.map((address) =>
      address.id === keep
        ? address
        : { ...address, default_for: address.default_for.filter((day) => !days.includes(day)) },
    );
  };
  const newIds = [NEW_ID];
  const fetch = serveApi({
    'GET /profile/addresses': () => answered(book),
    'POST /profile/addresses': (body) => {
      sent.push(['POST', body]);
      const input = body as Required<AddressInput>;
      if (input.label === 'x') {
        const errors = [{ path: 'label', message: 'Label is already used' }];
        return { status: 400, body: { success: false, message: 'label: Label is already used', errors } };
      }
      const added: Address = { ...home, ...input, id: newIds.shift()!, served: true, zone: null };
      takeDays(added.id, input.default_for);
      book = [...book, added];
      return answered(added, 'Address added');
    },
    ...Object.fromEntries(
      [...start.map((address) => address.id), NEW_ID].flatMap((addressId) => [
        [
          `PATCH /profile/addresses/${addressId}`,
          (body: unknown) => {
            sent.push([`PATCH ${addressId}`, body]);
            const changes = body as Partial<Address>;
            takeDays(addressId, changes.default_for);
            book = book.map((address) => (address.id === addressId ? { ...address, ...changes } : address));
            return answered(
              book.find((address) => address.id === addressId),
              'Address saved',
            );
          },
        ],
        [
          `DELETE /profile/addresses/${addressId}`,
          () => {
            sent.push([`DELETE ${addressId}`, null]);
            if (book.length === 1) {
              const message =
                'Home is your only delivery address, so it cannot be deleted. Add another address first.';
              return { status: 409, body: { success: false, message, data: null } };
            }
            book = book.filter((address) => address.id !== addressId);
            return answered(null, 'Address deleted');
          },
        ],
      ]),
    ),
  });
  return { fetch, sent };
}

const panel = () => screen.getByRole('region', { name: 'Delivery addresses' });
const card = (label: string) => within(panel()).getByRole('listitem', { name: label });
const dialog = (name: string) => screen.getByRole('dialog', { name });
const errorOf = (control: HTMLElement) => {
  const id = control.getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : null;
};

describe('delivery addresses panel', () => {
  it('lists each address with its details, zone and fee, and warns where there is no delivery', async () => {
    serveAddresses([home, beach]);
    renderInApp(<AddressesPanel />);
    expect(within(panel()).getByText('Loading your addresses...')).toBeTruthy();

    const first = await waitFor(() => card('Home'));
    expect(first.textContent).toContain('2 Allen Avenue, Ikeja, Lagos');
    expect(first.textContent).toContain('+2348098765432');
    expect(first.textContent).toContain('Default forMonday and Wednesday');
    expect(first.textContent).toContain('Mainland zone');
    expect(first.textContent).toContain('Delivery fee₦1,500.00');
    expect(first.textContent).not.toContain('We do not deliver');

    const second = card('Beach house');
    expect(second.textContent).toContain('7 Coastal Road, Gate B, Ajah, Lekki, Lagos');
    expect(second.textContent).toContain('Call when at the gate');
    expect(second.textContent).toContain('We do not deliver to Ajah, Lagos yet.');
    expect(second.textContent).not.toContain('Default for');
    expect(second.textContent).not.toContain('Delivery fee');
    expect(within(second).getByRole('button', { name: 'Delete Beach house' }).hasAttribute('disabled')).toBe(
      false,
    );
  });

  it('says when there is no address yet', async () => {
    serveAddresses([]);
    renderInApp(<AddressesPanel />);
    expect(await within(panel()).findByText(/You have no delivery address yet/)).toBeTruthy();
    expect(within(panel()).queryByRole('listitem')).toBeNull();
  });

  it('the only address cannot be deleted, and says why', async () => {
    serveAddresses([home]);
    renderInApp(<AddressesPanel />);
    const only = await waitFor(() => card('Home'));
    const remove = within(only).getByRole('button', { name: 'Delete Home' });
    expect(remove.hasAttribute('disabled')).toBe(true);
    expect(errorOf(remove)).toBe('Your only address: add another before deleting it.');
  });

  it('adds an address with the keyboard: every field, week days as checkboxes, a server refusal on its field', async () => {
    const user = userEvent.setup();
    const { sent } = serveAddresses([home]);
    renderInApp(<AddressesPanel />);
    await waitFor(() => card('Home'));

    within(panel()).getByRole('button', { name: 'Add address' }).focus();
    await user.keyboard('{Enter}');
    const form = dialog('Add a delivery address');
    // The dialog opens on its first field.
    await waitFor(() => expect(document.activeElement).toBe(within(form).getByLabelText('Label')));
    await user.keyboard('x');
    await user.type(within(form).getByLabelText('Address line 1'), '5 Adeola Odeku Street');
    await user.type(within(form).getByLabelText('Area'), 'Victoria Island');
    await user.type(within(form).getByLabelText('City'), 'Lagos');
    await user.type(within(form).getByLabelText('State'), 'Lagos');
    await user.type(within(form).getByLabelText('Phone number (optional)'), '+234 803 111 2222');
    await user.type(within(form).getByLabelText('Delivery instructions (optional)'), 'Front desk');
    await user.click(within(form).getByLabelText('Wednesday'));
    await user.click(within(form).getByLabelText('Friday'));
    await user.click(within(form).getByRole('button', { name: 'Save address' }));

    const label = within(form).getByLabelText('Label');
    await waitFor(() => expect(errorOf(label)).toBe('Label is already used'));
    expect(label.getAttribute('aria-invalid')).toBe('true');

    await user.clear(label);
    await user.type(label, 'Office');
    await user.click(within(form).getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText('Office added')).toBeTruthy();
    expect(sent.at(-1)).toEqual([
      'POST',
      {
        label: 'Office',
        address_line_1: '5 Adeola Odeku Street',
        address_line_2: '',
        area: 'Victoria Island',
        city: 'Lagos',
        state: 'Lagos',
        phone_number: '+234 803 111 2222',
        instructions: 'Front desk',
        default_for: ['WED', 'FRI'],
      },
    ]);
    // The list is read again: Wednesday moved from Home to Office.
    await waitFor(() => expect(card('Office').textContent).toContain('Default forWednesday and Friday'));
    expect(card('Home').textContent).toContain('Default forMonday');
    expect(card('Home').textContent).not.toContain('Wednesday');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('edits an address in a form filled with it', async () => {
    const user = userEvent.setup();
    const { sent } = serveAddresses([home, beach]);
    renderInApp(<AddressesPanel />);
    await user.click(
      within(await waitFor(() => card('Beach house'))).getByRole('button', { name: 'Edit Beach house' }),
    );

    const form = dialog('Edit Beach house');
    const shown = (name: string) => (within(form).getByLabelText(name) as HTMLInputElement).value;
    expect(shown('Label')).toBe('Beach house');
    expect(shown('Address line 2 (optional)')).toBe('Gate B');
    expect(shown('Area')).toBe('Ajah');
    expect(shown('Delivery instructions (optional)')).toBe('Call when at the gate');
    expect((within(form).getByLabelText('Monday') as HTMLInputElement).checked).toBe(false);

    await user.clear(within(form).getByLabelText('Area'));
    await user.type(within(form).getByLabelText('Area'), 'Lekki Phase 1');
    await user.click(within(form).getByLabelText('Monday'));
    await user.click(within(form).getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText('Beach house saved')).toBeTruthy();
    expect(sent).toEqual([
      [
        `PATCH ${beach.id}`,
        {
          label: 'Beach house',
          address_line_1: '7 Coastal Road',
          address_line_2: 'Gate B',
          area: 'Lekki Phase 1',
          city: 'Lekki',
          state: 'Lagos',
          phone_number: '',
          instructions: 'Call when at the gate',
          default_for: ['MON'],
        },
      ],
    ]);
    await waitFor(() => expect(card('Beach house').textContent).toContain('Lekki Phase 1'));
  });

  it('checks the required fields before sending', async () => {
    const user = userEvent.setup();
    const { sent } = serveAddresses([home]);
    renderInApp(<AddressesPanel />);
    await waitFor(() => card('Home'));
    await user.click(within(panel()).getByRole('button', { name: 'Add address' }));
    const form = dialog('Add a delivery address');
    await user.click(within(form).getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(errorOf(within(form).getByLabelText('Label'))).toBe('Label is required'));
    expect(errorOf(within(form).getByLabelText('Area'))).toBe('Area is required');
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent).toEqual([]);
  });

  it('deletes after confirmation, and Cancel keeps it', async () => {
    const user = userEvent.setup();
    const { sent } = serveAddresses([home, beach]);
    renderInApp(<AddressesPanel />);
    await user.click(
      within(await waitFor(() => card('Beach house'))).getByRole('button', { name: 'Delete Beach house' }),
    );
    const confirm = dialog('Delete Beach house?');
    // Cancel first, so Enter does not delete by accident.
    expect(document.activeElement).toBe(within(confirm).getByRole('button', { name: 'Cancel' }));
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent).toEqual([]);

    await user.click(within(card('Beach house')).getByRole('button', { name: 'Delete Beach house' }));
    await user.click(within(dialog('Delete Beach house?')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Beach house deleted')).toBeTruthy();
    expect(sent).toEqual([[`DELETE ${beach.id}`, null]]);
    await waitFor(() => expect(within(panel()).queryByRole('listitem', { name: 'Beach house' })).toBeNull());
    // The keyboard focus goes to "Add address", the button that opened the dialog being gone.
    await waitFor(() =>
      expect(document.activeElement).toBe(within(panel()).getByRole('button', { name: 'Add address' })),
    );
  });

  it('shows the server refusal of a delete (another tab deleted the other address)', async () => {
    const user = userEvent.setup();
    const { fetch } = serveAddresses([home, beach]);
    renderInApp(<AddressesPanel />);
    await waitFor(() => card('Home'));
    // The other address is gone on the server; the list on screen still shows two.
    await fetch(`/api/profile/addresses/${beach.id}`, { method: 'DELETE' });
    await user.click(within(card('Home')).getByRole('button', { name: 'Delete Home' }));
    await user.click(within(dialog('Delete Home?')).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText(
        'Home is your only delivery address, so it cannot be deleted. Add another address first.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
