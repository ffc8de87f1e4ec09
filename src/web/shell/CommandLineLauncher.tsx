import { useRouter } from '@tanstack/react-router';
import { Suspense, useEffect, useState } from 'react';
import { isCommandLineKey } from './commandLineKey';
import { isCliPath } from './shellVisibility';

/**
 * Opens the command line over any page with its key (commandLineKey.ts); /cli is the command line
 * already. The overlay comes from the router context: the composition root names it (so the shell
 * does not import the command line), and it loads with its texts the first time it opens.
 */
export function CommandLineLauncher() {
  const context = useRouter().options.context;
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
      <context.CommandLineOverlay onClose={() => setOpen(false)} />
    </Suspense>
  ) : null;
}
