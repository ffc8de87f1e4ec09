import { useCallback, useState } from 'react';

/**
 * Open/closed for the sidebar, kept apart per layout: docked starts open (spec §2: the sidebar is
 * there, the burger visible), the phone drawer starts closed (it would cover the page). Turning a
 * tablet therefore never throws a drawer over the content, and the docked choice survives.
 */
export function useSidebarState(isPhone: boolean) {
  const [dockedOpen, setDockedOpen] = useState(true);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const setOpen = isPhone ? setDrawerOpen : setDockedOpen;
  return {
    open: isPhone ? drawerOpen : dockedOpen,
    toggle: useCallback(() => setOpen((open) => !open), [setOpen]),
    setOpen,
  };
}
