import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInApp, serveApi } from '../../../test/app-harness';
import { YourDataPanel } from './your-data-panel';

const erased = {
  status: 200,
  body: { success: true, message: 'Your data was erased and you are signed out' },
};

describe('the "Your data" panel', () => {
  it('offers the data as a download of GET /api/profile/export', () => {
    serveApi({});
    renderInApp(<YourDataPanel mayErase={false} />);
    const link = screen.getByRole('link', { name: 'Download my data' });
    expect(link.getAttribute('href')).toBe('/api/profile/export');
    expect(link.hasAttribute('download')).toBe(true);
    // Admins and restaurants download only.
    expect(screen.queryByRole('button', { name: 'Erase my account' })).toBeNull();
  });

  it('erases only once ERASE is typed, then signs out to the sign-in page with the message', async () => {
    const fetch = serveApi({ 'DELETE /profile': erased });
    renderInApp(<YourDataPanel mayErase />, '/worker/profile');
    await userEvent.click(screen.getByRole('button', { name: 'Erase my account' }));
    const dialog = screen.getByRole('dialog', { name: 'Erase your account?' });
    const confirm = within(dialog).getByRole('button', { name: 'Erase my account' });
    expect(confirm).toHaveProperty('disabled', true);
    await userEvent.type(within(dialog).getByLabelText('Type ERASE to confirm'), 'erase');
    expect(confirm).toHaveProperty('disabled', true);
    await userEvent.clear(within(dialog).getByLabelText('Type ERASE to confirm'));
    await userEvent.type(within(dialog).getByLabelText('Type ERASE to confirm'), 'ERASE');
    expect(fetch).not.toHaveBeenCalled();
    await userEvent.click(confirm);
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(fetch.mock.calls[0]![0]).toBe('/api/profile');
    expect(fetch.mock.calls[0]![1]?.method).toBe('DELETE');
    expect(await screen.findByText('Elsewhere')).toBeTruthy();
    expect(await screen.findByText('Your data was erased and you are signed out')).toBeTruthy();
  });

  it('shows a refusal in the dialog, which stays open with a way out', async () => {
    serveApi({
      'DELETE /profile': {
        status: 409,
        body: { success: false, message: 'You have 1 lunch order(s) not yet delivered: cancel them' },
      },
    });
    renderInApp(<YourDataPanel mayErase />, '/worker/profile');
    await userEvent.click(screen.getByRole('button', { name: 'Erase my account' }));
    const dialog = screen.getByRole('dialog', { name: 'Erase your account?' });
    await userEvent.type(within(dialog).getByLabelText('Type ERASE to confirm'), 'ERASE{Enter}');
    expect((await within(dialog).findByRole('alert')).textContent).toMatch(/not yet delivered/);
    expect(screen.queryByText('Elsewhere')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
