// The command line as a user works it: suggestions and a greyed hint while typing, Tab to
// complete, Enter to run with the output as a log, Up and Down through the history (kept per user
// on the device), a masked prompt whose secret never shows, and Esc.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { outcome, type CommandOutcome } from '../../../domain/commandLine/outcome';
import type { CommandDefinition } from '../../commandDefinition';
import { createTestCommandServices } from '../../testing/commandServices';
import { renderWithShell } from '../../testing/renderWithShell';
import { testUser } from '../../testing/testUser';
import { CommandLine, type CommandLineProps } from './CommandLine';

const said = (text: string) => ({ id: 'test.said', defaultMessage: text });

function command(words: string[], run: CommandDefinition['run'], overrides: Partial<CommandDefinition> = {}): CommandDefinition {
  return { words, usage: words.join(' '), help: said(words.join(' ')), access: 'anyone', run, ...overrides };
}

const groups = ['Work', 'Writing', 'Deep work'];
const tmIn = command(['tm', 'in'], async ({ args }) => outcome.ok(said(`Stamped in: ${args.join(' ')}`)), {
  complete: () => ({ from: 0, candidates: groups }),
});
const tmGroups = command(['tm', 'groups'], async () => ({
  status: 'ok',
  lines: [
    { kind: 'item', index: 1, text: 'Work', detail: '1:00:00' },
    { kind: 'item', text: 'coding', detail: '0:30:00', depth: 1 },
  ],
}));
const broken = command(['oops'], async () => outcome.error(said('Could not stamp in')));
const secret = 'correct horse battery staple';
const login = command(['us', 'login'], async ({ answers }): Promise<CommandOutcome> =>
  answers.length === 0 ? { status: 'ok', lines: [], prompt: { message: said('Password'), masked: true } } : outcome.ok(said(`Logged in with ${answers[0]!.length} characters`)),
);
const commands = [tmIn, tmGroups, broken, login];

async function renderLine(props: Partial<CommandLineProps> = {}, user = testUser()) {
  const { services } = createTestCommandServices({ user });
  const rendered = await renderWithShell(<CommandLine commands={commands} services={services} variant="page" {...props} />, { user });
  const input = screen.getByRole('combobox', { name: 'Command' });
  return { ...rendered, input };
}

