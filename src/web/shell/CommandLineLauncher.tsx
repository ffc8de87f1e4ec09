import { useRouter } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useState, type LazyExoticComponent } from 'react';
import { appTexts } from '../i18n/texts';
import type { RouterContext } from '../router/context';
import { isCommandLineKey } from './commandLineKey';
import { isCliPath } from './shellVisibility';

type LoadCommandLine = RouterContext['loadCommandLine'];
type Overlay = Awaited<ReturnType<LoadCommandLine>>['CommandLineOverlay'];

// One lazy overlay per loader (the app has one), made outside render so it keeps its state.
const overlays = new WeakMap<LoadCommandLine, { Overlay: LazyExoticComponent<Overlay> }>();

/** The overlay `load` brings, with the command line's texts: both load the first time it opens. */
function overlayOf(load: LoadCommandLine) {
  let overlay = overlays.get(load);
  if (!overlay) {
    overlay = {
      Overlay: lazy(() => Promise.all([load(), appTexts.loadArea('commandLine')]).then(([module]) => ({ default: module.CommandLineOverlay }))),
    };
    overlays.set(load, overlay);
  }
  return overlay;
}

/**
 * Opens the command line over any page with its key (commandLineKey.ts); /cli is the command line
 * already. The overlay comes from the router context (the composition root names it, so the shell
 * does not import the command line) and loads with its texts the first time it opens, so no screen
 * carries them.
 */
export function CommandLineLauncher() {
  const commandLine = overlayOf(useRouter().options.context.loadCommandLine);
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
      <commandLine.Overlay onClose={() => setOpen(false)} />
    </Suspense>
  ) : null;
}
