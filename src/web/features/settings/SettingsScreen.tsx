import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { LanguageCode, Theme } from '../../../domain/preferences';
import { AppLink } from '../../components/AppLink';
import { Button } from '../../components/Button';
import { button } from '../../components/Button.css';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { visuallyHidden } from '../../components/VisuallyHidden.css';
import { LanguageField } from '../../components/form/LanguageField';
import { ThemeField } from '../../components/form/ThemeField';
import type { SidebarLink } from '../../shell/sidebarLinks';
import { subPageLinks } from './screenMessages';
import { pageTitles } from './pageTitles';
import * as styles from './SettingsScreen.css';

export const settingsScreenMessages = defineMessages({
  appearance: { id: 'settings.settingsScreen.appearance', defaultMessage: 'Appearance' },
  links: { id: 'settings.settingsScreen.links', defaultMessage: 'Sidebar links' },
  linksHint: {
    id: 'settings.settingsScreen.linksHint',
    defaultMessage: 'The order of the links in the sidebar. Each change is saved at once.',
  },
  reset: { id: 'settings.settingsScreen.reset', defaultMessage: 'Reset to default' },
  more: { id: 'settings.settingsScreen.more', defaultMessage: 'More settings' },
});

// Typed so that formatMessage insists on the values.
const linkMoveMessages = defineMessages<{
  moveUp: { link: string };
  moveDown: { link: string };
  moved: { link: string; position: number; count: number };
}>({
  moveUp: { id: 'settings.settingsScreen.moveUp', defaultMessage: 'Move {link} up' },
  moveDown: { id: 'settings.settingsScreen.moveDown', defaultMessage: 'Move {link} down' },
  moved: { id: 'settings.settingsScreen.moved', defaultMessage: '{link} is now number {position} of {count}.' },
});

export type MoveDirection = 'up' | 'down';

export interface SettingsScreenProps {
  theme: Theme;
  language: LanguageCode;
  /** The sidebar's links in the order the user sees them now. */
  links: readonly SidebarLink[];
  /** True while a link order is being saved (the list is marked busy; the buttons stay usable). */
  isSavingLinks: boolean;
  onThemeChange: (theme: Theme) => void;
  onLanguageChange: (language: LanguageCode) => void;
  onMoveLink: (id: string, direction: MoveDirection) => void;
  onResetLinks: () => void;
  /** The "Shared links" section (SharedLinksSection), which reads its own data. */
  sharedLinks?: ReactNode;
}

const subPages = [
  { to: '/settings/auth', message: subPageLinks.auth },
  { to: '/settings/profile', message: subPageLinks.profile },
  { to: '/settings/tags', message: subPageLinks.tags },
  { to: '/settings/data', message: subPageLinks.yourData },
  { to: '/settings/device-control', message: subPageLinks.deviceControl },
] as const;

/** /settings (spec §2, §4): theme, language, the sidebar's link order and the other settings pages. */
export function SettingsScreen({
  theme,
  language,
  links,
  isSavingLinks,
  onThemeChange,
  onLanguageChange,
  onMoveLink,
  onResetLinks,
  sharedLinks,
}: SettingsScreenProps) {
  const intl = useIntl();
  const m = settingsScreenMessages;
  const headingId = useId();
  const appearanceId = useId();
  const linksId = useId();
  const linksHintId = useId();
  const moreId = useId();
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  // The button to focus once the list has re-rendered after a move: the moved item's same
  // button, or its other one when the item reached an end and the pressed one is now disabled.
  const pendingFocus = useRef<{ id: string; direction: MoveDirection } | null>(null);
  const [announcement, setAnnouncement] = useState('');

  // After a move the list re-renders in its new order; then focus goes where the user expects.
  useEffect(() => {
    if (!pendingFocus.current) return;
    const { id, direction } = pendingFocus.current;
    pendingFocus.current = null;
    const index = links.findIndex((link) => link.id === id);
    const atEnd = direction === 'up' ? index === 0 : index === links.length - 1;
    const focusDirection = atEnd ? (direction === 'up' ? 'down' : 'up') : direction;
    buttons.current.get(`${id}:${focusDirection}`)?.focus();
  }, [links]);

  const move = (link: SidebarLink, index: number, direction: MoveDirection) => {
    const position = direction === 'up' ? index : index + 2;
    setAnnouncement(
      intl.formatMessage(linkMoveMessages.moved, { link: intl.formatMessage(link.label), position, count: links.length }),
    );
    pendingFocus.current = { id: link.id, direction };
    onMoveLink(link.id, direction);
  };

  const buttonRef = (key: string) => (element: HTMLButtonElement | null) => {
    if (element) buttons.current.set(key, element);
    else buttons.current.delete(key);
  };

  return (
    <div className={styles.screen}>
      <h1 id={headingId} className={styles.heading}>
        {intl.formatMessage(pageTitles.settings)}
      </h1>

      <section className={styles.section} aria-labelledby={appearanceId}>
        <h2 id={appearanceId} className={styles.sectionHeading}>
          {intl.formatMessage(m.appearance)}
        </h2>
        <ThemeField value={theme} onChange={onThemeChange} />
        <LanguageField value={language} onChange={onLanguageChange} />
      </section>

      <section className={styles.section} aria-labelledby={linksId}>
        <h2 id={linksId} className={styles.sectionHeading}>
          {intl.formatMessage(m.links)}
        </h2>
        <p id={linksHintId} className={styles.hint}>
          {intl.formatMessage(m.linksHint)}
        </p>
        <ol className={styles.linkList} aria-labelledby={linksId} aria-describedby={linksHintId} aria-busy={isSavingLinks}>
          {links.map((link, index) => {
            const name = intl.formatMessage(link.label);
            return (
              <li key={link.id} className={styles.linkItem}>
                <span className={styles.linkPosition} aria-hidden="true">
                  {index + 1}.
                </span>
                <span className={styles.linkName}>{name}</span>
                <button
                  ref={buttonRef(`${link.id}:up`)}
                  type="button"
                  className={button({ size: 'sm' })}
                  disabled={index === 0}
                  onClick={() => move(link, index, 'up')}
                >
                  <span aria-hidden="true">↑</span>
                  <VisuallyHidden>{intl.formatMessage(linkMoveMessages.moveUp, { link: name })}</VisuallyHidden>
                </button>
                <button
                  ref={buttonRef(`${link.id}:down`)}
                  type="button"
                  className={button({ size: 'sm' })}
                  disabled={index === links.length - 1}
                  onClick={() => move(link, index, 'down')}
                >
                  <span aria-hidden="true">↓</span>
                  <VisuallyHidden>{intl.formatMessage(linkMoveMessages.moveDown, { link: name })}</VisuallyHidden>
                </button>
              </li>
            );
          })}
        </ol>
        <p role="status" className={visuallyHidden}>
          {announcement}
        </p>
        <div className={styles.actions}>
          <Button
            onClick={() => {
              setAnnouncement('');
              onResetLinks();
            }}
          >
            {intl.formatMessage(m.reset)}
          </Button>
        </div>
      </section>

      {sharedLinks}

      <nav className={styles.section} aria-labelledby={moreId}>
        <h2 id={moreId} className={styles.sectionHeading}>
          {intl.formatMessage(m.more)}
        </h2>
        <ul className={styles.navList}>
          {subPages.map((page) => (
            <li key={page.to}>
              <AppLink to={page.to} className={styles.navLink}>
                {intl.formatMessage(page.message)}
              </AppLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
