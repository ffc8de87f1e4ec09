// Proves the timeline screen on its own: moving a day back and forth and typing a day, "Today"
// only away from today, a running stamp named as running to now, and its failed and empty states.
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithShell } from '../../../../testing/renderWithShell';
import { timelineLayout } from './timelineLayout';
import { TimelineScreen, type TimelineScreenProps } from './TimelineScreen';

const zone = 'UTC';
const running = {
  _id: 'stamp0000001',
  name: 'Email',
  subGroupId: 'subemail0001',
  timeGroupId: 'grpwork00001',
  startTime: '2026-11-23T14:00:00.000Z',
  endTime: null,
  date: '2026-11-23',
  ended: false,
  durationInMs: 0,
};

async function renderTimeline(props: Partial<TimelineScreenProps> = {}) {
  const onDateChange = vi.fn();
  const result = await renderWithShell(
    <TimelineScreen
      date="2026-11-23"
      today="2026-11-24"
      state={{ status: 'ready', layout: timelineLayout([running], '2026-11-23', zone, Date.parse('2026-11-23T16:00:00.000Z')), groupNames: new Map([['grpwork00001', 'Work']]) }}
      onDateChange={onDateChange}
      onRetry={vi.fn()}
      {...props}
    />,
  );
  return { onDateChange, ...result };
}

describe('TimelineScreen', () => {
  it('moves a day back and forth, to a typed day, and to today', async () => {
    const { user, onDateChange } = await renderTimeline();
    await user.click(screen.getByRole('button', { name: 'Previous day' }));
    await user.click(screen.getByRole('button', { name: 'Next day' }));
    await user.click(screen.getByRole('button', { name: 'Today' }));
    fireEvent.change(screen.getByLabelText('Day'), { target: { value: '2026-01-05' } });
    expect(onDateChange.mock.calls.map(([date]) => date)).toEqual(['2026-11-22', '2026-11-24', '2026-11-24', '2026-01-05']);
  });

  it('offers no "Today" on today', async () => {
    await renderTimeline({ today: '2026-11-23' });
    expect(screen.queryByRole('button', { name: 'Today' })).toBeNull();
  });

  it('names a running stamp as running to now', async () => {
    await renderTimeline();
    expect(screen.getByRole('link', { name: /^Email \(Work\): .* to now, 02:00:00$/ })).toHaveAttribute('href', '/time-stamp/stamp0000001');
  });

  it('says when the stamps could not be read, with a retry', async () => {
    await renderTimeline({ state: { status: 'error' } });
    expect(screen.getByRole('alert')).toHaveTextContent('Could not get the time stamps of this day.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
