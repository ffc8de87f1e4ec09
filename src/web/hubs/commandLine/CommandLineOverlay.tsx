import { useRouterState } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { IconButton } from '../../components/IconButton';
import { CloseIcon } from '../../components/icons';
import { mainContentId } from '../../shell/AppShell';
import { CommandLine } from './CommandLine';
import * as styles from './CommandLineOverlay.css';
import { commandLineMessages as m } from './messages';
import { commandLineTitles as t } from './pageTitles';
import { RegistryGate } from './RegistryGate';

export interface CommandLineOverlayProps {
  /** Esc, the close button, a click outside or another page: the overlay goes (and gives the focus back). */
  onClose: () => void;
}

/**
 * The command line over the page (spec §2: Shift+. opens it from anywhere): a dialog at the top
 * whose field has the focus. A command that goes to another page (`go notes`) closes it.
 */
export function CommandLineOverlay({ onClose: close }: CommandLineOverlayProps) {
  const intl = useIntl();
  // Where the focus was when it opened (its own field takes it only after this first render).
  const [cameFrom] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));
  const onClose = useCallback(() => {
    close();
    // After `go notes` the element it came from is gone: the new page's content takes the focus.
    (cameFrom?.isConnected ? cameFrom : document.getElementById(mainContentId))?.focus();
  }, [close, cameFrom]);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const openedAt = useRef(pathname);
  useEffect(() => {
    if (pathname !== openedAt.current) onClose();
  }, [pathname, onClose]);

  return (
    <div className={styles.backdrop} onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <div role="dialog" aria-modal="true" aria-label={intl.formatMessage(t.title)} className={styles.panel}>
        <div className={styles.header}>
          <IconButton label={intl.formatMessage(m.close)} icon={<CloseIcon />} onClick={onClose} />
        </div>
        <RegistryGate>{(commands, services) => <CommandLine commands={commands} services={services} variant="overlay" onClose={onClose} />}</RegistryGate>
      </div>
    </div>
  );
}
