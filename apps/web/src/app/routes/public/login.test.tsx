import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInApp, serveApi } from '../../../test/app-harness';
import { Component as LoginPage } from './login';

afterEach(() => window.localStorage.clear());

const fill = async (email: string, password: string) => {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Log In' }));
};

/** The error shown under a field, read through the field's own ARIA wiring. */
const errorOf = (label: string) => {
  const field = screen.getByLabelText(label);
  const id = field.getAttribute('aria-describedby');
  return field.getAttribute('aria-invalid') === 'true' && id
    ? document.getElementById(id)?.textContent
    : null;
};

describe('login form', () => {
  it('refuses an empty form on the page, sending nothing', async () => {
    const fetch = serveApi({});
    renderInApp(<LoginPage />, '/login');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Log In' }));
    await waitFor(() => expect(errorOf('Email')).toBeTruthy());
    expect(errorOf('Password')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("puts the server's field errors on their fields and toasts its message", async () => {
    serveApi({
      'POST /auth/login': {
        status: 400,
        body: {
          success: false,
          message: 'identifier: No account uses this email',
          errors: [{ path: 'body.identifier', message: 'No account uses this email' }],
        },
      },
    });
    renderInApp(<LoginPage />, '/login');
    await fill('an-employee@example.com', 'a-long-password');
    await waitFor(() => expect(errorOf('Email')).toBe('No account uses this email'));
    expect(errorOf('Password')).toBeNull();
    expect(await screen.findByText('identifier: No account uses this email')).toBeTruthy();
  });

  it('an unverified account is pointed at the verification page', async () => {
    serveApi({
      'POST /auth/login': {
        status: 403,
        body: { success: false, message: 'Please verify your email first' },
      },
    });
    renderInApp(<LoginPage />, '/login');
    await fill('a-new-user@example.com', 'a-long-password');
    expect((await screen.findByRole('status')).textContent).toContain('a-new-user@example.com');
    expect(screen.getByRole('link', { name: 'Verify your email' }).getAttribute('href')).toBe('/verify');
  });

  it('sends the credentials and says so when they are right', async () => {
    const fetch = serveApi({
      'POST /auth/login': (body) => ({
        status: 200,
        body: { success: true, message: 'Logged in', data: { ...(body as object), onboarded: true } },
      }),
      'GET /auth/me': { status: 200, body: { success: true, message: 'ok', data: { id: 'u1' } } },
    });
    renderInApp(<LoginPage />, '/login');
    await fill('a-company@example.com', 'a-long-password');
    expect(await screen.findByText('Login successful! Redirecting...')).toBeTruthy();
    const [, init] = fetch.mock.calls[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({
      identifier: 'a-company@example.com',
      password: 'a-long-password',
    });
  });
});
