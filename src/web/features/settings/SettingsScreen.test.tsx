// Proves the settings screen: theme and language choices reported, the link order editor usable
// by keyboard alone (named Move up / Move down buttons, ends disabled, focus kept on the moved
// link, the move announced), Reset to default, and the links to the other settings pages.
import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { orderSidebarLinks } from '../../testing/appLinks';
import { renderWithShell } from '../../testing/renderWithShell';
import { SettingsScreen, type MoveDirection, type SettingsScreenProps } from './SettingsScreen';
import { en } from '../../testing/catalogue';

const moveUp = (link: string) => en('settings.settingsScreen.moveUp').replace('{link}', link);
const moveDown = (link: string) => en('settings.settingsScreen.moveDown').replace('{link}', link);

async function renderScreen(props: Partial<SettingsScreenProps> = {}) {
  const handlers = { onThemeChange: vi.fn(), onLanguageChange: vi.fn(), onMoveLink: vi.fn(), onResetLinks: vi.fn() };
  const rendered = await renderWithShell(
    <SettingsScreen theme="light" language={1} links={orderSidebarLinks()} isSavingLinks={false} {...handlers} {...props} />,
    { path: '/settings' },
  );
  return { ...handlers, ...rendered };
}

/** The screen with a container that really reorders, so focus and announcements can be checked. */
function Reordering({ onMoveLink }: { onMoveLink: (id: string, direction: MoveDirection) => void }) {
  const [ids, setIds] = useState<string[]>(orderSidebarLinks().map((link) => link.id));
  const move = (id: string, direction: MoveDirection) => {
    onMoveLink(id, direction);
    setIds((current) => {
      const next = [...current];
      const from = next.indexOf(id);
      const to = direction === 'up' ? from - 1 : from + 1;
      [next[from], next[to]] = [next[to]!, next[from]!];
      return next;
    });
  };
  return (
    <SettingsScreen
      theme="light"
      language={1}
      links={orderSidebarLinks(ids)}
      isSavingLinks={false}
      onThemeChange={() => {}}
      onLanguageChange={() => {}}
      onMoveLink={move}
      onResetLinks={() => {}}
    />
  );
}

describe('SettingsScreen', () => {
  it('reports theme and language changes', async () => {
    const { user, onThemeChange, onLanguageChange } = await renderScreen();
    expect(screen.getByRole('radio', { name: en('auth.fields.themeLight') })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: en('auth.fields.themeDark') }));
    expect(onThemeChange).toHaveBeenCalledWith('dark');
    await user.selectOptions(screen.getByLabelText(en('auth.fields.language')), 'Svenska');
    expect(onLanguageChange).toHaveBeenCalledWith(2);
  });

  it('lists the links in the given order with named move buttons', async () => {
    await renderScreen({ links: orderSidebarLinks(['settings', 'home']) });
    const list = screen.getByRole('list', { name: en('settings.settingsScreen.links') });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(12);
    expect(items[0]).toHaveTextContent('Settings');
    expect(items[1]).toHaveTextContent('Home');
    // The ends cannot move further.
    expect(screen.getByRole('button', { name: moveUp('Settings') })).toBeDisabled();
    expect(screen.getByRole('button', { name: moveDown('Collections') })).toBeDisabled();
    expect(screen.getByRole('button', { name: moveDown('Settings') })).toBeEnabled();
  });

  it('moves a link by keyboard and keeps focus on it', async () => {
    const onMoveLink = vi.fn();
    const { user } = await renderWithShell(<Reordering onMoveLink={onMoveLink} />, { path: '/settings' });
    const up = screen.getByRole('button', { name: moveUp('Notes') });
    up.focus();
    await user.keyboard('{Enter}');
    expect(onMoveLink).toHaveBeenCalledWith('notes', 'up');
    expect(screen.getByRole('button', { name: moveUp('Notes') })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Notes is now number 2 of 12.');
    await user.keyboard(' ');
    expect(onMoveLink).toHaveBeenLastCalledWith('notes', 'up');
    // Notes reached the top: its Move up is disabled, so focus goes to its Move down.
    expect(screen.getByRole('button', { name: moveUp('Notes') })).toBeDisabled();
    expect(screen.getByRole('button', { name: moveDown('Notes') })).toHaveFocus();
    const items = within(screen.getByRole('list', { name: en('settings.settingsScreen.links') })).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Notes');
  });

  it('resets to the default order', async () => {
    const { user, onResetLinks } = await renderScreen();
    await user.click(screen.getByRole('button', { name: en('settings.settingsScreen.reset') }));
    expect(onResetLinks).toHaveBeenCalled();
  });

  it('marks the list busy while saving, without disabling the buttons', async () => {
    await renderScreen({ isSavingLinks: true });
    expect(screen.getByRole('list', { name: en('settings.settingsScreen.links') })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: moveUp('Notes') })).toBeEnabled();
  });

  it('links to the other settings pages', async () => {
    await renderScreen();
    const nav = screen.getByRole('navigation', { name: en('settings.settingsScreen.more') });
    expect(within(nav).getByRole('link', { name: en('settings.settingsScreen.auth') })).toHaveAttribute('href', '/settings/auth');
    expect(within(nav).getByRole('link', { name: en('settings.settingsScreen.profile') })).toHaveAttribute('href', '/settings/profile');
    expect(within(nav).getByRole('link', { name: en('settings.settingsScreen.tags') })).toHaveAttribute('href', '/settings/tags');
    expect(within(nav).getByRole('link', { name: en('settings.settingsScreen.deviceControl') })).toHaveAttribute(
      'href',
      '/settings/device-control',
    );
  });

  it('is in Swedish when the interface is', async () => {
    await renderWithShell(
      <SettingsScreen
        theme="dark"
        language={2}
        links={orderSidebarLinks()}
        isSavingLinks={false}
        onThemeChange={() => {}}
        onLanguageChange={() => {}}
        onMoveLink={() => {}}
        onResetLinks={() => {}}
      />,
      { language: 2 },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Inställningar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Flytta Anteckningar uppåt' })).toBeInTheDocument();
  });
});
