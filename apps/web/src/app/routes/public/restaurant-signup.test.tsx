import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInApp, serveApi } from '../../../test/app-harness';
import { answered } from '../../../test/fixtures';
import { Component as SignupPage } from './signup';

const LINK = '/signup?type=restaurant&code=AB12CD34&email=kitchen%40example.com';

const sentTo = (fetch: ReturnType<typeof serveApi>, path: string) =>
  fetch.mock.calls
    .filter(([url, init]) => init?.method === 'POST' && url === `/api${path}`)
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

describe("a restaurant's sign-up from its invitation", () => {
  it('is prefilled from the link (email read-only), signs up, signs in and goes to the tickets', async () => {
    const user = userEvent.setup();
    const fetch = serveApi({
      'POST /auth/signup': {
        status: 201,
        body: { success: true, message: 'Created', data: { id: 'r1', email: 'kitchen@example.com' } },
      },
      'POST /auth/login': answered({ accessTokenHash: 'token', onboarded: true, account_type: 'Restaurant' }),
      'GET /auth/me': answered({
        id: 'r1',
        account_type: 'Restaurant',
        name: 'A Restaurant',
        onboarded: true,
      }),
    });
    const { router } = renderInApp(<SignupPage />, LINK);

    expect(screen.getByRole('heading', { level: 1, name: 'Sign up as a restaurant' })).toBeTruthy();
    const email = screen.getByLabelText('Email') as HTMLInputElement;
    expect(email.value).toBe('kitchen@example.com');
    expect(email.readOnly).toBe(true);
    expect((screen.getByLabelText('Invitation code') as HTMLInputElement).value).toBe('AB12CD34');
    // Not one of the account types to choose: it came from its invitation.
    expect(screen.queryByRole('button', { name: 'Change account type' })).toBeNull();

    await user.type(screen.getByLabelText('Password'), 'a-long-password');
    await user.type(screen.getByLabelText('Confirm password'), 'a-long-password');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/restaurant/tickets'));
    expect(sentTo(fetch, '/auth/signup')).toEqual([
      expect.objectContaining({
        account_type: 'Restaurant',
        email: 'kitchen@example.com',
        password: 'a-long-password',
        invitation_code: 'AB12CD34',
        dial_code: '+234',
      }),
    ]);
    expect(sentTo(fetch, '/auth/login')).toEqual([
      { identifier: 'kitchen@example.com', password: 'a-long-password' },
    ]);
  });

  it("says what the server says of a used code, on the code's field, and signs nobody in", async () => {
    const user = userEvent.setup();
    const fetch = serveApi({
      'POST /auth/signup': {
        status: 400,
        body: {
          success: false,
          message: 'Invalid or expired invitation code',
          errors: [{ path: 'invitation_code', message: 'Invalid or expired invitation code' }],
        },
      },
    });
    renderInApp(<SignupPage />, LINK);
    await user.type(screen.getByLabelText('Password'), 'a-long-password');
    await user.type(screen.getByLabelText('Confirm password'), 'a-long-password');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    expect(await screen.findByRole('alert')).toBeTruthy();
    const code = screen.getByLabelText('Invitation code');
    await waitFor(() => expect(code.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(code.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Invalid or expired invitation code',
    );
    expect(sentTo(fetch, '/auth/login')).toEqual([]);
  });
});
