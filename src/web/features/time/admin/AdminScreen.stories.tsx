import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { groupsFixture, notesCollectionsFixture, subGroupsFixture } from './admin.fixtures';
import { AdminScreen } from './AdminScreen';
import { NotesCollectionSection } from './NotesCollectionSection';

const saved = () => fn(async () => undefined);

const meta = {
  title: 'Features/Time/Admin/AdminScreen',
  component: AdminScreen,
  args: {
    groups: { status: 'ready', data: groupsFixture },
    subGroups: { status: 'ready', data: subGroupsFixture },
    busy: new Set<string>(),
    onAddGroup: saved(),
    onRenameGroup: saved(),
    onDeleteGroup: saved(),
    onAddSubGroup: saved(),
    onRenameSubGroup: saved(),
    onMoveSubGroup: saved(),
    onDeleteSubGroup: saved(),
    onRetryGroups: fn(),
    onRetrySubGroups: fn(),
    children: (
      <NotesCollectionSection
        collections={{ status: 'ready', data: notesCollectionsFixture }}
        collectionId={null}
        isSaving={false}
        onRetry={() => undefined}
        onSave={() => undefined}
      />
    ),
  },
  parameters: { router: { path: '/time-tracker/admin' } },
} satisfies Meta<typeof AdminScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('New time group'), 'Reading{Enter}');
    await expect(args.onAddGroup).toHaveBeenCalledWith('Reading');
    await userEvent.type(canvas.getByLabelText('New sub group in Home'), 'Garden{Enter}');
    await expect(args.onAddSubGroup).toHaveBeenCalledWith('group0000001', 'Garden');
  },
};

/** Moving Coding's stamps: the choice of every other sub group, under its time group. */
export const Moving: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Move Coding' }));
    await userEvent.selectOptions(canvas.getByLabelText('Move the time stamps of Coding into'), 'Cooking');
    await userEvent.click(canvas.getByRole('button', { name: 'Move and delete Coding' }));
    await expect(args.onMoveSubGroup).toHaveBeenCalledWith('subgroup0002', 'subgroup0001');
  },
};

export const ConfirmingGroupDelete: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Work' }));
    await expect(canvas.getByRole('group', { name: /Its 2 sub groups and 15 time stamps/ })).toBeVisible();
  },
};

export const RenamingSubGroup: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Rename Cooking' }));
    await expect(canvas.getByLabelText('New name for Cooking')).toHaveFocus();
  },
};

export const Empty: Story = { args: { groups: { status: 'ready', data: [] }, subGroups: { status: 'ready', data: [] } } };

export const Loading: Story = { args: { groups: { status: 'loading' }, subGroups: { status: 'loading' } } };

export const LoadFailed: Story = {
  args: { groups: { status: 'error' } },
  play: async ({ canvas, args }) => {
    await expect(within(canvas.getByRole('alert')).getByText('Failed getting time groups')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetryGroups).toHaveBeenCalled();
  },
};

export const SubGroupsFailed: Story = { args: { subGroups: { status: 'error' } } };

export const Saving: Story = { args: { busy: new Set(['new', 'subgroup0002']) } };

export const Dark: Story = { globals: { theme: 'dark' } };

export const Swedish: Story = { globals: { locale: 'sv' } };

/** 360 px wide: the rows wrap their buttons under the names, and nothing overflows. */
export const Phone: Story = { globals: { viewport: { value: 'phone360', isRotated: false } }, play: async ({ canvasElement }) => fitsWidth(canvasElement) };

export const PhoneMoving: Story = {
  globals: { viewport: { value: 'phone360', isRotated: false } },
  play: async (context) => {
    await Moving.play!(context);
    await fitsWidth(context.canvasElement);
  },
};

/** Nothing is wider than the viewport (no sideways scrolling on a phone). */
async function fitsWidth(canvasElement: HTMLElement) {
  const doc = canvasElement.ownerDocument.documentElement;
  await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
}
