import type { MouseEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import * as styles from './SkipLink.css';

export const skipLinkMessages = defineMessages({
  label: { id: 'shell.skipLink.label', defaultMessage: 'Skip to content' },
});

/** Lets keyboard users pass the navbar and sidebar (WCAG 2.4.1). */
export function SkipLink({ targetId, inert }: { targetId: string; inert?: boolean }) {
  const intl = useIntl();
  // Moves focus by hand instead of following the hash: the router owns the URL, and
  // focusing the target is what actually moves a screen reader.
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(targetId);
    if (!target) return;
    event.preventDefault();
    target.focus();
    target.scrollIntoView?.();
  };
  return (
    <a href={`#${targetId}`} className={styles.skipLink} onClick={onClick} inert={inert}>
      {intl.formatMessage(skipLinkMessages.label)}
    </a>
  );
}
