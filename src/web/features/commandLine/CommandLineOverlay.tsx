import { useRouterState } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { IconButton } from '../../components/IconButton';
import { CloseIcon } from '../../components/icons';
import { CommandLine } from './CommandLine';
import * as styles from './CommandLineOverlay.css';
import { commandLineMessages as m } from './messages';
import { RegistryGate } from './RegistryGate';

export interface CommandLineOverlayProps {
  /** Esc, the close button or a click outside: the overlay goes and the focus returns. */
  onClose: () => void;
}

/**
 * The command line over the page (spec §2: Shift+. opens it from anywhere): a dialog at the top
 * whose field has the focus. A command that goes to another page (`go notes`) closes it.
 */
export function CommandLineOverlay({ onClose }: CommandLineOverlayProps) {
  const intl = useIntl();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const openedAt = useRef(pathname);
  useEffect(() => {
    if (pathname !== openedAt.current) onClose();
  }, [pathname, onClose]);

  return (
    <div className={styles.backdrop} onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <div role="dialog" aria-modal="true" aria-label={intl.formatMessage(m.title)} className={styles.panel}>
        <div className={styles.header}>
          <IconButton label={intl.formatMessage(m.close)} icon={<CloseIcon />} onClick={onClose} />
        </div>
        <RegistryGate>{(commands, services) => <CommandLine commands={commands} services={services} variant="overlay" onClose={onClose} />}</RegistryGate>
      </div>
    </div>
  );
}
