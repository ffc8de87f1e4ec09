import type { ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { SidebarLinkId } from '../../domain/sidebarLinks';
import { defaultSidebarLinks } from '../../domain/sidebarLinks';
import { AppLink } from '../components/AppLink';
import { ArrowUpIcon, CartIcon, ClockIcon, NoteIcon, RecipeIcon } from '../components/icons';
import * as styles from './BottomBar.css';
import { sidebarLinkMessages } from './sidebarLinkMessages';

export const bottomBarMessages = defineMessages({
  label: { id: 'shell.bottomBar.label', defaultMessage: 'Quick links' },
  up: { id: 'shell.bottomBar.up', defaultMessage: 'Back to top' },
});

// Spec §2: up, notes, time, shopping, recipes. The paths come from the sidebar table so they cannot drift.
const quickLinks: Array<{ id: SidebarLinkId; icon: ReactNode }> = [
  { id: 'notes', icon: <NoteIcon /> },
  { id: 'timeTracker', icon: <ClockIcon /> },
  { id: 'shoppingList', icon: <CartIcon /> },
  { id: 'recipes', icon: <RecipeIcon /> },
];
const pathOf = (id: SidebarLinkId) => defaultSidebarLinks.find((link) => link.id === id)!.path;

export interface BottomBarProps {
  /** Swiped away (spec §2: down hides it). */
  hidden?: boolean;
  inert?: boolean;
}

function scrollToTop() {
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
}

/** The phone's quick icons (spec §2). Icon-only, so each carries its name as label and tooltip. */
export function BottomBar({ hidden = false, inert }: BottomBarProps) {
  const intl = useIntl();
  const upLabel = intl.formatMessage(bottomBarMessages.up);
  return (
    <nav aria-label={intl.formatMessage(bottomBarMessages.label)} className={styles.bar} hidden={hidden} inert={inert}>
      <button type="button" className={styles.item} aria-label={upLabel} title={upLabel} onClick={scrollToTop}>
        <ArrowUpIcon />
      </button>
      {quickLinks.map(({ id, icon }) => {
        const label = intl.formatMessage(sidebarLinkMessages[id]);
        return (
          <AppLink key={id} to={pathOf(id)} className={styles.item} aria-label={label} title={label}>
            {icon}
          </AppLink>
        );
      })}
    </nav>
  );
}
