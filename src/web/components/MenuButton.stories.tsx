import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { MoreIcon, UserIcon } from './icons';
import { MenuButton } from './MenuButton';

const meta = {
  title: 'Components/MenuButton',
  component: MenuButton,
  args: {
    label: 'Options',
    icon: <MoreIcon />,
    entries: [
      { key: 'a', label: 'Rename', onSelect: fn() },
      { key: 'b', label: 'Pinned', kind: 'checkbox', checked: true, onSelect: fn() },
      {
        key: 'sort',
        label: 'Sort by',
        items: [
          { key: 'name', label: 'Name', kind: 'radio', checked: true, onSelect: fn() },
          { key: 'date', label: 'Date', kind: 'radio', checked: false, onSelect: fn() },
        ],
      },
    ],
  },
  // Room for the open menu below the button.
  decorators: [(Story) => <div style={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'flex-start', minHeight: '16rem' }}><Story /></div>],
} satisfies Meta<typeof MenuButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const Open: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Options' }));
    await expect(canvas.getByRole('menuitem', { name: 'Rename' })).toHaveFocus();
  },
};

export const WithVisibleText: Story = {
  args: { label: 'User menu (ada)', icon: <UserIcon />, text: 'ada', placement: 'bottom-end' },
};
