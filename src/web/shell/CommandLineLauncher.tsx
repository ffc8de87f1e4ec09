import { lazy, Suspense, useEffect, useState } from 'react';
import { appTexts } from '../i18n/texts';
import { isCommandLineKey } from './commandLineKey';
import { isCliPath } from './shellVisibility';

// The command line and its texts load the first time it opens, so no screen carries them.
const CommandLineOverlay = lazy(() =>
  Promise.all([import('../hubs/commandLine/CommandLineOverlay'), appTexts.loadArea('commandLine')]).then(([module]) => ({
    default: module.CommandLineOverlay,
  })),
);

/** Opens the command line over any page with its key (commandLineKey.ts); /cli is the command line already. */
export function CommandLineLauncher() {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isCommandLineKey(event) || isCliPath(window.location.pathname)) return;
      event.preventDefault();
      setOpen(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);
  return open ? (
    <Suspense fallback={null}>
      <CommandLineOverlay onClose={() => setOpen(false)} />
    </Suspense>
  ) : null;
}
