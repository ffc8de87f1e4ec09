import { defineMessages, useIntl } from 'react-intl';
import { AppLink } from '../components/AppLink';
import { ArrowUpIcon } from '../components/icons';
import * as styles from './BottomBar.css';
import { useAreaLinks } from './sidebarLinks';

export const bottomBarMessages = defineMessages({
  label: { id: 'shell.bottomBar.label', defaultMessage: 'Quick links' },
  up: { id: 'shell.bottomBar.up', defaultMessage: 'Back to top' },
});

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
  const { bottomBarLinks } = useAreaLinks();
  const upLabel = intl.formatMessage(bottomBarMessages.up);
  return (
    <nav aria-label={intl.formatMessage(bottomBarMessages.label)} className={styles.bar} hidden={hidden} inert={inert}>
      <button type="button" className={styles.item} aria-label={upLabel} title={upLabel} onClick={scrollToTop}>
        <ArrowUpIcon />
      </button>
      {/* Spec §2: up, then notes, time, shopping and recipes: the areas that name a bottom-bar icon. */}
      {bottomBarLinks.map(({ id, path, label: message, Icon }) => {
        const label = intl.formatMessage(message);
        return (
          <AppLink key={id} to={path} className={styles.item} aria-label={label} title={label}>
            <Icon />
          </AppLink>
        );
      })}
    </nav>
  );
}
