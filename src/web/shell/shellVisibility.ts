/** Spec §2: the command line has the whole screen; `/cli` and `/cli/:command`. */
export function isCliPath(pathname: string): boolean {
  return pathname === '/cli' || pathname.startsWith('/cli/');
}

/** Spec §2: the top navbar is hidden on the CLI route and when logged out. */
export function isNavbarVisible(pathname: string, loggedIn: boolean): boolean {
  return loggedIn && !isCliPath(pathname);
}
