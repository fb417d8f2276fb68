import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInApp, serveApi } from '../../../test/app-harness';
import { Component as SignupPage } from './signup';

const LINK = '/signup?team_code=AB12CD34&email=ada%40acme.example.com';

const sentTo = (fetch: ReturnType<typeof serveApi>, path: string) =>
  fetch.mock.calls
    .filter(([url, init]) => init?.method === 'POST' && url === `/api${path}`)
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('First name'), 'Ada');
  await user.type(screen.getByLabelText('Last name'), 'Obi');
  await user.type(screen.getByLabelText('Phone number'), '8012345678');
  await user.type(screen.getByLabelText('Password'), 'a-long-password');
  await user.type(screen.getByLabelText('Confirm password'), 'a-long-password');
}

describe("a teammate's sign-up from an owner's invitation", () => {
  it('is prefilled from the link (email read-only), posts the team body and goes on to verify the email', async () => {
    const user = userEvent.setup();
    const fetch = serveApi({
      'POST /auth/signup': {
        status: 201,
        body: {
          success: true,
          message: 'Signup successful. Check your email for a verification code.',
          data: { id: 'm1', email: 'ada@acme.example.com' },
        },
      },
    });
    const { router } = renderInApp(<SignupPage />, LINK);

    expect(screen.getByRole('heading', { level: 1, name: 'Join your company’s team' })).toBeTruthy();
    const email = screen.getByLabelText('Email') as HTMLInputElement;
    expect(email.value).toBe('ada@acme.example.com');
    expect(email.readOnly).toBe(true);
    expect((screen.getByLabelText('Team invitation code') as HTMLInputElement).value).toBe('AB12CD34');
    // Not one of the account types to choose: it came from its invitation.
    expect(screen.queryByRole('button', { name: 'Change account type' })).toBeNull();

    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/verify'));
    expect(sentTo(fetch, '/auth/signup')).toEqual([
      {
        account_type: 'Company',
        team_invitation_code: 'AB12CD34',
        email: 'ada@acme.example.com',
        password: 'a-long-password',
        first_name: 'Ada',
        last_name: 'Obi',
        phone_number: '8012345678',
        dial_code: '+234',
        time_zone: expect.any(String),
      },
    ]);
  });

  it("puts the server's refusal of the code on the code's field", async () => {
    const user = userEvent.setup();
    serveApi({
      'POST /auth/signup': {
        status: 400,
        body: {
          success: false,
          message: 'Invalid or expired team invitation code',
          errors: [{ path: 'team_invitation_code', message: 'Invalid or expired team invitation code' }],
        },
      },
    });
    const { router } = renderInApp(<SignupPage />, LINK);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    const code = screen.getByLabelText('Team invitation code');
    await waitFor(() => expect(code.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(code.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Invalid or expired team invitation code',
    );
    expect(router.state.location.pathname).toBe('/signup');
  });

  it('a link without the email asks for it', async () => {
    serveApi({});
    renderInApp(<SignupPage />, '/signup?team_code=AB12CD34');
    const email = screen.getByLabelText('Email') as HTMLInputElement;
    expect(email.readOnly).toBe(false);
    expect(email.value).toBe('');
    expect((screen.getByLabelText('Team invitation code') as HTMLInputElement).value).toBe('AB12CD34');
  });
});
