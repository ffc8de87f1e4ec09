// Proves calculate's form on its own: the chosen groups (all by default, "All" toggling every
// one), refusals said beside the form before anything is asked (a reversed range, more than the
// server's three years, nothing chosen), and the result's total row.
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithShell } from '../../../../testing/renderWithShell';
import { CalculateScreen, type CalculateScreenProps } from './CalculateScreen';

const items = [
  { id: 'g1', name: 'Work' },
  { id: 'g2', name: 'Gym' },
];

async function renderForm(props: Partial<CalculateScreenProps> = {}) {
  const onCalculate = vi.fn();
  const result = await renderWithShell(
    <CalculateScreen
      items={items}
      initial={{ from: '2026-10-01', to: '2026-10-31', ids: null }}
      result={{ status: 'none' }}
      onCalculate={onCalculate}
      onDownload={vi.fn()}
      onRetry={vi.fn()}
      {...props}
    />,
  );
  return { onCalculate, ...result };
}

describe('CalculateScreen', () => {
  it('asks for every group by default (ids null) and for the chosen ones otherwise', async () => {
    const { user, onCalculate } = await renderForm();
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(onCalculate).toHaveBeenLastCalledWith({ from: '2026-10-01', to: '2026-10-31', ids: null });
    await user.click(screen.getByRole('checkbox', { name: 'Work' }));
    expect(screen.getByRole('checkbox', { name: 'All' })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(onCalculate).toHaveBeenLastCalledWith({ from: '2026-10-01', to: '2026-10-31', ids: ['g2'] });
  });

  it('starts from the chosen ids of the last request', async () => {
    await renderForm({ initial: { from: '2026-10-01', to: '2026-10-31', ids: ['g1'] } });
    expect(screen.getByRole('checkbox', { name: 'Work' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Gym' })).not.toBeChecked();
  });

  it.each([
    ['2026-10-31', '2026-10-01', 'The end date is before the start date.'],
    ['2020-01-01', '2026-10-01', 'Pick at most three years.'],
  ])('refuses %s to %s beside the form', async (from, to, message) => {
    const { user, onCalculate } = await renderForm({ initial: { from, to, ids: null } });
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(onCalculate).not.toHaveBeenCalled();
  });

  it('refuses an empty choice', async () => {
    const { user, onCalculate } = await renderForm();
    await user.click(screen.getByRole('checkbox', { name: 'All' }));
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose at least one.');
    expect(onCalculate).not.toHaveBeenCalled();
  });

  it('totals the rows and says when nothing was tracked', async () => {
    await renderForm({ result: { status: 'ready', range: { from: '2026-10-01', to: '2026-10-31' }, rows: [{ id: 'g1', name: 'Work', ms: 0 }] } });
    expect(within(screen.getByRole('table')).getByRole('row', { name: /Total/ })).toHaveTextContent('Total0:000.00');
    expect(screen.getByText('No time tracked in this range for what you chose.')).toBeVisible();
  });

  it('says how to start without groups', async () => {
    await renderForm({ items: [] });
    expect(screen.getByText('There are no time groups yet. Add one in the time tracker admin.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Time tracker admin' })).toHaveAttribute('href', '/time-tracker/admin');
  });
});
