// Proves issue 24 item 12: the Servings label sits on its own line above the − box + row (as on
// the public page), so a phone never squeezes it beside the buttons and breaks it mid-word; the
// stepper and the typed number still set the servings, and the box says what they mean.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { ServingsAndUnits } from './ServingsAndUnits';

function renderStepper(servings = 2) {
  const onServings = vi.fn();
  render(
    <IntlProvider locale="en" defaultLocale="en">
      <ServingsAndUnits servings={servings} onServings={onServings} unit="written" onUnit={vi.fn()} />
    </IntlProvider>,
  );
  return { onServings, user: userEvent.setup() };
}

describe('ServingsAndUnits', () => {
  it('puts the Servings label above the row of −, the box and +', () => {
    renderStepper();
    const box = screen.getByRole('spinbutton', { name: 'Servings' });
    const row = box.parentElement!;
    expect(row).toContainElement(screen.getByRole('button', { name: 'One serving fewer' }));
    expect(row).toContainElement(screen.getByRole('button', { name: 'One serving more' }));
    expect(row).not.toContainElement(screen.getByText('Servings'));
    expect(box).toHaveAccessibleDescription('The drink is written for one; the amounts are for 2.');
  });

  it('steps and takes a typed number', async () => {
    const { onServings, user } = renderStepper();
    await user.click(screen.getByRole('button', { name: 'One serving more' }));
    expect(onServings).toHaveBeenLastCalledWith(3);
    await user.clear(screen.getByRole('spinbutton', { name: 'Servings' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Servings' }), '7');
    expect(onServings).toHaveBeenLastCalledWith(7);
  });
});
