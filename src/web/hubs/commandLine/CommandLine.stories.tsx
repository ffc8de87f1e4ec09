import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { outcome, type CommandOutcome } from '../../../domain/commandLine/outcome';
import { useAuthRuntime } from '../../auth/AuthProvider';
import type { CommandDefinition, CommandServices } from '../../commandDefinition';
import { testUser } from '../../testing/testUser';
import { CommandLine, type CommandLineProps } from './CommandLine';
import { commandLineMessages as m } from './messages';

// Stand-ins with the real commands' shapes of answer: a list with sub rows, a refusal, a prompt.
const help = { id: 'commandLine.area.name' };
const groups: CommandOutcome = {
  status: 'ok',
  lines: [
    { kind: 'item', index: 1, text: 'Work', detail: '3:12:40' },
    { kind: 'item', text: 'coding', detail: '2:40:00', depth: 1 },
    { kind: 'item', text: 'review', detail: '0:32:40', depth: 1 },
    { kind: 'item', index: 2, text: 'Writing a very long group name that has to wrap on a phone', detail: '0:45:00' },
  ],
};
const storyCommands: CommandDefinition[] = [
  { words: ['tm', 'groups'], usage: 'tm groups', help, access: 'anyone', run: async () => groups },
  { words: ['tm', 'in'], usage: 'tm in', help, access: 'anyone', complete: () => ({ from: 0, candidates: ['Work', 'Writing', 'Walks'] }), run: async () => outcome.error(m.notLoggedIn) },
  {
    words: ['us', 'login'],
    usage: 'us login',
    help,
    access: 'anyone',
    run: async () => ({ status: 'ok', lines: [], prompt: { message: { id: 'auth.fields.password' }, masked: true } }),
  },
];

function StoryCommandLine(props: Omit<CommandLineProps, 'commands' | 'services'>) {
  const runtime = useAuthRuntime();
  const services = useMemo<CommandServices>(
    () => ({
      runtime,
      serverData: () => Promise.reject(new Error('no server in stories')),
      currentServerData: () => null,
      navigate: () => undefined,
      goRoutes: () => new Map(),
      commands: () => storyCommands,
      now: () => Date.now(),
    }),
    [runtime],
  );
  return <CommandLine commands={storyCommands} services={services} {...props} />;
}

const meta = {
  title: 'Features/CommandLine/CommandLine',
  component: StoryCommandLine,
  args: { variant: 'page' },
  parameters: { user: testUser(), router: { path: '/cli' } },
} satisfies Meta<typeof StoryCommandLine>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** A list with sub rows, then a refusal said in red and to screen readers. */
export const WithOutput: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox');
    await userEvent.type(input, 'tm groups{Enter}');
    await canvas.findByText('coding');
    await userEvent.type(input, 'tm in Work x{Enter}');
    await waitFor(() => expect(canvas.getByRole('alert')).not.toBeEmptyDOMElement());
  },
};

/** Typing `tm in w`: the suggestions, and the hint of what Tab adds. */
export const Suggesting: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('combobox'), 'tm in wa');
    await expect(canvas.getByRole('option', { name: 'Walks' })).toBeVisible();
  },
};

/** `us login`: the masked question. */
export const AskingForAPassword: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('combobox'), 'us login ada{Enter}');
    const field = await canvas.findByLabelText(/Password|Lösenord/);
    await expect(field).toHaveAttribute('type', 'password');
  },
};

export const Overlay: Story = { args: { variant: 'overlay' }, play: WithOutput.play };

export const Dark: Story = { globals: { theme: 'dark' }, play: WithOutput.play };

export const Swedish: Story = { globals: { locale: 'sv' }, play: WithOutput.play };

export const SwedishDark: Story = { globals: { locale: 'sv', theme: 'dark' }, play: Suggesting.play };

/** Long rows wrap; nothing widens the page at 360 px. */
export const Phone: Story = { globals: { viewport: { value: 'phone360', isRotated: false } }, play: WithOutput.play };
