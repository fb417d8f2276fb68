import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ShowAllMealsSwitch } from './show-all-meals-switch';

function Harness({ onChange }: { onChange: (showAll: boolean) => void }) {
  const [showAll, setShowAll] = useState(false);
  return (
    <ShowAllMealsSwitch
      showAll={showAll}
      onChange={(next) => {
        onChange(next);
        setShowAll(next);
      }}
    />
  );
}

describe('the healthy / all meals switch', () => {
  it('starts on healthy meals, unchecked, and says so', () => {
    render(<Harness onChange={vi.fn()} />);
    const toggle = screen.getByRole('switch', { name: /show all meals/i });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(toggle.textContent).toBe('Healthy meals');
  });

  it('a click shows all meals and reports checked; a second click goes back', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const toggle = screen.getByRole('switch', { name: /show all meals/i });
    await user.click(toggle);
    expect(onChange).toHaveBeenLastCalledWith(true);
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    expect(toggle.textContent).toBe('All meals');
    await user.click(toggle);
    expect(onChange).toHaveBeenLastCalledWith(false);
    expect(toggle.getAttribute('aria-checked')).toBe('false');
  });

  it('works from the keyboard', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('switch'));
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(true);
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(false);
  });
});
