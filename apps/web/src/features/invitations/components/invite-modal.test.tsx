import type { Department } from '@lunch/contract';
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

  it('with departments, the employee may be invited into one; none is the default', async () => {
    const sales: Department = {
      id: '0195a3c2-7b1e-7c3d-9f00-0000000000d1',
      name: 'Sales',
      cost_centre: '',
      monthly_budget: null,
      per_order_cap: null,
      per_day_cap: null,
      order_days: null,
      employees: 0,
      created_at: '2026-03-01T09:00:00.000Z',
    };
    const fetch = serveApi({
      'POST /invitations': (body) => ({ status: 200, body: { success: true, message: 'Sent', data: body } }),
    });
    const user = userEvent.setup();
    renderInApp(<InviteModal open onClose={vi.fn()} departments={[sales]} />);
    const department = screen.getByRole('combobox', { name: 'Department (optional)' });
    expect((department as HTMLSelectElement).value).toBe('');
    await user.selectOptions(department, 'Sales');
    await send('sales.hire@example.com');
    expect(await screen.findByText('Invitation sent successfully!')).toBeTruthy();
    expect(JSON.parse(String(fetch.mock.calls[0]![1]?.body))).toEqual({
      employee_work_email: 'sales.hire@example.com',
      department_id: sales.id,
    });
  });

  it('without departments there is no department field', () => {
    serveApi({});
    renderInApp(<InviteModal open onClose={vi.fn()} />);
    expect(screen.queryByRole('combobox', { name: 'Department (optional)' })).toBeNull();
  });
});
