import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp, serveApi } from '../../../test/app-harness';
import { InviteModal } from './invite-modal';

const emailField = () => screen.getByLabelText('Employee email');

const send = async (email: string) => {
  const user = userEvent.setup();
  await user.type(emailField(), email);
  await user.click(screen.getByRole('button', { name: 'Send Invitation' }));
};

const fieldError = () => {
  const id = emailField().getAttribute('aria-describedby');
  return emailField().getAttribute('aria-invalid') === 'true' && id
    ? document.getElementById(id)?.textContent
    : null;
};

describe('invite form', () => {
  it('checks the email on the page before sending', async () => {
    const fetch = serveApi({});
    renderInApp(<InviteModal open onClose={vi.fn()} />);
    await send('not-an-email');
    await waitFor(() => expect(fieldError()).toBeTruthy());
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends the invitation, says so and closes', async () => {
    const onClose = vi.fn();
    const fetch = serveApi({
      'POST /invitations': (body) => ({
        status: 201,
        body: { success: true, message: 'Invitation sent', data: body },
      }),
      'GET /invitations': { status: 200, body: { success: true, message: 'ok', data: [] } },
    });
    renderInApp(<InviteModal open onClose={onClose} />);
    await send('an-employee@example.com');
    expect(await screen.findByText('Invitation sent successfully!')).toBeTruthy();
    expect(onClose).toHaveBeenCalledOnce();
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/invitations');
    expect(JSON.parse(String(init?.body))).toEqual({ employee_work_email: 'an-employee@example.com' });
  });

  it("shows the server's field error under the email and stays open", async () => {
    const onClose = vi.fn();
    serveApi({
      'POST /invitations': {
        status: 400,
        body: {
          success: false,
          message: 'employee_work_email: Use a work email',
          errors: [{ path: 'employee_work_email', message: 'Use a work email' }],
        },
      },
    });
    renderInApp(<InviteModal open onClose={onClose} />);
    await send('an-employee@example.com');
    await waitFor(() => expect(fieldError()).toBe('Use a work email'));
    expect(await screen.findByText('Failed to send the invitation. Please try again.')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('a refusal the server explains is toasted in its words', async () => {
    serveApi({
      'POST /invitations': {
        status: 409,
        body: { success: false, message: 'This email already belongs to an employee of your company' },
      },
    });
    renderInApp(<InviteModal open onClose={vi.fn()} />);
    await send('an-employee@example.com');
    expect(await screen.findByText('This email already belongs to an employee of your company')).toBeTruthy();
  });
});
