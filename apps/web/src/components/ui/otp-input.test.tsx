import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { emptyCode, OtpInput } from './otp-input';

function Harness({ error }: { error?: string }) {
  const [code, setCode] = useState(() => emptyCode(6));
  return (
    <>
      <OtpInput label="Verification code" value={code} onChange={setCode} error={error} />
      <output data-testid="code">{code.join('')}</output>
    </>
  );
}

const box = (n: number) => screen.getByRole('textbox', { name: `Digit ${n} of 6` });
const code = () => screen.getByTestId('code').textContent;

describe('OTP input', () => {
  it('takes one digit per box and moves on after each', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(box(1));
    await user.keyboard('123');
    expect(code()).toBe('123');
    expect(document.activeElement).toBe(box(4));
  });

  it('ignores letters', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(box(1));
    await user.keyboard('a1b');
    expect(code()).toBe('1');
    expect(document.activeElement).toBe(box(2));
  });

  it('Backspace on an empty box clears the one before and moves back', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(box(1));
    await user.keyboard('12');
    await user.keyboard('{Backspace}');
    expect(code()).toBe('1');
    expect(document.activeElement).toBe(box(2));
  });

  it('pasting the whole code fills every box', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(box(3));
    await user.paste('987 654');
    expect(code()).toBe('987654');
    expect(document.activeElement).toBe(box(6));
  });

  it('shows its error and marks every box invalid', () => {
    render(<Harness error="Enter all 6 digits of the code." />);
    expect(screen.getByRole('alert').textContent).toBe('Enter all 6 digits of the code.');
    expect(box(1).getAttribute('aria-invalid')).toBe('true');
  });
});
