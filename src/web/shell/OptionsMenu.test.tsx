// Proves the options menu follows the menu-button keyboard pattern and that its items work:
// the dark-theme checkbox and the language radios, saved to the account when signed in, and the
// way to the command line.
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { selectToasts } from '../../../machines/toastMachine';
import { createToastActor } from './toastActor';
import { createFakeServer, refused, type FakeServer } from '../testing/fakeServer';
import { renderWithShell } from '../testing/renderWithShell';
import { testUser } from '../testing/testUser';
import { themeClassNames } from '../theme/themeNames';
import { OptionsMenu } from './OptionsMenu';

async function setup() {
  const rendered = await renderWithShell(<OptionsMenu />);
  const trigger = await screen.findByRole('button', { name: 'Options' });
  return { ...rendered, trigger };
}

const menu = () => screen.queryByRole('menu');
// Every kind of item (menuitem, menuitemcheckbox, menuitemradio), in order.
const items = () => [...screen.getByRole('menu').querySelectorAll<HTMLElement>('[role^="menuitem"]')];

describe('OptionsMenu', () => {
  it('is a closed menu button to begin with', async () => {
    const { trigger } = await setup();
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(menu()).toBeNull();
  });

  it.each(['{Enter}', ' ', '{ArrowDown}'])('opens with %s and focuses the first item', async (key) => {
    const { trigger, user } = await setup();
    trigger.focus();
    await user.keyboard(key);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(items()[0]).toHaveFocus();
    expect(items()[0]).toHaveAccessibleName('Dark theme');
  });

  it('opens with ArrowUp on the last item', async () => {
    const { trigger, user } = await setup();
    trigger.focus();
    await user.keyboard('{ArrowUp}');
    expect(items().at(-1)).toHaveFocus();
    expect(items().at(-1)).toHaveAccessibleName('Command line');
  });

  it('moves with the arrows, wrapping at the ends, and jumps with Home and End', async () => {
    const { trigger, user } = await setup();
    trigger.focus();
    await user.keyboard('{ArrowDown}');
    const [dark, english, swedish, commandLine] = items();
    await user.keyboard('{ArrowDown}');
    expect(english).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(swedish).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(commandLine).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(dark).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(commandLine).toHaveFocus();
    await user.keyboard('{Home}');
    expect(dark).toHaveFocus();
    await user.keyboard('{End}');
    expect(commandLine).toHaveFocus();
  });

  it('opens the command line page, for a phone with no Shift+. to press', async () => {
    const { trigger, user, router } = await setup();
    await user.click(trigger);
    await user.click(screen.getByRole('menuitem', { name: 'Command line' }));
    expect(router.state.location.pathname).toBe('/cli');
  });

  it('closes on Escape and gives focus back to the button', async () => {
    const { trigger, user } = await setup();
    trigger.focus();
    await user.keyboard('{Enter}');
    await user.keyboard('{Escape}');
    expect(menu()).toBeNull();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveFocus();
  });

  it('closes on Tab and on a click elsewhere', async () => {
    const { trigger, user } = await setup();
    await user.click(trigger);
    await user.tab();
    expect(menu()).toBeNull();
    await user.click(trigger);
    expect(menu()).not.toBeNull();
    await user.click(document.body);
    expect(menu()).toBeNull();
  });

  it('announces the theme and language as checked items', async () => {
    const { trigger, user } = await setup();
    await user.click(trigger);
    expect(screen.getByRole('menuitemcheckbox', { name: 'Dark theme' })).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByRole('group', { name: 'Language' })).toBeInTheDocument();
    expect(screen.getByRole('menuitemradio', { name: 'English' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('menuitemradio', { name: 'Svenska' })).toHaveAttribute('lang', 'sv-SE');
  });

  it('switches to the dark theme with Enter, closes and returns focus', async () => {
    const { trigger, user } = await setup();
    trigger.focus();
    await user.keyboard('{Enter}');
    await user.keyboard('{Enter}');
    expect(document.documentElement).toHaveClass(themeClassNames.dark);
    expect(menu()).toBeNull();
    expect(trigger).toHaveFocus();
  });

  it('switches the language to Swedish, and the menu speaks Swedish afterwards', async () => {
    const { trigger, user } = await setup();
    await user.click(trigger);
    await user.click(screen.getByRole('menuitemradio', { name: 'Svenska' }));
    const translated = screen.getByRole('button', { name: 'Alternativ' });
    await user.click(translated);
    expect(screen.getByRole('menuitemcheckbox', { name: 'Mörkt tema' })).toBeInTheDocument();
    expect(screen.getByRole('menuitemradio', { name: 'Svenska' })).toHaveAttribute('aria-checked', 'true');
  });
});

describe('OptionsMenu when signed in', () => {
  async function setupWithAccount(server: FakeServer) {
    const toastActor = createToastActor();
    const rendered = await renderWithShell(<OptionsMenu />, { toastActor, user: testUser(), server });
    const trigger = await screen.findByRole('button', { name: 'Options' });
    const shownToast = () => selectToasts(toastActor.getSnapshot()).current?.message;
    return { ...rendered, trigger, shownToast };
  }

  it('saves the theme and the language to the account', async () => {
    const server = createFakeServer({ user: testUser() });
    const { trigger, user, runtime } = await setupWithAccount(server);
    await user.click(trigger);
    await user.click(screen.getByRole('menuitemcheckbox', { name: 'Dark theme' }));
    await user.click(trigger);
    await user.click(screen.getByRole('menuitemradio', { name: 'Svenska' }));
    await vi.waitFor(() => expect(runtime.auth.getSnapshot().context.user?.preferences).toMatchObject({ theme: 'dark', language: 2 }));
    const saves = await server.calls('PUT /auth/user/user00000001');
    expect(saves.map((call) => call.body)).toEqual([{ preferences: { theme: 'dark' } }, { preferences: { language: 2 } }]);
  });

  it('keeps the theme applied and says so when saving fails', async () => {
    const server = createFakeServer({ user: testUser() });
    server.routes['PUT /auth/user/user00000001'] = () => refused(500, 'INTERNAL', 'Oops');
    const { trigger, user, shownToast } = await setupWithAccount(server);
    await user.click(trigger);
    await user.click(screen.getByRole('menuitemcheckbox', { name: 'Dark theme' }));
    await vi.waitFor(() => expect(shownToast()).toBe('Could not update preferences'));
    expect(document.documentElement).toHaveClass(themeClassNames.dark);
  });
});
