import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { appTexts } from '../i18n/texts';
import { mainContentId } from './AppShell';
import { isCommandLineKey } from './commandLineKey';
import { isCliPath } from './shellVisibility';

// The command line and its texts load the first time it opens, so no screen carries them.
const CommandLineOverlay = lazy(() =>
  Promise.all([import('../features/commandLine/CommandLineOverlay'), appTexts.loadArea('commandLine')]).then(([module]) => ({
    default: module.CommandLineOverlay,
  })),
);

/** Opens the command line over any page with its key (commandLineKey.ts); closing it gives the focus back. */
export function CommandLineLauncher() {
  const [open, setOpen] = useState(false);
  const returnFocus = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      // /cli is the command line already.
      if (!isCommandLineKey(event) || isCliPath(window.location.pathname)) return;
      event.preventDefault();
      returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setOpen(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  const close = useCallback(() => {
    setOpen(false);
    // After `go notes` the element it came from is gone: the new page's content takes the focus.
    const target = returnFocus.current?.isConnected ? returnFocus.current : document.getElementById(mainContentId);
    target?.focus();
  }, []);

  return open ? (
    <Suspense fallback={null}>
      <CommandLineOverlay onClose={close} />
    </Suspense>
  ) : null;
}
