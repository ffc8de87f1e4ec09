import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Goal } from '../../../../contract/types';
import { subGroupsFixture } from './admin.fixtures';
import { GoalsSection } from './GoalsSection';
import { GroupEditScreen } from './GroupEditScreen';
import { GroupTagsSection } from './GroupTagsSection';

const progress = { from: '2026-11-23', to: '2026-11-29', doneMs: 3_600_000 };
const goals: Goal[] = [
  { _id: 'goal00000001', timeGroupId: 'group0000002', period: 'week', comparison: 'atLeast', targetMs: 9_000_000, progress: { ...progress, met: false } },
  { _id: 'goal00000002', timeGroupId: 'group0000002', period: 'day', comparison: 'atMost', targetMs: 1_800_000, progress: { ...progress, met: false } },
  { _id: 'goal00000003', timeGroupId: 'group0000002', period: 'month', comparison: 'atLeast', targetMs: 3_000_000, progress: { ...progress, met: true } },
];
const tags = [
  { _id: 'tag000000002', title: 'Admin' },
  { _id: 'tag000000001', title: 'Client work' },
];
const saved = () => fn(async () => undefined);

const sections = (
  <>
    <GroupTagsSection tags={{ status: 'ready', data: tags }} chosen={['tag000000001']} isSaving={false} onRetry={fn()} onSave={fn()} />
    <GoalsSection goals={{ status: 'ready', data: goals }} busy={new Set()} onRetry={fn()} onAdd={saved()} onUpdate={saved()} onDelete={saved()} />
  </>
);

const meta = {
  title: 'Features/Time/Admin/GroupEditScreen',
  component: GroupEditScreen,
  args: {
    group: { status: 'ready', data: { type: 'time-group', _id: 'group0000002', name: 'Work', subGroups: subGroupsFixture.slice(1) } },
    isSavingName: false,
    onRetry: fn(),
    onRename: saved(),
    children: sections,
  },
  parameters: { router: { path: '/time-tracker/admin/time-group/group0000002' } },
} satisfies Meta<typeof GroupEditScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TimeGroup: Story = {
  play: async ({ canvas, args }) => {
    const field = canvas.getByLabelText('Name');
    await userEvent.clear(field);
    await userEvent.type(field, 'Job{Enter}');
    await expect(args.onRename).toHaveBeenCalledWith('Job');
  },
};

export const ChangingAGoal: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Change the goal: At least 2 h 30 min a week' }));
    const form = canvas.getByRole('form', { name: 'At least 2 h 30 min a week' });
    await expect(within(form).getByLabelText('Hours')).toHaveValue(2);
  },
};

export const SubGroup: Story = {
  args: {
    group: { status: 'ready', data: { type: 'sub-group', _id: 'subgroup0002', name: 'Coding', timeGroupId: 'group0000002', timeGroupName: 'Work' } },
    children: <GoalsSection goals={{ status: 'ready', data: [] }} busy={new Set()} onRetry={fn()} onAdd={saved()} onUpdate={saved()} onDelete={saved()} />,
  },
};

export const NoTagsNoGoals: Story = {
  args: {
    children: (
      <>
        <GroupTagsSection tags={{ status: 'ready', data: [] }} chosen={[]} isSaving={false} onRetry={fn()} onSave={fn()} />
        <GoalsSection goals={{ status: 'ready', data: [] }} busy={new Set()} onRetry={fn()} onAdd={saved()} onUpdate={saved()} onDelete={saved()} />
      </>
    ),
  },
};

export const SectionsFailed: Story = {
  args: {
    children: (
      <>
        <GroupTagsSection tags={{ status: 'error' }} chosen={[]} isSaving={false} onRetry={fn()} onSave={fn()} />
        <GoalsSection goals={{ status: 'error' }} busy={new Set()} onRetry={fn()} onAdd={saved()} onUpdate={saved()} onDelete={saved()} />
      </>
    ),
  },
};

export const Loading: Story = { args: { group: { status: 'loading' }, children: null } };

export const Missing: Story = { args: { group: { status: 'missing' }, children: null } };

export const LoadFailed: Story = { args: { group: { status: 'error' }, children: null } };

export const Dark: Story = { globals: { theme: 'dark' } };

export const Swedish: Story = { globals: { locale: 'sv' } };

/** 360 px wide: the goal's fields wrap, and nothing overflows. */
export const Phone: Story = { globals: { viewport: { value: 'phone360', isRotated: false } }, play: async ({ canvasElement }) => fitsWidth(canvasElement) };

/** Nothing is wider than the viewport (no sideways scrolling on a phone). */
async function fitsWidth(canvasElement: HTMLElement) {
  const doc = canvasElement.ownerDocument.documentElement;
  await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
}