describe('the command line', () => {
  it('suggests while typing, hints what Tab adds, and completes with Tab', async () => {
    const { user, input } = await renderLine();
    await user.type(input, 't');
    expect(within(screen.getByRole('listbox', { name: 'Suggestions' })).getAllByRole('option').map((o) => o.textContent)).toEqual(['tm']);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Tab}');
    await waitFor(() => expect(input).toHaveValue('tm '));
    expect(input).toHaveFocus();
    await user.type(input, 'in dee');
    expect(screen.getByText('p work')).toBeInTheDocument(); // the greyed hint
    await user.keyboard('{Tab}');
    await waitFor(() => expect(input).toHaveValue('tm in Deep work '));
  });

  it("lets Tab move the focus on from the page's empty line, but not out of the overlay", async () => {
    const page = await renderLine();
    await page.user.click(page.input);
    await page.user.keyboard('{Tab}');
    expect(page.input).not.toHaveFocus();
    page.unmount();

    const overlay = await renderLine({ variant: 'overlay' });
    await overlay.user.click(overlay.input);
    await overlay.user.keyboard('{Tab}');
    expect(overlay.input).toHaveFocus();
  });

  it('completes with a click on a suggestion too', async () => {
    const { user, input } = await renderLine();
    await user.type(input, 'tm in w');
    await user.click(screen.getByRole('option', { name: 'Writing' }));
    expect(input).toHaveValue('tm in Writing ');
    expect(input).toHaveFocus();
  });

  it('runs a line with Enter and shows it and its answer in the log, lists included', async () => {
    const { user, input } = await renderLine();
    await user.type(input, 'tm in Work coding{Enter}');
    const log = screen.getByRole('log', { name: 'Command output' });
    await within(log).findByText('Stamped in: Work coding');
    expect(within(log).getByText('tm in Work coding')).toBeInTheDocument();
    expect(input).toHaveValue('');
    await user.type(input, 'tm groups{Enter}');
    await within(log).findByText('coding');
    expect(within(log).getByText('1.')).toBeInTheDocument();
    expect(within(log).getByText('1:00:00')).toBeInTheDocument();
  });

  it('says an error at once to a screen reader as well', async () => {
    const { user, input } = await renderLine();
    await user.type(input, 'oops{Enter}');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Could not stamp in'));
    await user.type(input, 'nothing here{Enter}');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('No matching command found'));
  });

  it('walks the history with Up and Down, and keeps it for this user on this device', async () => {
    const ada = testUser({ _id: 'adaAdaAda123', username: 'ada' });
    const first = await renderLine({}, ada);
    await first.user.type(first.input, 'tm groups{Enter}');
    await first.user.type(first.input, 'tm in Work x{Enter}');
    await first.user.type(first.input, 'draft');
    await first.user.keyboard('{ArrowUp}');
    expect(first.input).toHaveValue('tm in Work x');
    await first.user.keyboard('{ArrowUp}');
    expect(first.input).toHaveValue('tm groups');
    await first.user.keyboard('{ArrowDown}{ArrowDown}');
    expect(first.input).toHaveValue('draft');
    first.unmount();

    const again = await renderLine({}, ada);
    await again.user.click(again.input);
    await again.user.keyboard('{ArrowUp}');
    expect(again.input).toHaveValue('tm in Work x');
    again.unmount();

    const other = await renderLine({}, testUser({ _id: 'bobBobBob123', username: 'bob' }));
    await other.user.click(other.input);
    await other.user.keyboard('{ArrowUp}');
    expect(other.input).toHaveValue('');
  });

  it('asks for a password in a masked field, and the password shows nowhere', async () => {
    const { user, input, container } = await renderLine();
    await user.type(input, 'us login ada{Enter}');
    const field = await screen.findByLabelText('Password');
    expect(field).toHaveAttribute('type', 'password');
    expect(field).toHaveFocus();
    await user.type(field, `${secret}{Enter}`);
    await screen.findByText(`Logged in with ${secret.length} characters`);
    expect(container.textContent).not.toContain(secret);
    expect(screen.getByRole('combobox', { name: 'Command' })).toHaveAttribute('type', 'text');
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('combobox', { name: 'Command' })).toHaveValue('us login ada');
    expect(JSON.stringify({ ...localStorage })).not.toContain(secret);
  });

  it('drops a prompt with Esc', async () => {
    const { user, input } = await renderLine();
    await user.type(input, 'us login ada{Enter}');
    await screen.findByLabelText('Password');
    await user.keyboard('{Escape}');
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Command' })).toHaveFocus();
  });

  it("ignores a ':' typed alone (spec §5)", async () => {
    const { user, input } = await renderLine();
    await user.type(input, ':');
    expect(input).toHaveValue('');
    await user.type(input, '{Enter}');
    expect(within(screen.getByRole('log')).queryAllByRole('listitem')).toHaveLength(0);
  });

  it('runs the command it opens with (/cli/:command)', async () => {
    await renderLine({ initialCommand: 'tm in Work coding' });
    await within(screen.getByRole('log')).findByText('Stamped in: Work coding');
  });

  it('closes as an overlay on Esc, and clears its line as a page', async () => {
    const onClose = vi.fn();
    const overlay = await renderLine({ variant: 'overlay', onClose });
    await overlay.user.type(overlay.input, 'tm{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    overlay.unmount();

    const page = await renderLine({ variant: 'page', onClose });
    await page.user.type(page.input, 'tm{Escape}');
    expect(page.input).toHaveValue('');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
